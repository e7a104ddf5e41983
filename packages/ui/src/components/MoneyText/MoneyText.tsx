import { compareAmounts, floorMoney, htmlLang, type Language } from '@touchline/domain';
import type { ComponentPropsWithRef } from 'react';
import { useUiLanguage, useUiText } from '../../i18n/useUiText.ts';
import * as css from './MoneyText.css.ts';

export const MONEY_TONES = ['default', 'positive', 'negative', 'auto'] as const;
export const MONEY_SIGNS = ['auto', 'always', 'exceptZero', 'never'] as const;
export const MONEY_CURRENCY_DISPLAYS = ['symbol', 'narrowSymbol', 'code', 'none'] as const;
export const MONEY_SIZES = ['inherit', 'sm', 'md', 'lg', 'xl'] as const;
export type MoneyTone = (typeof MONEY_TONES)[number];
export type MoneySign = (typeof MONEY_SIGNS)[number];
export type MoneyCurrencyDisplay = (typeof MONEY_CURRENCY_DISPLAYS)[number];
export type MoneySize = (typeof MONEY_SIZES)[number];

/** What a hidden amount shows instead of its digits. */
export const MONEY_MASK = '••••';

export interface FormatMoneyOptions {
  /** The language whose grouping and decimal marks are used. */
  language?: Language;
  /** An ISO 4217 code (`CNY`, `VND`, `USD`), another code (`USDT`) or a symbol (`₮`). */
  currency?: string;
  currencyDisplay?: MoneyCurrencyDisplay;
  sign?: MoneySign;
  decimals?: number;
}

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Each code's answer: building a currency formatter to ask costs about 1 ms on a phone. */
const isoCurrencies = new Map<string, boolean>();

function isIsoCurrency(code: string): boolean {
  if (!/^[A-Za-z]{3}$/.test(code)) return false;
  let known = isoCurrencies.get(code);
  if (known === undefined) {
    try {
      new Intl.NumberFormat('en', { style: 'currency', currency: code });
      known = true;
    } catch {
      known = false;
    }
    isoCurrencies.set(code, known);
  }
  return known;
}

/**
 * An amount floored to `decimals` places (domain `floorMoney`) and grouped for the language,
 * exactly: the floored decimal text goes to Intl as a string, never through a float.
 */
export function formatMoney(
  amount: number | string,
  {
    language = 'en',
    currency,
    currencyDisplay = 'symbol',
    sign = 'auto',
    decimals = 2,
  }: FormatMoneyOptions = {},
): string {
  const exact = floorMoney(amount, decimals) as Intl.StringNumericLiteral;
  const locale = htmlLang(language);
  const code = currency?.trim() ?? '';
  const digits = { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  if (code && currencyDisplay !== 'none' && isIsoCurrency(code)) {
    return numberFormat(locale, {
      style: 'currency',
      currency: code.toUpperCase(),
      currencyDisplay,
      signDisplay: sign,
      ...digits,
    }).format(exact);
  }
  const parts = numberFormat(locale, { signDisplay: sign, ...digits }).formatToParts(exact);
  const text = parts.map((p) => p.value).join('');
  if (!code || currencyDisplay === 'none') return text;
  // A code that Intl does not know (USDT) follows the number; a symbol precedes it, after the sign.
  if (/^[\p{L}]+$/u.test(code)) return `${text}\u00a0${code}`;
  const signLength = parts
    .slice(
      0,
      parts.findIndex((p) => p.type !== 'minusSign' && p.type !== 'plusSign'),
    )
    .reduce((n, p) => n + p.value.length, 0);
  return `${text.slice(0, signLength)}${code}${text.slice(signLength)}`;
}

export interface MoneyTextProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** A number or a decimal string; floored to `decimals` places, never rounded up. */
  amount: number | string;
  currency?: string;
  currencyDisplay?: MoneyCurrencyDisplay;
  /** Whether a sign shows: `always` gives `+12.00`, `exceptZero` leaves zero without one. */
  sign?: MoneySign;
  /** `auto`: positive above zero, negative below; the sign, not the colour alone, tells which. */
  tone?: MoneyTone;
  size?: MoneySize;
  decimals?: number;
  /** The balance toggle's hidden state: shows `••••`; the amount is not in the DOM. */
  hidden?: boolean;
}

/** An amount of money: floored, exactly grouped, with its currency, in tabular figures. */
export function MoneyText({
  amount,
  currency,
  currencyDisplay = 'symbol',
  sign = 'auto',
  tone = 'default',
  size = 'inherit',
  decimals = 2,
  hidden = false,
  className,
  ...rest
}: MoneyTextProps) {
  const t = useUiText();
  const language = useUiLanguage();
  const classes = (resolvedTone: Exclude<MoneyTone, 'auto'>) =>
    [css.money({ tone: resolvedTone, size }), className].filter(Boolean).join(' ');

  if (hidden) {
    return (
      <span {...rest} data-hidden="" className={classes(tone === 'auto' ? 'default' : tone)}>
        <span className={css.mask} aria-hidden="true">
          {MONEY_MASK}
        </span>
        <span className={css.srOnly}>{t('moneyHidden')}</span>
      </span>
    );
  }

  const exact = floorMoney(amount, decimals);
  const direction = compareAmounts(exact, 0) ?? 0;
  const resolvedTone =
    tone === 'auto' ? (direction > 0 ? 'positive' : direction < 0 ? 'negative' : 'default') : tone;
  return (
    <span {...rest} translate="no" data-tone={resolvedTone} className={classes(resolvedTone)}>
      {formatMoney(exact, { language, currency, currencyDisplay, sign, decimals })}
    </span>
  );
}
MoneyText.displayName = 'MoneyText';
