import { platformExamples } from '@touchline/api/examples';
import { createMemoryStorage } from '@touchline/domain';
import { expectNoAxeViolations } from '@touchline/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  exampleHandlers,
  fail,
  ok,
  server,
  type Answer,
  type Seen,
} from '../../../testing/server.ts';
import { renderSite } from '../../../testing/site.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const LAUNCH = 'lt_8f2c1e0b9a7d6c5e4f3a2b1c';
const slotSession = platformExamples.openGameSession.response;
const diceSession = {
  ...slotSession,
  gameCode: 'penalty-dice',
  gameName: 'Penalty Dice',
  kind: 'dice' as const,
};
const revealedRound = {
  ...platformExamples.listGameRounds.response.list[0]!,
  serverSeed: platformExamples.rotateGameSeed.response.revealed.serverSeed,
};

async function openGame(
  answers: Partial<Record<string, Answer>> = {},
  { session = createMemoryStorage(), path = `/play/golden-goal?launch=${LAUNCH}&lang=en` } = {},
) {
  const seen: Seen[] = [];
  server.use(...exampleHandlers(answers, seen));
  const site = await renderSite(path, { shellDeps: { session } });
  return { ...site, session, calls: (name: string) => seen.filter((s) => s.call === name) };
}

describe('/play/:gameCode, the game client', () => {
  it('opens the game session of the launch once, and shows the slot with its fairness', async () => {
    const site = await openGame();
    const slot = await screen.findByRole('region', { name: 'Golden Goal' });
    expect(within(slot).getByText('CN¥1,250.50')).toBeTruthy();
    expect(site.calls('openGameSession').map((c) => c.body)).toEqual([{ launchToken: LAUNCH }]);
    const fairness = screen.getByRole('region', { name: 'Provably fair' });
    expect(within(fairness).getByText(slotSession.fairness.serverSeedHash)).toBeTruthy();
    // no header, tab bar or footer of the site around the game
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    await expectNoAxeViolations(document.body);
  });

  it('goes on with the session this tab opened, without a new launch', async () => {
    const session = createMemoryStorage({
      gameSession: JSON.stringify({
        launchToken: LAUNCH,
        session: { ...slotSession, balance: '99.00' },
      }),
    });
    const site = await openGame({}, { session });
    const slot = await screen.findByRole('region', { name: 'Golden Goal' });
    expect(within(slot).getByText('CN¥99.00')).toBeTruthy();
    expect(site.calls('openGameSession')).toEqual([]);
  });

  it('spins: the stake goes, the reels show the round, the win and the new balance come in', async () => {
    const site = await openGame();
    const slot = await screen.findByRole('region', { name: 'Golden Goal' });
    await userEvent.click(within(slot).getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(within(slot).getByText('CN¥1,249.50')).toBeTruthy());
    expect(site.calls('spinSlot').map((c) => c.body)).toEqual([
      { sessionToken: slotSession.sessionToken, stake: '0.20' },
    ]);
    // the line win is said, and the session keeps the new balance for a reload
    expect(await within(slot).findByText(/Line 2 wins/)).toBeTruthy();
    expect(JSON.parse(site.session.getItem('gameSession')!).session.balance).toBe('1249.50');
    // the rounds of the fairness panel are asked again
    await waitFor(() => expect(site.calls('listGameRounds').length).toBeGreaterThan(1));
  });

  it('shows scatters that paid as a win of their own, and not those that paid nothing', async () => {
    const example = platformExamples.spinSlot.response;
    const spin = (win: string) => ({
      ...example.spins[0]!,
      lineWins: [],
      scatter: {
        count: 3,
        positions: [
          [0, 1],
          [2, 0],
          [4, 2],
        ] as [number, number][],
        win,
      },
      win,
    });
    await openGame({ spinSlot: ok({ ...example, win: '0.40', spins: [spin('0.40')] }) });
    const slot = await screen.findByRole('region', { name: 'Golden Goal' });
    await userEvent.click(within(slot).getByRole('button', { name: 'Spin' }));
    expect(await within(slot).findByText('3 scatters win CN¥0.40')).toBeTruthy();
    const cells = within(within(slot).getByRole('list', { name: 'Reel 3' })).getAllByRole(
      'listitem',
    );
    expect(cells.map((c) => c.hasAttribute('data-win'))).toEqual([true, false, false]);
  });

  it('says why a spin was refused and keeps the stake and the balance', async () => {
    await openGame({
      spinSlot: fail(400, 'Your balance is too low for this stake.'),
    });
    const slot = await screen.findByRole('region', { name: 'Golden Goal' });
    await userEvent.click(within(slot).getByRole('button', { name: 'Raise stake' }));
    expect(within(slot).getByText('CN¥1.00')).toBeTruthy();
    await userEvent.click(within(slot).getByRole('button', { name: 'Spin' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your balance is too low for this stake.',
    );
    expect(within(slot).getByText('CN¥1.00')).toBeTruthy();
    expect(within(slot).getByText('CN¥1,250.50')).toBeTruthy();
    expect(within(slot).getByRole('button', { name: 'Spin' })).toHaveProperty('disabled', false);
  });

  it('does not offer a spin the balance cannot pay', async () => {
    const session = createMemoryStorage({
      gameSession: JSON.stringify({
        launchToken: LAUNCH,
        session: { ...slotSession, balance: '0.10' },
      }),
    });
    await openGame({}, { session });
    const slot = await screen.findByRole('region', { name: 'Golden Goal' });
    expect(within(slot).getByRole('button', { name: /Spin/ })).toHaveProperty('disabled', true);
    expect(within(slot).getByText('Not enough balance for this stake')).toBeTruthy();
  });

  it('shows the free spins a round awarded one after another, then the round’s total', async () => {
    const example = platformExamples.spinSlot.response;
    const base = { ...example.spins[0]!, freeSpinsAwarded: 2 };
    const free = (win: string) => ({
      ...example.spins[0]!,
      freeSpin: true,
      multiplier: 2,
      lineWins: [{ ...example.spins[0]!.lineWins[0]!, win }],
      win,
    });
    await openGame({
      spinSlot: ok({
        ...example,
        win: '3.50',
        balance: '1252.30',
        spins: [base, free('1.00'), free('2.00')],
      }),
    });
    const slot = await screen.findByRole('region', { name: 'Golden Goal' });
    await userEvent.click(within(slot).getByRole('button', { name: 'Spin' }));
    expect(await within(slot).findByText('1 of 2 left')).toBeTruthy();
    expect(await within(slot).findByText('0 of 2 left')).toBeTruthy();
    await waitFor(() => expect(within(slot).getByText('CN¥1,252.30')).toBeTruthy());
    await waitFor(() => expect(within(slot).queryByText(/of 2 left/)).toBeNull());
  });

  it('runs autoplay until its stop condition: stop on any win ends it after a winning round', async () => {
    const site = await openGame();
    const slot = await screen.findByRole('region', { name: 'Golden Goal' });
    await userEvent.click(within(slot).getByRole('button', { name: 'Autoplay' }));
    const settings = within(slot).getByRole('form', { name: 'Autoplay' });
    await userEvent.click(within(settings).getByRole('radio', { name: '25' }));
    await userEvent.click(within(settings).getByRole('checkbox', { name: 'Stop on any win' }));
    await userEvent.click(within(settings).getByRole('button', { name: 'Start autoplay' }));
    // every example round wins 0.50: one round, then autoplay stops by itself
    await waitFor(() => expect(site.calls('spinSlot')).toHaveLength(1));
    expect(await within(slot).findByRole('button', { name: 'Autoplay' })).toBeTruthy();
    expect(within(slot).queryByRole('button', { name: 'Stop autoplay' })).toBeNull();
    expect(site.calls('spinSlot')).toHaveLength(1);
  });

  it('runs autoplay round after round until the player stops it', async () => {
    const site = await openGame();
    const slot = await screen.findByRole('region', { name: 'Golden Goal' });
    await userEvent.click(within(slot).getByRole('button', { name: 'Autoplay' }));
    const settings = within(slot).getByRole('form', { name: 'Autoplay' });
    await userEvent.click(within(settings).getByRole('button', { name: 'Start autoplay' }));
    expect(await within(slot).findByText('9 auto spins left')).toBeTruthy();
    await waitFor(() => expect(site.calls('spinSlot').length).toBeGreaterThanOrEqual(2));
    await userEvent.click(within(slot).getByRole('button', { name: 'Stop autoplay' }));
    expect(await within(slot).findByRole('button', { name: 'Autoplay' })).toBeTruthy();
    const played = site.calls('spinSlot').length;
    expect(played).toBeLessThan(10);
    // the round under way when stopped is the last one
    await waitFor(() =>
      expect(within(slot).getByRole('button', { name: 'Spin' })).toHaveProperty('disabled', false),
    );
    expect(site.calls('spinSlot')).toHaveLength(played);
  });

  it('rotates the seed: the old pair is revealed and past rounds get a verify link', async () => {
    let rotated = false;
    const site = await openGame({
      rotateGameSeed: () => {
        rotated = true;
        return ok(platformExamples.rotateGameSeed.response);
      },
      listGameRounds: () =>
        ok({
          list: [rotated ? revealedRound : platformExamples.listGameRounds.response.list[0]],
          total: 1,
          page: 1,
          pageSize: 10,
        }),
    });
    const fairness = await screen.findByRole('region', { name: 'Provably fair' });
    await within(fairness).findByText('#R-20261122-0002');
    expect(within(fairness).queryByRole('link', { name: /Verify/ })).toBeNull();
    await userEvent.click(within(fairness).getByRole('button', { name: 'Rotate seed' }));
    const confirm = await screen.findByRole('dialog', { name: 'Rotate the seed pair?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Rotate' }));
    await waitFor(() => expect(site.calls('rotateGameSeed')).toHaveLength(1));
    expect(
      await within(fairness).findByText(
        platformExamples.rotateGameSeed.response.revealed.serverSeed,
      ),
    ).toBeTruthy();
    expect(
      within(fairness).getByText(platformExamples.rotateGameSeed.response.fairness.serverSeedHash),
    ).toBeTruthy();
    const verify = await within(fairness).findByRole('link', { name: /Verify/ });
    const href = new URL(verify.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/fairness');
    expect(Object.fromEntries(href.searchParams)).toMatchObject({
      game: 'dice',
      serverSeed: revealedRound.serverSeed,
      clientSeed: revealedRound.clientSeed,
      nonce: '42',
      target: '5000',
      direction: 'over',
    });
  });

  it('changes the client seed', async () => {
    const site = await openGame();
    const fairness = await screen.findByRole('region', { name: 'Provably fair' });
    const input = within(fairness).getByRole('textbox', { name: 'Client seed' });
    await userEvent.clear(input);
    await userEvent.type(input, 'my lucky seed');
    await userEvent.click(within(fairness).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(site.calls('setGameClientSeed').map((c) => c.body)).toEqual([
        { sessionToken: slotSession.sessionToken, clientSeed: 'my lucky seed' },
      ]),
    );
  });

  it('rolls the dice with domain’s chance and payout, and shows the new balance', async () => {
    const site = await openGame(
      { openGameSession: ok(diceSession) },
      { path: `/play/penalty-dice?launch=${LAUNCH}&lang=en` },
    );
    const dice = await screen.findByRole('region', { name: 'Penalty Dice' });
    expect(within(dice).getByText('50.00%')).toBeTruthy();
    expect(within(dice).getByText('×1.9800')).toBeTruthy();
    await userEvent.click(within(dice).getByRole('button', { name: 'Roll' }));
    await waitFor(() => expect(within(dice).getByText('CN¥1,251.46')).toBeTruthy());
    expect(site.calls('rollDice').map((c) => c.body)).toEqual([
      { sessionToken: slotSession.sessionToken, stake: '0.20', target: 5000, direction: 'over' },
    ]);
  });

  it('says so when it was opened without a launch', async () => {
    await openGame({}, { path: '/play/golden-goal' });
    expect(await screen.findByText(/opened without a launch/)).toBeTruthy();
  });
});
