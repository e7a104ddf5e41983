import { DEFAULT_THEME, type Theme } from '@touchline/domain';
import { useCallback, useState } from 'react';
import { useHydrated } from './hydration.ts';
import type { AppStore } from './store.ts';

/** Applies a theme to `<html>` (the one attribute the theme contract reads) and remembers it. */
export function applyTheme(theme: Theme, store: Pick<AppStore, 'theme'>, doc: Document = document) {
  doc.documentElement.dataset.theme = theme;
  store.theme.set(theme);
}

/**
 * The theme and its setter. The page's colours follow `<html data-theme>`, which the theme boot
 * script sets before the first paint; what the controls say of it comes from storage once the
 * page is hydrated (the server renders the default: ADR 039).
 */
export function useTheme(store: Pick<AppStore, 'theme'>): [Theme, (theme: Theme) => void] {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<Theme | null>(null);
  const change = useCallback(
    (next: Theme) => {
      applyTheme(next, store);
      setChosen(next);
    },
    [store],
  );
  return [chosen ?? (hydrated ? store.theme.get() : DEFAULT_THEME), change];
}
