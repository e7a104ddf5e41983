import type { Language } from '@touchline/domain';
import type { i18n as I18n } from 'i18next';
import type { UiMessages } from './messages.ts';
import { messages as en } from './messages/en.ts';
import { UI_NAMESPACE } from './namespace.ts';

/** Each language other than English is its own chunk, fetched the first time it is asked for. */
const LOADERS: Readonly<Record<Exclude<Language, 'en'>, () => Promise<UiMessages>>> = {
  'zh-cn': () => import('./messages/zh-cn.ts').then((m) => m.messages),
  vi: () => import('./messages/vi.ts').then((m) => m.messages),
  th: () => import('./messages/th.ts').then((m) => m.messages),
};

/** The library's texts in one language: English at once (it is in the bundle), the others loaded. */
export function uiMessagesFor(lang: Language): Promise<UiMessages> {
  return lang === 'en' ? Promise.resolve(en) : LOADERS[lang]();
}

/**
 * Adds the library's texts in the given languages to an i18next instance, loading each
 * language's chunk (English is in the bundle): what an app calls at start-up for the active
 * language, and before it switches to another (ADR 007). A language already registered is not
 * loaded again. Components never register texts themselves.
 */
export async function loadUiMessages(i18n: I18n, languages: readonly Language[]): Promise<void> {
  await Promise.all(
    languages.map(async (lang) => {
      if (i18n.hasResourceBundle(lang, UI_NAMESPACE)) return;
      const messages = await uiMessagesFor(lang);
      i18n.addResourceBundle(lang, UI_NAMESPACE, messages, true, false);
    }),
  );
}
