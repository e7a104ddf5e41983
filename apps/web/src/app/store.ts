import type { GameSession, UserInfo } from '@touchline/api';
import {
  DEFAULT_THEME,
  LOCAL_STORAGE_KEYS,
  RETIRED_LOCAL_STORAGE_KEYS,
  parseSettings,
  parseTheme,
  SESSION_STORAGE_KEYS,
  type KeyValueStorage,
  type Language,
  type Settings,
  type Theme,
} from '@touchline/domain';

function readJson<T>(storage: KeyValueStorage, key: string): T | null {
  const raw = storage.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  if (value === null || value === undefined) storage.removeItem(key);
  else storage.setItem(key, JSON.stringify(value));
}

function text(storage: KeyValueStorage, key: string) {
  return {
    get: (): string | null => storage.getItem(key) || null,
    set: (value: string | null) => (value ? storage.setItem(key, value) : storage.removeItem(key)),
  };
}

function json<T>(storage: KeyValueStorage, key: string) {
  return {
    get: (): T | null => readJson<T>(storage, key),
    set: (value: T | null) => writeJson(storage, key, value),
  };
}

/**
 * The vtob marker saved when the login answers with a state (spec §4) — without the spec's token:
 * the session is in the cookie (ADR 012).
 */
export interface VtobState {
  state: string;
  userName: string;
}

/** Ours, not the spec's: the lobby's recently played games. */
const RECENT_GAMES_KEY = 'recentGames';
/**
 * Ours (issue 20, 18+): `'1'` once the visitor answered the first-visit gate "Yes, I am 18 or
 * older" on this browser; kept at logout.
 */
export const AGE_CONFIRMED_KEY = 'ageConfirmed';
/** Ours: the game client's session (session storage). */
const GAME_SESSION_KEY = 'gameSession';

/**
 * Every key of spec §3, typed, in one place: nothing else in the app reads or writes storage by
 * key name.
 */
export function createAppStore(local: KeyValueStorage, session: KeyValueStorage) {
  const K = LOCAL_STORAGE_KEYS;
  // the secrets earlier versions kept here go: those members log in again (ADR 012)
  for (const key of RETIRED_LOCAL_STORAGE_KEYS) local.removeItem(key);
  return {
    /** The marker of the session the browser's HttpOnly cookie holds: set while logged in. */
    session: text(local, K.session),
    footballConfig: json<Record<string, unknown>>(local, K.footballConfig),
    userInfo: json<UserInfo>(local, K.userInfo),
    /** The followed match ids of one sport. */
    followList: {
      get(sportId: number): string[] {
        const all = readJson<Record<string, string[]>>(local, K.followList) ?? {};
        return Array.isArray(all[sportId]) ? all[sportId].map(String) : [];
      },
      set(sportId: number, ids: readonly string[]) {
        const all = readJson<Record<string, string[]>>(local, K.followList) ?? {};
        writeJson(local, K.followList, { ...all, [sportId]: [...ids] });
      },
    },
    userRole: text(local, K.userRole),
    collectedIds: {
      get: (): string[] => (readJson<unknown[]>(local, K.collectedIds) ?? []).map(String),
      set: (ids: readonly string[]) => writeJson(local, K.collectedIds, [...ids]),
    },
    /** The games the member launched last, newest first (the lobby's "Recently played"). */
    recentGames: {
      get: (): string[] => (readJson<unknown[]>(local, RECENT_GAMES_KEY) ?? []).map(String),
      set: (codes: readonly string[]) => writeJson(local, RECENT_GAMES_KEY, [...codes]),
    },
    withdrawInfo: json<Record<string, unknown>>(local, K.withdrawInfo),
    deviceId: text(local, K.deviceId),
    language: {
      get: () => local.getItem(K.language) as Language | null,
      set: (lang: Language) => local.setItem(K.language, lang),
    },
    settings: {
      get: (): Settings => parseSettings(local.getItem(K.settings)),
      set: (value: Settings) => writeJson(local, K.settings, value),
      clear: () => local.removeItem(K.settings),
    },
    pendingPushOrder: json<Record<string, unknown>>(local, K.pendingPushOrder),
    theme: {
      get: (): Theme => parseTheme(local.getItem(K.theme)) ?? DEFAULT_THEME,
      set: (theme: Theme) => local.setItem(K.theme, theme),
    },
    vtob: json<VtobState>(local, 'vtobState'),
    /** Whether the visitor confirmed being 18 or older on this browser (the first-visit gate). */
    ageConfirmed: {
      get: (): boolean => local.getItem(AGE_CONFIRMED_KEY) === '1',
      set: () => local.setItem(AGE_CONFIRMED_KEY, '1'),
    },
    /**
     * The game client's open session with the launch token it came from (session storage: this
     * tab only), so a reload of the game frame goes on without a new launch.
     */
    gameSession: {
      get(launchToken: string): GameSession | null {
        const saved = readJson<{ launchToken?: unknown; session?: GameSession }>(
          session,
          GAME_SESSION_KEY,
        );
        return saved?.launchToken === launchToken && saved.session ? saved.session : null;
      },
      set(launchToken: string, value: GameSession) {
        writeJson(session, GAME_SESSION_KEY, { launchToken, session: value });
      },
    },
    inviteCode: text(session, SESSION_STORAGE_KEYS.inviteCode),
    referCode: text(session, SESSION_STORAGE_KEYS.referCode),
    /**
     * What logout forgets (spec §4): settings, the session (its marker; the server clears the
     * cookie), user info and role (the sportsbook token is in memory).
     */
    clearSession() {
      local.removeItem(K.settings);
      local.removeItem(K.session);
      local.removeItem(K.userInfo);
      local.removeItem(K.userRole);
      local.removeItem('vtobState');
    },
  };
}

export type AppStore = ReturnType<typeof createAppStore>;

/** Invite and refer codes in the address go to session storage, for registration. */
export function captureInvitationCodes(search: string, store: AppStore): void {
  const params = new URLSearchParams(search);
  const invite = params.get('inviteCode') ?? params.get('invite');
  const refer = params.get('referCode') ?? params.get('refer');
  if (invite) store.inviteCode.set(invite);
  if (refer) store.referCode.set(refer);
}
