import { LANGUAGES, type Language } from '@touchline/domain';
import { useTranslation } from 'react-i18next';
import type { UiMessageKey } from './messages.ts';
import { messages as en } from './messages/en.ts';
import { UI_NAMESPACE } from './namespace.ts';

export { UI_NAMESPACE };

export type UiText = (key: UiMessageKey) => string;

/**
 * The one translation hook of the library: texts of the active i18next language, read from the
 * namespace the app registered at start-up (`loadUiMessages` or `registerUiMessages`); English — the source
 * language, part of the library — when no initialised i18next instance is in context or the
 * app did not register the language. It never registers anything during render.
 */
export function useUiText(): UiText {
  const { t, i18n } = useTranslation(UI_NAMESPACE);
  if (!i18n?.isInitialized) return (key) => en[key];
  return (key) => t(key, { defaultValue: en[key] });
}

/** The active language as the library knows it (for number and date formatting). */
export function useUiLanguage(): Language {
  const { i18n } = useTranslation(UI_NAMESPACE);
  const lang = i18n?.language?.toLowerCase();
  return (LANGUAGES as readonly string[]).includes(lang ?? '') ? (lang as Language) : 'en';
}
