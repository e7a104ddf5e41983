import { LOCAL_STORAGE_KEYS } from '@touchline/domain';

/**
 * The view cookie (ADR 041): the browser's copy of the few stored values that shape the page the
 * server renders for it, so that the HTML is the page the browser will hydrate:
 * - the language the player chose (spec §4: after `?lang=`, before the market and the
 *   browser's languages);
 * - a member's session marker (the cache keys of the member's data carry it);
 * - the settings (the odds format of every price, and the price lists' query keys).
 *
 * None is a secret: the marker only names a login (the session itself is the HttpOnly cookie's),
 * the others are preferences. The web writes it; the server reads it for its render.
 */
export const VIEW_COOKIE = 'tl_view';

/** The stored keys the cookie carries (the web's local-storage keys, spec §3). */
export const VIEW_KEYS: readonly string[] = [
  LOCAL_STORAGE_KEYS.language,
  LOCAL_STORAGE_KEYS.session,
  LOCAL_STORAGE_KEYS.settings,
];

/** A value longer than this is not carried (a cookie holds about 4 kB; these are tens of bytes). */
export const VIEW_VALUE_MAX_LENGTH = 512;

/** The cookie's value for these stored values, or null when none of them is there. */
export function viewCookieValue(stored: (key: string) => string | null): string | null {
  const entries: Record<string, string> = {};
  for (const key of VIEW_KEYS) {
    const value = stored(key);
    if (value && value.length <= VIEW_VALUE_MAX_LENGTH) entries[key] = value;
  }
  return Object.keys(entries).length > 0 ? encodeURIComponent(JSON.stringify(entries)) : null;
}

/**
 * The stored values a request's `Cookie` header carries in the view cookie: only the view keys,
 * only strings; an empty object when there is none or it cannot be read.
 */
export function readViewCookie(cookieHeader: string | null | undefined): Record<string, string> {
  if (!cookieHeader) return {};
  const prefix = `${VIEW_COOKIE}=`;
  const pair = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  if (!pair) return {};
  try {
    const parsed = JSON.parse(decodeURIComponent(pair.slice(prefix.length))) as unknown;
    if (!parsed || typeof parsed !== 'object') return {};
    const entries: Record<string, string> = {};
    for (const key of VIEW_KEYS) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === 'string' && value !== '' && value.length <= VIEW_VALUE_MAX_LENGTH) {
        entries[key] = value;
      }
    }
    return entries;
  } catch {
    return {};
  }
}
