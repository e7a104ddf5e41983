import { http, HttpResponse, type HttpHandler } from 'msw';
import { routerPath, type AnyCall } from '../contract/define.ts';

/** Helpers for the client tests: msw handlers answering with envelopes. Not part of the build. */

export const PLATFORM_URL = 'http://platform.test';
export const SPORTS_URL = 'http://sports.test';

export interface SeenRequest {
  method: string;
  pathname: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
  /** The raw content type, to tell JSON from multipart. */
  contentType: string;
}

export async function describeRequest(request: Request): Promise<SeenRequest> {
  const url = new URL(request.url);
  const contentType = request.headers.get('content-type') ?? '';
  let body: unknown = undefined;
  if (request.method !== 'GET') {
    if (contentType.startsWith('multipart/form-data')) {
      const form = await request.formData();
      const fields: Record<string, unknown> = {};
      for (const [key, value] of form.entries()) {
        fields[key] = typeof value === 'string' ? value : { size: value.size, type: value.type };
      }
      body = fields;
    } else {
      const text = await request.text();
      body = text === '' ? undefined : JSON.parse(text);
    }
  }
  return {
    method: request.method,
    pathname: url.pathname,
    query: Object.fromEntries(url.searchParams.entries()),
    headers: Object.fromEntries(request.headers.entries()),
    body,
    contentType,
  };
}

export function ok(data: unknown, msg = 'success') {
  return { code: 200, msg, data };
}

export function fail(code: number, msg: string, data?: unknown) {
  return { code, msg, ...(data === undefined ? {} : { data }) };
}

type Reply = (seen: SeenRequest, index: number) => Response | Promise<Response>;

/**
 * A handler for one call at `base`: records every request it sees into `seen` and answers with
 * `reply` (an envelope object, or a function of the request and its index).
 */
export function handle(
  call: Pick<AnyCall, 'method' | 'path'>,
  reply: object | Reply,
  seen: SeenRequest[] = [],
  base = PLATFORM_URL,
): HttpHandler {
  const method = call.method.toLowerCase() as 'get' | 'post' | 'put';
  return http[method](base + routerPath(call.path), async ({ request }) => {
    const described = await describeRequest(request);
    const index = seen.push(described) - 1;
    if (typeof reply === 'function') return (reply as Reply)(described, index);
    return HttpResponse.json(reply);
  });
}

/** A fetch that never answers, but gives up when its signal aborts (for timeout tests). */
export function hangingFetch(): (
  input: Request | URL | string,
  init?: RequestInit,
) => Promise<Response> {
  return (input, init) =>
    new Promise<Response>((_, reject) => {
      const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
      const giveUp = () => reject(signal?.reason ?? new Error('aborted'));
      if (signal?.aborted) giveUp();
      else signal?.addEventListener('abort', giveUp);
    });
}
