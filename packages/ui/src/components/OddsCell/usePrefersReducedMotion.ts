import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/**
 * One media-query list shared by every component that asks, and its answer kept: a live list of
 * prices renders cells hundreds of times a second, and each `matchMedia` call parses and
 * evaluates the query afresh. The list is made once per `matchMedia` implementation (a test that
 * swaps `window.matchMedia` gets a new one), and while anyone is subscribed, one `change`
 * listener keeps the answer current, so a render reads a boolean.
 */
let shared: {
  matchMedia: typeof window.matchMedia;
  list: MediaQueryList;
  matches: boolean;
} | null = null;
const listeners = new Set<() => void>();

function available(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}

function sharedList() {
  if (!available()) return null;
  if (shared?.matchMedia !== window.matchMedia) {
    if (shared) shared.list.removeEventListener?.('change', onChange);
    const list = window.matchMedia(QUERY);
    shared = { matchMedia: window.matchMedia, list, matches: list.matches };
    if (listeners.size > 0) list.addEventListener?.('change', onChange);
  }
  return shared;
}

function onChange() {
  if (!shared) return;
  const matches = shared.list.matches;
  if (matches === shared.matches) return;
  shared.matches = matches;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  const current = sharedList();
  if (!current) return () => {};
  if (listeners.size === 0) {
    current.list.addEventListener?.('change', onChange);
    // the answer may have changed while nobody listened
    current.matches = current.list.matches;
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) shared?.list.removeEventListener?.('change', onChange);
  };
}

function snapshot(): boolean {
  return sharedList()?.matches ?? false;
}

/** Whether the person asked for reduced motion; follows the setting while mounted. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
