import { useCallback } from 'react';
import { useUiText } from './useUiText.ts';

/**
 * The one pattern of a match's name (`Arsenal v Chelsea`), translated: what every row, slip pick
 * and bet shows and what screen readers hear. Returns a function of the two team names.
 */
export function useMatchName(): (home: string, away: string) => string {
  const pattern = useUiText()('matchName');
  // the same function while the language is: a memoised view that takes it stays put
  return useCallback(
    (home: string, away: string) =>
      pattern.replace('{home}', () => home).replace('{away}', () => away),
    [pattern],
  );
}
