import type { KeyValueStorage } from './storage.ts';

/** The storage key prefix of the popup-ad records. */
export const POPUP_AD_KEY_PREFIX = 'popupAdRecord_';
/** The user part of the key when nobody is logged in. */
export const POPUP_AD_LOGGED_OUT_USER = 'NO_LOGIN';

interface PopupAdRecord {
  date: string;
  ids: string[];
}

function readRecord(storage: KeyValueStorage, key: string): PopupAdRecord | null {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      value &&
      typeof value === 'object' &&
      typeof (value as PopupAdRecord).date === 'string' &&
      Array.isArray((value as PopupAdRecord).ids)
    ) {
      return { date: (value as PopupAdRecord).date, ids: (value as PopupAdRecord).ids.map(String) };
    }
  } catch {
    // a corrupt record counts as none
  }
  return null;
}

export interface PopupAdGate {
  /** Whether to show the popup today (and, with an ad id, that ad); a true answer is recorded. */
  shouldShow(userName: string | null, today: string, adId?: string | number): boolean;
  /** Forgets what was shown to that user (or to the logged-out visitor). */
  clear(userName?: string | null): void;
}

/** Popup ads once a day per user, and each ad id at most once a day. */
export function createPopupAdGate(
  storage: KeyValueStorage,
  prefix: string = POPUP_AD_KEY_PREFIX,
): PopupAdGate {
  const keyFor = (userName: string | null | undefined) =>
    prefix + (userName ? userName : POPUP_AD_LOGGED_OUT_USER);
  const write = (key: string, record: PopupAdRecord) => {
    try {
      storage.setItem(key, JSON.stringify(record));
    } catch {
      // storage full or blocked: the answer still holds for this call
    }
  };
  return {
    shouldShow(userName, today, adId) {
      const key = keyFor(userName);
      const id = adId === undefined || adId === null ? null : String(adId);
      const record = readRecord(storage, key);
      if (!record || record.date !== today) {
        write(key, { date: today, ids: id === null ? [] : [id] });
        return true;
      }
      if (id !== null && !record.ids.includes(id)) {
        write(key, { date: today, ids: [...record.ids, id] });
        return true;
      }
      return false;
    },
    clear(userName) {
      try {
        storage.removeItem(keyFor(userName));
      } catch {
        // nothing to clear
      }
    },
  };
}
