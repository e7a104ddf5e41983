import { expectNoAxeViolations } from '@touchline/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fail, ok, server, type Answer } from '../../testing/server.ts';
import { openAdminCentre } from '../../testing/adminCentre.ts';

// The super-admin centre's sportsbook section (issue 22, ADR 032), as a super admin.

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const openSportsbook = (answers: Partial<Record<string, Answer>> = {}) =>
  openAdminCentre('/superadmincenter?tab=sportsbook', answers);

const user = () => userEvent.setup();

describe('the sportsbook section', () => {
  it('filters matches on the server and opens a match’s markets', async () => {
    const { calls } = await openSportsbook();
    expect(screen.getByRole('tab', { name: 'Sportsbook', selected: true })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Matches' });
    expect(within(list).getByText('1 market suspended')).toBeTruthy();
    await user().selectOptions(screen.getByRole('combobox', { name: 'State' }), 'live');
    await user().click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(calls('adminListMatches').at(-1)!.body).toEqual({ state: 'live', limit: 50 }),
    );
    const live = await screen.findByRole('list', { name: 'Matches' });
    await user().click(
      await within(live).findByRole('button', { name: /^Harbour City v Northgate/ }),
    );
    const markets = await screen.findByRole('list', { name: 'Markets' });
    expect(within(markets).getByText('Full time result')).toBeTruthy();
    expect(within(markets).getByText('Suspended by an operator')).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });

  it('suspends a market with a reason and reads the match again', async () => {
    const { calls } = await openSportsbook({
      adminGetMatchMarkets: ok({
        match: {
          matchId: 41_002,
          sid: 1,
          league: 'Coastal Premier League',
          home: 'Harbour City',
          away: 'Northgate',
          startsAt: 1_795_000_000_000,
          state: 'live',
          held: false,
          heldMarkets: 0,
        },
        markets: [
          {
            id: '41002.1.0.0',
            name: 'Full time result',
            status: 'open',
            held: false,
            voided: false,
            selections: [
              { id: '41002.1.0.0.home', name: 'Harbour City', price: 2.1, status: 'open' },
            ],
          },
        ],
      }),
    });
    const list = await screen.findByRole('list', { name: 'Matches' });
    await user().click(within(list).getByRole('button', { name: /^Harbour City v Northgate/ }));
    await user().click(await screen.findByRole('button', { name: 'Suspend Full time result' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Suspend Full time result of Harbour City v Northgate?',
    });
    const confirm = within(dialog).getByRole('button', { name: 'Suspend' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user().type(
      within(dialog).getByRole('textbox', { name: 'Reason (kept in the audit log)' }),
      'Suspicious betting',
    );
    await expectNoAxeViolations(dialog);
    await user().click(confirm);
    await waitFor(() => expect(calls('adminSuspendMarket')).toHaveLength(1));
    expect(calls('adminSuspendMarket')[0]!.body).toEqual({
      matchId: 41_002,
      marketId: '41002.1.0.0',
      reason: 'Suspicious betting',
    });
    expect(await screen.findByText('Suspended: members see it locked.')).toBeTruthy();
    await waitFor(() => expect(calls('adminGetMatchMarkets').length).toBeGreaterThan(1));
  });

  it('suspends a whole match, and says why a refusal came', async () => {
    const { calls } = await openSportsbook({
      adminSuspendMarket: fail(403, 'This match is over.'),
    });
    const list = await screen.findByRole('list', { name: 'Matches' });
    await user().click(within(list).getByRole('button', { name: /^Harbour City v Northgate/ }));
    await user().click(await screen.findByRole('button', { name: 'Suspend match' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Suspend every market of Harbour City v Northgate?',
    });
    await user().type(within(dialog).getByRole('textbox'), 'Team news');
    await user().click(within(dialog).getByRole('button', { name: 'Suspend match' }));
    await waitFor(() =>
      expect(calls('adminSuspendMarket')[0]!.body).toEqual({
        matchId: 41_002,
        reason: 'Team news',
      }),
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it('voids a market with a reason and says how many bets it made void', async () => {
    const { calls } = await openSportsbook();
    const list = await screen.findByRole('list', { name: 'Matches' });
    await user().click(within(list).getByRole('button', { name: /^Harbour City v Northgate/ }));
    await user().click(await screen.findByRole('button', { name: 'Void Full time result' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Void Full time result of Harbour City v Northgate?',
    });
    expect(within(dialog).getByText(/This cannot be undone\./)).toBeTruthy();
    await user().type(within(dialog).getByRole('textbox'), 'Wrong prices offered');
    await user().click(within(dialog).getByRole('button', { name: 'Void' }));
    await waitFor(() => expect(calls('adminVoidMarket')).toHaveLength(1));
    expect(calls('adminVoidMarket')[0]!.body).toEqual({
      matchId: 41_002,
      marketId: '41002.1.0.0',
      reason: 'Wrong prices offered',
    });
    expect(await screen.findByText('Voided: 4 bets made void.')).toBeTruthy();
  });

  it('publishes a bulletin in four languages and pins or expires one with a reason', async () => {
    const { calls } = await openSportsbook();
    const list = await screen.findByRole('list', { name: 'Bulletins' });
    // the example's shown bulletin and an expired one of the same title
    expect(within(list).getAllByText('Derby weekend: more markets')).toHaveLength(2);
    expect(within(list).getByText('Expired')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Publish bulletin' }));
    expect(screen.getAllByText('Required in every language.').length).toBe(8);
    expect(calls('adminCreateBulletin')).toHaveLength(0);
    const texts = { 'zh-cn': '德比', en: 'Derby', vi: 'Derby vi', th: 'ดาร์บี้' } as const;
    for (const [name, value] of [
      ['简体中文 (Simplified Chinese)', texts['zh-cn']],
      ['English', texts.en],
      ['Tiếng Việt (Vietnamese)', texts.vi],
      ['ไทย (Thai)', texts.th],
    ] as const) {
      const group = screen.getByRole('group', { name });
      await user().type(within(group).getByRole('textbox', { name: 'Title' }), value);
      await user().type(within(group).getByRole('textbox', { name: 'Text' }), `${value} text`);
    }
    await user().click(screen.getByRole('checkbox', { name: 'Pin as a top bulletin' }));
    await user().type(
      within(screen.getByRole('region', { name: 'New bulletin' })).getByRole('textbox', {
        name: 'Reason (kept in the audit log)',
      }),
      'Derby weekend',
    );
    await user().click(screen.getByRole('button', { name: 'Publish bulletin' }));
    await waitFor(() => expect(calls('adminCreateBulletin')).toHaveLength(1));
    expect(calls('adminCreateBulletin')[0]!.body).toEqual({
      title: texts,
      content: {
        'zh-cn': '德比 text',
        en: 'Derby text',
        vi: 'Derby vi text',
        th: 'ดาร์บี้ text',
      },
      pinned: true,
      reason: 'Derby weekend',
    });
    expect(await screen.findByText('The bulletin is published.')).toBeTruthy();

    await user().click(
      within(list).getByRole('button', { name: 'Expire: Derby weekend: more markets' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Expire “Derby weekend: more markets”?',
    });
    await user().type(within(dialog).getByRole('textbox'), 'The derby is over');
    await user().click(within(dialog).getByRole('button', { name: 'Expire' }));
    await waitFor(() =>
      expect(calls('adminExpireBulletin')[0]!.body).toEqual({ id: 7, reason: 'The derby is over' }),
    );
    await expectNoAxeViolations(document.body);
  });

  it('sets the sports maintenance window with a reason, and ends it', async () => {
    const { calls } = await openSportsbook();
    const panel = await screen.findByRole('region', { name: 'Sports maintenance' });
    expect(await within(panel).findByText('The feed provider upgrades its servers.')).toBeTruthy();
    await user().click(within(panel).getByRole('button', { name: 'Set maintenance' }));
    expect(within(panel).getByText('Give the start and the end.')).toBeTruthy();
    await user().type(within(panel).getByLabelText(/^Starts/), '2026-11-27T02:00');
    await user().type(within(panel).getByLabelText(/^Ends/), '2026-11-27T04:00');
    await user().type(
      within(panel).getByRole('textbox', { name: /^Message for members/ }),
      'Upgrade',
    );
    await user().type(
      within(panel).getByRole('textbox', { name: 'Reason (kept in the audit log)' }),
      'Provider notice',
    );
    await user().click(within(panel).getByRole('button', { name: 'Set maintenance' }));
    await waitFor(() => expect(calls('adminSetSportsMaintenance')).toHaveLength(1));
    // 02:00 at UTC+8 is 18:00 UTC the day before
    expect(calls('adminSetSportsMaintenance')[0]!.body).toEqual({
      startTime: Date.UTC(2026, 10, 26, 18),
      endTime: Date.UTC(2026, 10, 26, 20),
      message: 'Upgrade',
      reason: 'Provider notice',
    });
    await user().click(within(panel).getByRole('button', { name: 'End maintenance' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the sports maintenance now?' });
    await user().type(within(dialog).getByRole('textbox'), 'Finished early');
    await user().click(within(dialog).getByRole('button', { name: 'End maintenance' }));
    await waitFor(() =>
      expect(calls('adminEndSportsMaintenance')[0]!.body).toEqual({ reason: 'Finished early' }),
    );
    await expectNoAxeViolations(panel);
  });

  it('says so when no match matches the filters', async () => {
    await openSportsbook({ adminListMatches: ok({ list: [], next: null }) });
    expect(await screen.findByText('No match matches these filters.')).toBeTruthy();
  });
});
