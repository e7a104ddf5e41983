import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { alike, compareScreenshot } from './compare.ts';

/** A w×h PNG of one colour, with `changed` pixels of another along the top rows. */
function png(w: number, h: number, changed = 0, colour = [40, 40, 40]): Buffer {
  const image = new PNG({ width: w, height: h });
  for (let i = 0; i < w * h; i += 1) {
    const c = i < changed ? [250, 250, 250] : colour;
    image.data.set([c[0]!, c[1]!, c[2]!, 255], i * 4);
  }
  return PNG.sync.write(image);
}

describe('compareScreenshot', () => {
  it('passes the same bytes without decoding them', () => {
    const a = png(100, 100);
    expect(compareScreenshot(a, Buffer.from(a))).toEqual({ ok: true });
  });

  it('fails without a baseline', () => {
    expect(compareScreenshot(png(10, 10), null)).toMatchObject({
      ok: false,
      reason: /no baseline/,
    });
  });

  it('fails a change of size, naming both sizes', () => {
    expect(compareScreenshot(png(10, 12), png(10, 10))).toMatchObject({
      ok: false,
      reason: 'size 10×12, baseline 10×10',
      sizeChanged: true,
    });
  });

  it('allows up to 0.1 % of the pixels to differ, and fails above that with a diff image', () => {
    // 200×100 = 20,000 pixels: 20 may differ, 21 may not
    expect(compareScreenshot(png(200, 100, 20), png(200, 100)).ok).toBe(true);
    const verdict = compareScreenshot(png(200, 100, 40), png(200, 100));
    expect(verdict).toMatchObject({ ok: false, reason: '40 pixels differ (0.200 %)' });
    expect(verdict.ok === false && PNG.sync.read(verdict.diff!).width).toBe(200);
  });

  it('counts a changed colour below the per-pixel threshold as the same', () => {
    expect(alike(png(50, 50, 0, [40, 40, 40]), png(50, 50, 0, [41, 41, 41]))).toBe(true);
    expect(alike(png(50, 50, 0, [40, 40, 40]), png(50, 50, 0, [200, 40, 40]))).toBe(false);
  });

  it('counts anti-aliased pixels: an edge of text painted otherwise is a difference', () => {
    // a dark half and a light half; along the border, a grey pixel is what pixelmatch would
    // take for anti-aliasing and skip (the edges of letters are made of such pixels)
    const page = (edge: number) => {
      const image = new PNG({ width: 100, height: 10 });
      for (let i = 0; i < 1000; i += 1) {
        const x = i % 100;
        const v = x < 50 ? 20 : x > 50 ? 230 : edge;
        image.data.set([v, v, v, 255], i * 4);
      }
      return PNG.sync.write(image);
    };
    expect(alike(page(125), page(20))).toBe(false);
  });
});
