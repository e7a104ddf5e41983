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
