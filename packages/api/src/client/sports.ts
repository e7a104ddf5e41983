import {
  DEFAULT_LANGUAGE,
  currencyId,
  oddsChangePolicyForSetting,
  oddsChangeSettingForPolicy,
  parseMaintenanceRange,
  type Language,
  type Settings,
} from '@touchline/domain';
import {
  SPORTS_LANGUAGE_TYPES,
  sportsCalls,
  type SportsCommonBody,
} from '../contract/calls/sports.ts';
import type { AnyCall, CallData, CallInput } from '../contract/define.ts';
import { CODES } from '../contract/codes.ts';
import { HEADERS } from '../contract/headers.ts';
import { ApiError } from '../errors.ts';
import {
  checkInput,
  createHttp,
  read,
  readData,
  sendForEnvelope,
  type CallOptions,
  type FetchFunction,
  type RawEnvelope,
  type Readable,
} from './transport.ts';
import { isSportsNotice, type SportsNotice } from './sports-notice.ts';

/** What the sports client needs of the sportsbook config (the token call's answer). */
export interface SportsServiceConfig {
  token: string;
  apiServerAddress: string;
}

export { isSportsNotice, type SportsNotice };

export interface SportsClientOptions {
  /**
   * The token call: the platform's sportsbook config (`games.fetchSportsbookToken`). Called when
   * no config is held, and again — once for any number of calls — when the token expires.
   */
  fetchConfig: () => Promise<SportsServiceConfig>;
  /** The app settings; `oddsChange` goes into every body. */
  getSettings: () => Pick<Settings, 'oddsChange'>;
  /** The member's currency (CNY, VND, USD, USDT…); its id goes into every body. */
  getCurrency: () => string;
  getLanguage: () => Language | null | undefined;
  /** The external host of the static-language list; the sports API address when not given. */
  staticLanguageBaseUrl?: Readable<string | null | undefined>;
  /** Shows the message of a failed bet (the calls that do not opt out). */
  onErrorMessage?: (msg: string) => void;
  fetch?: FetchFunction;
}

type Calls = typeof sportsCalls;

export type SportsFunction<Call extends AnyCall> =
  Record<never, never> extends CallInput<Call>
    ? (input?: CallInput<Call>, options?: CallOptions) => Promise<CallData<Call> | SportsNotice>
    : (input: CallInput<Call>, options?: CallOptions) => Promise<CallData<Call> | SportsNotice>;

export type SportsClient = { readonly [Name in keyof Calls]: SportsFunction<Calls[Name]> } & {
  /** Forgets the held config; the next call fetches a new one (after a logout). */
  resetConfig(): void;
};

/**
 * The sports data service client (spec §7, §8): every call POST with the sports token in
 * `Authorization`, and `oddsChange`, `currencyId` and `languageType` added to every body.
 * Code 8 resolves with a `SportsNotice`; code 14010 refreshes the token once for all calls in
 * flight and retries each call once; success returns `data`, or the empty value of its schema
 * when `data` is absent.
 */
export function createSportsClient(options: SportsClientOptions): SportsClient {
  const http = createHttp(options.fetch);
  // held in memory only: a token no script can find in storage (ADR 012)
  let config: SportsServiceConfig | null = null;
  let loading: Promise<SportsServiceConfig> | null = null;

  function loadConfig(): Promise<SportsServiceConfig> {
    loading ??= (async () => {
      const next = await options.fetchConfig();
      config = next;
      return next;
    })().finally(() => {
      loading = null;
    });
    return loading;
  }

  /** A fresh token after `stale` expired: one fetch however many calls ask at once. */
  function refreshConfig(stale: SportsServiceConfig): Promise<SportsServiceConfig> {
    if (config !== null && config !== stale) return Promise.resolve(config);
    return loadConfig();
  }

  function commonBody(): SportsCommonBody {
    const language = options.getLanguage() || DEFAULT_LANGUAGE;
    return {
      // settings may hold anything; the service knows 1 (any), 2 (better) and 3 (none)
      oddsChange: oddsChangeSettingForPolicy(
        oddsChangePolicyForSetting(options.getSettings().oddsChange),
      ),
      currencyId: currencyId(options.getCurrency()),
      languageType: SPORTS_LANGUAGE_TYPES[language] ?? SPORTS_LANGUAGE_TYPES[DEFAULT_LANGUAGE],
    };
  }

  async function send(
    call: AnyCall,
    body: Record<string, unknown>,
    held: SportsServiceConfig,
    callOptions: CallOptions | undefined,
  ): Promise<RawEnvelope> {
    const toLanguageHost = call.service === 'staticLanguage';
    const prefix = toLanguageHost
      ? read(options.staticLanguageBaseUrl) || held.apiServerAddress
      : held.apiServerAddress;
    return sendForEnvelope({
      http,
      call,
      prefix,
      path: call.path,
      // the language host is someone else's: the sports token stays with the sports service
      headers: toLanguageHost ? {} : { [HEADERS.authorization]: held.token },
      json: { ...body, ...commonBody() },
      ...(callOptions?.signal ? { signal: callOptions.signal } : {}),
    });
  }

  async function execute(call: AnyCall, input: unknown, callOptions?: CallOptions) {
    const body = await checkInput(call, input);
    let held = config ?? (await loadConfig());
    let envelope = await send(call, body, held, callOptions);
    if (envelope.code === CODES.sportsTokenExpired) {
      held = await refreshConfig(held);
      envelope = await send(call, body, held, callOptions);
    }
    const { code, msg } = envelope;
    if (code === CODES.success) return readData(call, envelope);
    if (code === CODES.sportsPassThrough) {
      const notice: SportsNotice = {
        kind: 'sports-notice',
        code,
        msg,
        data: envelope.data,
        maintenance: call === sportsCalls.getStatistics ? parseMaintenanceRange(msg) : null,
      };
      return notice;
    }
    // a token refused twice in a row is the service's failure, not something to retry again
    const handled = code === CODES.sportsTokenExpired;
    const suppressed = handled || call.suppressMessages || callOptions?.noNeedResponseMsg === true;
    if (!suppressed && msg.trim() !== '') options.onErrorMessage?.(msg);
    throw new ApiError(code, msg, { call: call.name, data: envelope.data });
  }

  const client: Record<string, unknown> = {};
  for (const [name, call] of Object.entries(sportsCalls) as [string, AnyCall][]) {
    client[name] = (input?: unknown, callOptions?: CallOptions) =>
      execute(call, input, callOptions);
  }
  client.resetConfig = () => {
    config = null;
  };
  return Object.freeze(client) as SportsClient;
}
