import {
  CODES,
  COOKIE_SESSION_MODE,
  HEADERS,
  PAYLOAD_TOKEN_FIELD,
  platformCalls,
  routerPath,
  type AnyCall,
  type CallDataInput,
  type CallRequest,
  type PlatformCallName,
  type PlatformCalls,
  type UserRole,
} from '@touchline/api/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { findSessionCaller, isSeenStale, touchSession } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { Failure, failure, illegalInput } from './failure.ts';
import { listFields, multipartInput } from './multipart.ts';
import {
  clearSessionCookie,
  mayUseSessionCookie,
  originAllowed,
  readSessionCookie,
  sessionCookieOf,
  setSessionCookie,
} from './session-cookie.ts';

/**
 * Who may make a call: anyone (`public`), anyone with the caller known when a valid token comes
 * along (`optional`), a logged-in member of any role (`member`), a host or a super admin
 * (`anchor`), a super admin only (`superAdmin`).
 */
export type Access = 'public' | 'optional' | 'member' | 'anchor' | 'superAdmin';

/** The member behind a valid session. */
export interface Caller {
  memberId: bigint;
  userName: string;
  role: UserRole;
  /** The session token itself (logout revokes it; the sports token is bound to it). */
  token: string;
}

/**
 * The browser's session cookie, as one call sees it (ADR 012): a browser asks for its session in
 * an HttpOnly cookie (`Session-Mode: cookie`); other clients get the token in the answer.
 */
export interface BrowserSession {
  /** The client keeps its session in the cookie: a login answers no token in its body. */
  readonly wanted: boolean;
  /** The caller's session came in the cookie (not in a header). */
  readonly fromCookie: boolean;
  /** Sets the cookie to this new session with the answer, if the client wants it. */
  start(token: string): void;
  /** Clears the cookie with the answer. */
  end(): void;
}

export interface CallContext {
  readonly app: AppContext;
  readonly browserSession: BrowserSession;
  /** The caller when a valid session came along; null for visitors. */
  readonly caller: Caller | null;
  /** The caller of a call whose access needs one (never a visitor there). */
  readonly member: Caller;
  /** The client's address (the socket's, or the proxy's forwarded one when trusted). */
  readonly ip: string;
  /** This site's origin as the client sees it: `http://127.0.0.1:8080`. */
  readonly origin: string;
  /** The device id the client sent in its `deviceNo` header, if any. */
  readonly deviceNo: string | null;
  /** The `Language` header: zh-cn, en, vi or th. */
  readonly language: string | null;
  /** The client's `User-Agent` header, if any (a session remembers what it signed in from). */
  readonly userAgent: string | null;
  /** The request's id, as the server's log names it (the audit log keeps it too). */
  readonly requestId: string;
  readonly log: FastifyBaseLogger;
}

/** One call's server side: who may make it, and what it does with the validated request. */
export interface CallHandler<Call extends AnyCall> {
  readonly access: Access;
  handle(input: CallRequest<Call>, ctx: CallContext): Promise<CallDataInput<Call>>;
}

/** Handlers of platform calls by call name; each area's file exports a part of it. */
export type PlatformHandlers = {
  readonly [Name in PlatformCallName]?: CallHandler<PlatformCalls[Name]>;
};

/** A string longer than this in any request field is refused before any handler runs. */
export const MAX_TEXT_LENGTH = 1_000;

const ROLE_RANK: Record<UserRole, number> = { member: 0, anchor: 1, superAdmin: 2 };

// The contract is on zod/mini, which carries no messages of its own: the bad-input answers pass
// on zod's English ones (fromZodError), installed once for the process (ADR 024).
z.config(z.locales.en());

function fromZodError(error: z.core.$ZodError): Failure {
  const issue = error.issues[0];
  if (!issue) return illegalInput('request', 'not accepted');
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'request';
  const reason = issue.message.replace(/^Invalid input: /, '');
  return illegalInput(field, reason);
}

function checkTextLengths(value: unknown, path: string, depth = 0): void {
  if (typeof value === 'string') {
    if (value.length > MAX_TEXT_LENGTH) {
      throw illegalInput(path || 'request', `too long (at most ${MAX_TEXT_LENGTH} characters)`);
    }
    // PostgreSQL text cannot hold a NUL: refused here rather than failing in the database
    if (value.includes('\u0000')) throw illegalInput(path || 'request', 'contains a NUL character');
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (depth > 8) throw illegalInput(path || 'request', 'nested too deeply');
  for (const [key, inner] of Object.entries(value)) {
    if (key.length > 100) throw illegalInput(path || 'request', 'a field name is too long');
    if (key.includes('\u0000')) {
      throw illegalInput(path || 'request', 'a field name contains a NUL character');
    }
    checkTextLengths(inner, path ? `${path}.${key}` : key, depth + 1);
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What a call's request schema reads: path parameters over the query (GET) or the body. */
function rawInput(call: AnyCall, request: FastifyRequest): Record<string, unknown> {
  const params = (request.params ?? {}) as Record<string, unknown>;
  if (call.method === 'GET') {
    return { ...(request.query as Record<string, unknown>), ...params };
  }
  const body = request.body;
  if (body === undefined || body === null || body === '') return { ...params };
  if (!isPlainObject(body)) throw illegalInput('body', 'expected a JSON object');
  return { ...body, ...params };
}

export function headerText(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name.toLowerCase()];
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' && text.trim() !== '' ? text.trim() : null;
}

/** Where a call's session token came from. */
type TokenSource = 'header' | 'payload' | 'cookie';

/**
 * The call's session token: the `Authorization` header (or the payload field of a payload call)
 * first, as the spec's clients send it; without one, the browser's session cookie — only when
 * the request may use it (the CSRF checks of `mayUseSessionCookie`). A cookie a request may not
 * use refuses the calls that need a member (403), so a forged request is told why.
 */
function tokenOf(
  app: AppContext,
  call: AnyCall,
  access: Access,
  request: FastifyRequest,
  raw: Record<string, unknown>,
): { token: string; from: TokenSource } | null {
  if (call.auth === 'none') return null;
  if (call.auth === 'payload') {
    const token = raw[PAYLOAD_TOKEN_FIELD];
    if (typeof token === 'string' && token !== '') return { token, from: 'payload' };
  } else {
    const header = headerText(request, HEADERS.authorization);
    // the token travels as is (ADR 005); a "Bearer " some tools add is tolerated
    if (header) return { token: header.replace(/^Bearer\s+/i, ''), from: 'header' };
  }
  const cookie = readSessionCookie(sessionCookieOf(app.config), request.headers);
  if (cookie === null) return null;
  if (mayUseSessionCookie(app.config, request.headers)) return { token: cookie, from: 'cookie' };
  if (access === 'member' || access === 'anchor' || access === 'superAdmin') {
    throw new Failure(CODES.forbidden, 'This request did not come from this site.');
  }
  return null;
}

const sessionExpired = () =>
  new Failure(CODES.sessionExpired, 'Your session has expired. Please log in again.');

async function authenticate(
  app: AppContext,
  access: Access,
  token: string | null,
): Promise<Caller | null> {
  if (access === 'public') return null;
  if (!token || token.length > 200) {
    if (access === 'optional') return null;
    throw sessionExpired();
  }
  const now = app.now();
  // one statement for the session and its member; "last seen" written at most once a step
  const session = await findSessionCaller(app.db, token, now);
  if (session.status !== 'valid') {
    if (access === 'optional') return null;
    throw sessionExpired();
  }
  // the member's list of sessions says when each was last used
  if (isSeenStale(session.lastSeenAt, now)) await touchSession(app.db, token, now);
  const caller = {
    memberId: session.memberId,
    userName: session.userName,
    role: session.role as UserRole,
    token,
  };
  const needed = access === 'anchor' ? 1 : access === 'superAdmin' ? 2 : 0;
  if (ROLE_RANK[caller.role] < needed) {
    throw new Failure(CODES.forbidden, 'Your account may not use this.');
  }
  return caller;
}

/** A Host header's name and port: `localhost:5173`, `[::1]:8080`, `192.168.1.5`. */
const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/;
const LOOPBACK = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])$/;

/** Whether a Host names this machine: a loopback name or address, or the configured HOST. */
function namesThisMachine(app: AppContext, host: string): boolean {
  const name = HOST_HEADER.exec(host)?.[1];
  if (!name) return false;
  if (LOOPBACK.test(name)) return true;
  const configured = app.config.HOST.toLowerCase();
  if (configured === '0.0.0.0' || configured === '::') return false;
  return name === (configured.includes(':') ? `[${configured}]` : configured);
}

/**
 * The site's origin, for the addresses the server hands out (invitation links, the sportsbook
 * config): the configured public address (required in production). Without one (development),
 * the request's Host only when it names this machine — a loopback name or the configured HOST —
 * else `http://localhost:PORT`: no address ever follows an arbitrary Host header.
 */
export function originOf(app: AppContext, request: FastifyRequest): string {
  if (app.config.PUBLIC_URL) return app.config.PUBLIC_URL;
  const host = request.host.toLowerCase();
  if (namesThisMachine(app, host)) return `${request.protocol}://${host}`;
  return `http://localhost:${app.config.PORT}`;
}

/**
 * The steps of one call that differ between the platform and the sports service: who is calling
 * (authentication, role, anything to refuse before the input is read), the schema its input is
 * validated with, and the handler.
 */
export interface CallSteps<Guard> {
  /** The schema the input is validated with; the call's own request schema by default. */
  readonly schema?: z.ZodMiniType;
  /** Runs before the input is read: authenticates, checks the role, refuses early. */
  guard(request: FastifyRequest, raw: Record<string, unknown>, reply: FastifyReply): Promise<Guard>;
  /** Answers the validated input. */
  handle(
    input: unknown,
    guard: Guard,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<unknown>;
}

/**
 * The one registration path of every call, platform and sports: its route, the refusal of a
 * state-changing call another site's page sent (its `Origin` is not this site's: CSRF), the guard
 * (authentication and role), the text-length and NUL check, input validation with the call's
 * schema, the handler, and (outside production) a check of what it answers against the call's
 * response schema — a mismatch is a bug, answered 500 and logged.
 */
export function registerRoute<Guard>(
  fastify: FastifyInstance,
  app: AppContext,
  call: AnyCall,
  steps: CallSteps<Guard>,
): void {
  const schema = steps.schema ?? call.request;
  fastify.route({
    method: call.method,
    url: routerPath(call.path),
    handler: async (request, reply) => {
      if (call.method !== 'GET' && !originAllowed(app.config, request.headers)) {
        throw new Failure(CODES.forbidden, 'This request did not come from this site.');
      }
      const multipartBody = request.isMultipart();
      // a form reaches only a call that takes one (a picture upload)
      if (multipartBody && !call.multipart) {
        throw failure(CODES.invalidRequest, 'bodyMediaType', undefined, { httpStatus: 415 });
      }
      const raw = multipartBody
        ? await multipartInput(request, listFields(call.request))
        : rawInput(call, request);
      const guard = await steps.guard(request, raw, reply);
      checkTextLengths(raw, '');
      const parsed = schema.safeParse(raw);
      if (!parsed.success) throw fromZodError(parsed.error);
      const data = await steps.handle(parsed.data, guard, request, reply);
      if (app.checkResponses) {
        const checked = call.response.safeParse(data);
        if (!checked.success) {
          request.log.error(
            { call: call.name, issues: checked.error.issues },
            'a handler answered outside the contract',
          );
          throw new Error(`${call.name} answered outside its contract`);
        }
      }
      return { code: CODES.success, msg: '', data: data ?? null };
    },
  });
}

/** Registers one platform call of the registry with its handler (see `registerRoute`). */
export function registerCall<Call extends AnyCall>(
  fastify: FastifyInstance,
  app: AppContext,
  call: Call,
  handler: CallHandler<Call>,
): void {
  const cookie = sessionCookieOf(app.config);
  const cleared = clearSessionCookie(cookie);
  registerRoute(fastify, app, call, {
    guard: async (request, raw, reply) => {
      const found = tokenOf(app, call, handler.access, request, raw);
      try {
        const caller = await authenticate(app, handler.access, found?.token ?? null);
        return { caller, fromCookie: caller !== null && found?.from === 'cookie' };
      } catch (error) {
        // a session the cookie still names has ended: the browser forgets it
        if (found?.from === 'cookie' && error instanceof Failure) {
          reply.header('set-cookie', cleared);
        }
        throw error;
      }
    },
    handle: async (input, { caller, fromCookie }, request, reply) => {
      let setCookie: string | null = null;
      const wanted = headerText(request, HEADERS.sessionMode) === COOKIE_SESSION_MODE;
      const ctx: CallContext = {
        app,
        caller,
        get member(): Caller {
          if (!caller) throw sessionExpired();
          return caller;
        },
        browserSession: {
          wanted,
          fromCookie,
          start(token) {
            if (wanted) setCookie = setSessionCookie(cookie, token);
          },
          end() {
            setCookie = cleared;
          },
        },
        ip: request.ip,
        origin: originOf(app, request),
        deviceNo: headerText(request, HEADERS.deviceNo)?.slice(0, 128) ?? null,
        language: headerText(request, HEADERS.language),
        userAgent: headerText(request, 'user-agent'),
        requestId: String(request.id),
        log: request.log,
      };
      const data = await handler.handle(input as CallRequest<Call>, ctx);
      // set only once the handler succeeded (its transaction committed)
      if (setCookie !== null) reply.header('set-cookie', setCookie);
      return data;
    },
  });
}

/** Registers every call that has a handler; calls without one stay unregistered (404). */
export function registerCalls(
  fastify: FastifyInstance,
  app: AppContext,
  handlers: PlatformHandlers,
): PlatformCallName[] {
  const names: PlatformCallName[] = [];
  for (const name of Object.keys(handlers) as PlatformCallName[]) {
    const handler = handlers[name] as CallHandler<AnyCall> | undefined;
    if (!handler) continue;
    registerCall(fastify, app, platformCalls[name] as AnyCall, handler);
    names.push(name);
  }
  return names;
}
