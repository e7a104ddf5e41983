import { LANGUAGES, type Language } from '@touchline/domain';
import type { i18n as I18n } from 'i18next';
import { uiMessages } from './messages.ts';
import { UI_NAMESPACE } from './namespace.ts';

/**
 * Adds the library's texts to an i18next instance at once, for the given languages (all four by
 * default). It brings every language into the bundle: Storybook and tests use it; the site loads
 * only the languages it shows with `loadUiMessages`. Components never register texts themselves
 * (ADR 007). Registering a language twice is harmless.
 */
export function registerUiMessages(i18n: I18n, languages: readonly Language[] = LANGUAGES): void {
  for (const lang of languages) {
    if (i18n.hasResourceBundle(lang, UI_NAMESPACE)) continue;
    i18n.addResourceBundle(lang, UI_NAMESPACE, uiMessages[lang], true, false);
  }
}
