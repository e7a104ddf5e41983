import {
  SPORTS,
  SPORTS_UTC_OFFSET_HOURS,
  endOfDayAt,
  startOfSportsDay,
  type SportKey,
} from '@touchline/domain';
import type {
  FeedLeague,
  FeedMatch,
  FeedTeam,
  FeedUpdate,
  MarketState,
  SelectionState,
  SportsFeed,
} from './feed.ts';
import { holdKey } from './feed.ts';
import {
  catalogue,
  quoteCatalogue,
  selectionsOf,
  startingProgress,
  type MarketDef,
  type MatchProgress,
} from './markets.ts';
import {
  CITIES,
  COUNTRIES,
  ESPORTS_SUFFIX,
  LEAGUES,
  OUTRIGHT_FIELD,
  OUTRIGHT_WINNER,
  PLAYERS,
  REGIONS,
  type Localized,
} from './names.ts';
import {
  DEFAULT_MARGIN,
  FIGHT_DRAW_P,
  expectedScores,
  outrightProbabilities,
  pointProbabilityForSet,
  priceFor,
  setProbability,
} from './pricing.ts';
import { regulationSeconds, setsToWin, sportProfile, type SportProfile } from './profiles.ts';
import { lineText, mtyOf, type MarketKey } from './settlement.ts';

/** FNV-1a over the parts: a 32-bit seed for one stream of random numbers. */
export function hashSeed(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join('|')) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function samplePoisson(rand: () => number, lambda: number): number {
  // inversion, in chunks so large means stay stable
  let count = 0;
  let rest = lambda;
  while (rest > 0) {
    const step = Math.min(rest, 30);
    rest -= step;
    const limit = Math.exp(-step);
    let p = rand();
    while (p > limit) {
      count += 1;
      p *= rand();
    }
  }
  return count;
}

/** A scripted moment of a match, in game seconds from the start. */
interface TimelineEvent {
  at: number;
  kind: 'score' | 'corner' | 'card';
  side: 'h' | 'a';
}

interface Timeline {
  events: TimelineEvent[];
  /** Game second the match ends. */
  end: number;
}

/** The whole of a match, drawn at once from its own seed, so any clock replays it the same. */
function scriptMatch(
  profile: SportProfile,
  homeRating: number,
  awayRating: number,
  rand: () => number,
): Timeline {
  const events: TimelineEvent[] = [];
  const regulation = regulationSeconds(profile);
  if (profile.model === 'fight') {
    const share = setProbability(homeRating, awayRating);
    const r = rand();
    const homeP = (1 - FIGHT_DRAW_P) * share;
    if (r < FIGHT_DRAW_P) return { events, end: regulation };
    const side = r < FIGHT_DRAW_P + homeP ? 'h' : 'a';
    // a stoppage in some round, else the cards at the final bell
    const stoppage = rand() < 0.4;
    const at = stoppage ? Math.floor(rand() * (regulation - 60)) + 30 : regulation;
    events.push({ at, kind: 'score', side });
    return { events, end: at };
  }
  if (profile.model === 'sets') {
    const setP = setProbability(homeRating, awayRating);
    const pointP = pointProbabilityForSet(setP, profile.setTarget);
    const need = setsToWin(profile);
    const spacing = profile.periodSeconds / Math.max(1, profile.setTarget * 1.6);
    let at = 0;
    let sets = { h: 0, a: 0 };
    while (sets.h < need && sets.a < need) {
      let points = { h: 0, a: 0 };
      while (points.h < profile.setTarget && points.a < profile.setTarget) {
        at += Math.max(1, Math.round(spacing * (0.5 + rand())));
        const side = rand() < pointP ? 'h' : 'a';
        points = { ...points, [side]: points[side] + 1 };
        events.push({ at, kind: 'score', side });
      }
      sets = points.h > points.a ? { ...sets, h: sets.h + 1 } : { ...sets, a: sets.a + 1 };
    }
    return { events, end: at + 1 };
  }
  const { lh, la } = expectedScores(profile, homeRating, awayRating);
  const scatter = (count: number, kind: TimelineEvent['kind'], side: 'h' | 'a') => {
    for (let i = 0; i < count; i += 1) {
      events.push({ at: 1 + Math.floor(rand() * (regulation - 2)), kind, side });
    }
  };
  const homeGoals = samplePoisson(rand, lh);
  const awayGoals = samplePoisson(rand, la);
  scatter(homeGoals, 'score', 'h');
  scatter(awayGoals, 'score', 'a');
  if (profile.soccerMarkets) {
    const tilt = Math.pow(homeRating / awayRating, 0.3);
    scatter(samplePoisson(rand, 5 * tilt), 'corner', 'h');
    scatter(samplePoisson(rand, 5 / tilt), 'corner', 'a');
    scatter(samplePoisson(rand, 2 / tilt), 'card', 'h');
    scatter(samplePoisson(rand, 2 * tilt), 'card', 'a');
  }
  events.sort((x, y) => x.at - y.at || (x.side < y.side ? -1 : 1));
  let end = regulation;
  if (!profile.draws && homeGoals === awayGoals) {
    // extra time: one more score decides, with the same share as the pricing model gives it
    const side = rand() < lh / (lh + la) ? 'h' : 'a';
    events.push({ at: regulation + 30, kind: 'score', side });
    end = regulation + 60;
  }
  return { events, end };
}

export interface SimulatedFeedOptions {
  /** FEED_SEED: the same seed and clock give the same leagues, matches, prices and results. */
  seed: string;
  /** When the feed begins (its schedule is laid out from here). */
  now: number;
  /** Game seconds per real second (1 real time; 60 plays a soccer match in 1.5 minutes). */
  speed?: number;
  margin?: number;
  /** How long markets stay suspended around a goal or a period's end, in real ms. */
  suspendMs?: number;
  /** Pre-match prices drift every this many real ms. */
  driftMs?: number;
  /**
   * Matches per competition in each state at the start; `settled` were played and settled
   * before it, alternately on yesterday's and today's sportsbook day (UTC+8), so results exist
   * from the first minute.
   */
  schedule?: { live: number; today: number; early: number; settled?: number };
  /** Only these sports (tests); every sport of the spec by default. */
  sports?: readonly number[];
}

interface MatchScript {
  timeline: Timeline;
  /** Next timeline event to apply. */
  next: number;
  cancelAtStart: boolean;
  baseRatings: { home: number; away: number };
  driftStep: number;
  driftPhase: number;
  /** Ratings set by the trading desk: drift stops moving them. */
  pinned: boolean;
  defs: MarketDef[];
}

const DAY_MS = 86_400_000;
/** The end of the sportsbook day that holds `now` (midnight UTC+8, spec §3 times). */
export function endOfSportsDay(now: number): number {
  return endOfDayAt(now, SPORTS_UTC_OFFSET_HOURS);
}

const PEOPLE_SPORTS = new Set<SportKey>([
  'tennis',
  'table-tennis',
  'snooker',
  'boxing',
  'badminton',
]);
const NATIONAL_SPORTS = new Set<SportKey>(['volleyball', 'beach-volleyball']);
const TEAMS_PER_LEAGUE = 8;
const KEEP_FINISHED = 400;

function marketId(matchId: number, key: MarketKey): string {
  return `${matchId}.${mtyOf(key)}.${key.period}.${key.line ?? 'n'}`;
}

function selectionLine(key: MarketKey, selection: string): string | null {
  if (key.line === null || key.type === 'correctScore') return null;
  if (key.type === 'handicap') {
    const line = selection === 'away' ? -key.line : key.line;
    return line > 0 ? `+${lineText(line)}` : lineText(line);
  }
  return lineText(key.line);
}

/**
 * The simulated feed: every sport of the spec with two competitions of eight sides named in the
 * four languages, matches live, today, early and outright; live matches replay a script drawn
 * from the seed against the clock given to `advance`, so tests drive it exactly.
 */
export class SimulatedFeed implements SportsFeed {
  private readonly leagueList: FeedLeague[] = [];
  private readonly byId = new Map<number, FeedMatch>();
  private readonly scripts = new Map<number, MatchScript>();
  private readonly listeners = new Set<(update: FeedUpdate) => void>();
  private readonly speed: number;
  private readonly margin: number;
  private readonly suspendMs: number;
  private readonly driftMs: number;
  private readonly createdAt: number;
  private nextMatchId = 100_001;
  private lastNow: number;
  /** Off while the results before the start are played: they leave no fixture behind. */
  private replaceFinished = true;

  constructor(private readonly options: SimulatedFeedOptions) {
    this.speed = options.speed ?? 1;
    this.margin = options.margin ?? DEFAULT_MARGIN;
    this.suspendMs = options.suspendMs ?? 8_000;
    this.driftMs = options.driftMs ?? 60_000;
    this.createdAt = options.now;
    this.lastNow = options.now;
    const schedule = options.schedule ?? { live: 2, today: 2, early: 3, settled: 4 };
    for (const sport of SPORTS) {
      if (options.sports && !options.sports.includes(sport.id)) continue;
      const profile = sportProfile(sport.id);
      for (let index = 0; index < 2; index += 1) {
        const league = this.makeLeague(profile, index);
        this.leagueList.push(league);
        this.scheduleLeague(profile, league, schedule);
      }
    }
    // matches already under way catch up with the clock
    this.advance(options.now);
  }

  private rand(...parts: (string | number)[]): () => number {
    return seededRandom(hashSeed(this.options.seed, ...parts));
  }

  private makeLeague(profile: SportProfile, index: number): FeedLeague {
    const rand = this.rand('league', profile.id, index);
    const pool: readonly Localized[] = PEOPLE_SPORTS.has(profile.key)
      ? PLAYERS
      : NATIONAL_SPORTS.has(profile.key)
        ? COUNTRIES
        : CITIES;
    const order = pool.map((_, i) => i).sort(() => rand() - 0.5);
    const esports = profile.key.startsWith('e-');
    const teams: FeedTeam[] = order.slice(0, TEAMS_PER_LEAGUE).map((poolIndex, i) => {
      const base = pool[poolIndex]!;
      const names = esports
        ? (Object.fromEntries(
            Object.entries(base).map(([lang, text]) => [
              lang,
              `${text}${ESPORTS_SUFFIX[lang as keyof Localized]}`,
            ]),
          ) as Localized)
        : base;
      return {
        id: profile.id * 10_000 + index * 100 + i + 1,
        names,
        rating: Math.round((0.78 + rand() * 0.5) * 1000) / 1000,
      };
    });
    return {
      id: profile.id * 100 + index + 1,
      sid: profile.id,
      names: LEAGUES[profile.key][index]!,
      region: REGIONS[index]!,
      teams,
    };
  }

  private scheduleLeague(
    profile: SportProfile,
    league: FeedLeague,
    schedule: { live: number; today: number; early: number; settled?: number },
  ): void {
    const rand = this.rand('schedule', league.id);
    const now = this.options.now;
    const pairs = () => {
      const i = Math.floor(rand() * league.teams.length);
      let j = Math.floor(rand() * (league.teams.length - 1));
      if (j >= i) j += 1;
      return [league.teams[i]!, league.teams[j]!] as const;
    };
    for (let k = 0; k < schedule.live; k += 1) {
      const [home, away] = pairs();
      // under way: somewhere from a tenth to two thirds through its own script
      const fraction = 0.1 + rand() * 0.55;
      this.addMatch(
        league,
        home,
        away,
        (end) => now - Math.floor(((end * 1000) / this.speed) * fraction),
      );
    }
    const dayEnd = endOfSportsDay(now);
    for (let k = 0; k < schedule.today; k += 1) {
      const [home, away] = pairs();
      const room = Math.max(0, dayEnd - now - 20 * 60_000);
      const at = now + 10 * 60_000 + Math.floor(rand() * room);
      this.addMatch(league, home, away, roundToMinute(at));
    }
    for (let k = 0; k < schedule.early; k += 1) {
      const [home, away] = pairs();
      const at = dayEnd + Math.floor(rand() * 5 * DAY_MS);
      this.addMatch(league, home, away, roundToMinute(at));
    }
    this.addOutright(league, roundToMinute(now + 30 * DAY_MS));
    this.playHistory(league, schedule.settled ?? 0);
  }

  /**
   * The competition's last `count` matches, over before the feed begins: alternately on
   * yesterday's and today's sportsbook day (today's only once a whole match fits in it), each
   * played from its own script to its end and finished there, like any other match, so its
   * score, period scores and closed markets are the ones settlement reads.
   */
  private playHistory(league: FeedLeague, count: number): void {
    const rand = this.rand('history', league.id);
    const now = this.options.now;
    const today = startOfSportsDay(now);
    const yesterday = today - DAY_MS;
    for (let k = 0; k < count; k += 1) {
      const i = Math.floor(rand() * league.teams.length);
      const j = (i + 1 + Math.floor(rand() * (league.teams.length - 1))) % league.teams.length;
      const r = rand();
      const match = this.addMatch(league, league.teams[i]!, league.teams[j]!, (end) => {
        const length = Math.ceil((end * 1000) / this.speed) + 60_000;
        const todayRoom = now - length - today;
        const [from, room] =
          k % 2 === 1 && todayRoom > 0
            ? [today, todayRoom]
            : [yesterday, Math.min(today, now - length) - yesterday];
        return roundToMinute(from + Math.floor(r * Math.max(0, room)));
      });
      const script = this.scripts.get(match.id)!;
      script.cancelAtStart = false;
      match.progress = { ...match.progress, phase: 'live' };
      const end = match.startsAt + Math.ceil((script.timeline.end * 1000) / this.speed);
      this.replaceFinished = false;
      this.play(match, script, end, []);
      this.replaceFinished = true;
    }
  }

  private addMatch(
    league: FeedLeague,
    home: FeedTeam,
    away: FeedTeam,
    start: number | ((scriptEndGameSeconds: number) => number),
  ) {
    const id = this.nextMatchId;
    this.nextMatchId += 1;
    const profile = sportProfile(league.sid);
    const model = { profile, homeRating: home.rating, awayRating: away.rating };
    const defs = catalogue(model);
    const rand = this.rand('match', id);
    const timeline = scriptMatch(profile, home.rating, away.rating, rand);
    const startsAt = typeof start === 'number' ? start : start(timeline.end);
    const match: FeedMatch = {
      id,
      sid: league.sid,
      league,
      kind: 'match',
      home,
      away,
      startsAt,
      // its video is a host's live stream, when one presents it (StreamLinks), not the feed's
      liveUrl: null,
      fbId: `sim-${id}`,
      model,
      progress: startingProgress(),
      markets: defs.map((def) => ({
        id: marketId(id, def.key),
        def,
        status: 'open',
        selections: selectionsOf(profile, def.key).map((key) => ({
          id: `${marketId(id, def.key)}.${key}`,
          key,
          price: 1.01,
          q: null,
          status: 'open',
          line: selectionLine(def.key, key),
        })),
      })),
      suspendedUntil: 0,
      finishedAt: null,
      winnerId: null,
    };
    this.scripts.set(id, {
      timeline,
      next: 0,
      // now and then a fixture is called off (never one already under way)
      cancelAtStart: startsAt > this.lastNow && rand() < 1 / 40,
      baseRatings: { home: home.rating, away: away.rating },
      driftStep: 0,
      driftPhase: rand(),
      pinned: false,
      defs,
    });
    this.byId.set(id, match);
    this.requote(match, this.lastNow);
    return match;
  }

  private addOutright(league: FeedLeague, decidedAt: number) {
    const id = this.nextMatchId;
    this.nextMatchId += 1;
    const profile = sportProfile(league.sid);
    const key: MarketKey = { type: 'outright', quantity: 'score', period: 0, line: null };
    const mid = marketId(id, key);
    const chances = outrightProbabilities(league.teams.map((t) => t.rating));
    const side = (names: Localized, offset: number): FeedTeam => ({
      id: 900_000 + league.id * 10 + offset,
      names: Object.fromEntries(
        Object.entries(league.names).map(([lang, text]) => [
          lang,
          `${text} – ${names[lang as keyof Localized]}`,
        ]),
      ) as Localized,
      rating: 1,
    });
    const match: FeedMatch = {
      id,
      sid: league.sid,
      league,
      kind: 'outright',
      home: side(OUTRIGHT_WINNER, 1),
      away: side(OUTRIGHT_FIELD, 2),
      startsAt: decidedAt,
      liveUrl: null,
      fbId: null,
      model: { profile, homeRating: 1, awayRating: 1 },
      progress: startingProgress(),
      markets: [
        {
          id: mid,
          def: { key, category: 'o' },
          status: 'open',
          selections: league.teams.map((team, i) => ({
            id: `${mid}.${team.id}`,
            key: String(team.id),
            price: priceFor(chances[i]!, this.margin) ?? 1.01,
            q: chances[i]!,
            status: 'open',
            line: null,
          })),
        },
      ],
      suspendedUntil: 0,
      finishedAt: null,
      winnerId: null,
    };
    this.byId.set(id, match);
  }

  leagues(): readonly FeedLeague[] {
    return this.leagueList;
  }

  matches(): readonly FeedMatch[] {
    return [...this.byId.values()];
  }

  match(id: number): FeedMatch | undefined {
    return this.byId.get(id);
  }

  subscribe(listener: (update: FeedUpdate) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(updates: FeedUpdate[]): void {
    for (const update of updates) {
      for (const listener of this.listeners) listener(update);
    }
  }

  adjust(matchId: number, ratings: { homeRating: number; awayRating: number }): void {
    const match = this.byId.get(matchId);
    const script = this.scripts.get(matchId);
    if (!match || !script) throw new RangeError(`no match ${matchId}`);
    script.pinned = true;
    match.model = { ...match.model, ...ratings };
    const changed = this.requote(match, this.lastNow);
    if (changed.length > 0) {
      this.emit([{ kind: 'odds', matchId, markets: changed, at: this.lastNow }]);
    }
  }

  suspend(matchId: number, untilMs: number): void {
    const match = this.byId.get(matchId);
    if (!match) throw new RangeError(`no match ${matchId}`);
    match.suspendedUntil = Math.max(match.suspendedUntil, untilMs);
    const changed = this.requote(match, this.lastNow);
    if (changed.length > 0) {
      this.emit([{ kind: 'odds', matchId, markets: changed, at: this.lastNow }]);
    }
  }

  /** Operators' holds: match ids and market ids (see `holdKey`). */
  private readonly holds = new Set<string>();

  hold(matchId: number, marketId: string | null, held: boolean): void {
    const match = this.byId.get(matchId);
    if (!match) throw new RangeError(`no match ${matchId}`);
    if (marketId !== null && !match.markets.some((m) => m.id === marketId)) {
      throw new RangeError(`no market ${marketId}`);
    }
    const key = holdKey(matchId, marketId);
    if (held === this.holds.has(key)) return;
    if (held) this.holds.add(key);
    else this.holds.delete(key);
    const changed =
      match.kind === 'outright' ? this.requoteOutright(match) : this.requote(match, this.lastNow);
    if (changed.length > 0) {
      this.emit([{ kind: 'odds', matchId, markets: changed, at: this.lastNow }]);
    }
  }

  isHeld(matchId: number, marketId: string | null): boolean {
    return this.holds.has(holdKey(matchId, marketId));
  }

  /** Whether a market is held, by itself or with its whole match. */
  private held(match: FeedMatch, market: MarketState): boolean {
    return this.holds.has(String(match.id)) || this.holds.has(market.id);
  }

  /** An outright's statuses under the holds: a held open market is suspended, and back. */
  private requoteOutright(match: FeedMatch): MarketState[] {
    const over = match.progress.phase === 'finished' || match.progress.phase === 'cancelled';
    const changed: MarketState[] = [];
    for (const market of match.markets) {
      if (over || market.status === 'closed') continue;
      const status = this.held(match, market) ? 'suspended' : 'open';
      if (market.status === status) continue;
      market.status = status;
      for (const s of market.selections) if (s.status !== 'closed') s.status = status;
      changed.push(market);
    }
    return changed;
  }

  cancel(matchId: number): void {
    const match = this.byId.get(matchId);
    if (!match) throw new RangeError(`no match ${matchId}`);
    if (match.progress.phase === 'finished' || match.progress.phase === 'cancelled') return;
    const updates = this.finish(match, this.lastNow, 'cancelled');
    this.emit(updates);
  }

  /**
   * Prices every market of the match as it stands and sets statuses; answers the markets that
   * changed. Suspended while `now` is before the match's suspension end.
   */
  private requote(match: FeedMatch, now: number): MarketState[] {
    if (match.kind === 'outright') return [];
    const script = this.scripts.get(match.id)!;
    const over = match.progress.phase === 'finished' || match.progress.phase === 'cancelled';
    const quotes = over
      ? []
      : quoteCatalogue(match.model, script.defs, match.progress, this.margin);
    const suspended = now < match.suspendedUntil;
    const changed: MarketState[] = [];
    match.markets.forEach((market, i) => {
      const quote = over ? null : quotes[i];
      let dirty = false;
      const status = !quote
        ? 'closed'
        : !quote.open || suspended || this.held(match, market)
          ? 'suspended'
          : 'open';
      if (market.status !== status) {
        market.status = status;
        dirty = true;
      }
      market.selections.forEach((selection: SelectionState, j) => {
        const quoted = quote?.selections[j];
        const price = quoted?.price ?? null;
        const nextStatus =
          !quote || quoted?.q === null ? 'closed' : price === null ? 'suspended' : status;
        if (price !== null && price !== selection.price) {
          selection.price = price;
          dirty = true;
        }
        selection.q = quoted?.q ?? null;
        if (selection.status !== nextStatus) {
          selection.status = nextStatus;
          dirty = true;
        }
      });
      if (dirty) changed.push(market);
    });
    return changed;
  }

  private finish(match: FeedMatch, now: number, phase: 'finished' | 'cancelled'): FeedUpdate[] {
    match.progress = { ...match.progress, phase };
    match.finishedAt = now;
    if (match.kind === 'outright') {
      for (const market of match.markets) {
        market.status = 'closed';
        for (const s of market.selections) s.status = 'closed';
      }
    }
    const changed = match.kind === 'outright' ? match.markets : this.requote(match, now);
    const updates: FeedUpdate[] = [
      { kind: 'odds', matchId: match.id, markets: changed, at: now },
      { kind: 'score', matchId: match.id, at: now },
      { kind: phase, matchId: match.id, at: now },
    ];
    // the competition goes on: a new fixture takes the finished one's place
    if (!this.replaceFinished) {
      // a result from before the start: the schedule already holds what follows it
    } else if (match.kind === 'match') {
      const rand = this.rand('replacement', match.id);
      const teams = match.league.teams;
      const i = Math.floor(rand() * teams.length);
      const j = (i + 1 + Math.floor(rand() * (teams.length - 1))) % teams.length;
      this.addMatch(match.league, teams[i]!, teams[j]!, roundToMinute(now + 15 * 60_000));
    } else {
      this.addOutright(match.league, roundToMinute(now + 30 * DAY_MS));
    }
    this.forgetOldResults();
    return updates;
  }

  private forgetOldResults(): void {
    const finished = [...this.byId.values()].filter((m) => m.finishedAt !== null);
    if (finished.length <= KEEP_FINISHED) return;
    finished.sort((a, b) => a.finishedAt! - b.finishedAt!);
    for (const m of finished.slice(0, finished.length - KEEP_FINISHED)) {
      this.byId.delete(m.id);
      this.scripts.delete(m.id);
    }
  }

  advance(now: number): FeedUpdate[] {
    if (now < this.lastNow) return [];
    this.lastNow = now;
    const updates: FeedUpdate[] = [];
    for (const match of [...this.byId.values()]) {
      const phase = match.progress.phase;
      if (phase === 'finished' || phase === 'cancelled') continue;
      if (match.kind === 'outright') {
        if (now >= match.startsAt) {
          const rand = this.rand('outright', match.id);
          const selections = match.markets[0]!.selections;
          let r = rand() * selections.reduce((s, x) => s + (x.q ?? 0), 0);
          const winner = selections.find((s) => (r -= s.q ?? 0) <= 0) ?? selections[0]!;
          match.winnerId = Number(winner.key);
          updates.push(...this.finish(match, now, 'finished'));
        }
        continue;
      }
      const script = this.scripts.get(match.id)!;
      if (now < match.startsAt) {
        this.drift(match, script, now, updates);
        continue;
      }
      if (phase === 'upcoming') {
        if (script.cancelAtStart) {
          updates.push(...this.finish(match, now, 'cancelled'));
          continue;
        }
        match.progress = { ...match.progress, phase: 'live' };
        updates.push({ kind: 'started', matchId: match.id, at: now });
      }
      this.play(match, script, now, updates);
    }
    this.emit(updates);
    return updates;
  }

  /** Pre-match: ratings take a small seeded random walk step every drift interval. */
  private drift(match: FeedMatch, script: MatchScript, now: number, updates: FeedUpdate[]) {
    const step = Math.floor((now - this.createdAt) / this.driftMs + script.driftPhase);
    if (step <= script.driftStep || script.pinned) {
      if (match.suspendedUntil !== 0 && now >= match.suspendedUntil) {
        // a desk suspension ran out: the markets reopen
        match.suspendedUntil = 0;
        const changed = this.requote(match, now);
        if (changed.length > 0) {
          updates.push({ kind: 'odds', matchId: match.id, markets: changed, at: now });
        }
      }
      return;
    }
    let { home, away } = { home: match.model.homeRating, away: match.model.awayRating };
    for (let s = script.driftStep + 1; s <= step; s += 1) {
      const rand = this.rand('drift', match.id, s);
      home *= Math.exp((rand() - 0.5) * 0.04);
      away *= Math.exp((rand() - 0.5) * 0.04);
    }
    // never far from where the sides really stand
    const clamp = (v: number, base: number) => Math.min(base * 1.15, Math.max(base / 1.15, v));
    script.driftStep = step;
    match.model = {
      ...match.model,
      homeRating: clamp(home, script.baseRatings.home),
      awayRating: clamp(away, script.baseRatings.away),
    };
    const changed = this.requote(match, now);
    if (changed.length > 0)
      updates.push({ kind: 'odds', matchId: match.id, markets: changed, at: now });
  }

  /** Live: applies the script up to the game second `now` stands at, then reprices. */
  private play(match: FeedMatch, script: MatchScript, now: number, updates: FeedUpdate[]) {
    const profile = match.model.profile;
    const elapsed = ((now - match.startsAt) * this.speed) / 1000;
    const toReal = (gameSecond: number) => match.startsAt + (gameSecond * 1000) / this.speed;
    const { events, end } = script.timeline;
    let progress = match.progress;
    let scored = false;
    const periodBefore = progress.period;
    while (script.next < events.length && events[script.next]!.at <= elapsed) {
      const event = events[script.next]!;
      script.next += 1;
      progress = applyEvent(profile, progress, event);
      if (event.kind === 'score') {
        scored = true;
        if (profile.suspendOnScore || profile.model === 'fight') {
          match.suspendedUntil = Math.max(match.suspendedUntil, toReal(event.at) + this.suspendMs);
        }
      }
    }
    if (profile.model !== 'sets') {
      const regulation = regulationSeconds(profile);
      const clock = Math.min(elapsed, regulation);
      const period = Math.min(profile.periods, Math.floor(clock / profile.periodSeconds) + 1);
      const periodScores = [...progress.periodScores];
      while (periodScores.length < period) periodScores.push({ h: 0, a: 0 });
      progress = { ...progress, elapsed: clock, period, periodScores };
    } else {
      progress = { ...progress, elapsed: Math.min(elapsed, end) };
    }
    if (progress.period !== periodBefore) {
      // a period (or set) changed hands: markets pause while the books catch up
      const boundary =
        profile.model === 'sets'
          ? toReal(events[script.next - 1]?.at ?? elapsed)
          : toReal((progress.period - 1) * profile.periodSeconds);
      match.suspendedUntil = Math.max(match.suspendedUntil, boundary + this.suspendMs);
    }
    match.progress = progress;
    if (elapsed >= end) {
      updates.push(...this.finish(match, now, 'finished'));
      return;
    }
    const changed = this.requote(match, now);
    if (scored || progress.period !== periodBefore) {
      updates.push({ kind: 'score', matchId: match.id, at: now });
    }
    if (changed.length > 0)
      updates.push({ kind: 'odds', matchId: match.id, markets: changed, at: now });
  }
}

function roundToMinute(ms: number): number {
  return Math.floor(ms / 60_000) * 60_000;
}

/** One scripted moment applied to where the match stands. */
function applyEvent(
  profile: SportProfile,
  progress: MatchProgress,
  event: TimelineEvent,
): MatchProgress {
  const bump = (pair: { h: number; a: number }) => ({
    ...pair,
    [event.side]: pair[event.side] + 1,
  });
  if (event.kind === 'corner') return { ...progress, corners: bump(progress.corners) };
  if (event.kind === 'card') return { ...progress, cards: bump(progress.cards) };
  if (profile.model === 'fight') {
    return { ...progress, score: event.side === 'h' ? { h: 1, a: 0 } : { h: 0, a: 1 } };
  }
  const periodScores = [...progress.periodScores];
  if (profile.model === 'sets') {
    const index = progress.period - 1;
    const current = bump(periodScores[index] ?? { h: 0, a: 0 });
    periodScores[index] = current;
    if (current[event.side] >= profile.setTarget) {
      const score = bump(progress.score);
      const done = score.h >= setsToWin(profile) || score.a >= setsToWin(profile);
      return {
        ...progress,
        score,
        periodScores,
        period: done ? progress.period : progress.period + 1,
      };
    }
    return { ...progress, periodScores };
  }
  const period = Math.min(profile.periods, Math.floor(event.at / profile.periodSeconds) + 1);
  while (periodScores.length < period) periodScores.push({ h: 0, a: 0 });
  periodScores[period - 1] = bump(periodScores[period - 1]!);
  return { ...progress, score: bump(progress.score), periodScores };
}
