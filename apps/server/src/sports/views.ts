import type { leagueSchema } from '@touchline/api/contract';
import {
  MATCH_STATUS,
  type Market,
  type Match,
  type MatchDetail,
  type sportsCalls,
} from '@touchline/api/contract';
import type { Language } from '@touchline/domain';
import type { z } from 'zod/mini';
import type { FeedLeague, FeedMatch, MarketState } from './feed.ts';
import { settledPair } from './feed.ts';
import { firstPeriodName } from './markets.ts';
import { marketName, selectionName } from './names.ts';
import { endOfSportsDay } from './simulated-feed.ts';
import { mtyOf, settleOutright, settleSelection } from './settlement.ts';

type MatchResult = z.input<(typeof sportsCalls)['getMatchResult']['response']>;
type League = z.infer<typeof leagueSchema>;

/** The tab a match belongs to: 1 live, 3 today, 4 early, 7 champions; null once over. */
export function tabOf(match: FeedMatch, now: number): 1 | 3 | 4 | 7 | null {
  const phase = match.progress.phase;
  if (phase === 'finished' || phase === 'cancelled') return null;
  if (match.kind === 'outright') return 7;
  if (phase === 'live') return 1;
  return match.startsAt < endOfSportsDay(now) ? 3 : 4;
}

export function matchStatusOf(match: FeedMatch): Match['ms'] {
  switch (match.progress.phase) {
    case 'upcoming':
      return MATCH_STATUS.upcoming;
    case 'live':
      return MATCH_STATUS.live;
    case 'finished':
      return MATCH_STATUS.finished;
    case 'cancelled':
      return MATCH_STATUS.cancelled;
  }
}

function teamsOf(match: FeedMatch, language: Language) {
  return { home: match.home.names[language], away: match.away.names[language] };
}

/** A market as the contract shows it, named in the reader's language. */
export function marketView(match: FeedMatch, market: MarketState, language: Language): Market {
  const key = market.def.key;
  const teams = teamsOf(match, language);
  const teamName = (id: string) =>
    match.league.teams.find((t) => String(t.id) === id)?.names[language] ?? id;
  return {
    id: market.id,
    mty: mtyOf(key),
    pe: key.period,
    category: market.def.category,
    name: marketName(key, language, firstPeriodName(match.model.profile)),
    status: market.status,
    selections: market.selections.map((s) => ({
      id: s.id,
      name:
        key.type === 'outright'
          ? teamName(s.key)
          : selectionName(key, s.key, s.line, teams, language),
      price: s.price,
      line: s.line,
      status: s.status,
    })),
  };
}

/** The headline markets of a row: the result, and the most balanced handicap and total. */
function headline(match: FeedMatch): MarketState[] {
  const main = match.markets.filter(
    (m) => (m.def.category === 'p' || m.def.key.type === 'outright') && m.def.key.period === 0,
  );
  const picked: MarketState[] = [];
  const first = main.find((m) => ['result', 'moneyline', 'outright'].includes(m.def.key.type));
  if (first) picked.push(first);
  for (const type of ['handicap', 'total'] as const) {
    let best: MarketState | null = null;
    let gap = Infinity;
    for (const m of main.filter((x) => x.def.key.type === type)) {
      const q = m.selections[0]?.q;
      const g = q === null || q === undefined ? 1 : Math.abs(q - 0.5);
      if (g < gap) {
        gap = g;
        best = m;
      }
    }
    if (best) picked.push(best);
  }
  return picked;
}

export function scoresOf(match: FeedMatch): Match['scores'] {
  const { phase, score, periodScores } = match.progress;
  if (phase === 'upcoming' || match.kind === 'outright') return [];
  return [
    { score: `${score.h}:${score.a}`, pe: null },
    ...periodScores.map((p, i) => ({ score: `${p.h}:${p.a}`, pe: i + 1 })),
  ];
}

function clockOf(match: FeedMatch): Match['mc'] {
  const { phase, period, elapsed } = match.progress;
  if (phase !== 'live') return null;
  const timed = match.model.profile.model === 'goals' || match.model.profile.model === 'points';
  return { pe: period, s: timed ? Math.floor(elapsed) : null };
}

const NONE: ReadonlySet<number> = new Set();

/** Where the sportsbook's "watch" link of a match leads: the match's live room. */
export const watchPath = (matchId: number) => `/sports/live/${matchId}`;

function team(match: FeedMatch, side: 'home' | 'away', language: Language) {
  const t = match[side];
  return { id: t.id, na: t.names[language], logo: null };
}

/**
 * A match as the lists show it. Its "watch" link is the feed's own (a provider's stream) or,
 * when `watchable` has it, the room of a live stream presenting it.
 */
export function matchView(
  match: FeedMatch,
  language: Language,
  watchable: ReadonlySet<number> = NONE,
): Match {
  return {
    id: match.id,
    sid: match.sid,
    ms: matchStatusOf(match),
    lg: { id: match.league.id, na: match.league.names[language] },
    mc: clockOf(match),
    bt: match.startsAt,
    liveUrl: match.liveUrl ?? (watchable.has(match.id) ? watchPath(match.id) : null),
    fbId: match.fbId,
    home: team(match, 'home', language),
    away: team(match, 'away', language),
    scores: scoresOf(match),
    markets: headline(match).map((m) => marketView(match, m, language)),
    marketCount: match.markets.length,
  };
}

export function matchDetailView(
  match: FeedMatch,
  language: Language,
  watchable: ReadonlySet<number> = NONE,
): MatchDetail {
  const tabs = new Map<string, MatchDetail['tabs'][number]>();
  for (const m of match.markets) {
    const tab = { category: m.def.category, mty: mtyOf(m.def.key), pe: m.def.key.period };
    tabs.set(`${tab.category}/${tab.mty}/${tab.pe}`, tab);
  }
  return {
    ...matchView(match, language, watchable),
    markets: match.markets.map((m) => marketView(match, m, language)),
    tabs: [...tabs.values()],
  };
}

export function leagueView(league: FeedLeague, matchCount: number, language: Language): League {
  return {
    id: league.id,
    na: league.names[language],
    sid: league.sid,
    region: league.region[language],
    logo: null,
    matchCount,
  };
}

export function matchResultView(match: FeedMatch, language: Language) {
  return {
    id: match.id,
    sid: match.sid,
    ms: matchStatusOf(match),
    lg: { id: match.league.id, na: match.league.names[language] },
    bt: match.startsAt,
    home: team(match, 'home', language),
    away: team(match, 'away', language),
    scores: scoresOf(match),
  };
}

/** A finished match with each market's winning selections (none when it was called off). */
export function matchResultDetailView(match: FeedMatch, language: Language): MatchResult {
  const settledMarkets = match.markets.map((m) => {
    const view = marketView(match, m, language);
    const key = m.def.key;
    let winners: string[] = [];
    if (match.progress.phase === 'finished') {
      if (key.type === 'outright') {
        winners = m.selections
          .filter((s) => match.winnerId !== null && settleOutright(s.key, match.winnerId) === 'won')
          .map((s) => view.selections.find((v) => v.id === s.id)!.name);
      } else {
        const pair = settledPair(match.progress, key.quantity, key.period) ?? { h: 0, a: 0 };
        winners = m.selections
          .filter((s) => {
            const result = settleSelection(key, s.key, pair);
            return result === 'won' || result === 'halfWon';
          })
          .map((s) => view.selections.find((v) => v.id === s.id)!.name);
      }
    }
    return { mty: view.mty, pe: view.pe, name: view.name, winningSelections: winners };
  });
  return { ...matchResultView(match, language), settledMarkets };
}
