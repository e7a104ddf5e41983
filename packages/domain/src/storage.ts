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

/** The browser local-storage keys of spec §3, by what they hold. */
export const LOCAL_STORAGE_KEYS = Object.freeze({
  token: 'token',
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
  sportsToken: 'sportsToken',
} as const);

/** The session-storage keys of spec §3. */
export const SESSION_STORAGE_KEYS = Object.freeze({
  inviteCode: 'inviteCode',
  referCode: 'referCode',
} as const);
