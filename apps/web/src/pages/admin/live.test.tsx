import { expectNoAxeViolations } from '@touchline/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fail, ok, server, type Answer } from '../../testing/server.ts';
import { openAdminCentre } from '../../testing/adminCentre.ts';

// The super-admin centre's live section (issue 22 §1 "Live", ADR 034), as a super admin.

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const STREAM = 'Derby night: live odds and chat';

const openLive = (answers: Partial<Record<string, Answer>> = {}) =>
  openAdminCentre('/superadmincenter?tab=live', answers);

const user = () => userEvent.setup();

describe('the live section', () => {
  it('lists the streams, words and bans, and filters the streams on the server', async () => {
    const { calls } = await openLive();
    expect(screen.getByRole('tab', { name: 'Live', selected: true })).toBeTruthy();
    const streams = await screen.findByRole('list', { name: 'Streams' });
    expect(within(streams).getByText(STREAM)).toBeTruthy();
    expect(within(streams).getByText('1204 watching')).toBeTruthy();
    expect(within(streams).getByText('Linh (@host_linh)')).toBeTruthy();
    const words = await screen.findByRole('list', { name: 'Sensitive words' });
    expect(within(words).getByText('free money')).toBeTruthy();
    const bans = await screen.findByRole('list', { name: 'Bans from every room' });
    expect(within(bans).getByText('Lucky (@lucky88)')).toBeTruthy();
    await expectNoAxeViolations(document.body);

    const filters = screen.getByRole('search', { name: 'Filter the streams' });
    await user().selectOptions(within(filters).getByRole('combobox', { name: 'State' }), 'ended');
    await user().type(within(filters).getByRole('textbox', { name: /^Host/ }), ' linh ');
    await user().click(within(filters).getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(calls('adminListStreams').at(-1)!.body).toEqual({
        state: 'ended',
        search: 'linh',
        limit: 50,
      }),
    );
  });

  it('force-stops a live stream with a reason', async () => {
    const { calls } = await openLive();
    const streams = await screen.findByRole('list', { name: 'Streams' });
    await user().click(within(streams).getByRole('button', { name: `Force stop: ${STREAM}` }));
    const dialog = await screen.findByRole('dialog', { name: `Force-stop “${STREAM}”?` });
    expect(within(dialog).getByText(/its viewers’ pages and chat are told/)).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Force stop' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user().type(
      within(dialog).getByRole('textbox', { name: 'Reason (kept in the audit log)' }),
      'Pirated feed',
    );
    await expectNoAxeViolations(dialog);
    await user().click(confirm);
    await waitFor(() => expect(calls('adminForceStopStream')).toHaveLength(1));
    expect(calls('adminForceStopStream')[0]!.body).toEqual({ id: 501, reason: 'Pirated feed' });
    expect(await screen.findByText('The stream is stopped.')).toBeTruthy();
    await waitFor(() => expect(calls('adminListStreams').length).toBeGreaterThan(1));
  });

  it('features a stream on the home page, and says why a refusal came', async () => {
    const { calls } = await openLive({
      adminFeatureStream: fail(400, 'This stream has ended: it can no longer be featured.'),
    });
    const streams = await screen.findByRole('list', { name: 'Streams' });
    await user().click(within(streams).getByRole('button', { name: `Feature on home: ${STREAM}` }));
    const dialog = await screen.findByRole('dialog', {
      name: `Feature “${STREAM}” on the home page?`,
    });
    await user().type(within(dialog).getByRole('textbox'), 'Derby night');
    await user().click(within(dialog).getByRole('button', { name: 'Feature on home' }));
    await waitFor(() =>
      expect(calls('adminFeatureStream')[0]!.body).toEqual({
        id: 501,
        featured: true,
        reason: 'Derby night',
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('This stream has ended');
  });

  it('offers no action on an ended stream, and unfeatures a featured one', async () => {
    await openLive({
      adminListStreams: ok({
        list: [
          {
            id: 7,
            presenterId: 2,
            presenterName: 'Wei',
            presenterUserName: 'host_wei',
            title: 'Yesterday',
            status: 3,
            state: 'ended',
            featured: false,
            viewers: null,
            startTime: 1_795_000_000_000,
            endTime: 1_795_007_200_000,
          },
          {
            id: 8,
            presenterId: 3,
            presenterName: 'Somchai',
            presenterUserName: 'host_somchai',
            title: 'Tomorrow',
            status: 1,
            state: 'reserved',
            featured: true,
            viewers: null,
            startTime: 1_795_100_000_000,
            endTime: null,
          },
        ],
        next: null,
      }),
    });
    const streams = await screen.findByRole('list', { name: 'Streams' });
    expect(within(streams).queryByRole('button', { name: /Yesterday/ })).toBeNull();
    // announced: featured already, so unfeature; not live, so no force stop
    expect(within(streams).getByRole('button', { name: 'Unfeature: Tomorrow' })).toBeTruthy();
    expect(within(streams).queryByRole('button', { name: 'Force stop: Tomorrow' })).toBeNull();
    expect(within(streams).getByText('Featured on home')).toBeTruthy();
  });

  it('adds a sensitive word as the list keeps it, refusing one it would not take', async () => {
    const { calls } = await openLive();
    const form = screen.getByRole('form', { name: 'Add a sensitive word' });
    const word = within(form).getByRole('textbox', { name: /^Word/ });
    await user().type(word, '   ');
    await user().type(within(form).getByRole('textbox', { name: /^Reason/ }), 'Touting');
    await user().click(within(form).getByRole('button', { name: 'Add word' }));
    expect(await within(form).findByText('Write a word of 1 to 30 characters.')).toBeTruthy();
    expect(calls('adminAddSensitiveWord')).toHaveLength(0);
    await user().clear(word);
    await user().type(word, ' Sure Bet ');
    await user().click(within(form).getByRole('button', { name: 'Add word' }));
    await waitFor(() =>
      expect(calls('adminAddSensitiveWord')[0]!.body).toEqual({
        word: 'sure bet',
        reason: 'Touting',
      }),
    );
    expect(await screen.findByText('Added: every chat masks it now.')).toBeTruthy();
    expect((word as HTMLInputElement).value).toBe('');
  });

  it('keeps what was typed when the server refuses a word', async () => {
    await openLive({
      adminAddSensitiveWord: fail(400, 'This word is already on the sensitive-word list.'),
    });
    const form = screen.getByRole('form', { name: 'Add a sensitive word' });
    const word = within(form).getByRole('textbox', { name: /^Word/ });
    await user().type(word, 'scam');
    await user().type(within(form).getByRole('textbox', { name: /^Reason/ }), 'Touting');
    await user().click(within(form).getByRole('button', { name: 'Add word' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('already on the');
    expect((word as HTMLInputElement).value).toBe('scam');
  });

  it('removes a word with a reason', async () => {
    const { calls } = await openLive();
    const words = await screen.findByRole('list', { name: 'Sensitive words' });
    await user().click(within(words).getByRole('button', { name: 'Remove: scam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove “scam” from the list?' });
    await user().type(within(dialog).getByRole('textbox'), 'Masks honest warnings');
    await user().click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(calls('adminRemoveSensitiveWord')[0]!.body).toEqual({
        word: 'scam',
        reason: 'Masks honest warnings',
      }),
    );
  });

  it('bans a member from every room for a chosen time, and lifts a ban', async () => {
    const { calls } = await openLive();
    const form = screen.getByRole('form', { name: 'Ban a member from every room' });
    await user().click(within(form).getByRole('button', { name: 'Ban from every room' }));
    expect(await within(form).findByText('Write a user name or a member ID.')).toBeTruthy();
    expect(calls('adminBanGlobal')).toHaveLength(0);
    await user().type(within(form).getByRole('textbox', { name: /^Member/ }), 'lucky88');
    await user().selectOptions(
      within(form).getByRole('combobox', { name: 'How long' }),
      'Until lifted',
    );
    await user().type(within(form).getByRole('textbox', { name: /^Reason/ }), 'Spam links');
    await user().click(within(form).getByRole('button', { name: 'Ban from every room' }));
    await waitFor(() =>
      expect(calls('adminBanGlobal')[0]!.body).toEqual({
        member: 'lucky88',
        durationMinutes: null,
        reason: 'Spam links',
      }),
    );
    expect(await screen.findByText('Banned: every chat refuses their messages now.')).toBeTruthy();

    const bans = await screen.findByRole('list', { name: 'Bans from every room' });
    await user().click(within(bans).getByRole('button', { name: 'Lift ban: lucky88' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lift the ban on lucky88?' });
    await user().type(within(dialog).getByRole('textbox'), 'Appeal accepted');
    await user().click(within(dialog).getByRole('button', { name: 'Lift ban' }));
    await waitFor(() =>
      expect(calls('adminLiftGlobalBan')[0]!.body).toEqual({ id: 31, reason: 'Appeal accepted' }),
    );
  });

  it('shows empty lists and a failed load with a retry', async () => {
    await openLive({
      adminListStreams: ok({ list: [], next: null }),
      adminListSensitiveWords: ok({ list: [], next: null }),
      adminListGlobalBans: fail(500, ''),
    });
    expect(await screen.findByText('No stream matches these filters.')).toBeTruthy();
    expect(await screen.findByText('No sensitive word here.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });
});
