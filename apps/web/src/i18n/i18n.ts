import { DEFAULT_LANGUAGE, htmlLang, LANGUAGES, pageTitle, type Language } from '@touchline/domain';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { UI_NAMESPACE, uiMessagesFor } from '@touchline/ui';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES, startupLanguages, startupNamespaces } from './namespaces.ts';

/** One JSON file per language and namespace; each language is its own chunk, loaded on demand. */
const packFiles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

export { NAMESPACES, ROUTE_NAMESPACES, startupLanguages, startupNamespaces } from './namespaces.ts';

/** Loads namespaces of one language pack (all of them unless named). */
export async function loadPack(
  lang: Language,
  namespaces: readonly string[] = NAMESPACES,
): Promise<Resource[string]> {
  const entries = await Promise.all(
    namespaces.map(async (ns) => {
      const load = packFiles[`./locales/${lang}/${ns}.json`];
      if (!load) throw new Error(`missing language pack ${lang}/${ns}`);
      return [ns, (await load()).default] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** i18next's backend over the pack files: a namespace or language not loaded yet, on demand. */
const packBackend = {
  type: 'backend' as const,
  init() {},
  read(lang: string, ns: string, done: (error: unknown, data: unknown) => void) {
    // the ui library's own texts: its chunk of the language. An empty answer here marked them
    // loaded, and `loadUiMessages` then skipped them: after a switch to zh-cn and back, Vietnamese
    // showed the library's texts in English
    if (ns === UI_NAMESPACE && (LANGUAGES as readonly string[]).includes(lang)) {
      uiMessagesFor(lang as Language).then(
        (messages) => done(null, messages),
        (error: unknown) => done(error, null),
      );
      return;
    }
    const load = packFiles[`./locales/${lang}/${ns}.json`];
    if (!load) return done(null, {});
    load().then(
      (m) => done(null, m.default),
      (error: unknown) => done(error, null),
    );
  },
};

/**
 * Initialises i18next with the active language's pack (and English as the fallback) before the
 * app mounts, so the first render is already in the right language. `lazy` leaves the route
 * namespaces to be loaded when a page first asks for them (the site does; tests and stories
 * load everything at once).
 */
export async function initI18n(
  lang: Language,
  instance: I18n = i18next,
  { lazy = false }: { lazy?: boolean } = {},
): Promise<I18n> {
  const languages = startupLanguages(lang);
  const namespaces = lazy ? startupNamespaces() : NAMESPACES;
  // the component library's own texts (empty states, player controls…): only the languages
  // shown, each its own chunk (English is in the bundle), fetched beside the app's packs
  const [packs, uiPacks] = await Promise.all([
    Promise.all(languages.map((l) => loadPack(l, namespaces))),
    Promise.all(languages.map(uiMessagesFor)),
  ]);
  const resources: Resource = Object.fromEntries(
    languages.map((l, i) => [l, { ...packs[i]!, [UI_NAMESPACE]: uiPacks[i]! }]),
  );
  await instance
    .use(packBackend)
    .use(initReactI18next)
    .init({
      resources,
      // what `resources` lacks (a route's namespace, another language) comes from the backend
      partialBundledLanguages: true,
      lng: lang,
      fallbackLng: DEFAULT_LANGUAGE,
      lowerCaseLng: true,
      supportedLngs: ['zh-cn', 'en', 'vi', 'th'],
      ns: [...namespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return instance;
}

/**
 * `<html lang>` and the page title follow the active language. The attribute is written only when
 * it changes: writing it at all, even the value the server's HTML already holds, has Chromium
 * restyle every element a `:lang()` rule could match — the whole page, 27 ms on `/sports` at
 * Lighthouse's CPU after the first paint.
 */
export function applyDocumentLanguage(doc: Document, lang: Language, tagline: string): void {
  const value = htmlLang(lang);
  if (doc.documentElement.lang !== value) doc.documentElement.lang = value;
  doc.title = pageTitle(tagline);
}
