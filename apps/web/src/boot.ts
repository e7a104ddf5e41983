import {
  LOCAL_STORAGE_KEYS,
  resolveLanguage,
  type KeyValueStorage,
  type Language,
} from '@touchline/domain';
import { setNonce } from 'get-nonce';
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

/**
 * The nonce the server gave this page for its `<style>` elements, from
 * `<meta property="csp-nonce" nonce="…">` (Vite's convention), or undefined (the Vite dev server
 * writes none and sends no CSP). Under a CSP header the browser empties the attribute and keeps
 * the value in the `nonce` property.
 */
export function pageStyleNonce(doc: Pick<Document, 'querySelector'>): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}

/**
 * Hands the page's nonce to `get-nonce`, where the dialogs' scroll lock (react-remove-scroll,
 * through react-style-singleton) reads it for the `<style>` it injects: the CSP lets in no other
 * inline style. Runs before the first render, so even a dialog open at start carries it.
 */
export function applyStyleNonce(doc: Pick<Document, 'querySelector'>, set = setNonce): void {
  const nonce = pageStyleNonce(doc);
  if (nonce) set(nonce);
}
