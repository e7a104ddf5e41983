import type { Theme } from '@touchline/domain';
import { useCallback, useState } from 'react';
import type { AppStore } from './store.ts';

/** Applies a theme to `<html>` (the one attribute the theme contract reads) and remembers it. */
export function applyTheme(theme: Theme, store: Pick<AppStore, 'theme'>, doc: Document = document) {
  doc.documentElement.dataset.theme = theme;
  store.theme.set(theme);
}

export function useTheme(store: Pick<AppStore, 'theme'>): [Theme, (theme: Theme) => void] {
  const [theme, setTheme] = useState<Theme>(() => store.theme.get());
  const change = useCallback(
    (next: Theme) => {
      applyTheme(next, store);
      setTheme(next);
    },
    [store],
  );
  return [theme, change];
}
