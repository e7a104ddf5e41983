import { createMemoryStorage, type KeyValueStorage } from '@touchline/domain';

/**
 * Web Storage when the browser allows it, memory otherwise (private modes and blocked storage
 * throw on access), so the rules in domain always get a working storage.
 */
export function browserStorage(kind: 'local' | 'session' = 'local'): KeyValueStorage {
  try {
    const storage = kind === 'local' ? window.localStorage : window.sessionStorage;
    const probe = '__touchline_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return createMemoryStorage();
  }
}
