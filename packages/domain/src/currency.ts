/** Currencies the product knows by name; anything else is treated as USDT. */
export const CURRENCIES = ['CNY', 'VND', 'USD', 'USDT'] as const;
export type Currency = (typeof CURRENCIES)[number];

const DEFAULT_BY_LANGUAGE_KEY: Readonly<Record<string, Currency>> = {
  cn: 'CNY',
  vietnam: 'VND',
  en: 'USD',
};

/** The default currency for a build's language key: cn CNY, vietnam VND, en USD, else USDT. */
export function defaultCurrency(languageKey: string): Currency {
  const key = typeof languageKey === 'string' ? languageKey.trim().toLowerCase() : '';
  return DEFAULT_BY_LANGUAGE_KEY[key] ?? 'USDT';
}

const CURRENCY_IDS: Readonly<Record<string, number>> = { CNY: 1, VND: 1000, USD: 2 };
/** The currency id of any currency the sports service does not know by name. */
export const OTHER_CURRENCY_ID = 200;

/** The sports service's currency id: CNY 1, VND 1000, USD 2, anything else 200. */
export function currencyId(currency: string): number {
  const code = typeof currency === 'string' ? currency.trim().toUpperCase() : '';
  return CURRENCY_IDS[code] ?? OTHER_CURRENCY_ID;
}
