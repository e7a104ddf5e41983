import { DEFAULT_LANGUAGE, type Language } from '@touchline/domain';

// The language packs' namespaces, apart from i18n.ts (which Vite's `import.meta.glob` ties to the
// bundler), so the build's preload list (src/build/route-preloads.ts) reads the same lists.

export const NAMESPACES = [
  'common',
  'auth',
  'sports',
  'live',
  'host',
  'personal',
  'wallet',
  'games',
  'campaigns',
  'campaign',
  'errors',
  'responsible',
  'reality',
  'vip',
  'info',
  'help',
  'admin',
] as const;

/**
 * Namespaces only some routes use: the site does not fetch them at start-up; the first
 * `useTranslation(ns)` of one suspends until the pack backend below has loaded it (issue 16: the
 * first load carries only what every page needs).
 */
export const ROUTE_NAMESPACES: readonly (typeof NAMESPACES)[number][] = [
  'host',
  'personal',
  'wallet',
  'responsible',
  'reality',
  'vip',
  'info',
  'help',
  'campaign',
  'admin',
];

/** The namespaces the site loads at start-up (`initI18n`'s lazy mode): all but the routes' own. */
export function startupNamespaces(): (typeof NAMESPACES)[number][] {
  return NAMESPACES.filter((ns) => !ROUTE_NAMESPACES.includes(ns));
}

/** The languages whose packs start-up loads: the active one and English, the fallback. */
export function startupLanguages(lang: Language): Language[] {
  return lang === DEFAULT_LANGUAGE ? [lang] : [lang, DEFAULT_LANGUAGE];
}
