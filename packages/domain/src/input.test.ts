import { describe, expect, it } from 'vitest';
import { decimalOnly, digitsOnly, limitDecimals } from './index.ts';

describe('digitsOnly', () => {
  it.each([
    ['138-1234 5678', '13812345678'],
    ['abc', ''],
    ['', ''],
    ['１２３', ''],
    ['٣4', '4'],
    ['+84 901', '84901'],
    ['1.5e3', '153'],
    ['😀9', '9'],
  ])('%s → %s', (input, out) => {
    expect(digitsOnly(input)).toBe(out);
  });
  it('gives empty text for a value that is not text', () => {
    expect(digitsOnly(null as unknown as string)).toBe('');
    expect(digitsOnly(12 as unknown as string)).toBe('');
  });
});

describe('decimalOnly', () => {
  it.each([
    ['12a.5', '12.5'],
    ['1.2.3', '1.23'],
    ['.5', '.5'],
    ['abc', ''],
    ['', ''],
    ['-3.5', '3.5'],
    ['1,000.50', '1000.50'],
    ['..1', '.1'],
    ['金额12。5', '125'],
  ])('%s → %s', (input, out) => {
    expect(decimalOnly(input)).toBe(out);
  });
  it('gives empty text for a value that is not text', () => {
    expect(decimalOnly(undefined as unknown as string)).toBe('');
  });
});

describe('limitDecimals', () => {
  it('cuts extra decimals and keeps the rest', () => {
    expect(limitDecimals('12.3456', 2)).toBe('12.34');
    expect(limitDecimals('12.', 2)).toBe('12.');
    expect(limitDecimals('12', 2)).toBe('12');
    expect(limitDecimals('12.5', 0)).toBe('12');
  });
});
