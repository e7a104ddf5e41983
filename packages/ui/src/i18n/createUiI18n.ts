import type { Language } from '@touchline/domain';
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { UI_NAMESPACE } from './namespace.ts';
import { registerUiMessages } from './register.ts';

/**
 * A ready i18next instance holding only the library's texts, for Storybook and for tests in
 * other packages. Apps use their own instance and call `registerUiMessages` on it.
 */
export function createUiI18n(lang: Language = 'en'): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'en',
    lowerCaseLng: true,
    ns: [UI_NAMESPACE],
    defaultNS: UI_NAMESPACE,
    resources: {},
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  registerUiMessages(instance);
  return instance;
}
