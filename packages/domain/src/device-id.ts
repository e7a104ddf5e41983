import { LOCAL_STORAGE_KEYS, type KeyValueStorage } from './storage.ts';

/** Storage key of the device identifier. */
export const DEVICE_ID_STORAGE_KEY = LOCAL_STORAGE_KEYS.deviceId;
/** Web-derived ids start with this; the word `timestamp` marks a local fallback. */
export const DEVICE_ID_FALLBACK_PREFIX = 'PC-timestamp';

export interface DeviceIdResolverDeps {
  storage: KeyValueStorage;
  /** The `deviceId` query parameter of the current route, supplied by the app. */
  queryDeviceId?: () => string | null | undefined;
  /** Asks the server for an id (behind the bot check); null, empty or a rejection falls through. */
  fetchServerId: () => Promise<string | null>;
  /** A browser fingerprint hash; null, empty or a rejection falls through. */
  fingerprint: () => Promise<string | null>;
  now: () => number;
}

function isPlaceholder(id: string): boolean {
  return id.includes('timestamp') || id.includes('undefined');
}

function usable(id: unknown): id is string {
  return typeof id === 'string' && id.trim() !== '';
}

/**
 * Resolves the device id, first match wins: the query id; a stored real id; the server's id
 * (fetched only when the stored one is missing or a placeholder); `PC-timestamp` + fingerprint;
 * `PC-timestamp` + now. Concurrent calls share one server fetch.
 */
export function createDeviceIdResolver(deps: DeviceIdResolverDeps): { resolve(): Promise<string> } {
  const { storage } = deps;
  let serverFetch: Promise<string | null> | null = null;

  const store = (id: string) => {
    try {
      storage.setItem(DEVICE_ID_STORAGE_KEY, id);
    } catch {
      // storage blocked: the id still serves this page
    }
  };
  const read = () => {
    try {
      return storage.getItem(DEVICE_ID_STORAGE_KEY);
    } catch {
      return null;
    }
  };
  const fetchOnce = () => {
    serverFetch ??= deps
      .fetchServerId()
      .then(
        (id) => (usable(id) ? id : null),
        () => null,
      )
      .finally(() => {
        serverFetch = null;
      });
    return serverFetch;
  };

  return {
    async resolve() {
      const fromQuery = deps.queryDeviceId?.();
      if (usable(fromQuery)) {
        store(fromQuery);
        return fromQuery;
      }
      const stored = read();
      if (usable(stored) && !isPlaceholder(stored)) return stored;

      const fromServer = await fetchOnce();
      if (fromServer) {
        store(fromServer);
        return fromServer;
      }
      const hash = await deps.fingerprint().catch(() => null);
      const fallback = DEVICE_ID_FALLBACK_PREFIX + (usable(hash) ? hash : String(deps.now()));
      store(fallback);
      return fallback;
    },
  };
}
