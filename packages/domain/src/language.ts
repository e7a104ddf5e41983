export const LANGUAGES = ['zh-cn', 'en', 'vi', 'th'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Fallback language: English. */
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Build-time market settings and the language each implies. */
export const MARKET_LANGUAGES: Readonly<Record<string, Language>> = {
  vietnam: 'vi',
  cn: 'zh-cn',
};

/**
 * A language tag or code (`zh`, `zh-CN`, `zh-Hans-CN`, `vi-VN`, `en-GB`, `th-TH`) as a supported
 * language, or null. Traditional Chinese (`zh-TW`, `zh-Hant`, `zh-HK`) is not one of them.
 */
export function matchLanguage(tag: string | null | undefined): Language | null {
  if (typeof tag !== 'string') return null;
  const value = tag.trim().toLowerCase().replace(/_/g, '-');
  if (value === '') return null;
  const [primary, ...rest] = value.split('-');
  switch (primary) {
    case 'zh': {
      const traditional = rest.some((p) => ['tw', 'hk', 'mo', 'hant'].includes(p));
      return traditional ? null : 'zh-cn';
    }
    case 'en':
      return 'en';
    case 'vi':
      return 'vi';
    case 'th':
      return 'th';
    default:
      return null;
  }
}

/**
 * The start-up language, first match wins: the `lang` query value, the stored preference, the
 * build's market, the browser's languages in order, then English. Unknown values are skipped.
 */
export function resolveLanguage(input: {
  query?: string | null;
  stored?: string | null;
  market?: string | null;
  browserLanguages?: readonly string[];
}): Language {
  const market =
    typeof input.market === 'string'
      ? MARKET_LANGUAGES[input.market.trim().toLowerCase()]
      : undefined;
  const candidates: (Language | null | undefined)[] = [
    matchLanguage(input.query),
    matchLanguage(input.stored),
    market,
    ...(input.browserLanguages ?? []).map(matchLanguage),
  ];
  return candidates.find((c): c is Language => !!c) ?? DEFAULT_LANGUAGE;
}

/**
 * The languages of an HTTP `Accept-Language` header, most preferred first (by `q`, then by
 * order), as a browser's `navigator.languages` lists them: what a server has of the browser's
 * languages before the page runs. `*` and languages refused with `q=0` are left out.
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (typeof header !== 'string') return [];
  const ranked: { tag: string; q: number; at: number }[] = [];
  for (const [at, part] of header.split(',').slice(0, 32).entries()) {
    const [tag = '', ...params] = part.split(';').map((p) => p.trim());
    const qParam = params.find((p) => /^q=/i.test(p));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!/^[a-z]{1,8}(-[a-z0-9]{1,8})*$/i.test(tag) || !(q > 0)) continue;
    ranked.push({ tag, q, at });
  }
  return ranked.sort((a, b) => b.q - a.q || a.at - b.at).map((r) => r.tag);
}

const LOCALE_CODES: Readonly<Record<Language, string>> = {
  'zh-cn': 'zh-CN',
  vi: 'vi-VI',
  en: 'en-US',
  th: 'th-TH',
};

/** The spec's locale code of a language (note `vi-VI`, as the spec has it). */
export function localeCode(lang: Language): string {
  return LOCALE_CODES[lang] ?? LOCALE_CODES[DEFAULT_LANGUAGE];
}

/** The BCP 47 tag for `<html lang>` and `Intl`: zh-CN, en, vi, th. */
export function htmlLang(lang: Language): string {
  return lang === 'zh-cn' ? 'zh-CN' : lang;
}

/** The language options of the switcher: value, native title and an icon key. */
export const LANGUAGE_OPTIONS: readonly { value: Language; title: string; icon: string }[] =
  Object.freeze([
    { value: 'zh-cn', title: '简体中文', icon: 'flag-cn' },
    { value: 'en', title: 'English', icon: 'flag-gb' },
    { value: 'vi', title: 'Tiếng Việt', icon: 'flag-vn' },
    { value: 'th', title: 'ไทย', icon: 'flag-th' },
  ]);

/** The product name shown before the tagline in the page title. */
export const PRODUCT_NAME = 'Touchline';

/**
 * The page title: the product name and the tagline ("victory is more wonderful because of you")
 * in the active language.
 */
export function pageTitle(tagline: string, productName: string = PRODUCT_NAME): string {
  const text = typeof tagline === 'string' ? tagline.trim() : '';
  return text ? `${productName} - ${text}` : productName;
}
