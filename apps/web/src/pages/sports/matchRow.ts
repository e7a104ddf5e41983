import type { Match } from '@touchline/api';
import { matchClock, parseScore } from '@touchline/domain';
import type { MatchRowProps } from '@touchline/ui';

/** What MatchRow shows of a match: teams, league, kick-off, clock, score, stream. */
export type MatchRowFields = Pick<
  MatchRowProps,
  'teams' | 'league' | 'start' | 'clock' | 'score' | 'stream'
>;

/**
 * The contract's match as MatchRow's props (the one adapter from the wire format): the start
 * time before kick-off (status 4), the period after (through `periodLabel` when given).
 */
export function matchRowOf(
  match: Pick<Match, 'home' | 'away' | 'lg' | 'bt' | 'ms' | 'mc' | 'scores' | 'liveUrl'>,
  periodLabel?: (period: string) => string,
): MatchRowFields {
  const clock = matchClock(match);
  return {
    teams: { home: match.home.na, away: match.away.na },
    league: match.lg?.na ?? null,
    start: match.bt,
    ...(clock.kind === 'start-time'
      ? {}
      : {
          clock:
            clock.kind === 'period'
              ? periodLabel
                ? periodLabel(clock.period)
                : clock.period
              : null,
        }),
    score: parseScore(match),
    stream: typeof match.liveUrl === 'string' && match.liveUrl.trim() !== '',
  };
}
