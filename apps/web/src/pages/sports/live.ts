import type { Market, Match } from '@touchline/api';
import { createContext, use, useCallback, useEffect, useSyncExternalStore } from 'react';
import type { OddsDelta } from './model.ts';

type Status = Market['status'];

export interface ScoreUpdate {
  ms: Match['ms'];
  mc: Match['mc'];
  scores: Match['scores'];
}

/** Runs a function later, once: the store's way to wait for the next frame. */
export type Scheduler = (run: () => void) => void;

/** The longest a frame's notifications wait when no frame comes (a hidden tab draws none). */
export const FRAME_FALLBACK_MS = 250;

/**
 * Runs `run` at the next animation frame, before its paint — or after `FRAME_FALLBACK_MS` if
 * that comes first (a background tab has no frames; a slow one may have few).
 */
export const nextFrame: Scheduler = (run) => {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
    run();
  };
  const frame =
    typeof requestAnimationFrame === 'function' ? requestAnimationFrame(once) : undefined;
  const timer = setTimeout(once, FRAME_FALLBACK_MS);
};

/**
 * What the socket said since the last snapshot, kept per selection, market and match. Each key
 * has its own listeners, so a price change wakes only the cell that shows that price.
 *
 * Values change as the deltas come. Listeners are woken at once, or — given a `schedule` such as
 * `nextFrame` — once per frame for everything that changed since the last: a selection that
 * moved five times in a frame wakes its cell once, with its last price, and all the cells woken
 * together render in one React commit.
 */
export class LiveStore {
  readonly #schedule: Scheduler | null;
  /** Keys changed since the last notification, while one is scheduled. */
  #due: Set<string> | null = null;

  constructor({ schedule }: { schedule?: Scheduler } = {}) {
    this.#schedule = schedule ?? null;
  }

  #selections = new Map<string, { price: number; status: Status }>();
  #markets = new Map<string, Status>();
  #scores = new Map<number, ScoreUpdate>();
  /** The keys each match's deltas touched, so a resync can drop them. */
  #keysOfMatch = new Map<number, Set<string>>();
  #versions = new Map<string, number>();
  #listeners = new Map<string, Set<() => void>>();

  subscribe = (key: string, listener: () => void): (() => void) => {
    let set = this.#listeners.get(key);
    if (!set) this.#listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.#listeners.delete(key);
    };
  };

  /** A number that changes whenever the key's value does (for useSyncExternalStore). */
  version = (key: string): number => this.#versions.get(key) ?? 0;

  selection(id: string) {
    return this.#selections.get(id);
  }
  market(id: string) {
    return this.#markets.get(id);
  }
  score(matchId: number) {
    return this.#scores.get(matchId);
  }

  #touch(matchId: number, key: string) {
    let keys = this.#keysOfMatch.get(matchId);
    if (!keys) this.#keysOfMatch.set(matchId, (keys = new Set()));
    keys.add(key);
    this.#versions.set(key, this.version(key) + 1);
  }

  #notify(keys: Iterable<string>) {
    if (!this.#schedule) {
      this.#wake(keys);
      return;
    }
    if (this.#due) {
      for (const key of keys) this.#due.add(key);
      return;
    }
    this.#due = new Set(keys);
    this.#schedule(() => {
      const due = this.#due ?? [];
      this.#due = null;
      this.#wake(due);
    });
  }

  #wake(keys: Iterable<string>) {
    for (const key of keys) for (const listener of this.#listeners.get(key) ?? []) listener();
  }

  applyOdds(matchId: number, delta: OddsDelta): void {
    const changed: string[] = [];
    for (const market of delta.markets) {
      if (this.#markets.get(market.id) !== market.status) {
        this.#markets.set(market.id, market.status);
        this.#touch(matchId, `market:${market.id}`);
        changed.push(`market:${market.id}`);
      }
      for (const s of market.selections) {
        const before = this.#selections.get(s.id);
        if (before && before.price === s.price && before.status === s.status) continue;
        this.#selections.set(s.id, { price: s.price, status: s.status });
        this.#touch(matchId, `selection:${s.id}`);
        changed.push(`selection:${s.id}`);
      }
    }
    if (changed.length === 0) return;
    this.#touch(matchId, `match:${matchId}`);
    this.#notify([...changed, `match:${matchId}`]);
  }

  applyScore(matchId: number, update: ScoreUpdate): void {
    this.#scores.set(matchId, update);
    this.#touch(matchId, `score:${matchId}`);
    this.#notify([`score:${matchId}`]);
  }

  /** Forgets a match's deltas: the fresh snapshot fetched on resync is the truth again. */
  reset(matchId: number): void {
    const keys = this.#keysOfMatch.get(matchId);
    if (!keys) return;
    for (const key of keys) {
      const [kind, id] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
      if (kind === 'selection') this.#selections.delete(id);
      if (kind === 'market') this.#markets.delete(id);
      if (kind === 'score') this.#scores.delete(matchId);
      this.#versions.set(key, this.version(key) + 1);
    }
    this.#keysOfMatch.delete(matchId);
    this.#notify(keys);
  }
}

/**
 * What the screens read live data through: the store, and `watch(matchId)` to receive a match's
 * prices and score while it is on screen. Views get an empty store and no socket by default.
 */
export interface LiveFeed {
  store: LiveStore;
  watch(matchId: number, options?: { detail?: boolean }): () => void;
}

const idleFeed: LiveFeed = { store: new LiveStore(), watch: () => () => undefined };

export const LiveFeedContext = createContext<LiveFeed>(idleFeed);

export function useLiveFeed(): LiveFeed {
  return use(LiveFeedContext);
}

/** Receives the match's updates while the calling component is mounted. */
export function useWatchMatch(matchId: number, detail = false): void {
  const feed = useLiveFeed();
  useEffect(() => feed.watch(matchId, { detail }), [feed, matchId, detail]);
}

function useKey(store: LiveStore, key: string): number {
  // the same functions from render to render: a new `subscribe` would unsubscribe and subscribe
  // again after every render of every cell
  const subscribe = useCallback(
    (listener: () => void) => store.subscribe(key, listener),
    [store, key],
  );
  const version = useCallback(() => store.version(key), [store, key]);
  return useSyncExternalStore(subscribe, version, version);
}

/** One selection's live price and status over its snapshot values; re-renders only for it. */
export function useLivePrice(
  selection: { id: string; price: number; status: Status },
  marketId: string,
  marketStatus: Status,
): { price: number; status: Status; marketStatus: Status } {
  const { store } = useLiveFeed();
  useKey(store, `selection:${selection.id}`);
  useKey(store, `market:${marketId}`);
  const live = store.selection(selection.id);
  return {
    price: live?.price ?? selection.price,
    status: live?.status ?? selection.status,
    marketStatus: store.market(marketId) ?? marketStatus,
  };
}

/** A match's live clock and score over its snapshot; re-renders only when they change. */
export function useLiveScore<M extends Pick<Match, 'id' | 'ms' | 'mc' | 'scores'>>(match: M): M {
  const { store } = useLiveFeed();
  const scoreVersion = useKey(store, `score:${match.id}`);
  const score = scoreVersion === 0 ? undefined : store.score(match.id);
  return score ? { ...match, ms: score.ms, mc: score.mc, scores: score.scores } : match;
}
