import { describe, expect, it } from 'vitest';
import { leading, roundedLeading } from './leading.ts';

describe('leading', () => {
  it('declares the plain factor first, then the factor rounded to whole pixels', () => {
    expect(leading('1.5').lineHeight).toEqual(['1.5', 'round(calc(1.5 * 1em), 1px)']);
    expect(leading(1).lineHeight).toEqual(['1', 'round(calc(1 * 1em), 1px)']);
  });

  it('hands the factor down to descendants, which round their own lines with it', () => {
    expect(leading('var(--lh-tight)').vars).toEqual({ '--leading': 'var(--lh-tight)' });
    expect(roundedLeading).toBe('round(calc(var(--leading) * 1em), 1px)');
  });
});
