import { LOCAL_STORAGE_KEYS, type KeyValueStorage } from '@touchline/domain';

/**
 * The view cookie (ADR 041): the browser's copy of the few stored values that shape a member's
 * first screen, which the server's render of the member's page reads so that the HTML is the
 * page the browser will hydrate: the session's marker (the cache keys of the member's data carry
 * it) and the settings (the odds format of every price, and the price lists' query keys).
 *
 * Neither is a secret: the marker only names a login (the session itself is the HttpOnly
 * cookie's), and the settings are preferences. Everything else the browser keeps (the follow
 * list, the 18+ answer, the theme) waits for hydration instead (`useHydrated`).
 */
export const VIEW_COOKIE = 'tl_view';

/** The stored keys the cookie carries. */
export const VIEW_KEYS: readonly string[] = [
  LOCAL_STORAGE_KEYS.session,
  LOCAL_STORAGE_KEYS.settings,
];

/** A value longer than this is not carried (a cookie holds about 4 kB; settings are tens of bytes). */
const MAX_VALUE_LENGTH = 512;

/** How long the cookie lasts: a session's life (7 days); each start of the app renews it. */
const MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** The cookie's value for the stored values, or null when there is no session (nothing to carry). */
export function viewCookieValue(local: KeyValueStorage): string | null {
  if (!local.getItem(LOCAL_STORAGE_KEYS.session)) return null;
  const entries: Record<string, string> = {};
  for (const key of VIEW_KEYS) {
    const value = local.getItem(key);
    if (value !== null && value.length <= MAX_VALUE_LENGTH) entries[key] = value;
  }
  return encodeURIComponent(JSON.stringify(entries));
}

/** The `document.cookie` assignment that sets (or, without a session, clears) the cookie. */
export function viewCookieAssignment(local: KeyValueStorage, secure: boolean): string {
  const value = viewCookieValue(local);
  return [
    `${VIEW_COOKIE}=${value ?? ''}`,
    'Path=/',
    'SameSite=Strict',
    `Max-Age=${value === null ? 0 : MAX_AGE_SECONDS}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * The stored values a request's `Cookie` header carries in the view cookie: only the view keys,
 * only strings; an empty object when there is none or it cannot be read.
 */
export function readViewCookie(cookieHeader: string | undefined): Record<string, string> {
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
      if (typeof value === 'string' && value.length <= MAX_VALUE_LENGTH) entries[key] = value;
    }
    return entries;
  } catch {
    return {};
  }
}

/**
 * `local` with the view cookie kept up to date: written now, and again whenever a view key is
 * set or removed (a login, a logout, a change of settings), through `writeCookie`
 * (`document.cookie = …` in the browser).
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
