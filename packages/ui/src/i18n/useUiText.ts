import { LANGUAGES, type Language } from '@touchline/domain';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { uiMessages, type UiMessageKey } from './messages.ts';

/** The i18next namespace of the library's own texts. */
export const UI_NAMESPACE = 'touchline-ui';

/**
 * Adds the library's texts to an i18next instance: the app calls this once at start-up, after
 * `init`, for the languages it serves (all four by default; or the active one, and another on
 * `languageChanged`). Components never register texts themselves (ADR 007). Registering a
 * language twice is harmless.
 */
export function registerUiMessages(i18n: I18n, languages: readonly Language[] = LANGUAGES): void {
  for (const lang of languages) {
    if (i18n.hasResourceBundle(lang, UI_NAMESPACE)) continue;
    i18n.addResourceBundle(lang, UI_NAMESPACE, uiMessages[lang], true, false);
  }
}

export type UiText = (key: UiMessageKey) => string;

/**
 * The one translation hook of the library: texts of the active i18next language, read from the
 * namespace the app registered at start-up (`registerUiMessages`); English — the source
 * language, part of the library — when no initialised i18next instance is in context or the
 * app did not register the language. It never registers anything during render.
 */
export function useUiText(): UiText {
  const { t, i18n } = useTranslation(UI_NAMESPACE);
  if (!i18n?.isInitialized) return (key) => uiMessages.en[key];
  return (key) => t(key, { defaultValue: uiMessages.en[key] });
}

/** The active language as the library knows it (for number and date formatting). */
export function useUiLanguage(): Language {
  const { i18n } = useTranslation(UI_NAMESPACE);
  const lang = i18n?.language?.toLowerCase();
  return (LANGUAGES as readonly string[]).includes(lang ?? '') ? (lang as Language) : 'en';
}
