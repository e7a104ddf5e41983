import {
  DEFAULT_LANGUAGE,
  STREAM_LIST_PAGE,
  STREAM_LIST_PAGE_SIZE,
  localeCode,
  type Language,
} from '@touchline/domain';
import {
  splitRequest,
  type AnyCall,
  type CallData,
  type CallInput,
  type PlatformArea,
} from '../contract/define.ts';
import { CODES } from '../contract/codes.ts';
import {
  CLIENT_HEADER_VALUE,
  COOKIE_SESSION_MODE,
  HEADERS,
  PAYLOAD_TOKEN_FIELD,
} from '../contract/headers.ts';
import type { Stream } from '../contract/entities/live.ts';
import { platformCallsByArea } from '../contract/player-registry.ts';
import { ApiError, SessionExpiredError } from '../errors.ts';
import {
  checkInput,
  createHttp,
  read,
  readData,
  sendForEnvelope,
  toFormData,
  type CallOptions,
  type FetchFunction,
  type RawEnvelope,
  type Readable,
} from './transport.ts';

type Maybe<T> = T | null | undefined;

export interface PlatformClientOptions {
  /** The platform API's address, e.g. `https://touchline.test` or `/` behind the same host. */
  baseUrl: Readable<string>;
  /**
   * The member's session: in header mode its token, sent with the calls that need it; in cookie
   * mode an opaque marker of the session the browser's cookie holds, never sent (the cookie is).
   * Empty or null when logged out.
   */
  getToken: () => Maybe<string>;
  /**
   * `cookie` (ADR 012): the browser keeps its session in the server's HttpOnly cookie — every
   * call says so (`Session-Mode: cookie`), logins answer no token, and no token is sent. The
   * default, `header`, is the spec's: the token in `Authorization` (or the payload).
   */
  sessionMode?: 'header' | 'cookie';
  getUserName?: () => Maybe<string>;
  getLanguage?: () => Maybe<Language>;
  /** The device id (domain's device-id resolver). */
  getDeviceNo?: () => Maybe<string>;
  clientModel?: Readable<Maybe<string>>;
  appVersion?: Readable<Maybe<string>>;
  /** The build's fixed regional value (spec §7). */
  platform?: Readable<Maybe<string>>;
  /**
   * The session expired: log out (after a confirmation in long-running app mode). Called once
   * however many calls fail together; again only after a new login.
   */
  onSessionExpired?: () => void;
  /** Shows the server's message of a failed call (the error toast). */
  onErrorMessage?: (msg: string) => void;
  /** Errors the spec says to swallow (stream list, device id) are reported here, for logs. */
  onSwallowedError?: (error: unknown, call: string) => void;
  fetch?: FetchFunction;
}

/** One client function: the call's input (optional when it needs none) to its `data`. */
export type CallFunction<Call extends AnyCall> =
  Record<never, never> extends CallInput<Call>
    ? (input?: CallInput<Call>, options?: CallOptions) => Promise<CallData<Call>>
    : (input: CallInput<Call>, options?: CallOptions) => Promise<CallData<Call>>;

export type AreaFunctions<Calls extends Readonly<Record<string, AnyCall>>> = {
  readonly [Name in keyof Calls]: CallFunction<Calls[Name]>;
};

type Areas = typeof platformCallsByArea;
type LiveCalls = Areas['live'];

export interface PlatformClient {
  readonly auth: AreaFunctions<Areas['auth']>;
  readonly member: Omit<AreaFunctions<Areas['member']>, 'fetchDeviceId'> & {
    /**
     * A server-issued device id for a bot-protection token, or null: the id is used only when
     * the code is 200 and `data` is present; every failure gives null (the resolver falls
     * through to the fingerprint).
     */
    fetchDeviceId(input: CallInput<Areas['member']['fetchDeviceId']>): Promise<string | null>;
  };
  readonly invite: AreaFunctions<Areas['invite']>;
  readonly vip: AreaFunctions<Areas['vip']>;
  readonly games: AreaFunctions<Areas['games']>;
  readonly live: Omit<AreaFunctions<LiveCalls>, 'listStreams'> & {
    /**
     * The streams (page 1, size 999 unless given). Reads `code` and `data.list`: any other code
     * gives an empty list, and failures are swallowed (spec §8).
     */
    listStreams(input?: Partial<CallInput<LiveCalls['listStreams']>>): Promise<Stream[]>;
  };
  readonly operation: AreaFunctions<Areas['operation']>;
  readonly campaigns: AreaFunctions<Areas['campaigns']>;
  /**
   * Makes any call of the contract with this client's headers and error policy: how a client of
   * another registry (the super-admin centre's, `createAdminClient`) sends its calls.
   */
  call<Call extends AnyCall>(
    call: Call,
    input: CallInput<Call> | undefined,
    options?: CallOptions,
  ): Promise<CallData<Call>>;
  /** Arms the forced logout again; logins through this client do it themselves. */
  rearmSessionExpiry(): void;
}

function text(value: Maybe<string>): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The platform API client (spec §7, §8): the spec's headers on every call, 15 s timeout (10 s for
 * the single-wallet jump), and the error policy — success returns `data`; the session-expired
 * code forces one logout; any other code shows its message unless the call opted out, and
 * rejects with an `ApiError`.
 */
export function createPlatformClient(options: PlatformClientOptions): PlatformClient {
  const http = createHttp(options.fetch);
  const cookieMode = options.sessionMode === 'cookie';
  let sessionExpiryArmed = true;

  function headersFor(call: AnyCall, token: string): Record<string, string> {
    const language = options.getLanguage?.() || DEFAULT_LANGUAGE;
    const headers: Record<string, string> = {
      [HEADERS.client]: CLIENT_HEADER_VALUE,
      [HEADERS.language]: language,
      [HEADERS.acceptLanguage]: localeCode(language),
    };
    if (cookieMode) headers[HEADERS.sessionMode] = COOKIE_SESSION_MODE;
    else if (call.auth === 'header' && token) headers[HEADERS.authorization] = token;
    const optional: [string, string][] = [
      [HEADERS.userName, encodeURIComponent(text(options.getUserName?.()))],
      [HEADERS.deviceNo, text(options.getDeviceNo?.())],
      [HEADERS.clientModel, text(read(options.clientModel))],
      [HEADERS.appVersion, text(read(options.appVersion))],
      [HEADERS.platform, text(read(options.platform))],
    ];
    for (const [name, value] of optional) if (value) headers[name] = value;
    return headers;
  }

  /** Sends a call and returns its envelope, whatever its code. */
  async function exchange(
    call: AnyCall,
    input: unknown,
    callOptions: CallOptions | undefined,
  ): Promise<{ envelope: RawEnvelope; token: string }> {
    const fields = await checkInput(call, input);
    const token = call.auth === 'none' ? '' : text(options.getToken());
    const { path, query, body } = splitRequest(call, fields);
    const payload =
      call.auth === 'payload' && token && !cookieMode
        ? { ...body, [PAYLOAD_TOKEN_FIELD]: token }
        : body;
    const envelope = await sendForEnvelope({
      http,
      call,
      prefix: read(options.baseUrl),
      path,
      headers: headersFor(call, token),
      ...(call.method === 'GET' ? { searchParams: query } : {}),
      ...(payload !== undefined && call.multipart ? { body: await toFormData(payload) } : {}),
      ...(payload !== undefined && !call.multipart ? { json: payload } : {}),
      ...(callOptions?.signal ? { signal: callOptions.signal } : {}),
    });
    return { envelope, token };
  }

  async function execute(call: AnyCall, input: unknown, callOptions?: CallOptions) {
    const { envelope, token } = await exchange(call, input, callOptions);
    const { code, msg } = envelope;
    if (code === CODES.success) {
      const data = readData(call, envelope);
      if (call.startsSession) sessionExpiryArmed = true;
      return data;
    }
    if (code === CODES.sessionExpired) {
      // Only the session this tab holds now can expire: an answer to a call made with an
      // older token or session marker (or none) must not log out the member who has since
      // logged in again.
      const stillCurrent = token !== '' && token === text(options.getToken());
      if (sessionExpiryArmed && stillCurrent) {
        sessionExpiryArmed = false;
        options.onSessionExpired?.();
      }
      throw new SessionExpiredError(msg, { call: call.name });
    }
    const suppressed = call.suppressMessages || callOptions?.noNeedResponseMsg === true;
    if (!suppressed && msg.trim() !== '') options.onErrorMessage?.(msg);
    throw new ApiError(code, msg, { call: call.name, data: envelope.data });
  }

  function swallow(error: unknown, call: AnyCall): void {
    options.onSwallowedError?.(error, call.name);
  }

  const areas = {} as Record<Exclude<PlatformArea, 'admin'>, Record<string, unknown>>;
  for (const [area, calls] of Object.entries(platformCallsByArea) as [
    Exclude<PlatformArea, 'admin'>,
    Record<string, AnyCall>,
  ][]) {
    const functions: Record<string, unknown> = {};
    for (const [name, call] of Object.entries(calls)) {
      functions[name] = (input?: unknown, callOptions?: CallOptions) =>
        execute(call, input, callOptions);
    }
    areas[area] = functions;
  }

  const { listStreams } = platformCallsByArea.live;
  areas.live.listStreams = async (
    input?: Partial<CallInput<LiveCalls['listStreams']>>,
  ): Promise<Stream[]> => {
    try {
      const request = { page: STREAM_LIST_PAGE, pageSize: STREAM_LIST_PAGE_SIZE, ...input };
      const { envelope } = await exchange(listStreams, request, undefined);
      if (envelope.code !== CODES.success) return [];
      return readData(listStreams, envelope).list;
    } catch (error) {
      swallow(error, listStreams);
      return [];
    }
  };

  const { fetchDeviceId } = platformCallsByArea.member;
  areas.member.fetchDeviceId = async (
    input: CallInput<typeof fetchDeviceId>,
  ): Promise<string | null> => {
    try {
      const { envelope } = await exchange(fetchDeviceId, input, undefined);
      if (envelope.code !== CODES.success || envelope.data == null) return null;
      return readData(fetchDeviceId, envelope)?.deviceId ?? null;
    } catch (error) {
      swallow(error, fetchDeviceId);
      return null;
    }
  };

  return Object.freeze({
    ...(areas as unknown as Omit<PlatformClient, 'rearmSessionExpiry' | 'call'>),
    call: <Call extends AnyCall>(call: Call, input: unknown, callOptions?: CallOptions) =>
      execute(call, input, callOptions) as Promise<CallData<Call>>,
    rearmSessionExpiry() {
      sessionExpiryArmed = true;
    },
  });
}
