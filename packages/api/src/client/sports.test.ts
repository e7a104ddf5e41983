import { REQUEST_TIMEOUT_MS, parseMaintenanceRange, type Language } from '@touchline/domain';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CODES, sportsCalls, type AnyCall } from '../contract/index.ts';
import { sportsExamples } from '../contract/examples.ts';
import { isApiError, isBadResponseError, isNetworkError, isTimeoutError } from '../errors.ts';
import { SPORTS_URL, fail, handle, hangingFetch, ok, type SeenRequest } from '../testing/http.ts';
import {
  createSportsClient,
  isSportsNotice,
  type SportsClientOptions,
  type SportsServiceConfig,
} from './sports.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const FIRST: SportsServiceConfig = { token: 'sports_tok_1', apiServerAddress: SPORTS_URL };
const SECOND: SportsServiceConfig = { token: 'sports_tok_2', apiServerAddress: SPORTS_URL };
const LANGUAGE_HOST = 'http://language.test';

function setup(overrides: Partial<SportsClientOptions> = {}) {
  const tokens = [FIRST, SECOND, { token: 'sports_tok_3', apiServerAddress: SPORTS_URL }];
  const fetchConfig = vi.fn(async () => tokens.shift()!);
  const onErrorMessage = vi.fn();
  const settings = { oddsChange: 2 };
  const locale = { currency: 'VND', language: 'vi' as Language };
  const client = createSportsClient({
    fetchConfig,
    onErrorMessage,
    getSettings: () => settings,
    getCurrency: () => locale.currency,
    getLanguage: () => locale.language,
    staticLanguageBaseUrl: LANGUAGE_HOST,
    ...overrides,
  });
  return { client, fetchConfig, onErrorMessage, settings, locale };
}

type Example = { request: Record<string, unknown>; response: unknown };
const examples = sportsExamples as unknown as Record<string, Example>;
type AnyFunction = (input?: unknown, options?: unknown) => Promise<unknown>;
const fn = (client: object, name: string) => (client as Record<string, AnyFunction>)[name]!;

const everyCall = (Object.values(sportsCalls) as AnyCall[]).map((c) => [c.name, c] as const);

describe('every sports call', () => {
  it.each(everyCall)(
    '%s is a POST to its path, with the common fields in the body',
    async (name, call) => {
      const { client } = setup();
      const seen: SeenRequest[] = [];
      const toLanguageHost = call.service === 'staticLanguage';
      const example = examples[name]!;
      server.use(
        handle(call, ok(example.response), seen, toLanguageHost ? LANGUAGE_HOST : SPORTS_URL),
      );

      const result = await fn(client, name)(example.request);

      expect(seen).toHaveLength(1);
      const request = seen[0]!;
      expect(request.method).toBe('POST');
      expect(request.pathname).toBe(call.path);
      expect(request.contentType).toMatch(/^application\/json/);
      expect(request.body).toEqual({
        ...example.request,
        oddsChange: 2,
        currencyId: 1000,
        languageType: 'VIE',
      });
      if (toLanguageHost) expect(request.headers).not.toHaveProperty('authorization');
      else expect(request.headers.authorization).toBe('sports_tok_1');
      expect(result).toEqual(call.response.parse(example.response));
    },
  );
});

describe('the common body fields', () => {
  it('follow the settings, the currency and the language at each call', async () => {
    const { client, settings, locale } = setup();
    const seen: SeenRequest[] = [];
    server.use(handle(sportsCalls.listTopBulletins, ok([]), seen, SPORTS_URL));
    const cases: [number, string, Language, object][] = [
      [1, 'CNY', 'zh-cn', { oddsChange: 1, currencyId: 1, languageType: 'CMN' }],
      [3, 'USD', 'en', { oddsChange: 3, currencyId: 2, languageType: 'ENG' }],
      [7, 'USDT', 'th', { oddsChange: 1, currencyId: 200, languageType: 'THA' }],
    ];
    for (const [oddsChange, currency, language] of cases) {
      settings.oddsChange = oddsChange;
      locale.currency = currency;
      locale.language = language;
      await client.listTopBulletins();
    }
    expect(seen.map((r) => r.body)).toEqual(cases.map(([, , , body]) => body));
  });

  it('cannot be overridden by the caller', async () => {
    const { client } = setup();
    const seen: SeenRequest[] = [];
    server.use(handle(sportsCalls.listTopBulletins, ok([]), seen, SPORTS_URL));
    await client.listTopBulletins({ languageType: 'ENG' } as never);
    expect(seen[0]!.body).toMatchObject({ languageType: 'VIE' });
  });
});

describe('the sports token', () => {
  it('is fetched once for all the first calls, then kept in memory', async () => {
    const { client, fetchConfig } = setup();
    const seen: SeenRequest[] = [];
    server.use(handle(sportsCalls.listTopBulletins, ok([]), seen, SPORTS_URL));
    await Promise.all(Array.from({ length: 5 }, () => client.listTopBulletins()));
    await client.listTopBulletins();
    expect(fetchConfig).toHaveBeenCalledTimes(1);
    expect(seen.map((s) => s.headers.authorization)).toEqual(Array(6).fill(FIRST.token));
  });

  it('is refreshed once on 14010 for ten calls in flight, and each call retried once', async () => {
    const { client, fetchConfig, onErrorMessage } = setup();
    const seen: SeenRequest[] = [];
    server.use(
      handle(
        sportsCalls.listTopBulletins,
        (request) =>
          HttpResponse.json(
            request.headers.authorization === 'sports_tok_1'
              ? fail(CODES.sportsTokenExpired, 'token expired')
              : ok([{ id: 1, title: 'Hello', content: '', publishedAt: 1 }]),
          ),
        seen,
        SPORTS_URL,
      ),
    );
    const results = await Promise.all(Array.from({ length: 10 }, () => client.listTopBulletins()));

    expect(fetchConfig).toHaveBeenCalledTimes(2); // the first token, then one refresh
    const byToken = (token: string) => seen.filter((r) => r.headers.authorization === token);
    expect(byToken('sports_tok_1')).toHaveLength(10);
    expect(byToken('sports_tok_2')).toHaveLength(10);
    expect(seen).toHaveLength(20);
    for (const result of results) expect(result).toHaveLength(1);
    expect(onErrorMessage).not.toHaveBeenCalled();

    await client.listTopBulletins();
    expect(fetchConfig).toHaveBeenCalledTimes(2);
  });

  it('is not refreshed again when the retry meets 14010 too: the call fails', async () => {
    const { client, fetchConfig, onErrorMessage } = setup();
    const seen: SeenRequest[] = [];
    server.use(
      handle(
        sportsCalls.placeSingleBets,
        fail(CODES.sportsTokenExpired, 'token expired'),
        seen,
        SPORTS_URL,
      ),
    );
    const error = await client
      .placeSingleBets(sportsExamples.placeSingleBets.request)
      .catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ code: 14010 });
    expect(seen).toHaveLength(2);
    expect(fetchConfig).toHaveBeenCalledTimes(2);
    expect(onErrorMessage).not.toHaveBeenCalled();
  });

  it('is fetched again after resetConfig', async () => {
    const { client, fetchConfig } = setup();
    server.use(handle(sportsCalls.listTopBulletins, ok([]), [], SPORTS_URL));
    await client.listTopBulletins();
    client.resetConfig();
    await client.listTopBulletins();
    expect(fetchConfig).toHaveBeenCalledTimes(2);
  });

  it('fails the call when the token call fails', async () => {
    const failure = new Error('platform down');
    const { client } = setup({ fetchConfig: () => Promise.reject(failure) });
    await expect(client.listTopBulletins()).rejects.toBe(failure);
  });
});

describe('code 8', () => {
  it('returns the response as is', async () => {
    const { client, onErrorMessage } = setup();
    server.use(
      handle(sportsCalls.listMatches, fail(8, 'service notice', { hint: 'later' }), [], SPORTS_URL),
    );
    const result = await client.listMatches(sportsExamples.listMatches.request);
    expect(isSportsNotice(result)).toBe(true);
    expect(result).toEqual({
      kind: 'sports-notice',
      code: 8,
      msg: 'service notice',
      data: { hint: 'later' },
      maintenance: null,
    });
    expect(onErrorMessage).not.toHaveBeenCalled();
  });

  it('means maintenance for statistics, with the period of the message', async () => {
    const { client } = setup();
    const msg = 'Sportsbook maintenance 2026-11-23 02:00:00 ~ 2026-11-23 04:30:00';
    server.use(handle(sportsCalls.getStatistics, fail(8, msg), [], SPORTS_URL));
    const result = await client.getStatistics();
    expect(isSportsNotice(result)).toBe(true);
    expect(result).toMatchObject({ code: 8, msg, maintenance: parseMaintenanceRange(msg) });
    expect(result).toMatchObject({
      maintenance: {
        start: Date.UTC(2026, 10, 22, 18, 0, 0),
        end: Date.UTC(2026, 10, 22, 20, 30, 0),
      },
    });
  });

  it('gives maintenance without a period when the message names none', async () => {
    const { client } = setup();
    server.use(handle(sportsCalls.getStatistics, fail(8, 'maintenance'), [], SPORTS_URL));
    await expect(client.getStatistics()).resolves.toMatchObject({ maintenance: null });
  });
});

describe('success and failure', () => {
  it('returns the empty value of its schema when data is absent', async () => {
    const { client } = setup();
    server.use(
      handle(sportsCalls.listMatches, { code: 200, msg: 'ok' }, [], SPORTS_URL),
      handle(sportsCalls.getStatistics, { code: 200, msg: 'ok', data: null }, [], SPORTS_URL),
      handle(sportsCalls.cancelReserveBet, { code: 200, msg: 'ok' }, [], SPORTS_URL),
      handle(sportsCalls.listTopBulletins, { code: 200, msg: 'ok' }, [], SPORTS_URL),
    );
    await expect(client.listMatches(sportsExamples.listMatches.request)).resolves.toEqual({
      records: [],
      total: 0,
      current: 1,
      size: 50,
    });
    await expect(client.getStatistics()).resolves.toEqual({ sl: [] });
    await expect(client.cancelReserveBet({ reserveId: 'RB-1' })).resolves.toEqual({});
    await expect(client.listTopBulletins()).resolves.toEqual([]);
  });

  it('shows the message of a refused bet, and rejects', async () => {
    const { client, onErrorMessage } = setup();
    server.use(
      handle(sportsCalls.placeSingleBets, fail(CODES.priceChanged, 'Odds changed'), [], SPORTS_URL),
    );
    await expect(
      client.placeSingleBets(sportsExamples.placeSingleBets.request),
    ).rejects.toMatchObject({ kind: 'api', code: 461, msg: 'Odds changed' });
    expect(onErrorMessage).toHaveBeenCalledWith('Odds changed');
  });

  it('keeps most calls quiet, as the spec has them, or when a call opts out', async () => {
    const { client, onErrorMessage } = setup();
    server.use(
      handle(sportsCalls.listMatches, fail(500, 'busy'), [], SPORTS_URL),
      handle(sportsCalls.cashOut, fail(500, 'busy'), [], SPORTS_URL),
    );
    await expect(client.listMatches(sportsExamples.listMatches.request)).rejects.toMatchObject({
      msg: 'busy',
    });
    await expect(
      client.cashOut(sportsExamples.cashOut.request, { noNeedResponseMsg: true }),
    ).rejects.toMatchObject({ msg: 'busy' });
    expect(onErrorMessage).not.toHaveBeenCalled();
  });

  it('rejects a network failure with its message text', async () => {
    const { client } = setup();
    server.use(http.post(`${SPORTS_URL}/v1/bulletin/listTop`, () => HttpResponse.error()));
    const error = await client.listTopBulletins().catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
    expect((error as Error).message).toBe('Failed to fetch');
  });

  it('times out after 15 s', async () => {
    vi.useFakeTimers();
    const { client } = setup({ fetch: hangingFetch() });
    const outcome = client.listTopBulletins().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    const error = await outcome;
    expect(isTimeoutError(error)).toBe(true);
    expect(error).toMatchObject({ timeoutMs: REQUEST_TIMEOUT_MS });
  });

  it.each([
    ['an HTML page', () => HttpResponse.text('<html>502</html>', { status: 502 })],
    ['an empty body', () => new HttpResponse(null, { status: 200 })],
    ['JSON of another shape', () => HttpResponse.json([1, 2, 3])],
    ['records of the wrong shape', () => HttpResponse.json(ok({ records: [{ id: 'x' }] }))],
  ])('turns %s into a BadResponseError', async (_, respond) => {
    const { client, onErrorMessage } = setup();
    server.use(http.post(`${SPORTS_URL}/v1/match/getList`, respond));
    const error = await client
      .listMatches(sportsExamples.listMatches.request)
      .catch((e: unknown) => e);
    expect(isBadResponseError(error)).toBe(true);
    expect(onErrorMessage).not.toHaveBeenCalled();
  });
});

describe('the static-language list', () => {
  it('falls back to the sports address when no language host is given', async () => {
    const { client } = setup({ staticLanguageBaseUrl: undefined });
    const seen: SeenRequest[] = [];
    server.use(handle(sportsCalls.listStaticLanguage, ok([]), seen, SPORTS_URL));
    await client.listStaticLanguage();
    expect(seen).toHaveLength(1);
  });
});
