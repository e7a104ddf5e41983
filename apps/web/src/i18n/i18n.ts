import { DEFAULT_LANGUAGE, htmlLang, pageTitle, type Language } from '@touchline/domain';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { UI_NAMESPACE, uiMessagesFor } from '@touchline/ui';
import { initReactI18next } from 'react-i18next';

/** One JSON file per language and namespace; each language is its own chunk, loaded on demand. */
const packFiles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

export const NAMESPACES = [
  'common',
  'auth',
  'sports',
  'live',
  'host',
  'games',
  'campaigns',
  'errors',
  'responsible',
] as const;

/** Loads every namespace of one language pack. */
export async function loadPack(lang: Language): Promise<Resource[string]> {
  const entries = await Promise.all(
    NAMESPACES.map(async (ns) => {
      const load = packFiles[`./locales/${lang}/${ns}.json`];
      if (!load) throw new Error(`missing language pack ${lang}/${ns}`);
      return [ns, (await load()).default] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * Initialises i18next with the active language's pack (and English as the fallback) before the
 * app mounts, so the first render is already in the right language.
 */
export async function initI18n(lang: Language, instance: I18n = i18next): Promise<I18n> {
  const languages = lang === DEFAULT_LANGUAGE ? [lang] : [lang, DEFAULT_LANGUAGE];
  // the component library's own texts (empty states, player controls…): only the languages
  // shown, each its own chunk (English is in the bundle), fetched beside the app's packs
  const [packs, uiPacks] = await Promise.all([
    Promise.all(languages.map(loadPack)),
    Promise.all(languages.map(uiMessagesFor)),
  ]);
  const resources: Resource = Object.fromEntries(
    languages.map((l, i) => [l, { ...packs[i]!, [UI_NAMESPACE]: uiPacks[i]! }]),
  );
  await instance.use(initReactI18next).init({
    resources,
    lng: lang,
    fallbackLng: DEFAULT_LANGUAGE,
    lowerCaseLng: true,
    supportedLngs: ['zh-cn', 'en', 'vi', 'th'],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** `<html lang>` and the page title follow the active language. */
export function applyDocumentLanguage(doc: Document, lang: Language, tagline: string): void {
  doc.documentElement.lang = htmlLang(lang);
  doc.title = pageTitle(tagline);
}
