import type { MarketStatus } from '@touchline/api/contract';
import type { Database, DedicatedSession } from '../db/database.ts';
import type { FeedLeague, FeedMatch, FeedUpdate, MarketState, SportsFeed } from './feed.ts';
import { NotFeedLeaderError } from './feed.ts';
import type { MatchProgress } from './markets.ts';

/**
 * Feed replication between server instances: the leader (see `leader.ts`) records the state of
 * each match a step changed in `sports_feed_state` and names them in a NOTIFY; the others hold a
 * replica of the feed that takes that state instead of simulating, and tell their own sockets.
 */

/** A match's moving parts, as the leader records them. */
export interface MatchState {
  id: number;
  progress: MatchProgress;
  ratings: { homeRating: number; awayRating: number };
  suspendedUntil: number;
  finishedAt: number | null;
  winnerId: number | null;
  markets: {
    id: string;
    status: MarketStatus;
    selections: { id: string; price: number; q: number | null; status: MarketStatus }[];
  }[];
  at: number;
}

/** The NOTIFY channel of a schema's feed. */
const channelOf = (schema: string) => `touchline_feed:${schema}`;
/** Match ids per NOTIFY (a payload holds at most 8000 bytes). */
const IDS_PER_NOTICE = 500;

export function stateOf(match: FeedMatch, at: number): MatchState {
  return {
    id: match.id,
    progress: match.progress,
    ratings: { homeRating: match.model.homeRating, awayRating: match.model.awayRating },
    suspendedUntil: match.suspendedUntil,
    finishedAt: match.finishedAt,
    winnerId: match.winnerId,
    markets: match.markets.map((m) => ({
      id: m.id,
      status: m.status,
      selections: m.selections.map((s) => ({
        id: s.id,
        price: s.price,
        q: s.q,
        status: s.status,
      })),
    })),
    at,
  };
}

/** The leader's side: records the state of these matches and notifies the other instances. */
export async function recordFeedState(
  db: Database,
  feed: SportsFeed,
  matchIds: Iterable<number>,
  at: number,
): Promise<void> {
  const states = [...new Set(matchIds)]
    .map((id) => feed.match(id))
    .filter((m): m is FeedMatch => m !== undefined)
    .map((m) => stateOf(m, at));
  for (let i = 0; i < states.length; i += IDS_PER_NOTICE) {
    const chunk = states.slice(i, i + IDS_PER_NOTICE);
    await db.query(
      `insert into sports_feed_state (match_id, state, updated_at)
       select (e ->> 'id')::bigint, e, now() from jsonb_array_elements($1::jsonb) as e
       on conflict (match_id) do update set state = excluded.state, updated_at = excluded.updated_at`,
      [JSON.stringify(chunk)],
    );
    await db.query(`select pg_notify('touchline_feed:' || current_schema(), $1)`, [
      JSON.stringify(chunk.map((s) => s.id)),
    ]);
  }
}

async function readStates(db: Database, ids: readonly number[] | null): Promise<MatchState[]> {
  const rows = await db.query<{ state: MatchState }>(
    'select state from sports_feed_state where ($1::bigint[] is null or match_id = any($1))',
    [ids],
  );
  return rows.map((r) => r.state);
}

function sameSelections(a: MarketState, b: MatchState['markets'][number]): boolean {
  return (
    a.status === b.status &&
    a.selections.every((s, i) => {
      const t = b.selections[i];
      return t !== undefined && s.price === t.price && s.status === t.status && s.q === t.q;
    })
  );
}

/**
 * A feed that does not simulate: it holds the leader's fixtures (the same seed and start give the
 * same leagues, matches and market ids) and takes their moving parts from the leader's records.
 */
export class ReplicaFeed implements SportsFeed {
  private readonly listeners = new Set<(update: FeedUpdate) => void>();

  constructor(private readonly fixtures: SportsFeed) {}

  leagues(): readonly FeedLeague[] {
    return this.fixtures.leagues();
  }
  matches(): readonly FeedMatch[] {
    return this.fixtures.matches();
  }
  match(id: number): FeedMatch | undefined {
    return this.fixtures.match(id);
  }
  /** A replica never moves by itself. */
  advance(): FeedUpdate[] {
    return [];
  }
  subscribe(listener: (update: FeedUpdate) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  adjust(): void {
    throw new Error('the trading desk works on the feed leader');
  }
  suspend(): void {
    throw new Error('the trading desk works on the feed leader');
  }
  cancel(): void {
    throw new Error('the trading desk works on the feed leader');
  }
  hold(): void {
    throw new NotFeedLeaderError();
  }
  /** A replica knows the statuses the leader's holds set, not the holds (the database does). */
  isHeld(): boolean {
    return false;
  }

  /** Takes the leader's state of some matches; tells subscribers what changed. */
  apply(states: readonly MatchState[]): FeedUpdate[] {
    const updates: FeedUpdate[] = [];
    for (const state of states) {
      const match = this.fixtures.match(state.id);
      if (!match) continue;
      const before = match.progress;
      const changed: MarketState[] = [];
      for (const market of match.markets) {
        const next = state.markets.find((m) => m.id === market.id);
        if (!next || sameSelections(market, next)) continue;
        market.status = next.status;
        for (const [i, selection] of market.selections.entries()) {
          const s = next.selections[i];
          if (!s || s.id !== selection.id) continue;
          selection.price = s.price;
          selection.q = s.q;
          selection.status = s.status;
        }
        changed.push(market);
      }
      match.progress = state.progress;
      match.model = { ...match.model, ...state.ratings };
      match.suspendedUntil = state.suspendedUntil;
      match.finishedAt = state.finishedAt;
      match.winnerId = state.winnerId;
      const at = state.at;
      const phase = state.progress.phase;
      if (phase !== before.phase) {
        if (phase === 'live') updates.push({ kind: 'started', matchId: match.id, at });
        if (phase === 'finished' || phase === 'cancelled') {
          updates.push({ kind: phase, matchId: match.id, at });
        }
      }
      if (JSON.stringify(before) !== JSON.stringify(state.progress)) {
        updates.push({ kind: 'score', matchId: match.id, at });
      }
      if (changed.length > 0) {
        updates.push({ kind: 'odds', matchId: match.id, markets: changed, at });
      }
    }
    for (const update of updates) for (const listener of this.listeners) listener(update);
    return updates;
  }
}

/**
 * A follower's link to the leader: reads every recorded state once, then LISTENs for the matches
 * each step changed and applies their state to the replica.
 */
export class FeedFollower {
  private session: DedicatedSession | null = null;
  private applying: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly replica: ReplicaFeed,
    private readonly onError: (error: unknown) => void,
  ) {}

  async start(): Promise<void> {
    const session = await this.db.dedicatedSession();
    if (!session) return;
    this.session = session;
    const [row] = await session.query<{ schema: string }>('select current_schema() as schema');
    session.onNotification((_channel, payload) => {
      const ids = JSON.parse(payload) as number[];
      this.enqueue(ids);
    });
    await session.query(`listen "${channelOf(row!.schema).replace(/"/g, '')}"`);
    this.enqueue(null);
    await this.applying;
  }

  private enqueue(ids: number[] | null): void {
    this.applying = this.applying
      .then(async () => {
        this.replica.apply(await readStates(this.db, ids));
      })
      .catch(this.onError);
  }

  /** Resolves once every notice received so far is applied (tests wait on it). */
  settled(): Promise<void> {
    return this.applying;
  }

  async stop(): Promise<void> {
    const session = this.session;
    this.session = null;
    await session?.close();
    await this.applying;
  }
}
