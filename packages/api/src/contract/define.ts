import { REQUEST_TIMEOUT_MS } from '@touchline/domain';
import type { z } from 'zod/mini';

/**
 * A call's request schema: an object of any fields (zod/mini's object with classic zod's loose
 * default shape, so a caller may read `request.shape[field].safeParse`).
 */
export type RequestSchema = z.ZodMiniObject<z.core.$ZodLooseShape>;

/** The areas of the platform API, as the client groups its functions. */
export const PLATFORM_AREAS = [
  'auth',
  'member',
  'invite',
  'vip',
  'games',
  'live',
  'operation',
  'campaigns',
  'admin',
] as const;
export type PlatformArea = (typeof PLATFORM_AREAS)[number];

export const HTTP_METHODS = ['GET', 'POST', 'PUT'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * How a call carries the member's token: the `Authorization` header; a `token` field in the
 * payload; or not at all (the device-id calls, made before anyone is known).
 */
export type AuthMode = 'header' | 'payload' | 'none';

/** The services a call goes to: the platform API, the sports data service, its language host. */
export type CallService = 'platform' | 'sports' | 'staticLanguage';

/**
 * One call of spec §7: what it is called, where it goes and what travels both ways.
 *
 * `request` is one object for everything the caller gives: the `{name}` placeholders of the
 * path are filled from its fields of that name; the other fields go to the query string (GET)
 * or to the body (POST, PUT). `response` is the schema of the envelope's `data`.
 */
export interface CallDefinition<
  Name extends string = string,
  Area extends string = string,
  Request extends RequestSchema = RequestSchema,
  Response extends z.ZodMiniType = z.ZodMiniType,
> {
  readonly name: Name;
  readonly area: Area;
  readonly service: CallService;
  readonly method: HttpMethod;
  /** Absolute path; `{name}` marks a path parameter. */
  readonly path: string;
  readonly request: Request;
  readonly response: Response;
  readonly auth: AuthMode;
  /** The body is sent as multipart form data instead of JSON. */
  readonly multipart: boolean;
  /** A failure shows no toast (the spec's `noNeedResponseMsg`). */
  readonly suppressMessages: boolean;
  readonly timeoutMs: number;
  /** A success starts a new session (a login or a registration): the forced logout re-arms. */
  readonly startsSession: boolean;
  /** The spec does not show this path; it is ours. */
  readonly pathIsOurs: boolean;
}

/** What a call definition must state; the rest has defaults. */
export interface CallSpec<
  Request extends RequestSchema = RequestSchema,
  Response extends z.ZodMiniType = z.ZodMiniType,
> {
  method: HttpMethod;
  path: string;
  request: Request;
  response: Response;
  service?: CallService;
  auth?: AuthMode;
  multipart?: boolean;
  suppressMessages?: boolean;
  timeoutMs?: number;
  startsSession?: boolean;
  pathIsOurs?: boolean;
}

type Defined<Area extends string, Specs extends Record<string, CallSpec>> = {
  readonly [Name in keyof Specs & string]: CallDefinition<
    Name,
    Area,
    Specs[Name]['request'],
    Specs[Name]['response']
  >;
};

/** The calls of one area, each named by its key, with the defaults of spec §7 filled in. */
export function defineCalls<
  const Area extends string,
  const Specs extends Record<string, CallSpec<RequestSchema, z.ZodMiniType>>,
>(area: Area, specs: Specs): Defined<Area, Specs> {
  const calls: Record<string, CallDefinition> = {};
  for (const [name, spec] of Object.entries(specs)) {
    calls[name] = Object.freeze({
      name,
      area,
      service: spec.service ?? 'platform',
      method: spec.method,
      path: spec.path,
      request: spec.request,
      response: spec.response,
      auth: spec.auth ?? 'header',
      multipart: spec.multipart ?? false,
      suppressMessages: spec.suppressMessages ?? false,
      timeoutMs: spec.timeoutMs ?? REQUEST_TIMEOUT_MS,
      startsSession: spec.startsSession ?? false,
      pathIsOurs: spec.pathIsOurs ?? false,
    });
  }
  return Object.freeze(calls) as Defined<Area, Specs>;
}

export type AnyCall = CallDefinition<string, string, RequestSchema, z.ZodMiniType>;
/** What the caller passes to a call. */
export type CallInput<Call extends AnyCall> = z.input<Call['request']>;
/** What the server reads from a call once validated. */
export type CallRequest<Call extends AnyCall> = z.output<Call['request']>;
/** The `data` of a call's successful response, as the client returns it. */
export type CallData<Call extends AnyCall> = z.output<Call['response']>;
/** The `data` of a call's response as the server writes it. */
export type CallDataInput<Call extends AnyCall> = z.input<Call['response']>;

const PARAM = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** The names of a path's `{name}` parameters, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(PARAM)].map((m) => m[1]!);
}

/** The path with its parameters filled in (each encoded); a missing parameter throws. */
export function buildPath(path: string, params: Readonly<Record<string, unknown>>): string {
  return path.replace(PARAM, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`path parameter "${name}" of ${path} is missing`);
    }
    return encodeURIComponent(String(value));
  });
}

/** The path in the `:name` form of Fastify, Express and most routers. */
export function routerPath(path: string): string {
  return path.replace(PARAM, ':$1');
}

/**
 * A caller's request split the way it travels: the filled path, the query (GET) and the body
 * (POST, PUT). Fields left undefined are dropped.
 */
export function splitRequest(
  call: Pick<AnyCall, 'method' | 'path'>,
  input: Readonly<Record<string, unknown>>,
): { path: string; query: Record<string, string>; body: Record<string, unknown> | undefined } {
  const params = new Set(pathParamNames(call.path));
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (!params.has(key) && value !== undefined) rest[key] = value;
  }
  const path = buildPath(call.path, input);
  if (call.method !== 'GET') return { path, query: {}, body: rest };
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(rest)) {
    // lists in a query are comma-separated, the way the sports and live services read them
    query[key] = Array.isArray(value) ? value.map(String).join(',') : String(value);
  }
  return { path, query, body: undefined };
}
