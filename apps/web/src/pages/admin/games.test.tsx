import { expectNoAxeViolations } from '@touchline/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fail, server, type Answer } from '../../testing/server.ts';
import { openAdminCentre } from '../../testing/adminCentre.ts';

// The super-admin centre's games section (issue 22, ADR 035), as a super admin. The fixtures'
// clock is 2026-11-22 12:00 UTC (20:00 at UTC+8).

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const openGames = (answers: Partial<Record<string, Answer>> = {}) =>
  openAdminCentre('/superadmincenter?tab=games', answers);

const user = () => userEvent.setup();

async function openDialog(button: string, title: string) {
  await user().click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
}

describe('the games section', () => {
  it('lists the lobbies and the games with their maintenance and hot flags', async () => {
    await openGames();
    expect(screen.getByRole('tab', { name: 'Games', selected: true })).toBeTruthy();
    const lobbies = await screen.findByRole('list', { name: 'Lobbies' });
    expect(within(lobbies).getByText('Touchline Originals')).toBeTruthy();
    expect(within(lobbies).getByText('In maintenance')).toBeTruthy();
    expect(
      within(lobbies).getByText('Maintenance 2026-11-22 19:00 to 2026-11-22 22:00 (UTC+8)'),
    ).toBeTruthy();
    expect(within(lobbies).getByText('2 games')).toBeTruthy();
    const games = await screen.findByRole('list', { name: 'Games' });
    expect(within(games).getByText('Maintenance planned')).toBeTruthy();
    expect(within(games).getByText('Hot')).toBeTruthy();
    // a game out of maintenance offers no "end maintenance"
    expect(screen.queryByRole('button', { name: 'End maintenance of Golden Goal' })).toBeNull();
    expect(screen.getByRole('button', { name: 'End maintenance of Penalty Dice' })).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });

  it('filters the games on the server and the lobbies by game type', async () => {
    const { calls } = await openGames();
    await screen.findByRole('list', { name: 'Games' });
    const search = screen.getByRole('search');
    await user().selectOptions(
      within(search).getByRole('combobox', { name: 'Lobby' }),
      'touchline-slots',
    );
    await user().selectOptions(within(search).getByRole('combobox', { name: 'Game type' }), 'slot');
    await user().type(within(search).getByRole('searchbox', { name: 'Name or code' }), ' dice ');
    await user().click(within(search).getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(calls('adminListGames').at(-1)!.body).toEqual({
        lobbyCode: 'touchline-slots',
        gameType: 'slot',
        search: 'dice',
        limit: 50,
      }),
    );
    const lobbyType = screen
      .getAllByRole('combobox', { name: 'Game type' })
      .find((box) => !search.contains(box))!;
    await user().selectOptions(lobbyType, 'sports');
    await waitFor(() =>
      expect(
        calls('adminListLobbies').some(
          (c) => (c.body as { gameType?: string }).gameType === 'sports',
        ),
      ).toBe(true),
    );
  });

  it('sets a game’s maintenance from now until a set time, with a reason', async () => {
    const { calls } = await openGames();
    const dialog = await openDialog('Set maintenance of Golden Goal', 'Maintenance of Golden Goal');
    expect(within(dialog).getByRole('radio', { name: 'Now' })).toHaveProperty('checked', true);
    await user().type(within(dialog).getByLabelText(/^Until/), '2026-11-22T23:00');
    await user().type(
      within(dialog).getByRole('textbox', { name: 'Reason (kept in the audit log)' }),
      'Payout table update',
    );
    await expectNoAxeViolations(dialog);
    await user().click(within(dialog).getByRole('button', { name: 'Set the window' }));
    await waitFor(() => expect(calls('adminSetGameMaintenance')).toHaveLength(1));
    expect(calls('adminSetGameMaintenance')[0]!.body).toEqual({
      gameCode: 'golden-goal',
      to: Date.UTC(2026, 10, 22, 15, 0),
      reason: 'Payout table update',
    });
    expect(await screen.findByText('The maintenance window is set.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('checks the window as the server does, and keeps what was typed when refused', async () => {
    const { calls } = await openGames({
      adminSetLobbyMaintenance: fail(400, 'This maintenance window is already over.'),
    });
    const dialog = await openDialog(
      'Set maintenance of Touchline Sports',
      'Maintenance of Touchline Sports',
    );
    await user().click(within(dialog).getByRole('radio', { name: 'At a set time' }));
    const from = within(dialog).getByLabelText(/^From/);
    const to = within(dialog).getByLabelText(/^Until/);
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await user().type(from, '2026-11-23T02:00');
    await user().type(to, '2026-11-23T01:00');
    await user().type(reason, 'Provider upgrade');
    const save = within(dialog).getByRole('button', { name: 'Set the window' });
    await user().click(save);
    expect(within(dialog).getByText('The maintenance must end after it starts.')).toBeTruthy();
    await user().clear(to);
    await user().type(to, '2026-12-30T01:00');
    expect(within(dialog).getByText('A maintenance window lasts at most 30 days.')).toBeTruthy();
    expect(calls('adminSetLobbyMaintenance')).toHaveLength(0);

    await user().clear(to);
    await user().type(to, '2026-11-23T06:00');
    await user().click(save);
    await waitFor(() => expect(calls('adminSetLobbyMaintenance')).toHaveLength(1));
    expect(calls('adminSetLobbyMaintenance')[0]!.body).toEqual({
      lobbyCode: 'touchline-sports',
      from: Date.UTC(2026, 10, 22, 18, 0),
      to: Date.UTC(2026, 10, 22, 22, 0),
      reason: 'Provider upgrade',
    });
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect((to as HTMLInputElement).value).toBe('2026-11-23T06:00');
    expect((reason as HTMLInputElement).value).toBe('Provider upgrade');
  });

  it('ends a lobby’s maintenance and marks a game hot, each with a reason', async () => {
    const { calls } = await openGames();
    const end = await openDialog(
      'End maintenance of Touchline Originals',
      'End the maintenance of Touchline Originals?',
    );
    await user().type(within(end).getByRole('textbox'), 'Upgrade finished');
    await user().click(within(end).getByRole('button', { name: 'End maintenance' }));
    await waitFor(() =>
      expect(calls('adminEndLobbyMaintenance')[0]!.body).toEqual({
        lobbyCode: 'touchline-slots',
        reason: 'Upgrade finished',
      }),
    );
    expect(await screen.findByText('The maintenance is ended.')).toBeTruthy();

    const hot = await openDialog('Mark hot: Penalty Dice', 'Mark Penalty Dice hot?');
    await expectNoAxeViolations(hot);
    await user().type(within(hot).getByRole('textbox'), 'New game feature');
    await user().click(within(hot).getByRole('button', { name: 'Mark hot' }));
    await waitFor(() =>
      expect(calls('adminSetGameHot')[0]!.body).toEqual({
        gameCode: 'penalty-dice',
        hot: true,
        reason: 'New game feature',
      }),
    );
    expect(await screen.findByText('Marked hot.')).toBeTruthy();
    // the lists are read again
    await waitFor(() => expect(calls('adminListGames').length).toBeGreaterThan(1));
  });
});
