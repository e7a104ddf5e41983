import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const never = () => () => undefined;

/** Whether React is hydrating the server's HTML (main.tsx says when; the app's first effect ends it). */
let hydrating = false;

/** Called just before `hydrateRoot`: until `endHydration`, `useHydrated` answers as the server did. */
export function startHydration(): void {
  hydrating = true;
}

/**
 * Called once the hydrated page's effects have run (`App`'s effect, the outermost: it runs after
 * every other of that commit).
 */
export function endHydration(): void {
  hydrating = false;
}

/**
 * False on the server and while React hydrates the server's HTML, true in every render after.
 * What only the browser knows — the answers kept in its storage — waits for it, so the first
 * render in the browser is the server's (ADR 039): the 18+ gate of a first visit shows a moment
 * after the page, not instead of a page drawn twice.
 *
 * The turn to true is a transition: React renders it in slices, between which the browser runs.
 * (An external store's value that differs after hydration makes React render again at once,
 * synchronously, in the task of the hydration's commit — 100 ms at 4× CPU on the home page, one
 * long task: issue 16.) The store's value stays false until `endHydration`, so React finds it
 * unchanged when the hydrated page's effects check it.
 */
export function useHydrated(): boolean {
  const atMount = useSyncExternalStore(
    never,
    () => !hydrating,
    () => false,
  );
  const [turned, setTurned] = useState(false);
  useEffect(() => {
    if (!atMount) startTransition(() => setTurned(true));
  }, [atMount]);
  return atMount || turned;
}
