import { CODES, type BetOrder } from '@touchline/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeSession } from '../auth/sessions.ts';
import { DATABASE_KINDS } from '../testing/databases.ts';
import { post } from '../wallet/ledger.ts';
import type { FeedMatch } from './feed.ts';
import {
  OK,
  openSportsApp,
  openUpcomingMatches,
  pickOf,
  type SportsTestApp,
  type TestMember,
} from './testing.ts';

/**
 * Issue 16: a bet is one statement between the guard's read and the answer — its request key,
 * orders, legs, the wallet's debit and the ledger's entries written together or not at all —
 * and its answer is built from what it wrote, nothing read back.
 */
describe.each(DATABASE_KINDS)('placing bets in one statement on %s', (kind) => {
  let s: SportsTestApp;
  beforeAll(async () => {
    s = await openSportsApp(kind, { simulation: { seed: 'placement-tests', speed: 60 } });
  });
  afterAll(async () => {
    await s?.dispose();
  });

  const upcoming = (skip = 0) => openUpcomingMatches(s)[skip]!;

  const single = (m: TestMember, match: FeedMatch, stake: string, key: string) =>
    s.call<'placeSingleBets', BetOrder[]>(
      'placeSingleBets',
      { bets: [{ ...pickOf(match), stake }], idempotencyKey: key },
      m.sportsToken,
    );

  const rows = async (sql: string, memberId: bigint) =>
    s.t.db.query<Record<string, unknown>>(sql, [memberId]);

  const openBets = async (m: TestMember) =>
    (
      await s.call<'listBets', { records: BetOrder[] }>(
        'listBets',
        { isSettled: false, current: 1, size: 50 },
        m.sportsToken,
      )
    ).data.records;

  it('answers the bets it placed as a read of them answers them', async () => {
    const m = await s.member(100_000n);
    const singles = await s.call<'placeSingleBets', BetOrder[]>(
      'placeSingleBets',
      {
        bets: [
          { ...pickOf(upcoming(0)), stake: '1.50' },
          { ...pickOf(upcoming(1), 0, 1), stake: '2' },
        ],
        idempotencyKey: `read-alike-${kind}`,
      },
      m.sportsToken,
    );
    expect(singles.code, singles.msg).toBe(OK);
    const multiple = await s.call<'placeMultipleBet', BetOrder>(
      'placeMultipleBet',
      {
        legs: [pickOf(upcoming(2)), pickOf(upcoming(3), 0, 1)],
        stake: '3.00',
        idempotencyKey: `read-alike-m-${kind}`,
      },
      m.sportsToken,
    );
    expect(multiple.code, multiple.msg).toBe(OK);
    const read = new Map((await openBets(m)).map((o) => [o.id, o]));
    for (const placed of [...singles.data, multiple.data]) {
      expect(placed).toEqual(read.get(placed.id));
    }
    expect(multiple.data.legs).toHaveLength(2);
  });

  it('debits singles once each, every ledger entry with the balance after it', async () => {
    const m = await s.member(10_000n);
    const answer = await s.call(
      'placeSingleBets',
      {
        bets: [
          { ...pickOf(upcoming(0)), stake: '1.00' },
          { ...pickOf(upcoming(1)), stake: '2.00' },
          { ...pickOf(upcoming(2)), stake: '3.00' },
        ],
        idempotencyKey: `ledger-${kind}`,
      },
      m.sportsToken,
    );
    expect(answer.code, answer.msg).toBe(OK);
    const entries = await rows(
      `select amount_minor, balance_after_minor from ledger_entries
        where member_id = $1 and type = 'bet-stake' order by id`,
      m.memberId,
    );
    expect(entries).toEqual([
      { amount_minor: -100n, balance_after_minor: 9_900n },
      { amount_minor: -200n, balance_after_minor: 9_700n },
      { amount_minor: -300n, balance_after_minor: 9_400n },
    ]);
    expect(await s.balance(m.memberId)).toBe(9_400n);
  });

  it('keeps nothing of a slip the balance does not cover: its key places once funded', async () => {
    const m = await s.member(500n);
    const key = `short-${kind}`;
    const bets = [
      { ...pickOf(upcoming(0)), stake: '3.00' },
      { ...pickOf(upcoming(1)), stake: '3.00' },
    ];
    const short = await s.call('placeSingleBets', { bets, idempotencyKey: key }, m.sportsToken);
    expect(short.code).toBe(CODES.insufficientFunds);
    for (const table of ['sports_request_keys', 'sports_orders', 'ledger_entries']) {
      const [row] = await rows(
        `select count(*)::int as n from ${table} where member_id = $1${
          table === 'ledger_entries' ? " and type = 'bet-stake'" : ''
        }`,
        m.memberId,
      );
      expect(Number(row!.n), table).toBe(0);
    }
    expect(await s.balance(m.memberId)).toBe(500n);
    await post(s.t.db, {
      memberId: m.memberId,
      amountMinor: 1_000n,
      type: 'deposit',
      reference: 'top-up',
      idempotencyKey: `short-top-up-${kind}`,
    });
    const placed = await s.call('placeSingleBets', { bets, idempotencyKey: key }, m.sportsToken);
    expect(placed.code, placed.msg).toBe(OK);
    const again = await s.call('placeSingleBets', { bets, idempotencyKey: key }, m.sportsToken);
    expect(again.data).toEqual(placed.data);
    expect(await s.balance(m.memberId)).toBe(900n);
  });

  it('answers a repeat with its bet once the market is suspended; another slip gets 409', async () => {
    const m = await s.member(10_000n);
    const match = upcoming(4);
    const key = `suspended-repeat-${kind}`;
    const first = await single(m, match, '5.00', key);
    expect(first.code, first.msg).toBe(OK);
    s.sports.feed.suspend(match.id, s.clock.now + 60_000);
    const repeat = await single(m, match, '5.00', key);
    expect(repeat.code, repeat.msg).toBe(OK);
    // the same bet (no cash-out while its market is suspended)
    expect(repeat.data.map((o) => o.id)).toEqual(first.data.map((o) => o.id));
    expect(repeat.data[0]!.cashOutAvailable).toBe(false);
    const other = await single(m, match, '6.00', key);
    expect(other.status).toBe(409);
    expect(other.code).toBe(CODES.idempotencyKeyReused);
    const fresh = await single(m, match, '5.00', `${key}-new`);
    expect(fresh.code).toBe(CODES.marketUnavailable);
    expect(await s.balance(m.memberId)).toBe(9_500n);
  });

  it('refuses the sports token of a session revoked after it bet, and nothing moves', async () => {
    const byLogout = await s.member(10_000n);
    const byStatement = await s.member(10_000n);
    for (const m of [byLogout, byStatement]) {
      const placed = await single(m, upcoming(0), '1.00', `before-revoke-${m.memberId}`);
      expect(placed.code, placed.msg).toBe(OK);
    }
    // this process's logout, and any other statement (another instance, an operator's script)
    await revokeSession(s.t.db, byLogout.sessionToken);
    await s.t.db.query('update sessions set revoked_at = now() where member_id = $1', [
      byStatement.memberId,
    ]);
    for (const m of [byLogout, byStatement]) {
      const refused = await single(m, upcoming(0), '1.00', `after-revoke-${m.memberId}`);
      expect(refused.code).toBe(CODES.sportsTokenExpired);
      expect(await s.balance(m.memberId)).toBe(9_900n);
    }
  });
  it('refuses a stake of a session revoked before the guard heard of it, and nothing moves', async () => {
    const m = await s.member(10_000n);
    const placed = await single(m, upcoming(0), '1.00', `kept-bet-${m.memberId}`);
    expect(placed.code, placed.msg).toBe(OK);
    // the guard now keeps the token (ADR 037); the revocation's NOTIFY is held back, as on a
    // slow connection: the bet's own statement still finds the session signed out
    await s.t.db.transaction(async (tx) => {
      await tx.query('alter table sessions disable trigger sessions_revoked_notify');
      await tx.query('update sessions set revoked_at = now() where member_id = $1', [m.memberId]);
      await tx.query('alter table sessions enable trigger sessions_revoked_notify');
    });
    const refused = await single(m, upcoming(0), '1.00', `kept-bet-after-${m.memberId}`);
    expect(refused.code).toBe(CODES.sportsTokenExpired);
    // a reserve bet holds its stake at once: refused the same way
    const pick = pickOf(upcoming(3));
    const reserve = await s.call(
      'reserveBet',
      {
        ...pick,
        targetPrice: Math.round((pick.price + 0.5) * 100) / 100,
        stake: '1',
        idempotencyKey: `kept-reserve-${m.memberId}`,
      },
      m.sportsToken,
    );
    expect(reserve.code).toBe(CODES.sportsTokenExpired);
    expect(await s.balance(m.memberId)).toBe(9_900n);
  });
  it("names a bet in the reader's language, not the one it was placed in (issue 15)", async () => {
    const m = await s.member(100_000n);
    const match = upcoming(2);
    const placed = await s.call<'placeSingleBets', BetOrder[]>(
      'placeSingleBets',
      { bets: [{ ...pickOf(match), stake: '1' }], idempotencyKey: `names-${kind}` },
      m.sportsToken,
      { languageType: 'THA' },
    );
    expect(placed.code, placed.msg).toBe(OK);
    const th = placed.data[0]!.legs[0]!;
    expect(th.homeTeam).toBe(match.home.names.th);
    const legIn = async (languageType: 'CMN' | 'ENG' | 'VIE' | 'THA') =>
      (
        await s.call<'listBets', { records: BetOrder[] }>(
          'listBets',
          { isSettled: false, current: 1, size: 50 },
          m.sportsToken,
          { languageType },
        )
      ).data.records.find((o) => o.id === placed.data[0]!.id)!.legs[0]!;
    const en = await legIn('ENG');
    expect(en).toMatchObject({
      leagueName: match.league.names.en,
      homeTeam: match.home.names.en,
      awayTeam: match.away.names.en,
    });
    expect(en.marketName).not.toBe(th.marketName);
    expect(en.selectionName).not.toBe(th.selectionName);
    expect((await legIn('THA')).selectionName).toBe(th.selectionName);
    expect((await legIn('CMN')).homeTeam).toBe(match.home.names['zh-cn']);

    const pick = pickOf(upcoming(3));
    const reserve = await s.call<'reserveBet', { id: string; matchName: string }>(
      'reserveBet',
      {
        ...pick,
        targetPrice: Math.round((pick.price + 0.5) * 100) / 100,
        stake: '1',
        idempotencyKey: `names-reserve-${kind}`,
      },
      m.sportsToken,
      { languageType: 'VIE' },
    );
    expect(reserve.code, reserve.msg).toBe(OK);
    const reserves = await s.call<
      'listReserveBets',
      { records: { id: string; matchName: string }[] }
    >('listReserveBets', { current: 1, size: 50 }, m.sportsToken);
    const listed = reserves.data.records.find((r) => r.id === reserve.data.id)!;
    expect(listed.matchName).toBe(`${upcoming(3).home.names.en} – ${upcoming(3).away.names.en}`);
  });
});
