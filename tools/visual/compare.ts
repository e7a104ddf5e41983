// How a screenshot is judged against its baseline. Pure: PNG bytes in, a verdict out.
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** A screenshot may differ from its baseline in at most 0.1 % of its pixels… */
export const MAX_DIFF_RATIO = 0.001;
/** …where a pixel differs when its colour distance (pixelmatch's YIQ measure) is above 0.1. */
export const PIXEL_THRESHOLD = 0.1;
/**
 * Anti-aliased pixels count too. pixelmatch skips what it takes for anti-aliasing by default,
 * which is most of the pixels of text: four links added to the header went unnoticed that way.
 * Rendering here is deterministic (same machine, same Chromium, whole-pixel layout), so edges
 * paint the same from run to run and need no allowance.
 */
const INCLUDE_ANTI_ALIASING = true;

export type Verdict =
  { ok: true } | { ok: false; reason: string; diff?: Buffer | undefined; sizeChanged?: boolean };

/**
 * Compares a screenshot with its baseline. Chromium encodes the same pixels to the same bytes,
 * so an unchanged story is recognised without decoding either image; anything else is decoded
 * and compared pixel by pixel within the tolerance above. A failed verdict carries a diff image
 * (changed pixels in red) when both images have the same size.
 */
export function compareScreenshot(actual: Buffer, baseline: Buffer | null): Verdict {
  if (!baseline) return { ok: false, reason: 'no baseline (run with --update)' };
  if (actual.equals(baseline)) return { ok: true };
  const a = PNG.sync.read(actual);
  const b = PNG.sync.read(baseline);
  if (a.width !== b.width || a.height !== b.height) {
    return {
      ok: false,
      reason: `size ${a.width}×${a.height}, baseline ${b.width}×${b.height}`,
      sizeChanged: true,
    };
  }
  const diff = new PNG({ width: a.width, height: a.height });
  const changed = pixelmatch(a.data, b.data, diff.data, a.width, a.height, {
    threshold: PIXEL_THRESHOLD,
    includeAA: INCLUDE_ANTI_ALIASING,
  });
  const ratio = changed / (a.width * a.height);
  if (ratio <= MAX_DIFF_RATIO) return { ok: true };
  return {
    ok: false,
    reason: `${changed} pixels differ (${(ratio * 100).toFixed(3)} %)`,
    diff: PNG.sync.write(diff),
  };
}

/** Two captures alike within the comparison's tolerance. */
export function alike(a: Buffer, b: Buffer): boolean {
  return compareScreenshot(a, b).ok;
}
