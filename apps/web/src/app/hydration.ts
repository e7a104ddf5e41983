import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while React hydrates the server's HTML, true in every render after
 * (React renders again with it once hydrated). What only the browser knows — the answers kept in
 * its storage — waits for it, so the first render in the browser is the server's (ADR 039): the
 * 18+ gate of a first visit shows a moment after the page, not instead of a page drawn twice.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
