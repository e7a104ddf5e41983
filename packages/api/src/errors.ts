import { CODES } from './contract/codes.ts';

/**
 * Every way a call can fail, as one family of typed errors. Each carries a `kind` so that a
 * guard works across bundles and realms where `instanceof` would not.
 */
export type ApiErrorKind =
  | 'api'
  | 'session-expired'
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'bad-response'
  | 'invalid-request';

interface CallContext {
  /** The name of the call in the registry, e.g. `accountLogin`. */
  call: string;
}

export abstract class TouchlineApiError extends Error {
  abstract readonly kind: ApiErrorKind;
  readonly call: string;

  protected constructor(message: string, context: CallContext, options?: { cause?: unknown }) {
    super(message, options);
    this.call = context.call;
  }
}

/** The server answered with a non-success code. `message` is the server's own text. */
export class ApiError extends TouchlineApiError {
  readonly kind: 'api' | 'session-expired' = 'api';
  override readonly name: string = 'ApiError';
  readonly code: number;
  /** The server's message, as sent (may be empty). */
  readonly msg: string;
  /** The response's `data`, unchecked: some failures explain themselves there. */
  readonly data: unknown;

  constructor(code: number, msg: string, context: CallContext & { data?: unknown }) {
    super(msg || `The server refused ${context.call} (code ${code})`, context);
    this.code = code;
    this.msg = msg;
    this.data = context.data;
  }
}

/** The session expired (spec §8). The forced logout has already been triggered, once. */
export class SessionExpiredError extends ApiError {
  override readonly kind = 'session-expired' as const;
  override readonly name = 'SessionExpiredError';

  constructor(msg: string, context: CallContext) {
    super(CODES.sessionExpired, msg, context);
  }
}

/** The request never got an answer: offline, refused, reset. `message` is the network's text. */
export class NetworkError extends TouchlineApiError {
  readonly kind = 'network' as const;
  override readonly name = 'NetworkError';

  constructor(message: string, context: CallContext, options?: { cause?: unknown }) {
    super(message, context, options);
  }
}

/** No answer within the call's timeout. */
export class TimeoutError extends TouchlineApiError {
  readonly kind = 'timeout' as const;
  override readonly name = 'TimeoutError';
  readonly timeoutMs: number;

  constructor(timeoutMs: number, context: CallContext, options?: { cause?: unknown }) {
    super(`${context.call} timed out after ${timeoutMs} ms`, context, options);
    this.timeoutMs = timeoutMs;
  }
}

/** The caller aborted the call (its AbortSignal fired). */
export class AbortedError extends TouchlineApiError {
  readonly kind = 'aborted' as const;
  override readonly name = 'AbortedError';

  constructor(context: CallContext, options?: { cause?: unknown }) {
    super(`${context.call} was aborted`, context, options);
  }
}

/**
 * An answer that is not what the contract says: not JSON (an HTML error page), empty, not an
 * envelope, or `data` of the wrong shape.
 */
export class BadResponseError extends TouchlineApiError {
  readonly kind = 'bad-response' as const;
  override readonly name = 'BadResponseError';
  /** The HTTP status, when there was a response. */
  readonly status: number | null;
  /** What was wrong, for logs: the schema's complaints or the first characters of the body. */
  readonly detail: string;

  constructor(
    reason: string,
    context: CallContext & { status: number | null; detail?: string },
    options?: { cause?: unknown },
  ) {
    super(`Unexpected response to ${context.call}: ${reason}`, context, options);
    this.status = context.status;
    this.detail = context.detail ?? '';
  }
}

/** The caller's input does not match the call's request schema: a programming error. */
export class InvalidRequestError extends TouchlineApiError {
  readonly kind = 'invalid-request' as const;
  override readonly name = 'InvalidRequestError';
  readonly issues: readonly { path: readonly PropertyKey[]; message: string }[];

  constructor(
    issues: readonly { path: readonly PropertyKey[]; message: string }[],
    context: CallContext,
  ) {
    const first = issues[0];
    super(
      `Invalid input to ${context.call}${first ? `: ${first.path.join('.') || '(root)'} ${first.message}` : ''}`,
      context,
    );
    this.issues = issues;
  }
}

const KINDS: ReadonlySet<string> = new Set<ApiErrorKind>([
  'api',
  'session-expired',
  'network',
  'timeout',
  'aborted',
  'bad-response',
  'invalid-request',
]);

function hasKind(error: unknown): error is Error & { kind: string } {
  if (!(error instanceof Error)) return false;
  const kind = (error as Error & { kind?: unknown }).kind;
  return typeof kind === 'string' && KINDS.has(kind);
}

/** Any error of this package's family. */
export function isTouchlineApiError(error: unknown): error is TouchlineApiError {
  return hasKind(error);
}

/** The server refused the call with a code (the session-expired code included). */
export function isApiError(error: unknown): error is ApiError {
  return hasKind(error) && (error.kind === 'api' || error.kind === 'session-expired');
}

export function isSessionExpiredError(error: unknown): error is SessionExpiredError {
  return hasKind(error) && error.kind === 'session-expired';
}

export function isNetworkError(error: unknown): error is NetworkError {
  return hasKind(error) && error.kind === 'network';
}

export function isTimeoutError(error: unknown): error is TimeoutError {
  return hasKind(error) && error.kind === 'timeout';
}

export function isAbortedError(error: unknown): error is AbortedError {
  return hasKind(error) && error.kind === 'aborted';
}

export function isBadResponseError(error: unknown): error is BadResponseError {
  return hasKind(error) && error.kind === 'bad-response';
}

export function isInvalidRequestError(error: unknown): error is InvalidRequestError {
  return hasKind(error) && error.kind === 'invalid-request';
}
