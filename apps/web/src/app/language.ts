import type { Language } from '@touchline/domain';
import type { i18n as I18n } from 'i18next';
import { applyDocumentLanguage, loadPack } from '../i18n/i18n.ts';
import type { AppStore } from './store.ts';

/**
 * Switches the language at runtime: loads the pack (once), makes it active, remembers it, and
 * retitles the page. The page and its state stay; only texts change.
 */
export async function switchLanguage(
  i18n: I18n,
  lang: Language,
  store: Pick<AppStore, 'language'>,
  doc: Document = document,
): Promise<void> {
  if (!i18n.hasResourceBundle(lang, 'common')) {
    const pack = await loadPack(lang);
    for (const [ns, resources] of Object.entries(pack)) {
      i18n.addResourceBundle(lang, ns, resources, true, true);
    }
  }
  await i18n.changeLanguage(lang);
  store.language.set(lang);
  applyDocumentLanguage(doc, lang, i18n.t('common:tagline'));
}
