import { MATCH_STATUS_SHOW_START_TIME } from './constants.ts';

/** The two sides of a score string `home:away` from the first entry of a scores list. */
export function parseScore(
  s: { scores?: readonly { score?: string | null }[] | null } | null | undefined,
): { home: string; away: string } | null {
  const score = s?.scores?.[0]?.score;
  if (typeof score !== 'string') return null;
  const sides = score.split(':').map((side) => side.trim());
  if (sides.length !== 2 || sides.some((side) => side === '' || /\s/.test(side))) return null;
  return { home: sides[0]!, away: sides[1]! };
}

/**
 * The match status (`ms`) of the sports service: upcoming matches (4) show their start time,
 * 5 is in play, then finished, postponed and cancelled.
 */
export const MATCH_STATUS = Object.freeze({
  upcoming: MATCH_STATUS_SHOW_START_TIME,
  live: 5,
  finished: 6,
  postponed: 7,
  cancelled: 8,
} as const);
export type MatchStatus = (typeof MATCH_STATUS)[keyof typeof MATCH_STATUS];

/** Whether a match is in play now (status 5): not before, and not once it is over. */
export function isLive(match: { ms: number } | null | undefined): boolean {
  return match?.ms === MATCH_STATUS.live;
}

/** The market type of the full-time result, the market a list row shows first. */
export const HEADLINE_MARKET_TYPE = 1;

/** The market a list row shows: the first full-time result, else the first market. */
export function headlineMarket<M extends { mty: number }>(match: {
  markets: readonly M[];
}): M | undefined {
  const markets = match?.markets ?? [];
  return markets.find((m) => m.mty === HEADLINE_MARKET_TYPE) ?? markets[0];
}

/** A follow list: match ids per sport id, as kept in local storage. */
export type FollowMap = Readonly<Record<string, readonly string[]>>;

/** A new follow map with the match added to, or removed from, that sport's list; input untouched. */
export function toggleFollow(
  follows: FollowMap,
  sportId: string | number,
  matchId: string | number,
): Record<string, string[]> {
  const sport = String(sportId);
  const next: Record<string, string[]> = {};
  for (const [key, ids] of Object.entries(follows ?? {})) next[key] = ids.map(String);
  next[sport] = toggleFollowId(next[sport] ?? [], matchId);
  return next;
}

/** One sport's follow list with the match added, or removed when it is there; input untouched. */
export function toggleFollowId(ids: readonly string[], matchId: string | number): string[] {
  const id = String(matchId);
  const current = (ids ?? []).map(String);
  return current.includes(id) ? current.filter((m) => m !== id) : [...current, id];
}

/** Whether a match is on the follow list of its sport. */
export function isFollowed(
  follows: FollowMap,
  sportId: string | number,
  matchId: string | number,
): boolean {
  const ids = follows?.[String(sportId)];
  return !!ids && ids.map(String).includes(String(matchId));
}

/**
 * What a match row shows as its clock: the start time when the match status is 4, otherwise the
 * period (`mc.pe`) when there is one.
 */
export function matchClock(match: {
  ms: number;
  bt: number;
  mc?: { pe?: number | string | null } | null;
}):
  | { kind: 'start-time'; startTime: number }
  | { kind: 'period'; period: string }
  | { kind: 'none' } {
  if (match.ms === MATCH_STATUS_SHOW_START_TIME) return { kind: 'start-time', startTime: match.bt };
  const pe = match.mc?.pe;
  if (pe === null || pe === undefined || pe === '') return { kind: 'none' };
  return { kind: 'period', period: String(pe) };
}

/** The market category keys of the spec, in display order. */
export const MARKET_CATEGORIES = [
  'p',
  'h',
  'c',
  'cs',
  's',
  'f',
  'i',
  'b',
  'q',
  't',
  'j',
  'set',
  'qu',
  'z',
  'ps',
  'pro',
  '1st',
  '3rd',
  'o',
  'pa',
] as const;
export type MarketCategory = (typeof MARKET_CATEGORIES)[number];

/** Statistics types of `match/statistical`: 1 live, 3 today, 4 early, 7 champions. */
export const STATISTICS_TYPES = { live: 1, today: 3, early: 4, champions: 7 } as const;
export type StatisticsTab = keyof typeof STATISTICS_TYPES;
