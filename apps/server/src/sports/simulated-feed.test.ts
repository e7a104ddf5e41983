import { LANGUAGES, SPORTS, sportsDayOf } from '@touchline/domain';
import { describe, expect, it } from 'vitest';
import type { FeedMatch, FeedUpdate } from './feed.ts';
import { SimulatedFeed, endOfSportsDay, hashSeed, seededRandom } from './simulated-feed.ts';
import { matchResultDetailView } from './views.ts';

const T0 = Date.UTC(2026, 10, 23, 2, 0, 0); // 10:00 in UTC+8

function liveMatch(feed: SimulatedFeed, sid: number): FeedMatch {
  const match = feed.matches().find((m) => m.sid === sid && m.kind === 'match' && m.startsAt <= T0);
  if (!match) throw new Error(`no live match of sport ${sid}`);
  return match;
}

/** Runs the feed second by second (in game time) until the match ends. */
function runToEnd(feed: SimulatedFeed, match: FeedMatch, stepMs: number): FeedUpdate[] {
  const seen: FeedUpdate[] = [];
  let now = T0;
  for (let i = 0; i < 100_000 && match.progress.phase !== 'finished'; i += 1) {
    now += stepMs;
    seen.push(...feed.advance(now).filter((u) => u.matchId === match.id));
  }
  return seen;
}

describe('the simulated feed', () => {
  it('seeded random numbers repeat and differ by seed', () => {
    const a = seededRandom(hashSeed('x', 1));
    const b = seededRandom(hashSeed('x', 1));
    const c = seededRandom(hashSeed('x', 2));
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect(c()).not.toBe(first[0]);
    for (const v of first) expect(v).toBeGreaterThanOrEqual(0);
  });

  it('lists every sport of the spec with two competitions, named in four languages', () => {
    const feed = new SimulatedFeed({ seed: 'test', now: T0 });
    for (const sport of SPORTS) {
      const leagues = feed.leagues().filter((l) => l.sid === sport.id);
      expect(leagues).toHaveLength(2);
      for (const league of leagues) {
        for (const lang of LANGUAGES) expect(league.names[lang]).not.toBe('');
        expect(new Set(league.teams.map((t) => t.names.en)).size).toBe(league.teams.length);
        for (const team of league.teams) {
          for (const lang of LANGUAGES) expect(team.names[lang].length).toBeGreaterThan(0);
        }
      }
      const matches = feed.matches().filter((m) => m.sid === sport.id);
      const live = matches.filter((m) => m.kind === 'match' && m.startsAt <= T0);
      const today = matches.filter(
        (m) => m.kind === 'match' && m.startsAt > T0 && m.startsAt < endOfSportsDay(T0),
      );
      const early = matches.filter((m) => m.kind === 'match' && m.startsAt >= endOfSportsDay(T0));
      const outrights = matches.filter((m) => m.kind === 'outright');
      expect(live.length).toBeGreaterThan(0);
      expect(today.length).toBeGreaterThan(0);
      expect(early.length).toBeGreaterThan(0);
      expect(outrights).toHaveLength(2);
      for (const m of matches) {
        expect(m.markets.length).toBeGreaterThan(0);
        for (const market of m.markets) {
          for (const s of market.selections) expect(s.price).toBeGreaterThan(1);
        }
      }
    }
    // no video of its own: a host's stream gives a match its watch link
    expect(feed.matches().every((m) => m.liveUrl === null)).toBe(true);
  });

  it('is reproducible from its seed', () => {
    const a = new SimulatedFeed({ seed: 'same', now: T0, sports: [1, 5] });
    const b = new SimulatedFeed({ seed: 'same', now: T0, sports: [1, 5] });
    const c = new SimulatedFeed({ seed: 'other', now: T0, sports: [1, 5] });
    const view = (f: SimulatedFeed) =>
      f
        .matches()
        .map((m) => [
          m.id,
          m.home.names.en,
          m.away.names.en,
          m.startsAt,
          m.markets[0]!.selections.map((s) => s.price),
        ]);
    expect(view(a)).toEqual(view(b));
    expect(view(a)).not.toEqual(view(c));
    a.advance(T0 + 600_000);
    b.advance(T0 + 300_000);
    b.advance(T0 + 600_000);
    expect(view(a)).toEqual(view(b));
  });

  it('plays a soccer match to its end: goals move the score and prices, suspend and reopen', () => {
    const feed = new SimulatedFeed({
      seed: 'soccer',
      now: T0,
      sports: [1],
      speed: 60,
      suspendMs: 5_000,
    });
    const match = liveMatch(feed, 1);
    let sawSuspended = false;
    let reopenedAfter = false;
    const off = feed.subscribe((u) => {
      if (u.matchId !== match.id || u.kind !== 'odds') return;
      const status = u.markets[0]?.status;
      if (status === 'suspended') sawSuspended = true;
      if (sawSuspended && status === 'open') reopenedAfter = true;
    });
    const updates = runToEnd(feed, match, 1_000);
    off();
    expect(match.progress.phase).toBe('finished');
    expect(updates.at(-1)!.kind).toBe('finished');
    const { score, periodScores } = match.progress;
    expect(periodScores).toHaveLength(2);
    expect(periodScores[0]!.h + periodScores[1]!.h).toBe(score.h);
    expect(periodScores[0]!.a + periodScores[1]!.a).toBe(score.a);
    if (score.h + score.a > 0) {
      expect(updates.some((u) => u.kind === 'score')).toBe(true);
      expect(sawSuspended).toBe(true);
      expect(reopenedAfter).toBe(true);
    }
    expect(updates.filter((u) => u.kind === 'odds').length).toBeGreaterThan(5);
    for (const market of match.markets) expect(market.status).toBe('closed');
    // a new fixture takes its place
    expect(
      feed
        .matches()
        .filter((m) => m.league.id === match.league.id && m.progress.phase === 'upcoming').length,
    ).toBeGreaterThan(0);
  });

  it('plays sets sports to a winner and basketball without a draw', () => {
    const feed = new SimulatedFeed({
      seed: 'sets',
      now: T0,
      sports: [3, 5, 13, 16, 19],
      speed: 120,
    });
    for (const sid of [5, 13, 16]) {
      const match = liveMatch(feed, sid);
      runToEnd(feed, match, 2_000);
      const { score } = match.progress;
      const need = sid === 5 ? 2 : sid === 13 ? 3 : 5;
      expect(Math.max(score.h, score.a)).toBe(need);
      expect(match.progress.periodScores).toHaveLength(score.h + score.a);
    }
    const basketball = liveMatch(feed, 3);
    runToEnd(feed, basketball, 2_000);
    expect(basketball.progress.score.h).not.toBe(basketball.progress.score.a);
    const bout = liveMatch(feed, 19);
    runToEnd(feed, bout, 2_000);
    expect(bout.progress.phase).toBe('finished');
  });

  it('moves pre-match prices over time and lets the trading desk adjust, suspend and cancel', () => {
    const feed = new SimulatedFeed({ seed: 'drift', now: T0, sports: [1], driftMs: 1_000 });
    const upcoming = feed.matches().find((m) => m.kind === 'match' && m.startsAt > T0)!;
    const before = upcoming.markets[0]!.selections.map((s) => s.price);
    feed.advance(T0 + 30_000);
    expect(upcoming.markets[0]!.selections.map((s) => s.price)).not.toEqual(before);

    const seen: FeedUpdate[] = [];
    feed.subscribe((u) => seen.push(u));
    feed.adjust(upcoming.id, { homeRating: 1.4, awayRating: 0.8 });
    const home = upcoming.markets[0]!.selections[0]!;
    const away = upcoming.markets[0]!.selections[2]!;
    expect(home.price).toBeLessThan(away.price);
    expect(seen.some((u) => u.kind === 'odds' && u.matchId === upcoming.id)).toBe(true);
    feed.suspend(upcoming.id, T0 + 40_000);
    expect(upcoming.markets[0]!.status).toBe('suspended');
    feed.advance(T0 + 41_000);
    expect(upcoming.markets[0]!.status).toBe('open');
    feed.cancel(upcoming.id);
    expect(upcoming.progress.phase).toBe('cancelled');
    expect(seen.some((u) => u.kind === 'cancelled' && u.matchId === upcoming.id)).toBe(true);
  });

  it('decides outrights when their time comes', () => {
    const feed = new SimulatedFeed({ seed: 'outright', now: T0, sports: [1] });
    const outright = feed.matches().find((m) => m.kind === 'outright')!;
    feed.advance(outright.startsAt + 1);
    expect(outright.progress.phase).toBe('finished');
    expect(outright.league.teams.map((t) => t.id)).toContain(outright.winnerId);
  });

  it("starts with yesterday's and today's results, played to their end and settled", () => {
    const feed = new SimulatedFeed({ seed: 'history', now: T0 });
    const settled = feed.matches().filter((m) => m.progress.phase === 'finished');
    const days = new Set(settled.map((m) => sportsDayOf(m.startsAt)));
    expect([...days].sort()).toEqual(['2026-11-22', '2026-11-23']);
    for (const sport of SPORTS) {
      const own = settled.filter((m) => m.sid === sport.id);
      expect(own.length).toBeGreaterThanOrEqual(4);
    }
    for (const m of settled) {
      expect(m.kind).toBe('match');
      expect(m.finishedAt!).toBeGreaterThan(m.startsAt);
      expect(m.finishedAt!).toBeLessThanOrEqual(T0);
      for (const market of m.markets) expect(market.status).toBe('closed');
      expect(m.progress.periodScores.length).toBeGreaterThan(0);
      // the winners come from the same settlement rules as a bet's
      const result = matchResultDetailView(m, 'en');
      expect(result.scores[0]!.score).toBe(`${m.progress.score.h}:${m.progress.score.a}`);
      expect(result.settledMarkets.some((x) => x.winningSelections.length > 0)).toBe(true);
    }
    // the results before the start leave no extra fixtures behind
    const fresh = new SimulatedFeed({
      seed: 'history',
      now: T0,
      schedule: { live: 2, today: 2, early: 3, settled: 0 },
    });
    const open = (f: SimulatedFeed) => f.matches().filter((m) => m.finishedAt === null).length;
    expect(open(feed)).toBe(open(fresh));
  });

  it("puts today's results on today only once a whole match fits in it", () => {
    // 00:30 at UTC+8: no match has had time to end today
    const early = Date.UTC(2026, 10, 22, 16, 30, 0);
    const feed = new SimulatedFeed({ seed: 'midnight', now: early, sports: [1] });
    const settled = feed.matches().filter((m) => m.progress.phase === 'finished');
    expect(settled.length).toBe(8);
    for (const m of settled) {
      expect(sportsDayOf(m.startsAt)).toBe('2026-11-22');
      expect(m.finishedAt!).toBeLessThanOrEqual(early);
    }
  });
});
