import { periodOf, type PeriodKind } from '@touchline/domain';
import type { UiMessageKey } from './messages.ts';
import { useUiText } from './useUiText.ts';

/** The text of each kind of period (domain `periodKind`), `{n}` its number. */
export const PERIOD_NAME_KEYS = {
  half: 'periodHalf',
  quarter: 'periodQuarter',
  period: 'periodPeriod',
  tennisSet: 'periodTennisSet',
  set: 'periodSet',
  game: 'periodGame',
  inning: 'periodInning',
  innings: 'periodInnings',
  frame: 'periodFrame',
  round: 'periodRound',
} as const satisfies Record<PeriodKind, UiMessageKey>;

/**
 * The one way a match's period is named, by its sport (domain `periodOf`): `2nd half` of a
 * soccer match, `Quarter 3` of a basketball one, `Set 2`, `Inning 7`… in the active language.
 * What every match row, header and result shows. Returns a function of the sport id and the
 * period (`mc.pe`, a period score's `pe`); a period that is not a number is shown as it came.
 */
export function usePeriodName(): (sportId: number, period: number | string) => string {
  const text = useUiText();
  return (sportId, period) => {
    const named = periodOf(sportId, period);
    if (named.kind === 'text') return named.text;
    if (named.kind === 'half' && named.number <= 2) {
      return text(named.number === 1 ? 'periodFirstHalf' : 'periodSecondHalf');
    }
    return text(PERIOD_NAME_KEYS[named.kind]).replace('{n}', () => String(named.number));
  };
}
