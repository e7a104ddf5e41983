import { useTranslation } from 'react-i18next';

/**
 * The language the answers come in (the clients send it as the `Language` header and the
 * sports body's `languageType`). Every query whose answer holds text the server words or names
 * (teams, leagues, markets, banners, games, streams, countries, maintenance messages) puts it in
 * its key, so a switch of language without a reload asks again and never shows the previous
 * language's names from the cache; the hook re-renders on a switch.
 */
export function useDataLanguage(): string {
  return useTranslation().i18n.language;
}
