import { platformCalls, routerPath, sportsCalls, type FetchFunction } from '@touchline/api';
import { platformExamples, sportsExamples } from '@touchline/api/examples';

interface Route {
  name: string;
  method: string;
  pattern: RegExp;
  example: unknown;
}

const toPattern = (path: string) =>
  new RegExp(
    `^${routerPath(path)
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:[A-Za-z]+/g, '[^/]+')}$`,
  );

const routes: Route[] = [
  ...Object.entries(platformCalls).map(([name, call]) => ({
    name,
    method: call.method,
    pattern: toPattern(call.path),
    example: platformExamples[name as keyof typeof platformExamples].response,
  })),
  ...Object.entries(sportsCalls).map(([name, call]) => ({
    name,
    method: call.method,
    pattern: toPattern(call.path),
    example: sportsExamples[name as keyof typeof sportsExamples].response,
  })),
];

/** What a call answers instead of its example: an envelope, or `'hang'` for a call that never answers. */
export type FixtureAnswer = { code: number; msg: string; data?: unknown } | 'hang';

/**
 * Answers that differ from the contract's examples unless a story names its own: the reality
 * check is off (the example's 30 minutes since a fixed login would fall due at every half hour
 * of the clock, and its dialog would cover whichever story is on screen then).
 */
export const QUIET_FIXTURES: Readonly<
  Record<string, { code: number; msg: string; data: unknown }>
> = {
  getSessionSummary: {
    code: 200,
    msg: '',
    data: { ...platformExamples.getSessionSummary.response, realityCheckMinutes: 0 },
  },
};

/**
 * A fetch that answers every call of the contract with its example data, in the browser or in
 * node, with no server: for stories (and anything else that renders pages from fixtures).
 */
export function fixtureFetch(answers: Partial<Record<string, FixtureAnswer>> = {}): FetchFunction {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const { pathname } = new URL(request.url);
    const route = routes.find((r) => r.method === request.method && r.pattern.test(pathname));
    if (!route) return Response.json({ code: 404, msg: 'Not found' }, { status: 404 });
    const answer = answers[route.name] ?? QUIET_FIXTURES[route.name];
    if (answer === 'hang') {
      return new Promise<Response>((_, reject) => {
        const signal = init?.signal ?? request.signal;
        signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
      });
    }
    return Response.json(answer ?? { code: 200, msg: '', data: route.example });
  };
}
