import { CODES, type BetOrder, type cashOutResultSchema } from '@touchline/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DATABASE_KINDS } from '../testing/databases.ts';
import {
  OK,
  openSportsApp,
  openUpcomingMatches,
  pickOf,
  type SportsTestApp,
  type TestMember,
} from './testing.ts';

/** How many identical requests race at once (bounded: the machine is small). */
const RACERS = 20;

type CashOutResult = z.infer<typeof cashOutResultSchema>;
type Quote = { orderId: string; available: boolean; cashOutAmount: string; quoteId: string };

/**
 * Issue 14, item 10: an idempotency key is kept with the request it was first sent with. The same
 * request again answers as the first did (however many race, on either database); the key with
 * another request is refused with code 409 and does nothing.
 */
describe.each(DATABASE_KINDS)('idempotency keys of the sports calls on %s', (kind) => {
  let s: SportsTestApp;
  beforeAll(async () => {
    s = await openSportsApp(kind, { simulation: { seed: 'idempotency-tests', speed: 60 } });
  });
  afterAll(async () => {
    await s?.dispose();
  });

  const upcoming = (skip = 0) => openUpcomingMatches(s)[skip]!;

  const orderCount = async (memberId: bigint) => {
    const [row] = await s.t.db.query<{ n: number }>(
      'select count(*)::int as n from sports_orders where member_id = $1',
      [memberId],
    );
    return Number(row!.n);
  };

  const quoteFor = async (m: TestMember, orderId: string) => {
    const answer = await s.call('getCashOutQuotes', { orderIds: [orderId] }, m.sportsToken);
    const quote = (answer.data as Quote[])[0]!;
    expect(quote.available).toBe(true);
    return quote;
  };

  const placeOne = async (m: TestMember, key: string, stake = '100.00') => {
    const answer = await s.call(
      'placeSingleBets',
      { bets: [{ ...pickOf(upcoming()), stake }], idempotencyKey: key },
      m.sportsToken,
    );
    expect(answer.code, answer.msg).toBe(OK);
    return (answer.data as BetOrder[])[0]!;
  };

  it('refuses a key reused for a different bet slip with code 409, placing nothing', async () => {
    const m = await s.member(100_000n);
    const key = `slip-reuse-${kind}`;
    const first = await s.call(
      'placeSingleBets',
      { bets: [{ ...pickOf(upcoming(0)), stake: '10.00' }], idempotencyKey: key },
      m.sportsToken,
    );
    expect(first.code, first.msg).toBe(OK);
    const [order] = first.data as BetOrder[];
    const after = await s.balance(m.memberId);

    // the same slip again, its stake written otherwise and a fresher price: the bet it placed
    const again = await s.call(
      'placeSingleBets',
      {
        bets: [{ ...pickOf(upcoming(0)), price: pickOf(upcoming(0)).price + 0.5, stake: '10' }],
        idempotencyKey: key,
      },
      m.sportsToken,
    );
    expect(again.code, again.msg).toBe(OK);
    expect((again.data as BetOrder[]).map((o) => o.id)).toEqual([order!.id]);

    // other slips under the same key: another selection, another stake, two bets, a multiple
    const others = [
      { bets: [{ ...pickOf(upcoming(1)), stake: '10.00' }] },
      { bets: [{ ...pickOf(upcoming(0)), stake: '20.00' }] },
      {
        bets: [
          { ...pickOf(upcoming(0)), stake: '10.00' },
          { ...pickOf(upcoming(1)), stake: '10.00' },
        ],
      },
    ];
    for (const other of others) {
      const refused = await s.call(
        'placeSingleBets',
        { ...other, idempotencyKey: key },
        m.sportsToken,
      );
      expect(refused.code, refused.msg).toBe(CODES.idempotencyKeyReused);
      expect(refused.status).toBe(409);
      expect(refused.data).toBeUndefined();
    }
    const multiple = await s.call(
      'placeMultipleBet',
      { legs: [pickOf(upcoming(0)), pickOf(upcoming(1))], stake: '10.00', idempotencyKey: key },
      m.sportsToken,
    );
    expect(multiple.code, multiple.msg).toBe(CODES.idempotencyKeyReused);
    expect(await orderCount(m.memberId)).toBe(1);
    expect(await s.balance(m.memberId)).toBe(after);
  });

  it('refuses a multiple key reused for another multiple, and answers the same one again', async () => {
    const m = await s.member(100_000n);
    const key = `multiple-reuse-${kind}`;
    const legs = [pickOf(upcoming(0)), pickOf(upcoming(1))];
    const first = await s.call(
      'placeMultipleBet',
      { legs, stake: '10.00', idempotencyKey: key },
      m.sportsToken,
    );
    expect(first.code, first.msg).toBe(OK);
    const again = await s.call(
      'placeMultipleBet',
      { legs, stake: '10.00', idempotencyKey: key },
      m.sportsToken,
    );
    expect((again.data as BetOrder).id).toBe((first.data as BetOrder).id);
    const other = await s.call(
      'placeMultipleBet',
      { legs: [legs[0]!, pickOf(upcoming(2))], stake: '10.00', idempotencyKey: key },
      m.sportsToken,
    );
    expect(other.code, other.msg).toBe(CODES.idempotencyKeyReused);
    expect(await orderCount(m.memberId)).toBe(1);
    expect(await s.balance(m.memberId)).toBe(100_000n - 1_000n);
  });

  it('refuses a reserve key reused for another reserve bet with code 409, holding nothing more', async () => {
    const m = await s.member(100_000n);
    const key = `reserve-reuse-${kind}`;
    const pick = pickOf(upcoming(0));
    const target = Math.round((pick.price + 0.5) * 100) / 100;
    const reserve = { ...pick, targetPrice: target, stake: '20.00', idempotencyKey: key };
    const first = await s.call('reserveBet', reserve, m.sportsToken);
    expect(first.code, first.msg).toBe(OK);
    const held = await s.balance(m.memberId);
    expect(held).toBe(100_000n - 2_000n);
    const again = await s.call('reserveBet', { ...reserve, stake: '20' }, m.sportsToken);
    expect(again.code, again.msg).toBe(OK);
    expect((again.data as { id: string }).id).toBe((first.data as { id: string }).id);
    for (const other of [
      { ...reserve, targetPrice: Math.round((target + 0.2) * 100) / 100 },
      { ...reserve, stake: '30.00' },
      { ...reserve, ...pickOf(upcoming(1)) },
    ]) {
      const refused = await s.call('reserveBet', other, m.sportsToken);
      expect(refused.code, refused.msg).toBe(CODES.idempotencyKeyReused);
    }
    const list = await s.call('listReserveBets', {}, m.sportsToken);
    expect((list.data as { total: number }).total).toBe(1);
    expect(await s.balance(m.memberId)).toBe(held);

    // racing under a new key: half this reserve, half another stake; one stake held
    const raceKey = `reserve-race-${kind}`;
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        s.call(
          'reserveBet',
          { ...reserve, stake: i % 2 === 0 ? '20.00' : '30.00', idempotencyKey: raceKey },
          m.sportsToken,
        ),
      ),
    );
    const taken = answers.filter((a) => a.code === OK);
    expect(taken).toHaveLength(RACERS / 2);
    expect(new Set(taken.map((a) => (a.data as { id: string }).id)).size).toBe(1);
    expect(answers.filter((a) => a.code === CODES.idempotencyKeyReused)).toHaveLength(RACERS / 2);
    const stake = (taken[0]!.data as { stake: string }).stake;
    expect(await s.balance(m.memberId)).toBe(held - BigInt(Number(stake) * 100));
  });

  it(`places once for ${RACERS} racing slips under one key: the same one answered, the others refused`, async () => {
    const m = await s.member(1_000_000n);
    const key = `slip-race-${kind}`;
    // half send the one slip, half another stake under the same key
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        s.call(
          'placeSingleBets',
          {
            bets: [{ ...pickOf(upcoming(0)), stake: i % 2 === 0 ? '10.00' : '20.00' }],
            idempotencyKey: key,
          },
          m.sportsToken,
        ),
      ),
    );
    expect(await orderCount(m.memberId)).toBe(1);
    const placed = answers.filter((a) => a.code === OK);
    const refused = answers.filter((a) => a.code === CODES.idempotencyKeyReused);
    expect(placed.length + refused.length, JSON.stringify(answers.map((a) => a.msg))).toBe(RACERS);
    const ids = new Set(placed.map((a) => (a.data as BetOrder[])[0]!.id));
    expect(ids.size).toBe(1);
    const stake = (placed[0]!.data as BetOrder[])[0]!.stake;
    // every answer of the winning slip is that order; every one of the other slip is refused
    expect(placed).toHaveLength(RACERS / 2);
    expect(await s.balance(m.memberId)).toBe(1_000_000n - BigInt(Number(stake) * 100));
  });

  it(`answers ${RACERS} racing repeats of a cash-out with its one result, paid once`, async () => {
    const m = await s.member(100_000n);
    const order = await placeOne(m, `cash-race-bet-${kind}`);
    const quote = await quoteFor(m, order.id);
    const before = await s.balance(m.memberId);
    const request = {
      orderId: order.id,
      quoteId: quote.quoteId,
      cashOutAmount: quote.cashOutAmount,
      idempotencyKey: `cash-race-${kind}`,
    };
    const answers = await Promise.all(
      Array.from({ length: RACERS }, () => s.call('cashOut', request, m.sportsToken)),
    );
    const expected = {
      orderId: order.id,
      status: 'accepted',
      cashOutAmount: quote.cashOutAmount,
    } satisfies CashOutResult;
    for (const answer of answers) {
      expect({ code: answer.code, msg: answer.msg }).toEqual({ code: OK, msg: expect.any(String) });
      expect(answer.data).toEqual(expected);
    }
    const credited = BigInt(Math.round(Number(quote.cashOutAmount) * 100));
    expect(await s.balance(m.memberId)).toBe(before + credited);

    // a repeat once the quote expired, and once the order changed, still gets the first answer
    s.clock.now += 60_000;
    const late = await s.call('cashOut', request, m.sportsToken);
    expect(late.code).toBe(OK);
    expect(late.data).toEqual(expected);
    expect(await s.balance(m.memberId)).toBe(before + credited);
  });

  it('refuses a cash-out key reused for another cash-out with code 409, paying nothing', async () => {
    const m = await s.member(100_000n);
    const first = await placeOne(m, `cash-reuse-bet1-${kind}`);
    const second = await placeOne(m, `cash-reuse-bet2-${kind}`, '50.00');
    const q1 = await quoteFor(m, first.id);
    const q2 = await quoteFor(m, second.id);
    const key = `cash-reuse-${kind}`;
    const paid = await s.call(
      'cashOut',
      {
        orderId: first.id,
        quoteId: q1.quoteId,
        cashOutAmount: q1.cashOutAmount,
        idempotencyKey: key,
      },
      m.sportsToken,
    );
    expect(paid.data).toMatchObject({ status: 'accepted' });
    const after = await s.balance(m.memberId);
    const reused = await s.call(
      'cashOut',
      {
        orderId: second.id,
        quoteId: q2.quoteId,
        cashOutAmount: q2.cashOutAmount,
        idempotencyKey: key,
      },
      m.sportsToken,
    );
    expect(reused.code, reused.msg).toBe(CODES.idempotencyKeyReused);
    expect(reused.status).toBe(409);
    expect(await s.balance(m.memberId)).toBe(after);
    const open = await s.call('listBets', { isSettled: false }, m.sportsToken);
    expect((open.data as { records: BetOrder[] }).records.map((o) => o.id)).toEqual([second.id]);
    // a bet slip under a cash-out's key is another request too
    const slip = await s.call(
      'placeSingleBets',
      { bets: [{ ...pickOf(upcoming()), stake: '10.00' }], idempotencyKey: key },
      m.sportsToken,
    );
    expect(slip.code, slip.msg).toBe(CODES.idempotencyKeyReused);
    expect(await s.balance(m.memberId)).toBe(after);
  });

  it(`answers ${RACERS} racing different keys for one cash-out quote alike, paying once`, async () => {
    const m = await s.member(100_000n);
    const order = await placeOne(m, `cash-keys-bet-${kind}`);
    const quote = await quoteFor(m, order.id);
    const before = await s.balance(m.memberId);
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        s.call(
          'cashOut',
          {
            orderId: order.id,
            quoteId: quote.quoteId,
            cashOutAmount: quote.cashOutAmount,
            idempotencyKey: `cash-keys-${kind}-${i}`,
          },
          m.sportsToken,
        ),
      ),
    );
    expect(answers.map((a) => [a.code, (a.data as CashOutResult | undefined)?.status])).toEqual(
      answers.map(() => [OK, 'accepted']),
    );
    const credited = BigInt(Math.round(Number(quote.cashOutAmount) * 100));
    expect(await s.balance(m.memberId)).toBe(before + credited);
  });
});
