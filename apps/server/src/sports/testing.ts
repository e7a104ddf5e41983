import { CODES, sportsCalls, type CallInput, type SportsCommonBody } from '@touchline/api/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { createSession } from '../auth/sessions.ts';
import { loadConfig } from '../config.ts';
import { RELAXED_RATE_LIMITS } from '../http/rate-limit.ts';
import { createMember } from '../services/members.ts';
import { issueSportsToken } from '../services/sports-token.ts';
import { openTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { balanceOf, post } from '../wallet/ledger.ts';
import type { FeedMatch } from './feed.ts';
import type { SportsOptions, SportsService } from './service.ts';

type SportsCalls = typeof sportsCalls;
export type SportsCallName = keyof SportsCalls;

/** 10:00 in UTC+8 on a Monday: the feed's schedule is laid out from here in tests. */
export const TEST_T0 = Date.UTC(2026, 10, 23, 2, 0, 0);

export interface SportsAnswer<T = unknown> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

export interface TestMember {
  memberId: bigint;
  sessionToken: string;
  sportsToken: string;
}

export interface SportsTestApp {
  app: FastifyInstance;
  t: TestDatabase;
  clock: { now: number };
  sports: SportsService;
  /** A member with a funded wallet (minor units), a session and a sports token. */
  member(balanceMinor: bigint, name?: string): Promise<TestMember>;
  balance(memberId: bigint): Promise<bigint>;
  /** A sports call the way the sports client makes it: POST, token, common body fields. */
  call<Name extends SportsCallName, T = unknown>(
    name: Name,
    input: CallInput<SportsCalls[Name]>,
    token: string | null,
    common?: Partial<SportsCommonBody>,
  ): Promise<SportsAnswer<T>>;
  /** Moves the clock and lets the sports service catch up, a step at a time. */
  advance(ms: number, stepMs?: number): Promise<void>;
  dispose(): Promise<void>;
}

let names = 0;

export async function openSportsApp(
  kind: 'pglite' | 'postgres',
  sports: SportsOptions = {},
): Promise<SportsTestApp> {
  const t = await openTestDatabase(kind);
  const clock = { now: TEST_T0 };
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test' }),
    db: t.db,
    now: () => clock.now,
    limits: RELAXED_RATE_LIMITS,
    webDist: null,
    sports: { tickMs: 0, ...sports },
  });
  await app.ready();
  const service = app.sports;
  return {
    app,
    t,
    clock,
    sports: service,
    async member(balanceMinor, name) {
      names += 1;
      const userName = name ?? `punter${names}${Math.floor(Math.random() * 1e6)}`;
      const memberId = await t.db.transaction((tx) =>
        createMember(tx, { userName, passwordHash: null, currency: 'VND' }),
      );
      if (balanceMinor > 0n) {
        await post(t.db, {
          memberId,
          amountMinor: balanceMinor,
          type: 'demo-grant',
          reference: 'test',
          idempotencyKey: `test-grant:${userName}`,
        });
      }
      const sessionToken = await createSession(t.db, memberId, clock.now);
      const sportsToken = await issueSportsToken(
        t.db,
        { memberId, token: sessionToken },
        clock.now,
      );
      return { memberId, sessionToken, sportsToken };
    },
    async balance(memberId) {
      return (await balanceOf(t.db, memberId))!.balanceMinor;
    },
    async call(name, input, token, common = {}) {
      const call = sportsCalls[name];
      const body =
        call.service === 'sports'
          ? { ...input, oddsChange: 1, currencyId: 1000, languageType: 'ENG', ...common }
          : input;
      const response = await app.inject({
        method: 'POST',
        url: call.path,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: token } : {}),
        },
        payload: JSON.stringify(body),
      });
      const json = response.json<{ code: number; msg: string; data: never }>();
      return { status: response.statusCode, code: json.code, msg: json.msg, data: json.data };
    },
    async advance(ms, stepMs = 1_000) {
      const end = clock.now + ms;
      while (clock.now < end) {
        clock.now = Math.min(end, clock.now + stepMs);
        await service.step();
      }
    },
    async dispose() {
      await app.close();
      await t.dispose();
    },
  };
}

export const OK = CODES.success;

/** A selection of a match as a bet slip names it, at its current price. */
export function pickOf(match: FeedMatch, marketIndex = 0, selectionIndex = 0) {
  const market = match.markets[marketIndex]!;
  const selection = market.selections[selectionIndex]!;
  return {
    matchId: match.id,
    marketId: market.id,
    selectionId: selection.id,
    price: selection.price,
  };
}

/** The matches more than an hour from kick-off whose first market is open: safe to bet on. */
export function openUpcomingMatches(s: SportsTestApp): FeedMatch[] {
  return s.sports.feed
    .matches()
    .filter(
      (m) =>
        m.kind === 'match' &&
        m.progress.phase === 'upcoming' &&
        m.startsAt > s.clock.now + 3_600_000 &&
        m.markets[0]!.status === 'open',
    );
}
