import {
  HEADERS,
  PAYLOAD_TOKEN_FIELD,
  platformCalls,
  splitRequest,
  type CallInput,
  type PlatformCallName,
  type PlatformCalls,
} from '@touchline/api/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app.ts';
import { createSession } from '../auth/sessions.ts';
import { loadConfig } from '../config.ts';
import { RELAXED_RATE_LIMITS } from '../http/rate-limit.ts';
import { solve } from '../providers/bot-check.ts';
import { ConsoleSmsSender } from '../providers/sms.ts';
import type { GameFetch } from '../games/protocol.ts';
import { seedDemo } from '../seed.ts';
import { openTestDatabase, type TestDatabase } from './databases.ts';

/** A bot check cheap enough for tests (a few hashes) with the real protocol. */
export const TEST_BOT_DIFFICULTY = 4;

export interface Answer {
  status: number;
  body: { code: number; msg: string; data?: unknown };
  headers: Record<string, string | string[] | number | undefined>;
}

export interface TestApp {
  app: FastifyInstance;
  t: TestDatabase;
  sms: ConsoleSmsSender;
  /** The clock the app reads; move it to expire sessions and codes. */
  clock: { now: number };
  /** Makes a platform call the way the web client does (path, query or body, headers). */
  call<Name extends PlatformCallName>(
    name: Name,
    input: CallInput<PlatformCalls[Name]>,
    options?: { token?: string | null; headers?: Record<string, string>; ip?: string },
  ): Promise<Answer>;
  /** Logs in with a password and answers the token (fails the test otherwise). */
  login(userName: string, password: string): Promise<string>;
  /** Solves a bot check through the API and answers its token. */
  botToken(): Promise<string>;
  dispose(): Promise<void>;
}

/**
 * The server over one test database of the given kind, seeded with the demo data, with a test
 * clock, the console SMS sender (codes read back with `sms.lastCodeFor`) and a cheap bot check.
 */
export async function openTestApp(
  kind: 'pglite' | 'postgres',
  options: Partial<Omit<BuildOptions, 'db' | 'config' | 'now' | 'sms'>> & {
    seed?: boolean;
    env?: Record<string, string>;
  } = {},
): Promise<TestApp> {
  const t = await openTestDatabase(kind);
  const clock = { now: Date.now() };
  const now = () => clock.now;
  if (options.seed !== false) await seedDemo(t.db, clock.now);
  const sms = new ConsoleSmsSender(() => undefined);
  // the operator and the game provider call each other through the app itself (no socket)
  let self: FastifyInstance | null = null;
  const gameFetch: GameFetch =
    options.gameFetch ??
    (async (url, init) => {
      if (!self) throw new Error('the app is not built yet');
      const target = new URL(url);
      const response = await self.inject({
        method: init.method,
        url: target.pathname + target.search,
        headers: init.headers,
        payload: init.body,
      });
      return { status: response.statusCode, text: async () => response.body };
    });
  const app = await buildApp({
    gameFetch,
    config: loadConfig({
      NODE_ENV: 'test',
      BOT_CHECK_DIFFICULTY: String(TEST_BOT_DIFFICULTY),
      ...options.env,
    }),
    db: t.db,
    now,
    sms,
    // the app's own bot check (signed, spent in the app's counters) unless a test brings one
    ...(options.botCheck ? { botCheck: options.botCheck } : {}),
    limits: options.limits ?? RELAXED_RATE_LIMITS,
    webDist: options.webDist ?? null,
    ...(options.handlers ? { handlers: options.handlers } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.rateStore ? { rateStore: options.rateStore } : {}),
    ...(options.connections ? { connections: options.connections } : {}),
    ...(options.payments ? { payments: options.payments } : {}),
    ...(options.sports ? { sports: options.sports } : {}),
  });
  self = app;
  await app.ready();

  const call: TestApp['call'] = async (name, input, callOptions = {}) => {
    const definition = platformCalls[name];
    const { path, query, body } = splitRequest(definition, input as Record<string, unknown>);
    const headers: Record<string, string> = { ...callOptions.headers };
    // a payload call's token travels in its body, as the web client sends it
    const payloadToken = definition.auth === 'payload' && callOptions.token;
    if (callOptions.token && !payloadToken) headers[HEADERS.authorization] = callOptions.token;
    if (definition.method !== 'GET') headers['content-type'] = 'application/json';
    const response = await app.inject({
      method: definition.method,
      url: path,
      query,
      headers,
      ...(definition.method === 'GET'
        ? {}
        : {
            payload: JSON.stringify(
              payloadToken ? { ...body, [PAYLOAD_TOKEN_FIELD]: payloadToken } : (body ?? {}),
            ),
          }),
      ...(callOptions.ip ? { remoteAddress: callOptions.ip } : {}),
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };

  return {
    app,
    t,
    sms,
    clock,
    call,
    async login(userName, password) {
      const answer = await call('accountLogin', { userName, password });
      const data = answer.body.data as { accessToken?: string } | undefined;
      if (answer.body.code !== 200 || !data?.accessToken) {
        throw new Error(`login of ${userName} failed: ${JSON.stringify(answer.body)}`);
      }
      return data.accessToken;
    },
    async botToken() {
      const challenge = await call('getBotChallenge', {});
      const { challengeId, salt, difficulty } = challenge.body.data as {
        challengeId: string;
        salt: string;
        difficulty: number;
      };
      const verified = await call('verifyBotCheck', {
        challengeId,
        nonce: solve(salt, difficulty),
      });
      return (verified.body.data as { token: string }).token;
    },
    async dispose() {
      await app.close();
      await t.dispose();
    },
  };
}

/** Every member of the test database with a session of their own: calls made as any of them. */
export interface Everyone {
  /** Each member's id, by user name. */
  ids: Map<string, number>;
  /** The call options that make a call as that member. */
  as(userName: string): { token: string };
}

/** Opens a session for every member (no login, no throttle): a test acts as any role. */
export async function signInEveryone(s: TestApp): Promise<Everyone> {
  const ids = new Map<string, number>();
  const tokens = new Map<string, string>();
  for (const row of await s.t.db.query<{ id: bigint; user_name: string }>(
    'select id, user_name from members',
  )) {
    ids.set(row.user_name, Number(row.id));
    tokens.set(row.user_name, await createSession(s.t.db, row.id, s.clock.now));
  }
  return {
    ids,
    as: (userName) => {
      const token = tokens.get(userName);
      if (!token) throw new Error(`no member ${userName}`);
      return { token };
    },
  };
}
