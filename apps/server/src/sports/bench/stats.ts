/** Percentile of sorted-or-not samples (nearest rank). */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

/** Percentile (nearest rank) of samples given as [value, how many times] pairs. */
export function percentileOfCounts(counts: readonly (readonly [number, number])[], p: number) {
  const sorted = [...counts].sort((a, b) => a[0] - b[0]);
  const total = sorted.reduce((sum, [, n]) => sum + n, 0);
  if (total === 0) return Number.NaN;
  const rank = Math.min(total, Math.max(1, Math.ceil((p / 100) * total)));
  let seen = 0;
  for (const [value, n] of sorted) {
    seen += n;
    if (seen >= rank) return value;
  }
  return sorted.at(-1)![0];
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;

/** An event-loop delay histogram's figures (ms). */
export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}

/** The sampling interval of the benches' `monitorEventLoopDelay` (ms). */
export const LOOP_RESOLUTION_MS = 10;

/**
 * The figures of a `monitorEventLoopDelay` histogram sampling every `LOOP_RESOLUTION_MS`: what
 * each turn took beyond the sampling interval, which the histogram (in nanoseconds) includes.
 */
export function loopDelayOf(histogram: {
  percentile(p: number): number;
  max: number;
  count: number;
}): LoopDelay {
  if (histogram.count === 0) return { p50: 0, p99: 0, max: 0 };
  const late = (ns: number) => Math.max(0, ns / 1e6 - LOOP_RESOLUTION_MS);
  return {
    p50: late(histogram.percentile(50)),
    p99: late(histogram.percentile(99)),
    max: late(histogram.max),
  };
}

export const loopText = (loop: LoopDelay) =>
  `p50 ${ms(loop.p50)}, p99 ${ms(loop.p99)}, max ${ms(loop.max)}`;
