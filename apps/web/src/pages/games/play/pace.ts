import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(listener: () => void): () => void {
  const list = typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
}

const reduced = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(QUERY).matches : false;

/** Whether the player asked for less motion (no reel turn to wait for then). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reduced, () => false);
}

/**
 * How long the game lets a result show before the next thing happens: the reels' turn, a free
 * spin after the one before, the next auto spin. Short, and none of the turning under reduced
 * motion (the results still come one after another so each can be read).
 */
export function paceOf(reducedMotion: boolean) {
  return reducedMotion
    ? { spinMs: 0, freeSpinMs: 600, autoplayMs: 400 }
    : { spinMs: 700, freeSpinMs: 1100, autoplayMs: 500 };
}

export const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });
