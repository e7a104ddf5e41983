import {
  LOCAL_STORAGE_KEYS,
  resolveLanguage,
  type KeyValueStorage,
  type Language,
} from '@touchline/domain';
import { SITE } from './app/site.ts';

/** The start-up language of spec §4, from what the browser tells. */
export function startupLanguage(env: {
  search: string;
  storage: KeyValueStorage;
  browserLanguages: readonly string[];
  market?: string | undefined;
}): Language {
  return resolveLanguage({
    query: new URLSearchParams(env.search).get('lang'),
    stored: env.storage.getItem(LOCAL_STORAGE_KEYS.language),
    market: env.market ?? SITE.market,
    browserLanguages: env.browserLanguages,
  });
}
