import { topics } from '@touchline/api';
import { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createLiveFeed, LIST_REFRESH_DELAY_MS, ROW_AWAY_MS } from './feed.ts';
import { LiveFeedContext, LiveStore, useLivePrice, useLiveScore, type LiveFeed } from './live.ts';
import { sportsKeys } from '../../data/keys.ts';
import { createSlipStore } from './state.ts';
import { createFakeRealtime } from './testing.ts';

const delta = (selectionId: string, price: number, status: 'open' | 'suspended' = 'open') => ({
  markets: [
    { id: 'm-1', status, selections: [{ id: selectionId, price, status: 'open' as const }] },
  ],
});

describe('the live store', () => {
  it('wakes only the listeners of what changed', () => {
    const store = new LiveStore();
    const a = vi.fn();
    const b = vi.fn();
    store.subscribe('selection:a', a);
    store.subscribe('selection:b', b);
    store.applyOdds(1, delta('a', 2.2));
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).not.toHaveBeenCalled();
    // the same price again changes nothing
    store.applyOdds(1, delta('a', 2.2));
    expect(a).toHaveBeenCalledTimes(1);
    expect(store.selection('a')).toEqual({ price: 2.2, status: 'open' });
    expect(store.market('m-1')).toBe('open');
  });

  it('forgets a match on reset, so the snapshot is the truth again', () => {
    const store = new LiveStore();
    const a = vi.fn();
    store.subscribe('selection:a', a);
    store.applyOdds(1, delta('a', 2.2));
    store.applyScore(1, { ms: 5, mc: null, scores: [{ score: '1:1', pe: null }] });
    store.reset(1);
    expect(store.selection('a')).toBeUndefined();
    expect(store.score(1)).toBeUndefined();
    expect(a).toHaveBeenCalledTimes(2);
  });

  it('repaints one cell for one price change', () => {
    const store = new LiveStore();
    const feed: LiveFeed = { store, watch: () => () => undefined };
    const renders = { a: 0, b: 0 };
    function Cell({ id }: { id: 'a' | 'b' }) {
      renders[id] += 1;
      const live = useLivePrice({ id, price: 2, status: 'open' }, `m-${id}`, 'open');
      return <span>{`${id}:${live.price}`}</span>;
    }
    const view = render(
      <LiveFeedContext value={feed}>
        <Cell id="a" />
        <Cell id="b" />
      </LiveFeedContext>,
    );
    expect(renders).toEqual({ a: 1, b: 1 });
    act(() =>
      store.applyOdds(1, {
        markets: [
          { id: 'm-a', status: 'open', selections: [{ id: 'a', price: 2.5, status: 'open' }] },
        ],
      }),
    );
    expect(view.getByText('a:2.5')).toBeTruthy();
    expect(renders).toEqual({ a: 2, b: 1 });
  });
});

describe('the live store, woken once per frame', () => {
  /** A frame the test draws by hand. */
  function frames() {
    const due: (() => void)[] = [];
    return {
      schedule: (run: () => void) => void due.push(run),
      get pending() {
        return due.length;
      },
      draw: () => due.splice(0).forEach((run) => run()),
    };
  }

  it('delivers the last price of a selection, once, at the frame', () => {
    const frame = frames();
    const store = new LiveStore({ schedule: frame.schedule });
    const a = vi.fn(() => store.selection('a')?.price);
    const b = vi.fn();
    const match = vi.fn();
    store.subscribe('selection:a', a);
    store.subscribe('selection:b', b);
    store.subscribe('match:1', match);
    store.applyOdds(1, delta('a', 2.2));
    store.applyOdds(1, delta('a', 2.3));
    store.applyOdds(1, delta('a', 2.1, 'suspended'));
    // the values are there at once; nobody is woken before the frame, which is asked for once
    expect(store.selection('a')).toEqual({ price: 2.1, status: 'open' });
    expect(a).not.toHaveBeenCalled();
    expect(frame.pending).toBe(1);
    frame.draw();
    expect(a).toHaveBeenCalledTimes(1);
    expect(a).toHaveReturnedWith(2.1);
    expect(match).toHaveBeenCalledTimes(1);
    expect(b).not.toHaveBeenCalled();
    // the next frame starts afresh
    store.applyOdds(1, delta('b', 3));
    expect(frame.pending).toBe(1);
    frame.draw();
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('renders every cell that moved in a frame in one commit, with its last price', () => {
    const frame = frames();
    const realtime = createFakeRealtime();
    const feed = createLiveFeed(realtime, new QueryClient(), { schedule: frame.schedule });
    feed.watch(1);
    const renders = { a: 0, b: 0, c: 0 };
    let commits = 0;
    function Cell({ id }: { id: 'a' | 'b' | 'c' }) {
      renders[id] += 1;
      // c is of another market, which nothing moves
      const live = useLivePrice(
        { id, price: 2, status: 'open' },
        id === 'c' ? 'm-2' : 'm-1',
        'open',
      );
      return <span>{`${id}:${live.price}`}</span>;
    }
    const view = render(
      <Profiler id="cells" onRender={() => void (commits += 1)}>
        <LiveFeedContext value={feed}>
          <Cell id="a" />
          <Cell id="b" />
          <Cell id="c" />
        </LiveFeedContext>
      </Profiler>,
    );
    commits = 0;
    act(() => {
      for (const price of [2.1, 2.2, 2.3]) {
        realtime.emit(topics.matchOdds(1), { matchId: 1, at: 1, ...delta('a', price) });
        realtime.emit(topics.matchOdds(1), { matchId: 1, at: 1, ...delta('b', price + 1) });
      }
    });
    expect(commits).toBe(0);
    expect(view.getByText('a:2')).toBeTruthy();
    act(() => frame.draw());
    expect(commits).toBe(1);
    expect(view.getByText('a:2.3')).toBeTruthy();
    expect(view.getByText('b:3.3')).toBeTruthy();
    expect(renders).toEqual({ a: 2, b: 2, c: 1 });
  });

  it('wakes the cells of a resync at the frame too', () => {
    const frame = frames();
    const store = new LiveStore({ schedule: frame.schedule });
    const a = vi.fn();
    store.subscribe('selection:a', a);
    store.applyOdds(1, delta('a', 2.2));
    store.reset(1);
    expect(store.selection('a')).toBeUndefined();
    frame.draw();
    expect(a).toHaveBeenCalledTimes(1);
  });
});

describe('the live score', () => {
  it('re-renders a match header for its score, never for a price', () => {
    const store = new LiveStore();
    const feed: LiveFeed = { store, watch: () => () => undefined };
    let renders = 0;
    const snapshot = { id: 1, ms: 5 as const, mc: null, scores: [{ score: '0:0', pe: null }] };
    function Header() {
      renders += 1;
      const match = useLiveScore(snapshot);
      return <span>{match.scores[0]?.score}</span>;
    }
    const view = render(
      <LiveFeedContext value={feed}>
        <Header />
      </LiveFeedContext>,
    );
    expect(renders).toBe(1);
    act(() => store.applyOdds(1, delta('a', 2.2)));
    act(() => store.applyOdds(1, delta('a', 2.4, 'suspended')));
    expect(renders).toBe(1);
    act(() => store.applyScore(1, { ms: 5, mc: null, scores: [{ score: '1:0', pe: null }] }));
    expect(renders).toBe(2);
    expect(view.getByText('1:0')).toBeTruthy();
  });
});

describe('the live feed over the socket', () => {
  it('subscribes odds and score while watched and applies their events', () => {
    const realtime = createFakeRealtime();
    const feed = createLiveFeed(realtime, new QueryClient());
    const stop = feed.watch(90001);
    expect(realtime.subscribed(topics.matchOdds(90001))).toBe(true);
    expect(realtime.subscribed(topics.matchScore(90001))).toBe(true);
    realtime.emit(topics.matchOdds(90001), { matchId: 90001, at: 1, ...delta('a', 3) });
    realtime.emit(topics.matchScore(90001), {
      matchId: 90001,
      at: 1,
      ms: 5,
      mc: { pe: 2, s: 3000 },
      scores: [{ score: '2:0', pe: null }],
    });
    expect(feed.store.selection('a')?.price).toBe(3);
    expect(feed.store.score(90001)?.scores[0]?.score).toBe('2:0');
    stop();
    expect(realtime.subscribed(topics.matchOdds(90001))).toBe(false);
  });

  it('refetches the lists once after a reconnect, not when a row first subscribes', async () => {
    const realtime = createFakeRealtime();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const feed = createLiveFeed(realtime, queryClient);
    feed.watch(1);
    feed.watch(2);
    realtime.resync(topics.matchOdds(1), 'subscribed');
    await Promise.resolve();
    expect(invalidate).not.toHaveBeenCalled();
    realtime.resync(topics.matchOdds(1), 'reconnected');
    realtime.resync(topics.matchOdds(2), 'reconnected');
    await Promise.resolve();
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: sportsKeys.lists() });
  });

  it('refetches the lists once when rows come back after a while off screen', () => {
    vi.useFakeTimers();
    try {
      const realtime = createFakeRealtime();
      const queryClient = new QueryClient();
      const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
      const feed = createLiveFeed(realtime, queryClient);
      const rows = [1, 2].map((id) => {
        const stop = feed.watch(id);
        realtime.resync(topics.matchOdds(id), 'subscribed');
        return stop;
      });
      realtime.emit(topics.matchOdds(1), { matchId: 1, at: 1, ...delta('a', 3) });
      vi.advanceTimersByTime(LIST_REFRESH_DELAY_MS);
      expect(invalidate).not.toHaveBeenCalled();
      // off screen for a moment (a row scrolled out and straight back): no refetch
      rows[0]!();
      vi.advanceTimersByTime(ROW_AWAY_MS / 2);
      feed.watch(1);
      realtime.resync(topics.matchOdds(1), 'subscribed');
      vi.advanceTimersByTime(LIST_REFRESH_DELAY_MS);
      expect(invalidate).not.toHaveBeenCalled();
      // both off screen for a while (another view): they come back to a cached list
      feed.watch(1)();
      rows[1]!();
      vi.advanceTimersByTime(ROW_AWAY_MS);
      for (const id of [1, 2]) {
        feed.watch(id);
        realtime.resync(topics.matchOdds(id), 'subscribed');
      }
      // the moves of before are forgotten: the fresh list is the truth
      expect(feed.store.selection('a')).toBeUndefined();
      vi.advanceTimersByTime(LIST_REFRESH_DELAY_MS);
      expect(invalidate).toHaveBeenCalledWith({ queryKey: sportsKeys.lists() });
      expect(invalidate).toHaveBeenCalledWith({ queryKey: sportsKeys.follows() });
      expect(invalidate).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refetches a detail page on its first subscription', async () => {
    const realtime = createFakeRealtime();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    createLiveFeed(realtime, queryClient).watch(7, { detail: true });
    realtime.resync(topics.matchOdds(7), 'subscribed');
    await Promise.resolve();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: sportsKeys.detail(7) });
  });
});

const pick = (selectionId: string, matchId = 1) => ({
  matchId,
  marketId: 'm',
  selectionId,
  sid: 1,
  matchName: 'A v B',
  marketName: 'Full time result',
  label: selectionId,
  pickedPrice: 2,
});

describe('the slip store', () => {
  it('adds a pick, and a second tap removes it with its stake', () => {
    const slip = createSlipStore();
    slip.toggle(pick('a'));
    slip.setStakes({ a: '10' });
    expect(slip.get().picks).toHaveLength(1);
    slip.toggle(pick('a'));
    expect(slip.get().picks).toHaveLength(0);
    expect(slip.get().stakes).toEqual({});
  });

  it('keeps the placement key until the slip changes, so a retry is the same bet', () => {
    const slip = createSlipStore();
    slip.toggle(pick('a'));
    const key = slip.get().attempt;
    expect(slip.get().attempt).toBe(key);
    slip.setStakes({ a: '5' });
    expect(slip.get().attempt).not.toBe(key);
  });

  it('takes the current prices as the picked ones', () => {
    const slip = createSlipStore();
    slip.toggle(pick('a'));
    slip.acceptPrices(new Map([['a', 2.4]]));
    expect(slip.get().picks[0]!.pickedPrice).toBe(2.4);
  });

  it('drops only the placed picks', () => {
    const slip = createSlipStore();
    slip.toggle(pick('a'));
    slip.toggle(pick('b', 2));
    slip.setStakes({ a: '1', b: '2' });
    slip.removePlaced(['a']);
    expect(slip.get().picks.map((p) => p.selectionId)).toEqual(['b']);
    expect(slip.get().stakes).toEqual({ b: '2' });
  });
});
