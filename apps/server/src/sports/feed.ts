import type { MarketStatus } from '@touchline/api/contract';
import type { SportId } from '@touchline/domain';
import type { MarketDef, MatchModel, MatchProgress } from './markets.ts';
import type { Localized } from './names.ts';
import type { Pair } from './settlement.ts';

/**
 * The sports data feed the service reads: leagues, matches with their markets and live prices,
 * scores as they happen, and results. Touchline ships a simulated feed; a real provider's
 * adapter implements the same interface.
 */

export interface FeedTeam {
  readonly id: number;
  readonly names: Localized;
  readonly rating: number;
}

export interface FeedLeague {
  readonly id: number;
  readonly sid: SportId;
  readonly names: Localized;
  readonly region: Localized;
  readonly teams: readonly FeedTeam[];
}

export interface SelectionState {
  /** Opaque id: `<marketId>.<key>`. */
  readonly id: string;
  /** `home`, `over`, `2x1`, a team id for outrights… */
  readonly key: string;
  /** Current decimal price; the last offered one when the selection is not open. */
  price: number;
  /** Fair chance behind the price (no margin); null when it can no longer win. */
  q: number | null;
  status: MarketStatus;
  /** The selection's own line as text (`-0.25`, `+1.5`, `2.5`), null when it has none. */
  readonly line: string | null;
}

export interface MarketState {
  /** Opaque id: `<matchId>.<mty>.<pe>.<line in quarters or n>`. */
  readonly id: string;
  readonly def: MarketDef;
  status: MarketStatus;
  readonly selections: SelectionState[];
}

export type MatchPhase = MatchProgress['phase'];

export interface FeedMatch {
  readonly id: number;
  readonly sid: SportId;
  readonly league: FeedLeague;
  readonly kind: 'match' | 'outright';
  readonly home: FeedTeam;
  readonly away: FeedTeam;
  /** Kick-off (for an outright, when it is decided). */
  readonly startsAt: number;
  /** The provider's own video of the match, if it has one. */
  readonly liveUrl: string | null;
  readonly fbId: string | null;
  model: MatchModel;
  progress: MatchProgress;
  readonly markets: MarketState[];
  /** Markets stay suspended until then (around goals, period ends). */
  suspendedUntil: number;
  finishedAt: number | null;
  /** An outright's winner (a team id), once decided. */
  winnerId: number | null;
}

/** What changed on a tick; the service settles, publishes and triggers from these. */
export type FeedUpdate =
  | {
      kind: 'odds';
      matchId: number;
      /** The markets whose status or a selection's price or status changed. */
      markets: readonly MarketState[];
      at: number;
    }
  | { kind: 'score'; matchId: number; at: number }
  | { kind: 'started'; matchId: number; at: number }
  | { kind: 'finished'; matchId: number; at: number }
  | { kind: 'cancelled'; matchId: number; at: number };

export interface SportsFeed {
  leagues(): readonly FeedLeague[];
  /** Every match the feed holds, finished ones included (they are kept for results). */
  matches(): readonly FeedMatch[];
  match(id: number): FeedMatch | undefined;
  /** Moves the feed to `now`: matches start, progress, end; prices move. */
  advance(now: number): FeedUpdate[];
  /** Called with every update, after `advance` applied it. */
  subscribe(listener: (update: FeedUpdate) => void): () => void;
  /** The trading desk: new ratings for a match (its prices follow at once). */
  adjust(matchId: number, ratings: { homeRating: number; awayRating: number }): void;
  /** The trading desk: suspend a match's markets for a while. */
  suspend(matchId: number, untilMs: number): void;
  /** The trading desk: call a match off (its bets are void). */
  cancel(matchId: number): void;
  /**
   * The trading desk: an operator's hold on a whole match (`marketId` null) or one market — it
   * stays suspended until released, whatever the feed's own suspensions do.
   */
  hold(matchId: number, marketId: string | null, held: boolean): void;
  /** Whether an operator holds this match (`marketId` null) or this market itself. */
  isHeld(matchId: number, marketId: string | null): boolean;
}

/** The key of an operator's hold: a match's id, or a market's id (which begins with it). */
export const holdKey = (matchId: number, marketId: string | null) => marketId ?? String(matchId);

/** What a market counts at the end of the match, for settlement. */
export function settledPair(
  progress: MatchProgress,
  quantity: MarketDef['key']['quantity'],
  period: number,
): Pair | null {
  if (quantity === 'corners') return progress.corners;
  if (quantity === 'cards') return progress.cards;
  if (period === 0) return progress.score;
  return progress.periodScores[period - 1] ?? null;
}

/** The trading desk was asked on an instance that follows the feed leader. */
export class NotFeedLeaderError extends Error {
  constructor() {
    super('the trading desk works on the feed leader');
  }
}
