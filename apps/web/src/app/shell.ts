import {
  createPlatformClient,
  createSportsClient,
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
import { createAppStore, type AppStore } from './store.ts';

export type DialogState =
  | { kind: 'login'; mode: 'account' | 'phone' | 'vtob' }
  | { kind: 'register'; mode: 'account' | 'phone' }
  | { kind: 'verify'; userName: string; mobile: string; mobileArea: string; loginState: 1 | 2 }
  | { kind: 'sessionExpired' }
  | null;

export interface ShellState {
  token: string | null;
  user: UserInfo | null;
  dialog: DialogState;
}

/** A message for the toast area: a translation key (with its namespace) or the server's text. */
export type ShellMessage =
  | { tone: 'info' | 'success' | 'warning' | 'danger'; key: string }
  | { tone: 'info' | 'success' | 'warning' | 'danger'; text: string };

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
}

export interface Shell {
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
  setNavigate(navigate: (path: string) => void): void;
  openDialog(dialog: DialogState): void;
  closeDialog(): void;
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
  logout(): Promise<void>;
  /** The one forced logout after the session expired. */
  forceLogout(): void;
  /** Clears the session locally, then goes home and reloads (unless `reload` is false). */
  endSession(options?: { reload?: boolean }): void;
}

export function createShell(deps: ShellDeps): Shell {
  const store = createAppStore(deps.local, deps.session);
  let state: ShellState = {
    token: store.token.get(),
    user: isLoggedIn(store.token.get()) ? store.userInfo.get() : null,
    dialog: null,
  };
  const listeners = new Set<() => void>();
  const messageListeners = new Set<(message: ShellMessage) => void>();
  let navigate = deps.navigate ?? (() => undefined);
  let deviceIdCache: string | null = store.deviceId.get();

  const setState = (patch: Partial<ShellState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
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
    setState({ token: null, user: null, dialog: null });
    if (reload) deps.goHomeAndReload();
  };

  const platform = createPlatformClient({
    baseUrl: deps.baseUrl,
    getToken: () => store.token.get(),
    getUserName: () => state.user?.userName ?? null,
    getLanguage: deps.getLanguage,
    getDeviceNo: () => deviceIdCache,
    clientModel: deps.clientModel,
    platform: 'vietnam',
    onSessionExpired: () => shell.forceLogout(),
    onErrorMessage: (text) => notify({ tone: 'danger', text }),
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
  const sports = createSportsClient({
    fetchConfig: () => platform.games.fetchSportsbookToken(undefined, { noNeedResponseMsg: true }),
    initialConfig: store.sportsToken.get(),
    onConfigChange: (config) => store.sportsToken.set(config),
    getSettings: () => store.settings.get(),
    getCurrency: () => state.user?.regCurrency ?? 'USDT',
    getLanguage: deps.getLanguage,
    onErrorMessage: (text) => notify({ tone: 'danger', text }),
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
  const botCheck = createBotCheck(platform, deps.botCheckTimeoutMs);
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
  const resolver = createDeviceIdResolver({
    storage: deps.local,
    queryDeviceId: deps.queryDeviceId,
    fetchServerId: async () => {
      const botToken = await botCheck.token();
      if (!botToken) return null;
      return platform.member.fetchDeviceId({ botToken });
    },
    fingerprint: deps.fingerprint ?? (async () => null),
    now: () => Date.now(),
  });

  const storeToken = (token: string) => {
    store.token.set(token);
    setState({ token });
  };

  const shell: Shell = {
    local: deps.local,
    store,
    platform,
    sports,
    queryClient,
    botCheck,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onMessage(listener) {
      messageListeners.add(listener);
      return () => messageListeners.delete(listener);
    },
    notify,
    setNavigate(next) {
      navigate = next;
    },
    openDialog: (dialog) => setState({ dialog }),
    closeDialog: () => setState({ dialog: null }),
    isLoggedIn: () => isLoggedIn(store.token.get()),
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
        setState({
          dialog: {
            kind: 'verify',
            userName: response.userName,
            mobile: response.mobile ?? '',
            mobileArea: response.mobileArea ?? '',
            loginState: response.loginState === 2 ? 2 : 1,
          },
        });
        return step;
      }
      if (step === 'vtob') {
        store.vtob.set({
          state: response.state ?? '',
          token: response.accessToken,
          userName: response.userName,
        });
        storeToken(response.accessToken);
        setState({ dialog: { kind: 'login', mode: 'vtob' } });
        return step;
      }
      storeToken(response.accessToken);
      if (response.deviceId) {
        deviceIdCache = response.deviceId;
        store.deviceId.set(response.deviceId);
      }
      endSessionDone = false;
      setState({ dialog: null });
      await shell.loadUser();
      // the sportsbook token, for the sports pages; a failure only delays them
      platform.games
        .fetchSportsbookToken(undefined, { noNeedResponseMsg: true })
        .then((config) => store.sportsToken.set(config))
        .catch(() => undefined);
      navigate(postLoginPath(method, redirect));
      return step;
    },
    async deviceId() {
      deviceIdCache = await resolver.resolve();
      return deviceIdCache;
    },
    async logout() {
      try {
        await platform.auth.logout(undefined, { noNeedResponseMsg: true });
      } catch {
        // the session ends here whatever the server answered
      }
      endSession();
    },
    forceLogout() {
      if (!isLoggedIn(store.token.get())) return;
      if (deps.appMode) {
        setState({ dialog: { kind: 'sessionExpired' } });
        return;
      }
      notify({ tone: 'warning', key: 'auth:sessionExpired' });
      endSession();
    },
    endSession,
  };
  return shell;
}
