import { SPORTS, type SportId, type SportKey } from '@touchline/domain';

/**
 * How a sport scores, which decides the model that prices it:
 * - `goals`: few scoring events, draws possible (soccer, ice hockey, handball, e-football) —
 *   independent Poisson counts per team;
 * - `points`: many scoring events, a tie goes to extra time (basketball, American football,
 *   baseball, cricket, e-basketball; rugby keeps its draw) — Poisson counts too, ties resolved;
 * - `sets`: best of N sets (tennis, volleyball, table tennis, badminton, beach volleyball,
 *   snooker frames) — each set won with a fixed probability;
 * - `fight`: one bout, won, drawn or lost (boxing).
 */
export type ScoringModel = 'goals' | 'points' | 'sets' | 'fight';

export interface SportProfile {
  readonly id: SportId;
  readonly key: SportKey;
  readonly model: ScoringModel;
  /** Regular periods (halves, quarters, innings); sets sports: the most sets (best of). */
  readonly periods: number;
  /** Game seconds per regular period (sets sports: a nominal length of one set). */
  readonly periodSeconds: number;
  /** Expected scores per team per match (goals, points, runs); unused by sets and fights. */
  readonly meanPerTeam: number;
  /** Whether the match result is three-way (a draw can stand). */
  readonly draws: boolean;
  /** Sets sports: points (games) that win a set; 1 for snooker frames. */
  readonly setTarget: number;
  /** The market lines step: 0.25 (Asian quarter lines) for goals, 0.5 elsewhere. */
  readonly lineStep: 0.25 | 0.5;
  /** Markets on the first half / first period / first set. */
  readonly firstPeriodMarkets: boolean;
  /** Correct score, both teams to score, corners and bookings (the soccer family). */
  readonly soccerMarkets: boolean;
  /** Markets suspend around every score (low-scoring sports) rather than only at period ends. */
  readonly suspendOnScore: boolean;
}

const base = {
  setTarget: 0,
  lineStep: 0.5,
  firstPeriodMarkets: false,
  soccerMarkets: false,
  suspendOnScore: false,
} as const;

const PROFILES: Record<SportKey, Omit<SportProfile, 'id' | 'key'>> = {
  soccer: {
    ...base,
    model: 'goals',
    periods: 2,
    periodSeconds: 45 * 60,
    meanPerTeam: 1.35,
    draws: true,
    lineStep: 0.25,
    firstPeriodMarkets: true,
    soccerMarkets: true,
    suspendOnScore: true,
  },
  'ice-hockey': {
    ...base,
    model: 'goals',
    periods: 3,
    periodSeconds: 20 * 60,
    meanPerTeam: 3,
    draws: true,
    firstPeriodMarkets: true,
    suspendOnScore: true,
  },
  basketball: {
    ...base,
    model: 'points',
    periods: 4,
    periodSeconds: 10 * 60,
    meanPerTeam: 108,
    draws: false,
    firstPeriodMarkets: true,
  },
  rugby: {
    ...base,
    model: 'points',
    periods: 2,
    periodSeconds: 40 * 60,
    meanPerTeam: 22,
    draws: true,
  },
  tennis: {
    ...base,
    model: 'sets',
    periods: 3,
    periodSeconds: 40 * 60,
    meanPerTeam: 0,
    draws: false,
    setTarget: 6,
    firstPeriodMarkets: true,
  },
  'american-football': {
    ...base,
    model: 'points',
    periods: 4,
    periodSeconds: 15 * 60,
    meanPerTeam: 23,
    draws: false,
  },
  baseball: {
    ...base,
    model: 'points',
    periods: 9,
    periodSeconds: 20 * 60,
    meanPerTeam: 4.5,
    draws: false,
  },
  handball: {
    ...base,
    model: 'goals',
    periods: 2,
    periodSeconds: 30 * 60,
    meanPerTeam: 28,
    draws: true,
    lineStep: 0.5,
  },
  volleyball: {
    ...base,
    model: 'sets',
    periods: 5,
    periodSeconds: 25 * 60,
    meanPerTeam: 0,
    draws: false,
    setTarget: 25,
    firstPeriodMarkets: true,
  },
  cricket: {
    ...base,
    model: 'points',
    periods: 2,
    periodSeconds: 90 * 60,
    meanPerTeam: 160,
    draws: false,
  },
  'table-tennis': {
    ...base,
    model: 'sets',
    periods: 5,
    periodSeconds: 8 * 60,
    meanPerTeam: 0,
    draws: false,
    setTarget: 11,
    firstPeriodMarkets: true,
  },
  snooker: {
    ...base,
    model: 'sets',
    periods: 9,
    periodSeconds: 15 * 60,
    meanPerTeam: 0,
    draws: false,
    setTarget: 1,
  },
  boxing: {
    ...base,
    model: 'fight',
    periods: 12,
    periodSeconds: 3 * 60,
    meanPerTeam: 0,
    draws: true,
  },
  badminton: {
    ...base,
    model: 'sets',
    periods: 3,
    periodSeconds: 20 * 60,
    meanPerTeam: 0,
    draws: false,
    setTarget: 21,
    firstPeriodMarkets: true,
  },
  'beach-volleyball': {
    ...base,
    model: 'sets',
    periods: 3,
    periodSeconds: 20 * 60,
    meanPerTeam: 0,
    draws: false,
    setTarget: 21,
  },
  'e-football': {
    ...base,
    model: 'goals',
    periods: 2,
    periodSeconds: 6 * 60,
    meanPerTeam: 1.6,
    draws: true,
    lineStep: 0.25,
    firstPeriodMarkets: true,
    soccerMarkets: true,
    suspendOnScore: true,
  },
  'e-basketball': {
    ...base,
    model: 'points',
    periods: 4,
    periodSeconds: 5 * 60,
    meanPerTeam: 50,
    draws: false,
  },
};

/** Every sport of the spec with its scoring profile, in the spec's order. */
export const SPORT_PROFILES: readonly SportProfile[] = Object.freeze(
  SPORTS.map((s) => Object.freeze({ id: s.id, key: s.key, ...PROFILES[s.key] })),
);

const byId = new Map<number, SportProfile>(SPORT_PROFILES.map((p) => [p.id, p]));

export function sportProfile(id: number): SportProfile {
  const profile = byId.get(id);
  if (!profile) throw new RangeError(`no sport ${id}`);
  return profile;
}

/** Sets needed to win a best-of-N match. */
export function setsToWin(profile: SportProfile): number {
  return Math.ceil(profile.periods / 2);
}

/** Whole game seconds of a match in regulation. */
export function regulationSeconds(profile: SportProfile): number {
  return profile.periods * profile.periodSeconds;
}
