/** The part of the Web Storage API the rules need; `window.localStorage` fits. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** An in-memory storage, for tests and for environments without Web Storage. */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage & {
  readonly size: number;
  clear(): void;
} {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
    get size() {
      return map.size;
    },
  };
}

/**
 * The browser local-storage keys of spec §3, by what they hold — with one departure (ADR 012): no
 * secret is kept where a script could read it. The session token lives in the server's HttpOnly
 * cookie, and `session` holds only an opaque marker of it (whether a member is logged in, and
 * which login); the sportsbook token is kept in memory.
 */
export const LOCAL_STORAGE_KEYS = Object.freeze({
  session: 'session',
  footballConfig: 'footballConfig',
  userInfo: 'userInfo',
  followList: 'followList',
  userRole: 'userRole',
  collectedIds: 'collectIds',
  withdrawInfo: 'withdrawInfo',
  deviceId: 'deviceId',
  language: 'language',
  settings: 'settings',
  pendingPushOrder: 'pendingPushOrder',
  theme: 'theme',
} as const);

/**
 * Keys of spec §3 earlier versions wrote that held secrets (the session token, the sportsbook
 * token): deleted when the app starts and at logout, never written (ADR 012).
 */
export const RETIRED_LOCAL_STORAGE_KEYS = Object.freeze(['token', 'sportsToken'] as const);

/** The session-storage keys of spec §3. */
export const SESSION_STORAGE_KEYS = Object.freeze({
  inviteCode: 'inviteCode',
  referCode: 'referCode',
} as const);
