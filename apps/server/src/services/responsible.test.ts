import {
  CODES,
  HEADERS,
  sportsCalls,
  type CallInput,
  type PlatformCallName,
  type PlatformCalls,
  type Restriction,
  type SportsCalls,
  type Stream,
} from '@touchline/api/contract';
import { LIMIT_RAISE_DELAY_MS, type RgLimit } from '@touchline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions.ts';
import type { FeedMatch } from '../sports/feed.ts';
import { DATABASE_KINDS } from '../testing/databases.ts';
import { openTestApp, type TestApp } from '../testing/app.ts';
import { testMember } from '../testing/members.ts';
import { balanceOf } from '../wallet/ledger.ts';
import { issueSportsToken } from './sports-token.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface Answer<T = unknown> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

interface Player {
  id: bigint;
  token: string;
  sportsToken: string;
}

/** The restrictions of the table, each written as the member's rows (their session stays valid). */
const RESTRICTIONS = ['time-out', 'self-exclusion', 'deposit limit', 'loss limit'] as const;
type RestrictionName = (typeof RESTRICTIONS)[number];

/** The spending calls of the table; `deposit` is the only one a deposit limit holds. */
const SPENDS = [
  'deposit',
  'single bet',
  'multiple bet',
  'reserve bet',
  'follow a push order',
  'game spin',
  'gift',
  'room fee',
] as const;
type SpendName = (typeof SPENDS)[number];

function applies(restriction: RestrictionName, spend: SpendName): boolean {
  if (restriction === 'deposit limit') return spend === 'deposit';
  if (restriction === 'loss limit') return spend !== 'deposit';
  return true;
}

const REASONS: Record<RestrictionName, Restriction['reason']> = {
  'time-out': 'time-out',
  'self-exclusion': 'self-exclusion',
  'deposit limit': 'depositLimit',
  'loss limit': 'lossLimit',
};

describe.each(DATABASE_KINDS)('responsible gambling on %s', (kind) => {
  let s: TestApp;
  let serial = 0;

  beforeAll(async () => {
    s = await openTestApp(kind);
    await s.app.sports.step();
  }, 60_000);
  afterAll(() => s?.dispose());

  /** A platform call as the web client makes it, its envelope flattened. */
  async function call<Name extends PlatformCallName, T = unknown>(
    name: Name,
    input: CallInput<PlatformCalls[Name]>,
    token: string | null,
    language = 'en',
  ): Promise<Answer<T>> {
    const answer = await s.call(name, input, { token, headers: { [HEADERS.language]: language } });
    const { code, msg, data } = answer.body;
    return { status: answer.status, code, msg, data: data as T };
  }

  async function sportsCall<Name extends keyof SportsCalls, T = unknown>(
    name: Name,
    input: CallInput<SportsCalls[Name]>,
    token: string,
  ): Promise<Answer<T>> {
    const response = await s.app.inject({
      method: 'POST',
      url: sportsCalls[name].path,
      headers: { 'content-type': 'application/json', authorization: token },
      payload: JSON.stringify({ ...input, oddsChange: 1, currencyId: 1000, languageType: 'ENG' }),
    });
    const json = response.json<{ code: number; msg: string; data: T }>();
    return { status: response.statusCode, code: json.code, msg: json.msg, data: json.data };
  }

  /** A new member in CNY holding `minor`, with a session and a sports token. */
  async function player(minor = 100_000n, role: 'member' | 'anchor' = 'member'): Promise<Player> {
    serial += 1;
    const userName = `rg${kind.slice(0, 2)}${role === 'anchor' ? 'host' : ''}${serial}`;
    const id = await testMember(s.t.db, { userName, currency: 'CNY', role, balanceMinor: minor });
    const token = await createSession(s.t.db, id, s.clock.now);
    const sportsToken = await issueSportsToken(s.t.db, { memberId: id, token }, s.clock.now);
    return { id, token, sportsToken };
  }

  const balance = async (p: Player) => (await balanceOf(s.t.db, p.id))!.balanceMinor;

  const matches = (): readonly FeedMatch[] => s.app.touchline.sports.feed!.matches();
  const usedMatches = new Set<number>();
  function upcoming(): FeedMatch {
    const match = matches().find(
      (m) =>
        !usedMatches.has(m.id) &&
        m.kind === 'match' &&
        m.progress.phase === 'upcoming' &&
        m.startsAt > s.clock.now + HOUR &&
        m.markets[0]!.status === 'open',
    );
    expect(match).toBeDefined();
    usedMatches.add(match!.id);
    return match!;
  }
  function pick(match: FeedMatch) {
    const market = match.markets[0]!;
    const selection = market.selections[0]!;
    return {
      matchId: match.id,
      marketId: market.id,
      selectionId: selection.id,
      price: selection.price,
    };
  }

  async function restrict(p: Player, restriction: RestrictionName): Promise<void> {
    const now = new Date(s.clock.now);
    const limit = async (kind: RgLimit) =>
      s.t.db.query(
        `insert into rg_limits (member_id, kind, value_minor, updated_at) values ($1, $2, 1, $3)`,
        [p.id, kind, now],
      );
    switch (restriction) {
      case 'time-out':
      case 'self-exclusion':
        await s.t.db.query(
          `insert into rg_exclusions (member_id, kind, duration, starts_at, ends_at)
           values ($1, $2, '24h', $3, $4)`,
          [p.id, restriction, now, new Date(s.clock.now + 24 * HOUR)],
        );
        return;
      case 'deposit limit':
        // 0.01 a day: any deposit passes it
        return void (await limit('deposit-day'));
      case 'loss limit':
        // 0.01 a week: any stake passes it
        return void (await limit('loss-week'));
    }
  }

  /** A spend made ready before the restriction (a game session, a host's stream and push order). */
  async function prepare(spend: SpendName, p: Player): Promise<() => Promise<Answer>> {
    const key = `rg-${spend.replace(/ /g, '-')}-${serial}-${kind}`;
    switch (spend) {
      case 'deposit': {
        const methods = await call<'listPaymentMethods', { methodId: string }[]>(
          'listPaymentMethods',
          {},
          p.token,
        );
        const methodId = methods.data[0]!.methodId;
        return () =>
          call('createDeposit', { methodId, amount: '100.00', idempotencyKey: key }, p.token);
      }
      case 'single bet': {
        const leg = pick(upcoming());
        return () =>
          sportsCall(
            'placeSingleBets',
            { bets: [{ ...leg, stake: '10' }], idempotencyKey: key },
            p.sportsToken,
          );
      }
      case 'multiple bet': {
        const legs = [pick(upcoming()), pick(upcoming())];
        return () =>
          sportsCall('placeMultipleBet', { legs, stake: '10', idempotencyKey: key }, p.sportsToken);
      }
      case 'reserve bet': {
        const leg = pick(upcoming());
        const targetPrice = Math.round((leg.price + 0.5) * 100) / 100;
        return () =>
          sportsCall(
            'reserveBet',
            { ...leg, targetPrice, stake: '10', idempotencyKey: key },
            p.sportsToken,
          );
      }
      case 'follow a push order': {
        const host = await player(0n, 'anchor');
        const match = upcoming();
        const stream = await call<'saveStream', Stream>(
          'saveStream',
          { title: 'Tips', gameId: match.id },
          host.token,
        );
        expect(stream.code, stream.msg).toBe(CODES.success);
        const leg = pick(match);
        const pushed = await call<'savePushOrder', { id: number }>(
          'savePushOrder',
          { streamId: stream.data.id, ...leg, stake: '10' },
          host.token,
        );
        expect(pushed.code, pushed.msg).toBe(CODES.success);
        return () =>
          call(
            'saveFollowOrder',
            { pushOrderId: pushed.data.id, stake: '10.00', idempotencyKey: key },
            p.token,
          );
      }
      case 'game spin': {
        const jumped = await call<'jumpToGame', { url: string }>(
          'jumpToGame',
          { lobbyCode: 'touchline-slots', gameCode: 'golden-goal', language: 'en' },
          p.token,
        );
        expect(jumped.code, jumped.msg).toBe(CODES.success);
        const launchToken = new URL(jumped.data.url, 'http://site.test').searchParams.get(
          'launch',
        )!;
        const opened = await call<'openGameSession', { sessionToken: string; stakes: string[] }>(
          'openGameSession',
          { launchToken },
          null,
        );
        expect(opened.code, opened.msg).toBe(CODES.success);
        const { sessionToken, stakes } = opened.data;
        return () => call('spinSlot', { sessionToken, stake: stakes[0]! }, null);
      }
      case 'gift': {
        const host = await player(0n, 'anchor');
        const stream = await call<'saveStream', Stream>(
          'saveStream',
          { title: 'Live' },
          host.token,
        );
        expect(stream.code, stream.msg).toBe(CODES.success);
        return () =>
          call(
            'sendGift',
            { streamId: stream.data.id, giftId: 1, count: 1, idempotencyKey: key },
            p.token,
          );
      }
      case 'room fee': {
        const host = await player(0n, 'anchor');
        const stream = await call<'saveStream', Stream>(
          'saveStream',
          { title: 'Paid', fee: '10.00' },
          host.token,
        );
        expect(stream.code, stream.msg).toBe(CODES.success);
        return () => call('payRoomFee', { streamId: stream.data.id, idempotencyKey: key }, p.token);
      }
    }
  }

  describe('every spending call under every restriction', () => {
    const table = SPENDS.flatMap((spend) => RESTRICTIONS.map((r) => [spend, r] as const));
    it.each(table)('%s under a %s', async (spend, restriction) => {
      const p = await player();
      const spendNow = await prepare(spend, p);
      await restrict(p, restriction);
      const before = await balance(p);
      const answer = await spendNow();
      if (applies(restriction, spend)) {
        expect(answer.code, answer.msg).toBe(CODES.playerProtection);
        // a game's stake too: the operator tells the provider why, and the game says it
        expect(answer.data).toMatchObject({
          reason: REASONS[restriction],
          until: expect.any(Number),
        });
        expect(await balance(p)).toBe(before);
      } else {
        expect(answer.code, answer.msg).toBe(CODES.success);
      }
    });

    it.each(SPENDS)('%s passes without restrictions', async (spend) => {
      const p = await player();
      const spendNow = await prepare(spend, p);
      const entries = async () =>
        (await s.t.db.query('select 1 from ledger_entries where member_id = $1', [p.id])).length;
      const before = await entries();
      const answer = await spendNow();
      expect(answer.code, answer.msg).toBe(CODES.success);
      // money moved (a spin's win can give the balance back to the cent)
      expect(await entries()).toBeGreaterThan(before);
    });
  });

  describe('limits', () => {
    it('counts gross deposits against a daily limit, saying when it lifts, and keeps to it under concurrency', async () => {
      const p = await player(0n);
      const methods = await call<'listPaymentMethods', { methodId: string }[]>(
        'listPaymentMethods',
        {},
        p.token,
      );
      const methodId = methods.data[0]!.methodId;
      const deposit = (amount: string, key: string) =>
        call(
          'createDeposit',
          { methodId, amount, idempotencyKey: `${key}-${kind}-${serial}` },
          p.token,
        );
      expect((await deposit('100.00', 'first')).code).toBe(CODES.success);
      const set = await call('setRgLimit', { limit: 'deposit-day', amount: '150' }, p.token);
      expect(set.code, set.msg).toBe(CODES.success);
      const refused = await deposit('60.00', 'second');
      expect(refused.code).toBe(CODES.playerProtection);
      expect(refused.data).toMatchObject({
        reason: 'depositLimit',
        period: 'day',
        limit: '150.00',
        used: '100.00',
      });
      expect(refused.msg).toMatch(
        /daily deposit limit of 150\.00 \(100\.00 deposited so far\).*from \d{4}-\d\d-\d\d 00:00 UTC\+8/,
      );
      expect((await deposit('50.00', 'third')).code).toBe(CODES.success);
      expect(await balance(p)).toBe(15_000n);

      // five deposits at once against a fresh limit of 30 (10 each): three pass, never more
      const q = await player(0n);
      await call('setRgLimit', { limit: 'deposit-week', amount: '30' }, q.token);
      const answers = await Promise.all(
        [1, 2, 3, 4, 5].map((n) =>
          call(
            'createDeposit',
            { methodId, amount: '10.00', idempotencyKey: `race-${n}-${kind}` },
            q.token,
          ),
        ),
      );
      expect(answers.filter((a) => a.code === CODES.success)).toHaveLength(3);
      expect(answers.filter((a) => a.code === CODES.playerProtection)).toHaveLength(2);
      expect(await balance(q)).toBe(3_000n);
    });

    it('lowers at once, and raises or removes only after 24 hours', async () => {
      const p = await player(0n);
      const limits = async () =>
        (
          await call<'getResponsibleGambling', { limits: unknown[] }>(
            'getResponsibleGambling',
            {},
            p.token,
          )
        ).data.limits;
      await call('setRgLimit', { limit: 'loss-day', amount: '100' }, p.token);
      const raised = await call('setRgLimit', { limit: 'loss-day', amount: '500' }, p.token);
      const at = s.clock.now;
      expect(raised.data).toMatchObject({
        limits: [
          {
            limit: 'loss-day',
            value: '100.00',
            pending: { value: '500.00', from: at + LIMIT_RAISE_DELAY_MS },
          },
        ],
      });
      const lowered = await call('setRgLimit', { limit: 'loss-day', amount: '50' }, p.token);
      expect(lowered.data).toMatchObject({
        limits: [{ limit: 'loss-day', value: '50.00', pending: null }],
      });
      await call('setRgLimit', { limit: 'loss-day' }, p.token);
      expect(await limits()).toEqual([
        {
          limit: 'loss-day',
          value: '50.00',
          pending: { value: null, from: at + LIMIT_RAISE_DELAY_MS },
        },
      ]);
      const now = s.clock.now;
      try {
        s.clock.now = at + LIMIT_RAISE_DELAY_MS - 1;
        expect(await limits()).toHaveLength(1);
        s.clock.now = at + LIMIT_RAISE_DELAY_MS;
        expect(await limits()).toEqual([]);
      } finally {
        s.clock.now = now;
      }
    });

    it('holds a stake to a loss limit counting the period’s net result', async () => {
      const p = await player();
      await call('setRgLimit', { limit: 'loss-day', amount: '15' }, p.token);
      const bet = (key: string) =>
        sportsCall(
          'placeSingleBets',
          { bets: [{ ...pick(upcoming()), stake: '10' }], idempotencyKey: `${key}-${kind}` },
          p.sportsToken,
        );
      expect((await bet('loss-1')).code).toBe(CODES.success);
      // 10 staked and not won back: 10 more would pass 15
      const refused = await bet('loss-2');
      expect(refused.code).toBe(CODES.playerProtection);
      expect(refused.data).toMatchObject({
        reason: 'lossLimit',
        period: 'day',
        limit: '15.00',
        used: '10.00',
      });
    });

    it('shortens the open sessions to a session limit, and the next ones', async () => {
      const p = await player(0n);
      expect((await call('setRgLimit', { limit: 'session', minutes: 30 }, p.token)).code).toBe(
        CODES.success,
      );
      const now = s.clock.now;
      try {
        s.clock.now = now + 29 * MINUTE;
        expect((await call('getUserInfo', {}, p.token)).status).toBe(200);
        s.clock.now = now + 31 * MINUTE;
        expect((await call('getUserInfo', {}, p.token)).code).toBe(CODES.sessionExpired);
      } finally {
        s.clock.now = now;
      }
    });
  });

  describe('breaks', () => {
    /** A member who logs in with a password. */
    async function registered() {
      serial += 1;
      const userName = `rgbreak${kind.slice(0, 2)}${serial}`;
      const answer = await s.call('registerByAccount', {
        userName,
        password: 'secret123',
        regDomain: 'touchline.test',
        dateOfBirth: '1990-01-01',
        botToken: await s.botToken(),
      });
      expect(answer.body.code, answer.body.msg).toBe(CODES.success);
      return { userName, token: (answer.body.data as { accessToken: string }).accessToken };
    }

    it('a time-out ends every session at once and refuses login until its end, saying when', async () => {
      const m = await registered();
      const other = await s.login(m.userName, 'secret123');
      const taken = await call<'takeBreak', { kind: string; until: number }>(
        'takeBreak',
        { duration: '24h', confirm: true },
        m.token,
      );
      expect(taken.data).toEqual({ kind: 'time-out', until: s.clock.now + 24 * HOUR });
      for (const token of [m.token, other]) {
        expect((await call('getUserInfo', {}, token)).code).toBe(CODES.sessionExpired);
      }
      const login = await s.call(
        'accountLogin',
        { userName: m.userName, password: 'secret123' },
        {
          headers: { [HEADERS.language]: 'zh-cn' },
        },
      );
      expect(login.body.code).toBe(CODES.playerProtection);
      expect(login.body.msg).toMatch(/^您正在暂停游戏，直至 \d{4}-\d\d-\d\d \d\d:\d\d UTC\+8/);
      expect(login.body.data).toMatchObject({ reason: 'time-out', until: taken.data.until });
      const now = s.clock.now;
      try {
        s.clock.now = taken.data.until;
        expect(await s.login(m.userName, 'secret123')).toMatch(/^tl_/);
      } finally {
        s.clock.now = now;
      }
    });

    it('a self-exclusion cannot be shortened by a time-out, nor its rows changed', async () => {
      const m = await registered();
      const excluded = await call<'takeBreak', { kind: string; until: number }>(
        'takeBreak',
        { duration: '6m', confirm: true },
        m.token,
      );
      expect(excluded.data.kind).toBe('self-exclusion');
      const token = await createSession(
        s.t.db,
        BigInt(
          (
            await s.t.db.query<{ id: bigint }>('select id from members where user_name = $1', [
              m.userName,
            ])
          )[0]!.id,
        ),
        s.clock.now,
      );
      const shorter = await call('takeBreak', { duration: '24h', confirm: true }, token);
      expect(shorter.data).toEqual(excluded.data);
      await expect(s.t.db.query('delete from rg_exclusions')).rejects.toThrow(/append-only/);
      await expect(s.t.db.query(`update rg_exclusions set ends_at = now()`)).rejects.toThrow(
        /append-only/,
      );
    });

    it('refuses to draw invitation awards during a break', async () => {
      const p = await player(0n);
      await restrict(p, 'time-out');
      const drawn = await call(
        'drawInviteAward',
        { kind: 'deposit', idempotencyKey: `draw-${kind}-${serial}` },
        p.token,
      );
      expect(drawn.code).toBe(CODES.playerProtection);
    });
  });

  describe('what the screens show', () => {
    it('answers the session’s net result and the months of play', async () => {
      const p = await player(0n);
      const methods = await call<'listPaymentMethods', { methodId: string }[]>(
        'listPaymentMethods',
        {},
        p.token,
      );
      await call(
        'createDeposit',
        { methodId: methods.data[0]!.methodId, amount: '100.00', idempotencyKey: `act-${kind}` },
        p.token,
      );
      const placed = await sportsCall(
        'placeSingleBets',
        { bets: [{ ...pick(upcoming()), stake: '12.50' }], idempotencyKey: `act-bet-${kind}` },
        p.sportsToken,
      );
      expect(placed.code, placed.msg).toBe(CODES.success);
      await call('setRealityCheck', { minutes: 30 }, p.token);
      const summary = await call('getSessionSummary', {}, p.token);
      expect(summary.data).toMatchObject({
        net: '-12.50',
        realityCheckMinutes: 30,
        startedAt: expect.any(Number),
      });
      const activity = await call<'getActivityStatement', unknown[]>(
        'getActivityStatement',
        {},
        p.token,
      );
      expect(activity.data).toEqual([
        {
          month: expect.stringMatching(/^\d{4}-\d{2}$/),
          deposits: '100.00',
          withdrawals: '0.00',
          stakes: '12.50',
          wins: '0.00',
          spent: '0.00',
          net: '-12.50',
        },
      ]);
    });
  });
});
