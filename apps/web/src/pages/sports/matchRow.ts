import type { Match, Selection } from '@touchline/api';
import { isOutright, matchClock, parseScore, selectionLabelParts } from '@touchline/domain';
import type { MatchRowProps } from '@touchline/ui';

/** What MatchRow shows of a match: teams, league, kick-off, clock, score, stream. */
export type MatchRowFields = Pick<
  MatchRowProps,
  'teams' | 'league' | 'start' | 'clock' | 'score' | 'stream'
>;

/**
 * The contract's match as MatchRow's props (the one adapter from the wire format): the start
 * time before kick-off (status 4), the period after, named by its sport (`usePeriodName`).
 */
export function matchRowOf(
  match: Pick<Match, 'sid' | 'home' | 'away' | 'lg' | 'bt' | 'ms' | 'mc' | 'scores' | 'liveUrl'>,
  periodName: (sportId: number, period: string) => string,
): MatchRowFields {
  const clock = matchClock(match);
  return {
    teams: { home: match.home.na, away: match.away.na },
    league: match.lg?.na ?? null,
    start: match.bt,
    ...(clock.kind === 'start-time'
      ? {}
      : {
          clock: clock.kind === 'period' ? periodName(match.sid, clock.period) : null,
        }),
    score: parseScore(match),
    stream: typeof match.liveUrl === 'string' && match.liveUrl.trim() !== '',
  };
}

/**
 * A price cell's label: the side (or `Over`, `Draw`…) and, apart so that it is never cut, the
 * handicap or total line — domain's one selection-label rule.
 */
export function labelOf(selection: Pick<Selection, 'name' | 'line'>): {
  label: string;
  line: string | null;
} {
  const { name, line } = selectionLabelParts(selection);
  return { label: name, line };
}

/**
 * What a pick's event is called: the two sides (`useMatchName`), or an outright's competition
 * (its 'sides' are the competition's field; domain `isOutright`).
 */
export function eventNameOf(
  match: Pick<Match, 'home' | 'away' | 'lg' | 'markets'>,
  matchName: (home: string, away: string) => string,
): string {
  return isOutright(match) ? match.lg.na : matchName(match.home.na, match.away.na);
}

/**
 * Where a match's watch link goes: its `liveUrl` when that is a page of the site (the server
 * gives `/sports/live/<matchId>` while a stream presents the match), else the match's room.
 */
export function watchPathOf(match: Pick<Match, 'id' | 'liveUrl'>): string {
  const url = match.liveUrl?.trim() ?? '';
  return url.startsWith('/') && !url.startsWith('//') ? url : `/sports/live/${match.id}`;
}
