// The language packs' namespaces, with no import: vite.config.ts reads them too (its start-up
// pack chunks), as do i18n.ts and the build's preload list (src/build/route-preloads.ts).

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

export type Namespace = (typeof NAMESPACES)[number];

/**
 * Namespaces only some routes use: the site does not fetch them at start-up; the first
 * `useTranslation(ns)` of one suspends until the pack backend below has loaded it (issue 16: the
 * first load carries only what every page needs).
 */
export const ROUTE_NAMESPACES: readonly Namespace[] = [
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
export function startupNamespaces(): Namespace[] {
  return NAMESPACES.filter((ns) => !ROUTE_NAMESPACES.includes(ns));
}

/**
 * The chunk that holds one language's start-up namespaces (vite.config.ts groups their files):
 * one request per language at start-up instead of one per namespace (issue 16).
 */
export function startupPackChunk(lang: string): string {
  return `pack-${lang}`;
}

/** Whether a module is a language's start-up namespace file, and which language's. */
export function startupPackLanguage(id: string): string | null {
  const match = /[\\/]locales[\\/]([\w-]+)[\\/]([\w-]+)\.json$/.exec(id);
  return match && startupNamespaces().includes(match[2] as Namespace) ? match[1]! : null;
}
