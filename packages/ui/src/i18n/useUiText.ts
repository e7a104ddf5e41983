import { LANGUAGES, type Language } from '@touchline/domain';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { uiMessages, type UiMessageKey } from './messages.ts';

/** The i18next namespace of the library's own texts. */
export const UI_NAMESPACE = 'touchline-ui';

const registered = new WeakSet<I18n>();

/** Adds the library's texts to an i18next instance (once); the app calls this at start-up. */
export function registerUiMessages(i18n: I18n): void {
  if (registered.has(i18n)) return;
  for (const lang of LANGUAGES) {
    i18n.addResourceBundle(lang, UI_NAMESPACE, uiMessages[lang], true, false);
  }
  registered.add(i18n);
}

export type UiText = (key: UiMessageKey) => string;

/**
 * The one translation hook of the library: texts of the active i18next language, English when
 * no initialised i18next instance is in context.
 */
export function useUiText(): UiText {
  const { t, i18n } = useTranslation(UI_NAMESPACE);
  if (!i18n?.isInitialized) return (key) => uiMessages.en[key];
  registerUiMessages(i18n);
  return (key) => t(key);
}

/** The active language as the library knows it (for number and date formatting). */
export function useUiLanguage(): Language {
  const { i18n } = useTranslation(UI_NAMESPACE);
  const lang = i18n?.language?.toLowerCase();
  return (LANGUAGES as readonly string[]).includes(lang ?? '') ? (lang as Language) : 'en';
}
