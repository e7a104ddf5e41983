import { REQUEST_TIMEOUT_MS, SINGLE_WALLET_JUMP_TIMEOUT_MS } from '@touchline/domain';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  CODES,
  adminPlatformCalls,
  buildPath,
  platformCalls,
  platformCallsByArea,
  splitRequest,
  type AnyCall,
  type MemberWallet,
  type Stream,
} from '../contract/index.ts';
import { exampleStream, platformExamples } from '../contract/examples.ts';
import {
  type InvalidRequestError,
  isAbortedError,
  isApiError,
  isBadResponseError,
  isInvalidRequestError,
  isNetworkError,
  isSessionExpiredError,
  isTimeoutError,
  isTouchlineApiError,
} from '../errors.ts';
import { PLATFORM_URL, fail, handle, hangingFetch, ok, type SeenRequest } from '../testing/http.ts';
import { createAdminClient } from './admin.ts';
import {
  createPlatformClient,
  type PlatformClient,
  type PlatformClientOptions,
} from './platform.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

function setup(overrides: Partial<PlatformClientOptions> = {}) {
  const session = { token: 'tok_member', userName: 'lucky88' };
  const onSessionExpired = vi.fn();
  const onErrorMessage = vi.fn();
  const onSwallowedError = vi.fn();
  const client = createPlatformClient({
    baseUrl: PLATFORM_URL,
    getToken: () => session.token,
    getUserName: () => session.userName,
    getLanguage: () => 'vi',
    getDeviceNo: () => 'PC-7d2f0c',
    clientModel: 'Chrome 140 / macOS',
    appVersion: '1.4.2',
    platform: 'vietnam',
    onSessionExpired,
    onErrorMessage,
    onSwallowedError,
    ...overrides,
  });
  return { client, session, onSessionExpired, onErrorMessage, onSwallowedError };
}

type Example = { request: Record<string, unknown>; response: unknown };
const examples = platformExamples as unknown as Record<string, Example>;
type AnyFunction = (input?: unknown, options?: unknown) => Promise<unknown>;

/** A call's function: the platform client's, or the super-admin centre's client's (ADR 030). */
function functionOf(client: PlatformClient, call: AnyCall): AnyFunction {
  const area =
    call.area === 'admin'
      ? (createAdminClient(client) as unknown as Record<string, AnyFunction>)
      : (client as unknown as Record<string, Record<string, AnyFunction>>)[call.area];
  return area![call.name]!;
}

const everyCall = [...Object.values(platformCallsByArea), adminPlatformCalls].flatMap((calls) =>
  (Object.values(calls) as AnyCall[]).map((call) => [`${call.area}.${call.name}`, call] as const),
);

describe('every platform call', () => {
  it.each(everyCall)('%s goes out with its method, path and fields', async (_, call) => {
    const { client } = setup();
    const example = examples[call.name]!;
    const seen: SeenRequest[] = [];
    server.use(handle(call, ok(example.response), seen));

    const result = await functionOf(client, call)(example.request);

    expect(seen).toHaveLength(1);
    const request = seen[0]!;
    expect(request.method).toBe(call.method);
    expect(decodeURIComponent(request.pathname)).toBe(buildPath(call.path, example.request));
    const { query, body } = splitRequest(call, example.request);
    if (call.method === 'GET') {
      expect(request.query).toEqual(query);
      expect(request.body).toBeUndefined();
    } else if (!call.multipart) {
      expect(request.body).toEqual(
        call.auth === 'payload' ? { ...body, token: 'tok_member' } : body,
      );
    }

    const data = call.response.parse(example.response) as Record<string, unknown>;
    if (call.name === 'listStreams') expect(result).toEqual(data.list);
    else if (call.name === 'fetchDeviceId') expect(result).toBe(data.deviceId);
    else expect(result).toEqual(data);
  });
});

describe('headers (spec §7)', () => {
  it('sends the token, user, language, client, device, model, version and platform', async () => {
    const { client } = setup({ getUserName: () => 'Trần Văn' });
    const seen: SeenRequest[] = [];
    server.use(
      handle(platformCalls.fetchBalance, ok(platformExamples.fetchBalance.response), seen),
    );
    await client.member.fetchBalance();
    expect(seen[0]!.headers).toMatchObject({
      authorization: 'tok_member',
      username: encodeURIComponent('Trần Văn'),
      language: 'vi',
      'accept-language': 'vi-VI',
      client: '1',
      deviceno: 'PC-7d2f0c',
      clientmodel: 'Chrome 140 / macOS',
      appversion: '1.4.2',
      platform: 'vietnam',
    });
  });

  it('reads every value afresh at each call', async () => {
    const language = { current: 'vi' as 'vi' | 'zh-cn' };
    const { client, session } = setup({ getLanguage: () => language.current });
    const seen: SeenRequest[] = [];
    server.use(
      handle(platformCalls.fetchBalance, ok(platformExamples.fetchBalance.response), seen),
    );
    await client.member.fetchBalance();
    session.token = 'tok_other';
    language.current = 'zh-cn';
    await client.member.fetchBalance();
    expect(seen[1]!.headers).toMatchObject({
      authorization: 'tok_other',
      language: 'zh-cn',
      'accept-language': 'zh-CN',
    });
  });

  it('sends JSON with its content type on POST, and no body on GET', async () => {
    const { client } = setup();
    const seen: SeenRequest[] = [];
    server.use(
      handle(
        platformCalls.fetchMemberWallet,
        ok(platformExamples.fetchMemberWallet.response),
        seen,
      ),
      handle(platformCalls.getUserInfo, ok(platformExamples.getUserInfo.response), seen),
    );
    await client.member.fetchMemberWallet();
    await client.member.getUserInfo();
    expect(seen[0]!.contentType).toMatch(/^application\/json/);
    expect(seen[0]!.body).toEqual({});
    expect(seen[1]!.body).toBeUndefined();
  });

  it('leaves out Authorization when logged out, and the headers it has no value for', async () => {
    const { client } = setup({
      getToken: () => null,
      getUserName: () => undefined,
      getDeviceNo: () => '',
      clientModel: undefined,
      appVersion: () => null,
      platform: undefined,
      getLanguage: undefined,
    });
    const seen: SeenRequest[] = [];
    server.use(handle(platformCalls.listCountryCodes, ok([]), seen));
    await client.auth.listCountryCodes();
    const headers = seen[0]!.headers;
    expect(headers).not.toHaveProperty('authorization');
    for (const name of ['username', 'deviceno', 'clientmodel', 'appversion', 'platform']) {
      expect(headers).not.toHaveProperty(name);
    }
    expect(headers).toMatchObject({ client: '1', language: 'en', 'accept-language': 'en-US' });
  });

  it('sends no token at all on the device-id paths', async () => {
    const { client } = setup();
    const seen: SeenRequest[] = [];
    server.use(
      handle(platformCalls.getDevice, ok(platformExamples.getDevice.response), seen),
      handle(platformCalls.fetchDeviceId, ok({ deviceId: 'PC-srv-1' }), seen),
    );
    await client.member.getDevice({ deviceId: 'PC-7d2f0c' });
    await client.member.fetchDeviceId({ botToken: 'pow:1' });
    for (const request of seen) {
      expect(request.headers).not.toHaveProperty('authorization');
      expect(request.body).not.toHaveProperty('token');
      expect(request.headers).toMatchObject({ client: '1', deviceno: 'PC-7d2f0c' });
    }
  });

  it('puts the token in the payload, not in Authorization, for the single-wallet jump', async () => {
    const { client } = setup();
    const seen: SeenRequest[] = [];
    server.use(handle(platformCalls.jumpToGame, ok(platformExamples.jumpToGame.response), seen));
    await client.games.jumpToGame({ lobbyCode: 'touchline-slots' });
    expect(seen[0]!.headers).not.toHaveProperty('authorization');
    expect(seen[0]!.body).toEqual({ lobbyCode: 'touchline-slots', token: 'tok_member' });
  });

  it('sends form data as multipart, files as parts, lists as JSON text', async () => {
    const { client } = setup();
    const seen: SeenRequest[] = [];
    server.use(
      handle(platformCalls.updatePresenter, ok(platformExamples.updatePresenter.response), seen),
    );
    const avatar = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    await client.live.updatePresenter({
      nickName: 'Mai',
      introduction: 'Hi',
      avatar,
      tagIds: [4, 1],
    });
    expect(seen[0]!.method).toBe('PUT');
    expect(seen[0]!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]!.headers).toMatchObject({ authorization: 'tok_member', client: '1' });
    expect(seen[0]!.body).toEqual({
      nickName: 'Mai',
      introduction: 'Hi',
      avatar: { size: 3, type: 'image/png' },
      tagIds: '[4,1]',
    });
  });
});

describe('timeouts', () => {
  async function settleAfter(promise: Promise<unknown>, ms: number) {
    let settled = false;
    const outcome = promise.then(
      () => ({ ok: true as const }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(ms - 1);
    const settledEarly = settled;
    await vi.advanceTimersByTimeAsync(1);
    return { settledEarly, outcome: await outcome };
  }

  it('gives up on a call after 15 s with a TimeoutError', async () => {
    vi.useFakeTimers();
    const { client, onErrorMessage } = setup({ fetch: hangingFetch() });
    const { settledEarly, outcome } = await settleAfter(
      client.member.fetchBalance(),
      REQUEST_TIMEOUT_MS,
    );
    expect(settledEarly).toBe(false);
    expect(outcome.ok).toBe(false);
    const error = (outcome as { error: unknown }).error;
    expect(isTimeoutError(error)).toBe(true);
    expect(isNetworkError(error)).toBe(false);
    expect(error).toMatchObject({ timeoutMs: 15_000, call: 'fetchBalance' });
    expect((error as Error).message).toMatch(/timed out/);
    expect(onErrorMessage).not.toHaveBeenCalled();
  });

  it('gives the single-wallet jump 10 s', async () => {
    vi.useFakeTimers();
    const { client } = setup({ fetch: hangingFetch() });
    const { settledEarly, outcome } = await settleAfter(
      client.games.jumpToGame({ lobbyCode: 'touchline-slots' }),
      SINGLE_WALLET_JUMP_TIMEOUT_MS,
    );
    expect(settledEarly).toBe(false);
    expect((outcome as { error: unknown }).error).toMatchObject({
      kind: 'timeout',
      timeoutMs: 10_000,
    });
  });
});

describe('the error policy (spec §8)', () => {
  it('returns the data of a success', async () => {
    const { client, onErrorMessage } = setup();
    server.use(
      handle(platformCalls.fetchMemberWallet, ok({ memberWallet: '12.50', currency: 'VND' })),
    );
    await expect(client.member.fetchMemberWallet()).resolves.toEqual({
      memberWallet: '12.50',
      currency: 'VND',
    });
    expect(onErrorMessage).not.toHaveBeenCalled();
  });

  it('shows the message of any other code and rejects with an ApiError', async () => {
    const { client, onErrorMessage, onSessionExpired } = setup();
    server.use(handle(platformCalls.getVipInfo, fail(CODES.forbidden, 'VIP only', { level: 3 })));
    const error = await client.vip.getVipInfo().catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({
      code: 403,
      msg: 'VIP only',
      message: 'VIP only',
      data: { level: 3 },
    });
    expect(onErrorMessage).toHaveBeenCalledTimes(1);
    expect(onErrorMessage).toHaveBeenCalledWith('VIP only');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('shows nothing for a failure without a message', async () => {
    const { client, onErrorMessage } = setup();
    server.use(handle(platformCalls.getVipInfo, { code: 500, msg: null }));
    const error = await client.vip.getVipInfo().catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'api', code: 500, msg: '' });
    expect((error as Error).message).toMatch(/getVipInfo.*500/);
    expect(onErrorMessage).not.toHaveBeenCalled();
  });

  it('shows nothing for the calls the spec suppresses, nor when a call opts out', async () => {
    const { client, onErrorMessage } = setup();
    server.use(
      handle(platformCalls.fetchMemberWallet, fail(500, 'wallet busy')),
      handle(platformCalls.getMemberProfile, fail(500, 'profile busy')),
      handle(platformCalls.getVipInfo, fail(500, 'vip busy')),
    );
    await expect(client.member.fetchMemberWallet()).rejects.toMatchObject({ msg: 'wallet busy' });
    await expect(client.member.getMemberProfile()).rejects.toMatchObject({ msg: 'profile busy' });
    await expect(
      client.vip.getVipInfo(undefined, { noNeedResponseMsg: true }),
    ).rejects.toMatchObject({ msg: 'vip busy' });
    expect(onErrorMessage).not.toHaveBeenCalled();
  });

  it('rejects a failed login with the server message', async () => {
    const { client } = setup();
    server.use(handle(platformCalls.accountLogin, fail(1001, 'Wrong user name or password')));
    await expect(
      client.auth.accountLogin({ userName: 'lucky88', password: 'nope' }),
    ).rejects.toThrow('Wrong user name or password');
  });

  it('rejects a network failure with a NetworkError carrying its text, and no toast', async () => {
    const { client, onErrorMessage } = setup();
    server.use(
      http.post(`${PLATFORM_URL}/api/fund/wallet/member/local`, () => HttpResponse.error()),
    );
    const error = await client.member.fetchMemberWallet().catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
    expect(isTimeoutError(error)).toBe(false);
    expect((error as Error).message).toBe('Failed to fetch');
    expect(onErrorMessage).not.toHaveBeenCalled();
  });

  it('rejects an aborted call with an AbortedError', async () => {
    const { client } = setup({ fetch: hangingFetch() });
    const controller = new AbortController();
    const pending = client.member.fetchBalance(undefined, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isAbortedError(error)).toBe(true);
  });

  it('refuses input that breaks the request schema before sending anything', async () => {
    const { client } = setup();
    const seen: SeenRequest[] = [];
    server.use(handle(platformCalls.getStream, ok(exampleStream), seen));
    const error = await client.live.getStream({ id: 'not-an-id' }).catch((e: unknown) => e);
    expect(isInvalidRequestError(error)).toBe(true);
    expect((error as Error).message).toMatch(/getStream: id/);
    expect(seen).toHaveLength(0);
  });

  it("says in zod's English what is wrong with a refused input (the contract is on zod/mini)", async () => {
    const { client } = setup();
    const error = await client.auth
      .accountLogin({ userName: '', password: 'correct horse', botToken: 'pow:1a2b' })
      .catch((e: unknown) => e);
    expect(isInvalidRequestError(error)).toBe(true);
    expect((error as InvalidRequestError).issues).toEqual([
      { path: ['userName'], message: 'Too small: expected string to have >=1 characters' },
    ]);
  });
});

describe('cookie mode (ADR 012)', () => {
  it('says so on every call and sends no token, in a header or in the payload', async () => {
    const { client } = setup({ sessionMode: 'cookie', getToken: () => 'session-marker-1' });
    const seen: SeenRequest[] = [];
    server.use(
      handle(platformCalls.fetchBalance, ok(platformExamples.fetchBalance.response), seen),
      handle(platformCalls.jumpToGame, ok(platformExamples.jumpToGame.response), seen),
      handle(platformCalls.accountLogin, ok(platformExamples.accountLogin.response), seen),
    );
    await client.member.fetchBalance();
    await client.games.jumpToGame(platformExamples.jumpToGame.request);
    await client.auth.accountLogin({ userName: 'lucky88', password: 'pw' });
    expect(seen).toHaveLength(3);
    for (const request of seen) {
      expect(request.headers['session-mode']).toBe('cookie');
      expect(request.headers.authorization).toBeUndefined();
      expect(JSON.stringify(request.body ?? {})).not.toContain('session-marker-1');
    }
  });

  it('expires the session its marker names, and not a newer one', async () => {
    const marker = { current: 'login-1' };
    const { client, onSessionExpired } = setup({
      sessionMode: 'cookie',
      getToken: () => marker.current,
    });
    server.use(handle(platformCalls.fetchBalance, fail(CODES.sessionExpired, 'Log in again')));
    await client.member.fetchBalance().catch(() => undefined);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    marker.current = '';
    client.rearmSessionExpiry();
    // a visitor's call answered 401 logs nobody out
    await client.member.fetchBalance().catch(() => undefined);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
});

describe('the session-expired code', () => {
  const expired = fail(CODES.sessionExpired, 'Please log in again');

  it('forces one logout for ten calls failing together, and no toast', async () => {
    const { client, onSessionExpired, onErrorMessage } = setup();
    server.use(handle(platformCalls.fetchBalance, expired));
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => client.member.fetchBalance()),
    );
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onErrorMessage).not.toHaveBeenCalled();
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect(isSessionExpiredError((result as PromiseRejectedResult).reason)).toBe(true);
      expect(isApiError((result as PromiseRejectedResult).reason)).toBe(true);
    }
  });

  it('re-arms only after a new login', async () => {
    const { client, session, onSessionExpired } = setup();
    server.use(
      handle(platformCalls.fetchBalance, expired),
      handle(platformCalls.accountLogin, ok(platformExamples.accountLogin.response)),
    );
    await client.member.fetchBalance().catch(() => undefined);
    await client.member.fetchBalance().catch(() => undefined);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);

    await client.auth.accountLogin({ userName: 'lucky88', password: 'pw' });
    session.token = 'tok_new';
    await Promise.allSettled([client.member.fetchBalance(), client.member.fetchBalance()]);
    expect(onSessionExpired).toHaveBeenCalledTimes(2);

    client.rearmSessionExpiry();
    await client.member.fetchBalance().catch(() => undefined);
    expect(onSessionExpired).toHaveBeenCalledTimes(3);
  });

  it('does not log out a newer session on an answer to a call made with an older token', async () => {
    const { client, session, onSessionExpired } = setup();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let reached = false;
    server.use(
      handle(platformCalls.fetchBalance, async () => {
        reached = true;
        await gate;
        return HttpResponse.json(expired);
      }),
    );
    const pending = client.member.fetchBalance().catch((e: unknown) => e);
    await vi.waitFor(() => expect(reached).toBe(true));
    session.token = 'tok_after_relogin';
    release();
    expect(isSessionExpiredError(await pending)).toBe(true);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not log out a visitor who holds no token', async () => {
    const { client, onSessionExpired } = setup({ getToken: () => '' });
    server.use(handle(platformCalls.getUserInfo, expired));
    await expect(client.member.getUserInfo()).rejects.toMatchObject({ kind: 'session-expired' });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('bad responses', () => {
  const cases: [string, () => Response][] = [
    [
      'an HTML error page',
      () =>
        new HttpResponse('<html><body>502 Bad Gateway</body></html>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        }),
    ],
    ['an empty body', () => new HttpResponse(null, { status: 200 })],
    ['JSON that is not an envelope', () => HttpResponse.json({ ok: true })],
    ['a code that is text', () => HttpResponse.json({ code: '200', msg: '', data: {} })],
    ['data of the wrong shape', () => HttpResponse.json(ok({ memberWallet: 12.5 }))],
    ['a success without data', () => HttpResponse.json({ code: 200, msg: 'ok' })],
    ['JSON null', () => HttpResponse.json(null)],
  ];

  it.each(cases)('%s gives a BadResponseError, no toast', async (_, respond) => {
    const { client, onErrorMessage, onSessionExpired } = setup();
    server.use(http.post(`${PLATFORM_URL}/api/fund/wallet/member/local`, respond));
    const error = await client.member.fetchMemberWallet().catch((e: unknown) => e);
    expect(isBadResponseError(error)).toBe(true);
    expect(isTouchlineApiError(error)).toBe(true);
    expect(error).toMatchObject({ call: 'fetchMemberWallet' });
    expect(onErrorMessage).not.toHaveBeenCalled();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('keeps the HTTP status and the start of the page for the logs', async () => {
    const { client } = setup();
    server.use(
      http.get(`${PLATFORM_URL}/api/user/info`, () =>
        HttpResponse.text('<html>Service Unavailable</html>', { status: 503 }),
      ),
    );
    const error = await client.member.getUserInfo().catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503, detail: '<html>Service Unavailable</html>' });
  });

  it('still reads an envelope sent with an HTTP error status', async () => {
    const { client, onSessionExpired } = setup();
    server.use(
      http.get(`${PLATFORM_URL}/api/user/info`, () =>
        HttpResponse.json(fail(CODES.sessionExpired, 'expired'), { status: 401 }),
      ),
    );
    await expect(client.member.getUserInfo()).rejects.toMatchObject({ kind: 'session-expired' });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
});

describe('the stream list', () => {
  it('asks for page 1 of 999 by default and returns data.list', async () => {
    const { client } = setup();
    const seen: SeenRequest[] = [];
    server.use(handle(platformCalls.listStreams, ok(platformExamples.listStreams.response), seen));
    const streams = await client.live.listStreams({ presenterId: 2001 });
    expect(seen[0]!.body).toEqual({ page: 1, pageSize: 999, presenterId: 2001 });
    expect(streams.map((s) => s.id)).toEqual([502, 501]);
  });

  it.each([
    ['another code', () => HttpResponse.json(fail(500, 'list unavailable'))],
    ['the session-expired code', () => HttpResponse.json(fail(CODES.sessionExpired, 'expired'))],
    ['a network failure', () => HttpResponse.error()],
    ['an HTML page', () => HttpResponse.text('<html>oops</html>', { status: 500 })],
    ['a list of the wrong shape', () => HttpResponse.json(ok({ list: [{ id: 'x' }] }))],
  ])('gives an empty list on %s, silently', async (_, respond) => {
    const { client, onErrorMessage, onSessionExpired } = setup();
    server.use(http.post(`${PLATFORM_URL}/api/live/stream/list`, respond));
    await expect(client.live.listStreams()).resolves.toEqual([]);
    expect(onErrorMessage).not.toHaveBeenCalled();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('reports a swallowed failure for the logs', async () => {
    const { client, onSwallowedError } = setup();
    server.use(http.post(`${PLATFORM_URL}/api/live/stream/list`, () => HttpResponse.error()));
    await client.live.listStreams();
    expect(onSwallowedError).toHaveBeenCalledTimes(1);
    const [error, call] = onSwallowedError.mock.calls[0]!;
    expect(isNetworkError(error)).toBe(true);
    expect(call).toBe('listStreams');
  });
});

describe('the device-id fetch', () => {
  it('uses the id when the code is 200 and data is present', async () => {
    const { client } = setup();
    server.use(handle(platformCalls.fetchDeviceId, ok({ deviceId: 'PC-srv-42' })));
    await expect(client.member.fetchDeviceId({ botToken: 'pow:1' })).resolves.toBe('PC-srv-42');
  });

  it.each([
    ['no data', () => HttpResponse.json({ code: 200, msg: 'ok' })],
    ['null data', () => HttpResponse.json(ok(null))],
    ['an empty id', () => HttpResponse.json(ok({ deviceId: '' }))],
    ['another code', () => HttpResponse.json(fail(201, 'later', { deviceId: 'PC-x' }))],
    ['a network failure', () => HttpResponse.error()],
    ['an HTML page', () => HttpResponse.text('<html/>')],
  ])('gives null on %s, silently', async (_, respond) => {
    const { client, onErrorMessage } = setup();
    server.use(http.post(`${PLATFORM_URL}/api/member/device/issue`, respond));
    await expect(client.member.fetchDeviceId({ botToken: 'pow:1' })).resolves.toBeNull();
    expect(onErrorMessage).not.toHaveBeenCalled();
  });
});

describe('an answer that may be null', () => {
  it('reads null data as null, and a missing answer is still refused', async () => {
    const { client } = setup();
    server.use(handle(platformCalls.getWithdrawInfo, ok(null)));
    await expect(client.member.getWithdrawInfo()).resolves.toBeNull();
    server.use(
      http.get(`${PLATFORM_URL}/api/fund/cashier/withdraw-info`, () =>
        HttpResponse.json(ok({ accountType: 'cash' })),
      ),
    );
    await expect(client.member.getWithdrawInfo()).rejects.toMatchObject({ kind: 'bad-response' });
  });
});

describe('the base address', () => {
  it('joins with or without a trailing slash, and keeps a path of the spec that ends in one', async () => {
    const { client } = setup({ baseUrl: `${PLATFORM_URL}/` });
    const seen: SeenRequest[] = [];
    server.use(handle(platformCalls.listSlotGames, ok([]), seen));
    await client.games.listSlotGames();
    expect(seen[0]!.pathname).toBe('/api/game/home/slot/list/');
  });
});

describe('types', () => {
  it('come from the contract', () => {
    const { client } = setup();
    expectTypeOf(client.member.fetchMemberWallet).returns.resolves.toEqualTypeOf<MemberWallet>();
    expectTypeOf(client.live.listStreams).returns.resolves.toEqualTypeOf<Stream[]>();
    expectTypeOf(client.member.fetchDeviceId).returns.resolves.toEqualTypeOf<string | null>();
    expectTypeOf(client.live.countStreamReservations).returns.resolves.toEqualTypeOf<number>();
    expectTypeOf(client.auth.accountLogin).parameter(0).toHaveProperty('userName');

    const neverRun = () => {
      // @ts-expect-error a login needs its fields
      void client.auth.accountLogin();
      // @ts-expect-error money travels as decimal text, never as a float
      void client.live.saveFollowOrder({ pushOrderId: 1, stake: 20, idempotencyKey: 'k-1234567' });
      // a call that needs nothing can be made without input
      void client.member.fetchBalance();
    };
    expect(neverRun).toBeTypeOf('function');
  });
});
