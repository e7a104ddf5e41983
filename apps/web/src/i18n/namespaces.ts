import { DEFAULT_LANGUAGE, type Language } from '@touchline/domain';

// The start-up languages, apart from i18n.ts (which Vite's `import.meta.glob` ties to the bundler),
// so the build's preload list (src/build/route-preloads.ts) reads the same rules.

export {
  NAMESPACES,
  ROUTE_NAMESPACES,
  startupNamespaces,
  startupPackChunk,
  startupPackLanguage,
  type Namespace,
} from './namespaceList.ts';

/** The languages whose packs start-up loads: the active one and English, the fallback. */
export function startupLanguages(lang: Language): Language[] {
  return lang === DEFAULT_LANGUAGE ? [lang] : [lang, DEFAULT_LANGUAGE];
}
