import ky, { isTimeoutError as isKyTimeoutError, type KyInstance } from 'ky';
import type { z } from 'zod/mini';
import type { AnyCall } from '../contract/define.ts';
import { read, type Readable } from './readable.ts';
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

export { read, type Readable };

/** Per-call options every client function takes as its last argument. */
export interface CallOptions {
  /** Shows no toast for this call's failure (the spec's `noNeedResponseMsg`). */
  noNeedResponseMsg?: boolean;
  /** Aborts the call; it then rejects with an `AbortedError`. */
  signal?: AbortSignal;
}

export type RawEnvelope = z.output<typeof rawEnvelopeSchema>;

/** One ky instance per client: no retries (the spec has none), HTTP errors read as envelopes. */
export function createHttp(fetchFunction: FetchFunction | undefined): KyInstance {
  return ky.create({
    retry: 0,
    throwHttpErrors: false,
    ...(fetchFunction ? { fetch: fetchFunction } : {}),
  });
}

/**
 * The input checked against the call's request schema; the caller's own value is what travels.
 * zod/mini carries no messages (ADR 024): a refused input is checked again with zod's English
 * ones, loaded only then, so the error's issues read as they always did.
 */
export async function checkInput(call: AnyCall, input: unknown): Promise<Record<string, unknown>> {
  const value = input ?? {};
  if (call.request.safeParse(value).success) return value as Record<string, unknown>;
  const { default: english } = await import('zod/v4/locales/en.js');
  const result = call.request.safeParse(value, { error: english().localeError });
  throw new InvalidRequestError(
    (result.error?.issues ?? []).map((issue) => ({ path: issue.path, message: issue.message })),
    { call: call.name },
  );
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
  http: KyInstance;
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
  if (isKyTimeoutError(error)) return new TimeoutError(call.timeoutMs, context, { cause: error });
  if (isAbort(error, signal)) return new AbortedError(context, { cause: error });
  return new NetworkError(causeMessage(error), context, { cause: error });
}

/** The successful `data` read through the call's response schema. */
export function readData<Call extends AnyCall>(
  call: Call,
  envelope: RawEnvelope,
): z.output<Call['response']> {
  let result = call.response.safeParse(envelope.data ?? undefined);
  // a call whose answer may be null (`getWithdrawInfo` before one is saved) reads null as null
  if (!result.success && envelope.data === null) result = call.response.safeParse(null);
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
    } else if (typeof value === 'object') {
      // a list or an object as JSON text (the server reads a call's list fields back so)
      form.append(key, JSON.stringify(value));
    } else {
      form.append(key, String(value));
    }
  }
  return form;
}
