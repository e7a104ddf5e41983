import { VIEW_COOKIE, VIEW_KEYS, viewCookieValue } from '@touchline/api';
import type { KeyValueStorage } from '@touchline/domain';

/**
 * The browser's side of the view cookie (`@touchline/api`'s `VIEW_COOKIE`, ADR 041): the stored
 * values that shape the page the server renders (the language chosen, a member's session marker
 * and settings), kept in a cookie the server's render reads. Everything else the browser keeps
 * (the follow list, the 18+ answer, the theme) waits for hydration instead (`useHydrated`).
 */

/** How long the cookie lasts: a session's life (7 days); each start of the app renews it. */
const MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** The `document.cookie` assignment that sets the cookie (or clears it: nothing to carry). */
export function viewCookieAssignment(local: KeyValueStorage, secure: boolean): string {
  const value = viewCookieValue((key) => local.getItem(key));
  return [
    `${VIEW_COOKIE}=${value ?? ''}`,
    'Path=/',
    'SameSite=Strict',
    `Max-Age=${value === null ? 0 : MAX_AGE_SECONDS}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * `local` with the view cookie kept up to date: written now, and again whenever a view key is
 * set or removed (a choice of language, a login, a logout, a change of settings), through
 * `writeCookie` (`document.cookie = …` in the browser).
 */
export function withViewCookie(
  local: KeyValueStorage,
  writeCookie: (assignment: string) => void,
  secure: boolean,
): KeyValueStorage {
  const write = () => writeCookie(viewCookieAssignment(local, secure));
  write();
  return {
    getItem: (key) => local.getItem(key),
    setItem(key, value) {
      local.setItem(key, value);
      if (VIEW_KEYS.includes(key)) write();
    },
    removeItem(key) {
      local.removeItem(key);
      if (VIEW_KEYS.includes(key)) write();
    },
  };
}
