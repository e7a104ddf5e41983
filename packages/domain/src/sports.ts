/** The 17 sports of the spec, by the sports service's numeric id. */
export const SPORTS = Object.freeze([
  { id: 1, key: 'soccer' },
  { id: 2, key: 'ice-hockey' },
  { id: 3, key: 'basketball' },
  { id: 4, key: 'rugby' },
  { id: 5, key: 'tennis' },
  { id: 6, key: 'american-football' },
  { id: 7, key: 'baseball' },
  { id: 8, key: 'handball' },
  { id: 13, key: 'volleyball' },
  { id: 14, key: 'cricket' },
  { id: 15, key: 'table-tennis' },
  { id: 16, key: 'snooker' },
  { id: 19, key: 'boxing' },
  { id: 47, key: 'badminton' },
  { id: 51, key: 'beach-volleyball' },
  { id: 177, key: 'e-football' },
  { id: 178, key: 'e-basketball' },
] as const);

export type Sport = (typeof SPORTS)[number];
export type SportId = Sport['id'];
export type SportKey = Sport['key'];

export const SPORT_IDS: readonly SportId[] = Object.freeze(SPORTS.map((s) => s.id));
export const SPORT_KEYS: readonly SportKey[] = Object.freeze(SPORTS.map((s) => s.key));

const byId = new Map<number, Sport>(SPORTS.map((s) => [s.id, s]));
const byKey = new Map<string, Sport>(SPORTS.map((s) => [s.key, s]));

/** The sport with that id (a number or a numeric string), or undefined. */
export function sportById(id: number | string | null | undefined): Sport | undefined {
  if (id === null || id === undefined || id === '') return undefined;
  return byId.get(Number(id));
}

/** The sport with that key, or undefined. */
export function sportByKey(key: string | null | undefined): Sport | undefined {
  return key ? byKey.get(key) : undefined;
}

export function isSportId(id: unknown): id is SportId {
  return typeof id === 'number' && byId.has(id);
}

/**
 * What a sport calls the parts of a match, as its players say it: halves (soccer), quarters
 * (basketball), periods (ice hockey), sets (tennis, named 盘 in Chinese; volleyball's, 局),
 * games (table tennis, badminton), innings, frames, rounds. The texts are the screens'; this is
 * which one a sport uses, so a soccer half is never shown as a quarter.
 */
export const PERIOD_KINDS = [
  'half',
  'quarter',
  'period',
  'tennisSet',
  'set',
  'game',
  'inning',
  'innings',
  'frame',
  'round',
] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

const PERIOD_KIND_OF_SPORT: Readonly<Record<SportKey, PeriodKind>> = Object.freeze({
  soccer: 'half',
  'ice-hockey': 'period',
  basketball: 'quarter',
  rugby: 'half',
  tennis: 'tennisSet',
  'american-football': 'quarter',
  baseball: 'inning',
  handball: 'half',
  volleyball: 'set',
  cricket: 'innings',
  'table-tennis': 'game',
  snooker: 'frame',
  boxing: 'round',
  badminton: 'game',
  'beach-volleyball': 'set',
  'e-football': 'half',
  'e-basketball': 'quarter',
});

/** The kind of period a sport plays in; `period` for a sport it does not know. */
export function periodKind(sportId: number | string | null | undefined): PeriodKind {
  const sport = sportById(sportId);
  return sport ? PERIOD_KIND_OF_SPORT[sport.key] : 'period';
}

/**
 * A match's period (`mc.pe`, or a period score's `pe`) as the screens name it: its sport's kind
 * and its number (`2` of a soccer match is the second half), or, for a period that is not a
 * whole number from 1, the text as the service sent it.
 */
export function periodOf(
  sportId: number | string | null | undefined,
  period: number | string,
): { kind: PeriodKind; number: number } | { kind: 'text'; text: string } {
  const text = String(period ?? '').trim();
  if (/^[1-9]\d{0,2}$/.test(text)) return { kind: periodKind(sportId), number: Number(text) };
  return { kind: 'text', text };
}
