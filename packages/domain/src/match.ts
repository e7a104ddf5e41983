import { periodKind } from './sports.ts';
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

/** The most prices a match row shows side by side: home, draw and away. */
export const MAX_ROW_PRICES = 3;

/**
 * Whether a listed event is an outright: its headline market lists a field of more than three
 * (a competition's winner among its teams), not two sides meeting. Screens show it under its
 * market's title as a list of selection and price lines, never as a row of squeezed cells, and
 * name it by its competition rather than by two sides.
 */
export function isOutright(match: {
  markets: readonly { mty: number; selections: readonly unknown[] }[];
}): boolean {
  const market = headlineMarket(match);
  return !!market && market.selections.length > MAX_ROW_PRICES;
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

/** What a selection shows: its name, then its handicap or total line (null when it has none). */
export interface SelectionLabelParts {
  name: string;
  line: string | null;
}

/**
 * The one rule for a selection's label: its name and its handicap or total line, the line
 * once. A name that already ends with its line (the feed names totals `Over 2.5`) is not given
 * it twice: `Over 2.25` + `2.25` is `Over` and `2.25`, never `Over 2.25 2.25`; a handicap's
 * side (`Madrid` + `-0.25`) gets its line. Screens show the line apart so it is never cut.
 */
export function selectionLabelParts(selection: {
  name: string;
  line?: string | null;
}): SelectionLabelParts {
  const name = (selection?.name ?? '').trim();
  const line = typeof selection?.line === 'string' ? selection.line.trim() : '';
  if (line === '') return { name, line: null };
  if (name === line) return { name, line: null };
  if (name.endsWith(line) && /\s$/u.test(name.slice(0, name.length - line.length))) {
    return { name: name.slice(0, name.length - line.length).trimEnd(), line };
  }
  return { name, line };
}

/** A selection's label as one text (`Madrid -0.25`, `Over 2.25`, `Draw`): `selectionLabelParts` joined. */
export function selectionLabel(selection: { name: string; line?: string | null }): string {
  const { name, line } = selectionLabelParts(selection);
  return line === null ? name : `${name} ${line}`;
}

/**
 * A result's score at half time, `home:away`, from its period scores (`pe` 1, 2…): the first
 * half's where the sport plays halves (soccer), the first two quarters' sum where it plays
 * quarters (basketball). `undefined` for a sport with no half time (sets, innings, rounds: no
 * column for it); null when the periods needed are missing or not numbers.
 */
export function halfTimeScore(
  sportId: number | string | null | undefined,
  scores: readonly { score?: string | null; pe?: number | null }[] | null | undefined,
): string | null | undefined {
  const kind = periodKind(sportId);
  const periods = kind === 'half' ? [1] : kind === 'quarter' ? [1, 2] : null;
  if (!periods) return undefined;
  let home = 0;
  let away = 0;
  for (const pe of periods) {
    const entry = scores?.find((s) => s.pe === pe);
    const parsed = entry ? parseScore({ scores: [entry] }) : null;
    if (!parsed || !/^\d+$/.test(parsed.home) || !/^\d+$/.test(parsed.away)) return null;
    home += Number(parsed.home);
    away += Number(parsed.away);
  }
  return `${home}:${away}`;
}
