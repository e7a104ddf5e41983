import type { SportKey } from '@touchline/domain';
import type { UiMessageKey } from '../../i18n/messages.ts';
import { useUiText } from '../../i18n/useUiText.ts';
import { resolveSport, type SportIconProps } from './SportIcon.tsx';

/** The translated name of each sport (sportsbook area). */
export const SPORT_NAME_KEYS = {
  soccer: 'sportSoccer',
  'ice-hockey': 'sportIceHockey',
  basketball: 'sportBasketball',
  rugby: 'sportRugby',
  tennis: 'sportTennis',
  'american-football': 'sportAmericanFootball',
  baseball: 'sportBaseball',
  handball: 'sportHandball',
  volleyball: 'sportVolleyball',
  cricket: 'sportCricket',
  'table-tennis': 'sportTableTennis',
  snooker: 'sportSnooker',
  boxing: 'sportBoxing',
  badminton: 'sportBadminton',
  'beach-volleyball': 'sportBeachVolleyball',
  'e-football': 'sportEFootball',
  'e-basketball': 'sportEBasketball',
} as const satisfies Record<SportKey, UiMessageKey>;

/** A function giving a sport's name in the active language; an unknown sport gives ''. */
export function useSportName(): (sport: SportIconProps['sport']) => string {
  const text = useUiText();
  return (sport) => {
    const known = resolveSport(sport);
    return known ? text(SPORT_NAME_KEYS[known.key]) : '';
  };
}
