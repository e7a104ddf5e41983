import { platformCalls, routerPath, sportsCalls } from '@touchline/api';
import { exampleSportsbookConfig, platformExamples, sportsExamples } from '@touchline/api/examples';
import { http, HttpResponse, ws, type HttpHandler, type WebSocketHandler } from 'msw';
import { setupServer } from 'msw/node';

/** The origin the test shell calls; msw answers there. */
export const TEST_ORIGIN = 'http://touchline.test';

type PlatformName = keyof typeof platformCalls;

export interface Seen {
  call: string;
  body: unknown;
  headers: Record<string, string>;
}

/** What a handler answers: an envelope, or a function of the request body giving one. */
export type Answer = object | ((body: unknown) => object | Promise<object>);

export const ok = (data: unknown) => ({ code: 200, msg: '', data });
export const fail = (code: number, msg: string) => ({ code, msg });

/**
 * Answers that differ from the contract's examples unless a test names its own: the reality
 * check is off (the example's 30 minutes since a fixed login fall due at every half hour of the
 * clock, and a dialog opening mid-test would cover the page).
 */
const QUIET_ANSWERS: Partial<Record<string, Answer>> = {
  getSessionSummary: ok({ ...platformExamples.getSessionSummary.response, realityCheckMinutes: 0 }),
};

/**
 * Every platform call answered with the contract's example response (and the sports calls at
 * the example sportsbook address), unless `answers` names another answer. Requests land in
 * `seen`.
 */
export function exampleHandlers(
  answers: Partial<Record<string, Answer>> = {},
  seen: Seen[] = [],
): (HttpHandler | WebSocketHandler)[] {
  const make = (name: string, method: string, url: string, example: unknown): HttpHandler =>
    http[method.toLowerCase() as 'get' | 'post' | 'put'](url, async ({ request }) => {
      const text = request.method === 'GET' ? '' : await request.text();
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      seen.push({ call: name, body, headers: Object.fromEntries(request.headers.entries()) });
      const answer = answers[name] ?? QUIET_ANSWERS[name];
      const envelope =
        answer === undefined
          ? ok(example)
          : typeof answer === 'function'
            ? await answer(body)
            : answer;
      return HttpResponse.json(envelope);
    });
  const platform = (Object.keys(platformCalls) as PlatformName[]).map((name) => {
    const call = platformCalls[name];
    return make(
      name,
      call.method,
      TEST_ORIGIN + routerPath(call.path),
      platformExamples[name].response,
    );
  });
  const sports = (Object.keys(sportsCalls) as (keyof typeof sportsCalls)[])
    .filter((name) => sportsCalls[name].path.startsWith('/v1/'))
    .map((name) => {
      const call = sportsCalls[name];
      return make(
        name,
        call.method,
        exampleSportsbookConfig.apiServerAddress + routerPath(call.path),
        sportsExamples[name].response,
      );
    });
  // the realtime socket: accepted and silent (pages with live data still render their snapshot)
  const socket = ws.link(/\/ws$/).addEventListener('connection', () => undefined);
  return [...platform, ...sports, socket];
}

export const server = setupServer();
