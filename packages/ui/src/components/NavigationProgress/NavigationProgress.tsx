import { NAVIGATION_PROGRESS_MINIMUM } from '@touchline/domain';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useEffect, useState, type ComponentPropsWithRef } from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import * as css from './NavigationProgress.css.ts';

/** The trickle creeps toward this and never past it: only finishing fills the bar. */
export const NAVIGATION_PROGRESS_TRICKLE_MAX = 0.9;
/** ms between trickle steps. */
export const NAVIGATION_PROGRESS_TRICKLE_INTERVAL = 250;
/** ms the full bar stays before it is removed (it fades out meanwhile). */
export const NAVIGATION_PROGRESS_FINISH_MS = 400;

const STEP = 0.1;

export type NavigationProgressPhase = 'idle' | 'running' | 'finishing';

export interface NavigationProgressProps extends Omit<
  ComponentPropsWithRef<'div'>,
  'children' | 'role'
> {
  /** A navigation is under way. */
  active: boolean;
  /** Known progress (0–1) instead of the trickle; never shown below the spec's minimum. */
  value?: number;
  /** In the page flow instead of fixed to the top of the window (e.g. inside a panel). */
  inline?: boolean;
}

function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(
    () => typeof window !== 'undefined' && !!window.matchMedia?.(query).matches,
  );
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    const onChange = () => setReduced(list.matches);
    onChange();
    list.addEventListener?.('change', onChange);
    return () => list.removeEventListener?.('change', onChange);
  }, []);
  return reduced;
}

const clamp = (n: number) => (Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0);

/**
 * The thin bar at the top of the window while a page loads (spec: minimum 0.08, no spinner).
 * When `active` turns on it starts at the minimum and trickles toward 90 %; when it turns off it
 * fills to 100 % and fades out. Under reduced motion it doesn't trickle or animate. A
 * `progressbar` named "Loading page" in the active language, present only while it shows.
 */
export function NavigationProgress({
  active,
  value,
  inline = false,
  className,
  style,
  ...rest
}: NavigationProgressProps) {
  const t = useUiText();
  const reduced = usePrefersReducedMotion();
  const [phase, setPhase] = useState<NavigationProgressPhase>(active ? 'running' : 'idle');
  const [progress, setProgress] = useState(active ? NAVIGATION_PROGRESS_MINIMUM : 0);
  const [wasActive, setWasActive] = useState(active);

  // Adjusting state to a changed prop during render (no effect round trip, no flash).
  if (active !== wasActive) {
    setWasActive(active);
    if (active) {
      setPhase('running');
      setProgress(NAVIGATION_PROGRESS_MINIMUM);
    } else if (phase !== 'idle') {
      setPhase('finishing');
      setProgress(1);
    }
  }

  const trickles = phase === 'running' && !reduced && value === undefined;
  useEffect(() => {
    if (!trickles) return;
    const timer = setInterval(() => {
      setProgress((p) =>
        Math.min(NAVIGATION_PROGRESS_TRICKLE_MAX, p + (NAVIGATION_PROGRESS_TRICKLE_MAX - p) * STEP),
      );
    }, NAVIGATION_PROGRESS_TRICKLE_INTERVAL);
    return () => clearInterval(timer);
  }, [trickles]);

  useEffect(() => {
    if (phase !== 'finishing') return;
    const timer = setTimeout(() => {
      setPhase('idle');
      setProgress(0);
    }, NAVIGATION_PROGRESS_FINISH_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'idle') return null;

  const shown =
    phase === 'running' && value !== undefined
      ? Math.max(NAVIGATION_PROGRESS_MINIMUM, clamp(value))
      : Math.max(phase === 'running' ? NAVIGATION_PROGRESS_MINIMUM : 0, progress);

  return (
    <div
      {...rest}
      role="progressbar"
      aria-label={t('navigationProgress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(shown * 100)}
      data-state={phase}
      data-inline={inline || undefined}
      className={[css.root, className].filter(Boolean).join(' ')}
      style={{ ...assignInlineVars({ [css.progressVar]: String(shown) }), ...style }}
    >
      <span className={css.bar} />
    </div>
  );
}
NavigationProgress.displayName = 'NavigationProgress';
