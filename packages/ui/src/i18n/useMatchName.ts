import { useUiText } from './useUiText.ts';

/**
 * The one pattern of a match's name (`Arsenal v Chelsea`), translated: what every row, slip pick
 * and bet shows and what screen readers hear. Returns a function of the two team names.
 */
export function useMatchName(): (home: string, away: string) => string {
  const pattern = useUiText()('matchName');
  return (home, away) => pattern.replace('{home}', () => home).replace('{away}', () => away);
}
