import {
  deferClient,
  type SportsClient,
  type FetchFunction,
  type LoginResponse,
  type PlatformClient,
  type UserInfo,
} from '@touchline/api';
import {
  createDeviceIdResolver,
  isLoggedIn,
  nextLoginStep,
  postLoginPath,
  type KeyValueStorage,
  type Language,
} from '@touchline/domain';
import { QueryClient } from '@tanstack/react-query';
import { createBotCheck, type BotCheck } from '../auth/botCheck.ts';
import { SITE, type SiteConfig } from './site.ts';
import { createAppStore, type AppStore } from './store.ts';

export type DialogState =
  | { kind: 'login'; mode: 'account' | 'phone' | 'vtob' }
  | { kind: 'register'; mode: 'account' | 'phone' }
  | { kind: 'verify'; userName: string; mobile: string; mobileArea: string; loginState: 1 | 2 }
  | { kind: 'sessionExpired' }
  | null;

/**
 * Who is logged in: the marker of the member's session (its token is in the server's HttpOnly
 * cookie, which no script reads — ADR 012; the marker is new at each login, so caches can be
 * kept per session) and the member's info.
 */
export interface SessionState {
  sessionId: string | null;
  user: UserInfo | null;
}

/** The session and the open dialog together (the guard and tests read both). */
export interface ShellState extends SessionState {
  dialog: DialogState;
}

/** A message for the toast area: a translation key (with its namespace) or the server's text. */
export type ShellMessage =
  | { tone: 'info' | 'success' | 'warning' | 'danger'; key: string }
  | { tone: 'info' | 'success' | 'warning' | 'danger'; text: string };

/** What the pages read the time from: the real clock, or a fixed one for stories and tests. */
export interface Clock {
  now(): number;
  /** Countdowns tick (a fixed clock's screens hold still for their screenshots). */
  ticking: boolean;
}

const REAL_CLOCK: Clock = { now: () => Date.now(), ticking: true };

export interface ShellDeps {
  local: KeyValueStorage;
  session: KeyValueStorage;
  baseUrl: string;
  getLanguage: () => Language;
  /** Navigates inside the app (the router's navigate once it exists). */
  navigate?: (path: string) => void;
  /** Goes to `/` and reloads the page (logout). */
  goHomeAndReload: () => void;
  /** Running as the long-running (installed) app: a forced logout asks first. */
  appMode?: boolean;
  /** The `deviceId` query parameter of the current route. */
  queryDeviceId?: () => string | null;
  fingerprint?: () => Promise<string | null>;
  clientModel?: string;
  fetch?: FetchFunction;
  botCheckTimeoutMs?: number;
  /** The build's site configuration (market, platform, fallback currency, dial code). */
  site?: SiteConfig;
  /** The clock pages read (the real one unless given). */
  clock?: Clock;
  /**
   * The session the server's render of this page was for, and the member's info it loaded
   * (ADR 041): when it is this browser's session, the info is kept as the stored info, so the
   * browser's first render is the server's.
   */
  rendered?: {
    sessionId: string | null;
    user: UserInfo | null;
    /** The time the server's render showed (`useRenderTime`); on the server, its own. */
    renderedAt?: number | null;
  } | null;
}

/** The server clients: platform, sportsbook and the bot check in front of sensitive calls. */
export interface ShellClients {
  platform: PlatformClient;
  /** The sportsbook client (its token comes from the platform after login). */
  sports: SportsClient;
  botCheck: BotCheck;
}

/** Which auth dialog is open; its own listeners, so opening one re-renders only its host. */
export interface DialogController {
  get(): DialogState;
  subscribe(listener: () => void): () => void;
  open(dialog: DialogState): void;
  close(): void;
}

/** The session: its state and what starts and ends it. */
export interface Session {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  isLoggedIn(): boolean;
  /** Loads the member's info (role, name…) and keeps it; null when it cannot be loaded. */
  loadUser(): Promise<UserInfo | null>;
  /** What follows a login or registration answer (spec §4). */
  completeLogin(
    response: LoginResponse,
    method: 'account' | 'phone',
    redirect?: string | null,
  ): Promise<'verify' | 'vtob' | 'done'>;
  deviceId(): Promise<string>;
  /** Tells the server, then ends the session (whatever the server answered). */
  logout(): Promise<void>;
  /** The one forced logout after the session expired. */
  forceLogout(): void;
  /** Clears the session locally, then goes home and reloads (unless `reload` is false). */
  endSession(options?: { reload?: boolean }): void;
}

/**
 * The composition root: the pieces (session, clients, dialog controller, site configuration) that
 * App provides separately, and the storage and query client they share. The flat members are the
 * pieces' own, for code outside React (the guard, tests).
 */
export interface Shell {
  session: Session;
  clock: Clock;
  /** The time the server's render of this page showed (epoch ms), or null: `useRenderTime`. */
  renderedAt: number | null;
  clients: ShellClients;
  dialogs: DialogController;
  site: SiteConfig;
  /** The local storage the shell works on (popup-ad records and the like). */
  local: KeyValueStorage;
  store: AppStore;
  platform: PlatformClient;
  /** The sportsbook client (its token comes from the platform after login). */
  sports: SportsClient;
  queryClient: QueryClient;
  botCheck: BotCheck;
  getState(): ShellState;
  subscribe(listener: () => void): () => void;
  onMessage(listener: (message: ShellMessage) => void): () => void;
  notify(message: ShellMessage): void;
  /** The language the site is shown in now (the socket's refusals come in it). */
  getLanguage(): Language;
  setNavigate(navigate: (path: string) => void): void;
  openDialog(dialog: DialogState): void;
  closeDialog(): void;
  isLoggedIn: Session['isLoggedIn'];
  loadUser: Session['loadUser'];
  completeLogin: Session['completeLogin'];
  deviceId: Session['deviceId'];
  logout: Session['logout'];
  forceLogout: Session['forceLogout'];
  endSession: Session['endSession'];
}

/** An opaque, unique marker of one login (which session a 401 answer is about). */
function newSessionMarker(): string {
  // getRandomValues, not randomUUID: the latter needs a secure context (a LAN address is not)
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The open dialog, with its own listeners. */
export function createDialogController(): DialogController {
  let dialog: DialogState = null;
  const listeners = new Set<() => void>();
  const set = (next: DialogState) => {
    dialog = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => dialog,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open: set,
    close: () => set(null),
  };
}

export function createShell(deps: ShellDeps): Shell {
  const site = deps.site ?? SITE;
  const store = createAppStore(deps.local, deps.session);
  const dialogs = createDialogController();
  const sessionId = store.session.get();
  const renderedUser = deps.rendered?.sessionId === sessionId ? deps.rendered?.user : null;
  if (renderedUser && isLoggedIn(sessionId)) store.userInfo.set(renderedUser);
  let state: SessionState = {
    sessionId,
    user: isLoggedIn(sessionId) ? store.userInfo.get() : null,
  };
  const listeners = new Set<() => void>();
  const messageListeners = new Set<(message: ShellMessage) => void>();
  let navigate = deps.navigate ?? (() => undefined);
  let deviceIdCache: string | null = store.deviceId.get();

  const setState = (patch: Partial<SessionState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };
  // the session and dialog together, one object per change of either (a stable snapshot)
  let combined: ShellState = { ...state, dialog: dialogs.get() };
  const getState = (): ShellState => {
    if (
      combined.sessionId !== state.sessionId ||
      combined.user !== state.user ||
      combined.dialog !== dialogs.get()
    )
      combined = { ...state, dialog: dialogs.get() };
    return combined;
  };
  const notify = (message: ShellMessage) => {
    for (const listener of messageListeners) listener(message);
  };

  let endSessionDone = false;
  const endSession = ({ reload = true }: { reload?: boolean } = {}) => {
    if (endSessionDone) return;
    endSessionDone = true;
    store.clearSession();
    queryClient.clear();
    setState({ sessionId: null, user: null });
    dialogs.close();
    if (reload) deps.goHomeAndReload();
  };

  // the clients' code (ky, the call registry and its schemas) comes with their first call: a page
  // the server rendered starts with its data and calls nothing (issue 16)
  const clientsModule = () => import('@touchline/api/clients');
  const platform = deferClient<PlatformClient>(async () =>
    (await clientsModule()).createPlatformClient({
      baseUrl: deps.baseUrl,
      // the session travels in the HttpOnly cookie; the marker tells which login a 401 ends
      sessionMode: 'cookie',
      getToken: () => store.session.get(),
      getUserName: () => state.user?.userName ?? null,
      getLanguage: deps.getLanguage,
      getDeviceNo: () => deviceIdCache,
      clientModel: deps.clientModel,
      platform: site.platform,
      onSessionExpired: () => session.forceLogout(),
      onErrorMessage: (text) => notify({ tone: 'danger', text }),
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
    }),
  );
  const sports = deferClient<SportsClient>(async () =>
    (await clientsModule()).createSportsClient({
      // the sportsbook token is held in memory only (ADR 012), fetched when first needed
      fetchConfig: () =>
        platform.games.fetchSportsbookToken(undefined, { noNeedResponseMsg: true }),
      getSettings: () => store.settings.get(),
      getCurrency: () => state.user?.regCurrency ?? site.fallbackCurrency,
      getLanguage: deps.getLanguage,
      onErrorMessage: (text) => notify({ tone: 'danger', text }),
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
    }),
  );
  // the bot check as the device-id fetch uses it (spec §4 step 3: one token for that call)
  const deviceBotCheck = createBotCheck(platform, deps.botCheckTimeoutMs);
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
  const resolver = createDeviceIdResolver({
    storage: deps.local,
    queryDeviceId: deps.queryDeviceId,
    fetchServerId: async () => {
      const botToken = await deviceBotCheck.token();
      if (!botToken) return null;
      return platform.member.fetchDeviceId({ botToken });
    },
    fingerprint: deps.fingerprint ?? (async () => null),
    now: () => Date.now(),
  });

  /**
   * The device id is resolved when a protected call first needs it, not at start-up (ADR 014):
   * a first visit that never logs in or registers runs no proof of work. Once per page; a login
   * answer's id replaces it.
   */
  let deviceIdPending: Promise<string> | null = null;
  const resolveDeviceId = (): Promise<string> =>
    (deviceIdPending ??= resolver.resolve().then((id) => {
      deviceIdCache = id;
      return id;
    }));
  /**
   * The bot check of the protected calls (login, registration, SMS codes): the device id first,
   * so the call carries it in `deviceNo` (its server fetch spends a token of its own when no real
   * id is stored), then the call's own token.
   */
  const botCheck: BotCheck = {
    async token() {
      await resolveDeviceId();
      return deviceBotCheck.token();
    },
    prefetch() {
      void resolveDeviceId().finally(() => deviceBotCheck.prefetch());
    },
  };

  /** A new login: its marker (which login this is, never a secret), and a fresh sports token. */
  const startSession = () => {
    const sessionId = newSessionMarker();
    store.session.set(sessionId);
    sports.resetConfig();
    setState({ sessionId });
  };

  const session: Session = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isLoggedIn: () => isLoggedIn(store.session.get()),
    async loadUser() {
      try {
        const user = await platform.member.getUserInfo();
        store.userInfo.set(user);
        store.userRole.set(user.role);
        setState({ user });
        return user;
      } catch {
        // an expired session logs out through onSessionExpired; other failures leave it unloaded
        return null;
      }
    },
    async completeLogin(response, method, redirect) {
      const step = nextLoginStep(response);
      if (step === 'verify') {
        dialogs.open({
          kind: 'verify',
          userName: response.userName,
          mobile: response.mobile ?? '',
          mobileArea: response.mobileArea ?? '',
          loginState: response.loginState === 2 ? 2 : 1,
        });
        return step;
      }
      if (step === 'vtob') {
        store.vtob.set({ state: response.state ?? '', userName: response.userName });
        startSession();
        dialogs.open({ kind: 'login', mode: 'vtob' });
        return step;
      }
      startSession();
      if (response.deviceId) {
        deviceIdCache = response.deviceId;
        deviceIdPending = Promise.resolve(response.deviceId);
        store.deviceId.set(response.deviceId);
      }
      endSessionDone = false;
      dialogs.close();
      await session.loadUser();
      navigate(postLoginPath(method, redirect));
      return step;
    },
    deviceId: resolveDeviceId,
    async logout() {
      try {
        await platform.auth.logout(undefined, { noNeedResponseMsg: true });
      } catch {
        // the session ends here whatever the server answered
      }
      endSession();
    },
    forceLogout() {
      if (!isLoggedIn(store.session.get())) return;
      if (deps.appMode) {
        dialogs.open({ kind: 'sessionExpired' });
        return;
      }
      notify({ tone: 'warning', key: 'auth:sessionExpired' });
      endSession();
    },
    endSession,
  };
  const clients: ShellClients = { platform, sports, botCheck };
  const shell: Shell = {
    clock: deps.clock ?? REAL_CLOCK,
    renderedAt: deps.rendered?.renderedAt ?? null,
    ...session,
    session,
    clients,
    dialogs,
    site,
    ...clients,
    local: deps.local,
    store,
    queryClient,
    getState,
    subscribe(listener) {
      const stopSession = session.subscribe(listener);
      const stopDialog = dialogs.subscribe(listener);
      return () => {
        stopSession();
        stopDialog();
      };
    },
    onMessage(listener) {
      messageListeners.add(listener);
      return () => messageListeners.delete(listener);
    },
    notify,
    getLanguage: deps.getLanguage,
    setNavigate(next) {
      navigate = next;
    },
    openDialog: dialogs.open,
    closeDialog: dialogs.close,
  };
  return shell;
}
