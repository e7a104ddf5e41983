import { topics } from '@touchline/api';
import {
  exampleBetOrder,
  exampleMatch,
  exampleMultipleBetOrder,
  sportsExamples,
} from '@touchline/api/examples';
import { createMemoryStorage, LOCAL_STORAGE_KEYS } from '@touchline/domain';
import { expectNoAxeViolations } from '@touchline/ui/test';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { exampleHandlers, fail, ok, server, type Answer, type Seen } from '../../testing/server.ts';
import { renderSite } from '../../testing/site.tsx';
import { createFakeRealtime } from './testing.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function loggedIn(extra: Record<string, string> = {}) {
  return createMemoryStorage({
    [LOCAL_STORAGE_KEYS.session]: 'session-1',
    ...extra,
  });
}

async function openSports(
  path: string,
  {
    answers = {},
    local = loggedIn(),
  }: {
    answers?: Partial<Record<string, Answer>>;
    local?: ReturnType<typeof createMemoryStorage>;
  } = {},
) {
  const seen: Seen[] = [];
  server.use(...exampleHandlers(answers, seen));
  const realtime = createFakeRealtime();
  const site = await renderSite(path, { local, realtime });
  return { ...site, seen, realtime, calls: (name: string) => seen.filter((s) => s.call === name) };
}

const user = () => userEvent.setup();

/** The server's push of a new balance over the socket. */
function pushBalance(realtime: ReturnType<typeof createFakeRealtime>, memberWallet: string) {
  act(() =>
    realtime.emit(topics.memberBalance(), {
      memberWallet,
      currency: 'VND',
      reason: 'bet',
      changedAt: Date.now(),
    }),
  );
}

describe('/sports', () => {
  it('lists the matches with the sport bar, tabs and counts, and passes axe', async () => {
    await openSports('/sports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sportsbook' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Matches' });
    expect((await within(list).findAllByText('Hanoi FC'))[0]).toBeTruthy();
    expect(within(list).getAllByText('Da Nang')[0]).toBeTruthy();
    // the sport bar has all 17 sports, with the counts of the tab
    const sports = screen.getByRole('tablist', { name: 'Sports' });
    expect(within(sports).getAllByRole('tab')).toHaveLength(17);
    const tabs = screen.getByRole('tablist', { name: 'Match lists' });
    // the soccer list's count (9), not every sport's (tc 12)
    expect(within(tabs).getByRole('tab', { name: /In play\s*9$/ })).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });

  it('shows the start time for status 4 and the period otherwise', async () => {
    await openSports('/sports');
    const list = await screen.findByRole('list', { name: 'Matches' });
    const upcoming = (await within(list).findAllByText('Da Nang'))[0]!.closest('article')!;
    const live = within(list).getAllByText('Hanoi FC')[0]!.closest('article')!;
    expect(upcoming.querySelector('time')).toBeTruthy();
    expect(within(live).getByText('1st half')).toBeTruthy();
  });

  it('asks each tab with its service type, 50 a page', async () => {
    const { calls } = await openSports('/sports?tab=live');
    await screen.findByRole('list', { name: 'Matches' });
    await waitFor(() => expect(calls('listMatches').length).toBeGreaterThan(0));
    expect(calls('listMatches')[0]!.body).toMatchObject({
      type: 1,
      sportId: 1,
      current: 1,
      size: 50,
    });
  });

  it("fills the all tab's first page from the next lists when one ends short, and asks on from there", async () => {
    // live has 2 matches, today 3 (on one page), early 60 over two pages of 50
    const match = (id: number, home: string) => ({
      ...exampleMatch,
      id,
      home: { ...exampleMatch.home, na: home },
    });
    const lists: Record<number, { id: number; home: string }[]> = {
      1: [1, 2].map((i) => ({ id: 100 + i, home: `Live ${i}` })),
      3: [1, 2, 3].map((i) => ({ id: 200 + i, home: `Today ${i}` })),
      4: Array.from({ length: 60 }, (_, i) => ({ id: 300 + i, home: `Early ${i + 1}` })),
    };
    const { calls } = await openSports('/sports', {
      answers: {
        listMatches: (body) => {
          const { type, current, size } = body as { type: number; current: number; size: number };
          const all = lists[type] ?? [];
          const records = all.slice((current - 1) * size, current * size);
          return ok({
            records: records.map((m) => match(m.id, m.home)),
            total: all.length,
            current,
            size,
          });
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Matches' });
    expect((await within(list).findAllByText('Live 1')).length).toBeGreaterThan(0);
    // one page: live, today, then early's first page (2 + 3 rows are short of 50)
    const asked = () =>
      calls('listMatches').map((c) => {
        const { type, current } = c.body as { type: number; current: number };
        return `${type}:${current}`;
      });
    await waitFor(() => expect(asked().slice(0, 3)).toEqual(['1:1', '3:1', '4:1']));
    // scrolled to the end, the next page goes on with early's second page, not a list already read
    onTestFinished(() => {
      Reflect.deleteProperty(window, 'scrollY');
    });
    Object.defineProperty(window, 'scrollY', { value: 100_000, configurable: true });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(asked()).toContain('4:2'));
    expect(asked()).toEqual(['1:1', '3:1', '4:1', '4:2']);
  });

  it('filters by search, saying when nothing matches', async () => {
    await openSports('/sports');
    const list = await screen.findByRole('list', { name: 'Matches' });
    await within(list).findAllByText('Hanoi FC');
    await user().type(screen.getByRole('searchbox', { name: 'Search teams or leagues' }), 'nang');
    expect(
      within(screen.getByRole('list', { name: 'Matches' })).queryAllByText('Hanoi FC'),
    ).toHaveLength(0);
    expect(screen.getAllByText('Da Nang').length).toBeGreaterThan(0);
    await user().type(screen.getByRole('searchbox'), 'zzz');
    expect(await screen.findByText('No matching data')).toBeTruthy();
  });

  it('remembers a followed match across a reload and lists it under my follow', async () => {
    const local = loggedIn();
    const first = await openSports('/sports', { local });
    const list = await screen.findByRole('list', { name: 'Matches' });
    await within(list).findAllByText('Hanoi FC');
    await user().click(
      within(list).getByRole('button', { name: 'Follow match: Hanoi FC v Saigon United' }),
    );
    expect(JSON.parse(local.getItem(LOCAL_STORAGE_KEYS.followList)!)).toEqual({ 1: ['90001'] });
    first.unmount();

    const again = await openSports('/sports?tab=follow', { local });
    const follow = await screen.findByRole('list', { name: 'Matches' });
    expect((await within(follow).findAllByText('Hanoi FC')).length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(again.calls('getMatchDetail')[0]?.body).toMatchObject({ matchId: 90001 }),
    );
  });

  it('shows the maintenance view with its period on code 8', async () => {
    await openSports('/sports', {
      answers: {
        getStatistics: fail(8, '体育维护中，维护时间 2026-11-23 02:00:00 至 2026-11-23 06:30:00'),
      },
    });
    expect(await screen.findByText('The sportsbook is under maintenance')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Matches' })).toBeNull();
    await expectNoAxeViolations(document.body);
  });

  it('shows a failed list with a retry', async () => {
    let down = true;
    const { calls } = await openSports('/sports?tab=live', {
      answers: {
        listMatches: () => (down ? fail(500, '') : ok(sportsExamples.listMatches.response)),
      },
    });
    expect(await screen.findByText('Matches could not be loaded.')).toBeTruthy();
    down = false;
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findAllByText('Hanoi FC')).length).toBeGreaterThan(0);
    expect(calls('listMatches').length).toBe(2);
  });
});

async function pickHanoi() {
  const list = await screen.findByRole('list', { name: 'Matches' });
  await within(list).findAllByText('Hanoi FC');
  const cell = within(list)
    .getAllByRole('button', { pressed: false })
    .find((b) => /2\.10/.test(b.textContent ?? ''))!;
  await user().click(cell);
  await user().click(screen.getByRole('button', { name: 'Bet slip (1)' }));
  return screen.findByRole('dialog');
}

describe('the bet slip', () => {
  it('places a single once however often it is pressed; the balance follows the socket', async () => {
    const { calls, realtime } = await openSports('/sports');
    const slip = await pickHanoi();
    await user().type(within(slip).getByRole('textbox', { name: /Stake/ }), '100');
    const place = within(slip).getByRole('button', { name: /Place bet/ });
    await user().dblClick(place);
    expect(await within(slip).findByText('Bet placed')).toBeTruthy();
    expect(calls('placeSingleBets')).toHaveLength(1);
    expect(calls('placeSingleBets')[0]!.body).toMatchObject({
      bets: [{ matchId: 90001, selectionId: 's-90001-1-home', price: 2.1, stake: '100' }],
    });
    // the server pushes the new balance: the header shows it without asking for the wallet again
    const walletCalls = calls('fetchMemberWallet').length;
    expect(realtime.subscribed(topics.memberBalance())).toBe(true);
    pushBalance(realtime, '1150.50');
    expect(await screen.findByText(/1,150\.5/)).toBeTruthy();
    expect(calls('fetchMemberWallet')).toHaveLength(walletCalls);
  });

  it('keeps the slip and says why when the bet fails', async () => {
    await openSports('/sports', {
      answers: { placeSingleBets: fail(461, 'price moved') },
    });
    const slip = await pickHanoi();
    const stake = within(slip).getByRole('textbox', { name: /Stake/ });
    await user().type(stake, '10');
    await user().click(within(slip).getByRole('button', { name: /Place bet/ }));
    expect(
      await within(slip).findByText(/The price moved beyond your odds-change setting/),
    ).toBeTruthy();
    expect(within(slip).getAllByText('Hanoi FC').length).toBeGreaterThan(0);
    expect((within(slip).getByRole('textbox', { name: /Stake/ }) as HTMLInputElement).value).toBe(
      '10',
    );
  });

  it('keeps the legs and stake on a player-protection refusal, with the server’s reason', async () => {
    await openSports('/sports', {
      answers: {
        placeSingleBets: fail(
          463,
          'Your daily loss limit of 100.00 is reached (used 95.00). You can stake again from 11-27 00:00 (UTC+8).',
        ),
      },
    });
    const slip = await pickHanoi();
    await user().type(within(slip).getByRole('textbox', { name: /Stake/ }), '10');
    await user().click(within(slip).getByRole('button', { name: /Place bet/ }));
    expect(
      await within(slip).findByText(/Your daily loss limit of 100\.00 is reached/),
    ).toBeTruthy();
    expect(within(slip).getAllByText('Hanoi FC').length).toBeGreaterThan(0);
    expect((within(slip).getByRole('textbox', { name: /Stake/ }) as HTMLInputElement).value).toBe(
      '10',
    );
  });

  it('keeps the slip when its key is refused as reused, and sends it again under a new key', async () => {
    let sent = 0;
    const { calls } = await openSports('/sports', {
      answers: {
        placeSingleBets: () => {
          sent += 1;
          return sent === 1
            ? fail(409, 'This request key was already used for a different request.')
            : ok([exampleBetOrder]);
        },
      },
    });
    const slip = await pickHanoi();
    await user().type(within(slip).getByRole('textbox', { name: /Stake/ }), '10');
    await user().click(within(slip).getByRole('button', { name: /Place bet/ }));
    expect(await within(slip).findByText(/its key was already used for another bet/)).toBeTruthy();
    expect(within(slip).getAllByText('Hanoi FC').length).toBeGreaterThan(0);
    expect((within(slip).getByRole('textbox', { name: /Stake/ }) as HTMLInputElement).value).toBe(
      '10',
    );
    await user().click(within(slip).getByRole('button', { name: /Place bet/ }));
    expect(await within(slip).findByText('Bet placed')).toBeTruthy();
    const keys = calls('placeSingleBets').map(
      (c) => (c.body as { idempotencyKey: string }).idempotencyKey,
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('shows pending until the order is final', async () => {
    let asked = 0;
    const { calls } = await openSports('/sports', {
      answers: {
        placeSingleBets: ok([{ ...exampleBetOrder, status: 'pending' }]),
        getBetStatuses: () => {
          asked += 1;
          return ok([{ orderId: exampleBetOrder.id, status: asked > 1 ? 'accepted' : 'pending' }]);
        },
      },
    });
    const slip = await pickHanoi();
    await user().type(within(slip).getByRole('textbox', { name: /Stake/ }), '5');
    await user().click(within(slip).getByRole('button', { name: /Place bet/ }));
    expect(await within(slip).findByText('Waiting for the bet to be confirmed…')).toBeTruthy();
    expect(await within(slip).findByText('Bet placed', {}, { timeout: 5000 })).toBeTruthy();
    expect(calls('getBetStatuses').length).toBeGreaterThanOrEqual(2);
  });

  it('reserves a single at better odds, and then finds it in my reserve bets', async () => {
    // a reserve bet is for a match not yet under way: the examples' clock, an hour before it
    const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    onTestFinished(() => void vi.useRealTimers());
    const upcoming = { ...exampleMatch, ms: 4, mc: null, scores: [], bt: T0 + 3_600_000 };
    const { calls, realtime } = await openSports('/sports', {
      answers: { listMatches: ok({ records: [upcoming], total: 1, current: 1, size: 50 }) },
    });
    const slip = await pickHanoi();
    await user().type(within(slip).getByRole('textbox', { name: /Stake/ }), '50');
    await user().click(within(slip).getByRole('checkbox', { name: /Reserve at a better price/ }));
    const odds = within(slip).getByRole('textbox', { name: 'Wanted odds (decimal)' });
    const reserve = within(slip).getByRole('button', { name: 'Reserve bet' });
    // not better than the current 2.10: refused in place, nothing sent
    await user().type(odds, '2.10');
    expect(within(slip).getByText('Enter odds above the current odds.')).toBeTruthy();
    expect(reserve.hasAttribute('disabled')).toBe(true);
    await user().clear(odds);
    await user().type(odds, '2.5');
    await user().dblClick(reserve);
    expect(await within(slip).findByText(/Reserve bet taken/)).toBeTruthy();
    expect(calls('reserveBet')).toHaveLength(1);
    expect(calls('placeSingleBets')).toHaveLength(0);
    expect(calls('reserveBet')[0]!.body).toMatchObject({
      matchId: 90001,
      marketId: 'm-90001-1',
      selectionId: 's-90001-1-home',
      targetPrice: 2.5,
      stake: '50',
    });
    // the held stake shows in the balance, as the server pushes it
    pushBalance(realtime, '1200.50');
    expect(await screen.findByText(/1,200\.5/)).toBeTruthy();
    await user().keyboard('{Escape}');
    await user().click(screen.getByRole('tab', { name: 'My bets' }));
    await user().click(await screen.findByRole('tab', { name: 'Reserve bets' }));
    const list = await screen.findByRole('list', { name: 'Reserve bets' });
    expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(calls('listReserveBets').length).toBeGreaterThan(0);
  });

  it('places a three-leg parlay with one stake', async () => {
    const matches = [0, 1, 2].map((i) => ({
      ...exampleMatch,
      id: 92000 + i,
      home: { ...exampleMatch.home, na: `Home ${i}` },
      away: { ...exampleMatch.away, na: `Away ${i}` },
      markets: [
        {
          ...exampleMatch.markets[0]!,
          id: `m-${i}`,
          selections: exampleMatch.markets[0]!.selections.map((sel) => ({
            ...sel,
            id: `${sel.id}-${i}`,
            name: `${sel.name} ${i}`,
          })),
        },
      ],
    }));
    const { calls } = await openSports('/sports', {
      answers: {
        listMatches: ok({ records: matches, total: 3, current: 1, size: 50 }),
        quoteBetSlip: (body) =>
          ok(
            (
              body as { picks: { matchId: number; marketId: string; selectionId: string }[] }
            ).picks.map((p) => ({
              ...p,
              price: 2.1,
              line: null,
              status: 'open',
              minStake: '1.00',
              maxStake: '500.00',
            })),
          ),
        placeMultipleBet: ok(exampleMultipleBetOrder),
      },
    });
    const list = await screen.findByRole('list', { name: 'Matches' });
    await within(list).findAllByText('Home 2');
    for (const i of [0, 1, 2])
      await user().click(within(list).getByRole('button', { name: new RegExp(`Hanoi FC ${i}`) }));
    await user().click(screen.getByRole('button', { name: 'Bet slip (3)' }));
    const slip = await screen.findByRole('dialog');
    await user().click(within(slip).getByRole('radio', { name: 'Parlay' }));
    await user().type(within(slip).getByRole('textbox', { name: /Stake/ }), '20');
    await user().click(within(slip).getByRole('button', { name: /Place bet/ }));
    expect(await within(slip).findByText('Bet placed')).toBeTruthy();
    expect(calls('placeMultipleBet')).toHaveLength(1);
    const body = calls('placeMultipleBet')[0]!.body as { legs: unknown[]; stake: string };
    expect(body.stake).toBe('20');
    expect(body.legs).toHaveLength(3);
  });

  it('says a stake above the balance cannot be placed', async () => {
    await openSports('/sports', {
      answers: { quoteBetSlip: ok(sportsExamples.quoteBetSlip.response) },
    });
    const slip = await pickHanoi();
    await user().type(within(slip).getByRole('textbox', { name: /Stake/ }), '2000');
    expect(await within(slip).findByText(/balance/i)).toBeTruthy();
    expect(
      within(slip)
        .getByRole('button', { name: /Place bet/ })
        .getAttribute('aria-disabled') ?? '',
    ).not.toBe('false');
  });
});

describe('match detail', () => {
  it("shows header, score, market tabs and every market, and the link to the match's live room", async () => {
    await openSports('/sports/sportsdetail/90001');
    const header = await screen.findByRole('region', { name: 'Match' });
    expect(within(header).getByText('1 : 0')).toBeTruthy();
    // the match has a stream: its link opens the match's live room inside the sportsbook
    expect(
      within(header).getByRole('link', { name: 'Watch live stream' }).getAttribute('href'),
    ).toBe('/sports/live/90001');
    const tabs = screen.getByRole('tablist', { name: 'Market categories' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual([
      expect.stringContaining('Popular'),
      expect.stringContaining('Corners'),
      expect.stringContaining('Half'),
    ]);
    expect(screen.getByRole('heading', { name: /Full time result/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Asian handicap/ })).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });

  it('moves one price from the socket and resyncs by snapshot', async () => {
    const { realtime, calls } = await openSports('/sports/sportsdetail/90001');
    await screen.findByRole('heading', { name: /Full time result/ });
    const topic = topics.matchOdds(90001);
    await waitFor(() => expect(realtime.subscribed(topic)).toBe(true));
    const before = calls('getMatchDetail').length;
    act(() =>
      realtime.emit(topic, {
        matchId: 90001,
        at: 1,
        markets: [
          {
            id: 'm-90001-1',
            status: 'open',
            selections: [{ id: 's-90001-1-home', price: 2.4, status: 'open' }],
          },
        ],
      }),
    );
    expect(await screen.findByText('2.40')).toBeTruthy();
    expect(screen.queryByText('2.10')).toBeNull();
    act(() => realtime.resync(topic, 'reconnected'));
    await waitFor(() => expect(calls('getMatchDetail').length).toBeGreaterThan(before));
    // the snapshot is the truth again
    expect(await screen.findByText('2.10')).toBeTruthy();
  });
});

describe('settings', () => {
  it('switches to Hong Kong odds, remembered, and every price shows price − 1', async () => {
    const local = loggedIn();
    await openSports('/sports?view=settings', { local });
    await user().click(await screen.findByRole('radio', { name: /Hong Kong/ }));
    expect(JSON.parse(local.getItem(LOCAL_STORAGE_KEYS.settings)!)).toEqual({
      oddsFormat: 2,
      oddsChange: 1,
    });
    await user().click(screen.getByRole('tab', { name: 'Matches' }));
    const list = await screen.findByRole('list', { name: 'Matches' });
    expect(await within(list).findByText('1.1')).toBeTruthy();
    expect(within(list).queryByText('2.10')).toBeNull();
  });

  it('keeps the odds-change policy', async () => {
    const local = loggedIn();
    await openSports('/sports?view=settings', { local });
    await user().click(await screen.findByRole('radio', { name: 'Never accept changes' }));
    expect(JSON.parse(local.getItem(LOCAL_STORAGE_KEYS.settings)!)).toMatchObject({
      oddsChange: 3,
    });
  });
});

describe('results and my bets', () => {
  it('asks results for the whole day and opens a result on its settled markets', async () => {
    const result = sportsExamples.listMatchResults.response![0]!;
    const { calls } = await openSports('/sports?view=results', {
      answers: { pageMatchResults: ok({ records: [result], total: 1, current: 1, size: 20 }) },
    });
    expect(await screen.findByText('Hanoi FC')).toBeTruthy();
    const body = calls('pageMatchResults')[0]!.body as { beginTime: string; endTime: string };
    expect(body.beginTime).toMatch(/ 00:00:00$/);
    expect(body.endTime).toMatch(/ 23:59:59$/);
    expect(body.beginTime.slice(0, 10)).toBe(body.endTime.slice(0, 10));
    await user().click(screen.getByRole('button', { name: 'Details' }));
    expect(await screen.findByText('Draw')).toBeTruthy();
  });

  it('lists open bets and cashes one out after confirmation', async () => {
    const { calls } = await openSports('/sports?view=bets', {
      answers: {
        getCashOutQuotes: ok([
          { ...sportsExamples.getCashOutQuotes.response![0]!, expiresAt: Date.now() + 60_000 },
        ]),
      },
    });
    expect(await screen.findByText('BO-20261122-0001')).toBeTruthy();
    // every amount with the member's currency (the wallet's VND), as the slip shows them
    const bet = screen.getAllByRole('article', { name: 'Single' })[0]!;
    await waitFor(() => expect(bet.textContent).toContain('Stake₫100.00'));
    await user().click(await screen.findByRole('button', { name: /^Cash out/ }));
    await user().click(await screen.findByRole('button', { name: /Confirm cash out/ }));
    await waitFor(() => expect(calls('cashOut')).toHaveLength(1));
    expect(calls('cashOut')[0]!.body).toMatchObject({
      orderId: 'BO-20261122-0001',
      quoteId: 'Q-88f1',
    });
    expect(await screen.findByText('Cashed out ₫154.20')).toBeTruthy();
  });
});
