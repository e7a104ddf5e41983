import type { z } from 'zod';
import type { AnyCall } from '../contract/define.ts';
import { rawEnvelopeSchema } from '../contract/envelope.ts';
import {
  AbortedError,
  BadResponseError,
  InvalidRequestError,
  NetworkError,
  TimeoutError,
  isTouchlineApiError,
} from '../errors.ts';

/** The `fetch` the clients use; tests and server-side rendering pass their own. */
export type FetchFunction = (
  input: Request | URL | string,
  init?: RequestInit,
) => Promise<Response>;

/** A value given once, or read afresh at every call. */
export type Readable<T> = T | (() => T);

export function read<T>(value: Readable<T>): T {
  return typeof value === 'function' ? (value as () => T)() : value;
}

/** Per-call options every client function takes as its last argument. */
export interface CallOptions {
  /** Shows no toast for this call's failure (the spec's `noNeedResponseMsg`). */
  noNeedResponseMsg?: boolean;
  /** Aborts the call; it then rejects with an `AbortedError`. */
  signal?: AbortSignal;
}

export type RawEnvelope = z.output<typeof rawEnvelopeSchema>;

/** What one request needs: the service's address, the method, headers, a time limit, a body. */
export interface HttpRequest {
  /** The service's address; the path is joined to it (one slash between them). */
  prefix?: string;
  method: string;
  headers: Record<string, string>;
  /** Milliseconds until the request is given up (until the response's headers arrive). */
  timeout: number;
  /** Added to the URL's query. */
  searchParams?: Record<string, string>;
  /** Sent as JSON (`Content-Type: application/json`). */
  json?: unknown;
  body?: FormData;
  signal?: AbortSignal;
}

/** Sends one request and resolves with its response, whatever its HTTP status. */
export type Http = (path: string, request: HttpRequest) => Promise<Response>;

/** The request took longer than its time limit. */
export class HttpTimeoutError extends Error {
  override name = 'HttpTimeoutError';
}

/**
 * The clients' HTTP on the platform's `fetch` (issue 16: no HTTP library on the page's critical
 * path): no retries (the spec has none), HTTP error statuses read as envelopes, a time limit per
 * request, the caller's abort signal passed on.
 */
export function createHttp(fetchFunction: FetchFunction | undefined): Http {
  return async (path, request) => {
    const prefix = request.prefix ? request.prefix.replace(/\/+$/, '') : '';
    const url = prefix ? `${prefix}/${path.replace(/^\/+/, '')}` : path;
    const query = new URLSearchParams(request.searchParams ?? {}).toString();
    const headers = new Headers(request.headers);
    let body: BodyInit | undefined = request.body;
    if (request.json !== undefined) {
      body = JSON.stringify(request.json);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, request.timeout);
    const { signal } = request;
    const passOn = () => controller.abort(signal?.reason);
    if (signal?.aborted) passOn();
    else signal?.addEventListener('abort', passOn, { once: true });
    try {
      const target = query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
      // read at each call: a test's interceptor may replace the global one after the client exists
      const send = fetchFunction ?? globalThis.fetch;
      return await send(
        new Request(target, { method: request.method, headers, body, signal: controller.signal }),
      );
    } catch (error) {
      if (timedOut) throw new HttpTimeoutError(`no response within ${request.timeout} ms`);
      throw error;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', passOn);
    }
  };
}

/** The input checked against the call's request schema; the caller's own value is what travels. */
export function checkInput(call: AnyCall, input: unknown): Record<string, unknown> {
  const result = call.request.safeParse(input ?? {});
  if (!result.success) {
    throw new InvalidRequestError(
      result.error.issues.map((issue) => ({ path: issue.path, message: issue.message })),
      { call: call.name },
    );
  }
  return (input ?? {}) as Record<string, unknown>;
}

function causeMessage(error: unknown): string {
  const cause = (error as { cause?: unknown })?.cause;
  if (cause instanceof Error && cause.message) return cause.message;
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return (
    !!signal?.aborted ||
    (error instanceof Error && error.name === 'AbortError') ||
    (typeof error === 'object' &&
      error !== null &&
      (error as { name?: unknown }).name === 'AbortError')
  );
}

export interface SendOptions {
  http: Http;
  call: AnyCall;
  /** The service's address; the call's path is joined to it. */
  prefix: string;
  path: string;
  headers: Record<string, string>;
  searchParams?: Record<string, string>;
  json?: unknown;
  body?: FormData;
  signal?: AbortSignal;
}

/**
 * Sends one request and reads its envelope. Whatever goes wrong comes out as one of the typed
 * errors: a timeout, a network failure, an abort, or an answer that is not an envelope (an HTML
 * error page, an empty body, JSON of another shape) — never an uncaught exception.
 */
export async function sendForEnvelope(options: SendOptions): Promise<RawEnvelope> {
  const { call } = options;
  const context = { call: call.name };
  let response: Response;
  try {
    response = await options.http(options.path, {
      ...(options.prefix ? { prefix: options.prefix } : {}),
      method: call.method,
      headers: options.headers,
      timeout: call.timeoutMs,
      ...(options.searchParams ? { searchParams: options.searchParams } : {}),
      ...(options.json !== undefined ? { json: options.json } : {}),
      ...(options.body !== undefined ? { body: options.body } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    throw transportError(error, call, options.signal);
  }

  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw transportError(error, call, options.signal);
  }

  const status = response.status;
  if (text.trim() === '') {
    throw new BadResponseError(`empty body (HTTP ${status})`, { ...context, status });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw new BadResponseError(
      `not JSON (HTTP ${status})`,
      { ...context, status, detail: text.slice(0, 200) },
      { cause: error },
    );
  }
  const parsed = rawEnvelopeSchema.safeParse(body);
  if (!parsed.success) {
    throw new BadResponseError(
      `not an envelope (HTTP ${status})`,
      { ...context, status, detail: parsed.error.message },
      { cause: parsed.error },
    );
  }
  return parsed.data;
}

function transportError(error: unknown, call: AnyCall, signal: AbortSignal | undefined): Error {
  const context = { call: call.name };
  if (isTouchlineApiError(error)) return error;
  if (error instanceof HttpTimeoutError)
    return new TimeoutError(call.timeoutMs, context, { cause: error });
  if (isAbort(error, signal)) return new AbortedError(context, { cause: error });
  return new NetworkError(causeMessage(error), context, { cause: error });
}

/** The successful `data` read through the call's response schema. */
export function readData<Call extends AnyCall>(
  call: Call,
  envelope: RawEnvelope,
): z.output<Call['response']> {
  const result = call.response.safeParse(envelope.data ?? undefined);
  if (!result.success) {
    throw new BadResponseError(
      '`data` does not match the contract',
      { call: call.name, status: null, detail: result.error.message },
      { cause: result.error },
    );
  }
  return result.data as z.output<Call['response']>;
}

function isUploadFile(value: unknown): value is Blob | { arrayBuffer(): Promise<ArrayBuffer> } {
  return (
    (typeof Blob !== 'undefined' && value instanceof Blob) ||
    (typeof value === 'object' &&
      value !== null &&
      typeof (value as { arrayBuffer?: unknown }).arrayBuffer === 'function')
  );
}

/** A body as multipart form data: files as parts, lists as repeated fields, the rest as text. */
export async function toFormData(fields: Record<string, unknown>): Promise<FormData> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (isUploadFile(value)) {
      const file = value as { type?: string; name?: string; arrayBuffer(): Promise<ArrayBuffer> };
      const blob =
        value instanceof Blob
          ? value
          : new Blob([await file.arrayBuffer()], { type: file.type ?? '' });
      form.append(key, blob, file.name ?? key);
    } else if (Array.isArray(value)) {
      for (const item of value) form.append(key, String(item));
    } else if (typeof value === 'object') {
      form.append(key, JSON.stringify(value));
    } else {
      form.append(key, String(value));
    }
  }
  return form;
}
