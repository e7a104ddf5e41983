import type { Language } from '@touchline/domain';
import { loadUiMessages } from '@touchline/ui';
import type { i18n as I18n } from 'i18next';
import { applyDocumentLanguage } from '../i18n/i18n.ts';
import type { AppStore } from './store.ts';

/**
 * Switches the language at runtime: loads the pack and the ui library's texts (once), sets the document's language and the
 * spec's title (the layout then names the route), makes it active and remembers it. The page and its state stay; only texts change.
 */
export async function switchLanguage(
  i18n: I18n,
  lang: Language,
  store: Pick<AppStore, 'language'>,
  doc: Document = document,
): Promise<void> {
  // the namespaces loaded so far (a route's among them) in the new language, from the packs'
  // backend (i18n.ts), and the ui library's texts
  await Promise.all([i18n.loadLanguages(lang), loadUiMessages(i18n, [lang])]);
  // the document first: the page then retitles itself in the new language (each route its own)
  applyDocumentLanguage(doc, lang, i18n.getFixedT(lang)('common:tagline'));
  await i18n.changeLanguage(lang);
  store.language.set(lang);
}
