import { useState } from 'react';
import { useShell } from './context.tsx';
import { useHydrated } from './hydration.ts';

/**
 * The time a page draws its countdowns and time-dependent marks at, taken once, like
 * `useState(() => clock.now())`: on the server and while React hydrates its HTML, the time the
 * server's render showed (so the text is the server's, and React keeps the page instead of
 * drawing it again); from the render after, the clock's time then.
 */
export function useRenderTime(): number {
  const { clock, renderedAt } = useShell();
  const hydrated = useHydrated();
  const [taken, setTaken] = useState<number | null>(() =>
    hydrated || renderedAt === null ? clock.now() : null,
  );
  if (taken !== null) return taken;
  if (!hydrated) return renderedAt!;
  // the first render after hydration: the page's own time from here on
  const now = clock.now();
  setTaken(now);
  return now;
}
