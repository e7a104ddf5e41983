import { describe, expect, it } from 'vitest';
import { currencyId, defaultCurrency } from './index.ts';

describe('defaultCurrency', () => {
  it.each([
    ['cn', 'CNY'],
    ['vietnam', 'VND'],
    ['en', 'USD'],
    ['th', 'USDT'],
    ['', 'USDT'],
    ['中国', 'USDT'],
    [' CN ', 'CNY'],
  ])('%s → %s', (key, currency) => {
    expect(defaultCurrency(key)).toBe(currency);
  });
  it('treats a value that is not text as unknown', () => {
    expect(defaultCurrency(null as unknown as string)).toBe('USDT');
    expect(defaultCurrency(42 as unknown as string)).toBe('USDT');
  });
});

describe('currencyId', () => {
  it.each([
    ['CNY', 1],
    ['VND', 1000],
    ['USD', 2],
    ['USDT', 200],
    ['EUR', 200],
    ['', 200],
    ['usd', 2],
    ['元', 200],
  ])('%s → %s', (currency, id) => {
    expect(currencyId(currency)).toBe(id);
  });
  it('maps the default currency of every market to its id', () => {
    expect(currencyId(defaultCurrency('cn'))).toBe(1);
    expect(currencyId(defaultCurrency('vietnam'))).toBe(1000);
    expect(currencyId(defaultCurrency('en'))).toBe(2);
    expect(currencyId(defaultCurrency('other'))).toBe(200);
    expect(currencyId(undefined as unknown as string)).toBe(200);
  });
});
