import type { betQuoteSchema } from '@touchline/api/contract';
import {
  CODES,
  sportsCalls,
  type BetOrder,
  type Match,
  type MatchDetail,
} from '@touchline/api/contract';
import {
  SPORTS,
  SPORTS_UTC_OFFSET_HOURS,
  epochToWallClock,
  parseMaintenanceRange,
} from '@touchline/domain';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GATE_MAX_AGE_MS } from './gate.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { SPORTS_TOKEN_TTL_MS } from '../services/sports-token.ts';
import { DATABASE_KINDS, openTestDatabase } from '../testing/databases.ts';
import type { FeedMatch } from './feed.ts';
import { orderPayout, orderPriceText } from './settlement.ts';
import {
  OK,
  TEST_T0,
  openSportsApp,
  openUpcomingMatches,
  pickOf,
  type SportsTestApp,
} from './testing.ts';

type BetQuote = z.infer<typeof betQuoteSchema>;

describe.each(DATABASE_KINDS)('the sports service on %s', (kind) => {
  let s: SportsTestApp;
  beforeAll(async () => {
    s = await openSportsApp(kind, {
      simulation: { seed: 'http-tests', speed: 60 },
      acceptDelayMs: 3_000,
    });
  });
  afterAll(async () => {
    await s?.dispose();
  });

  const upcoming = (sid = 1) => openUpcomingMatches(s).find((m) => m.sid === sid)!;

  describe('matches', () => {
    it('lists every sport in every tab, with statistics that agree', async () => {
      const { sportsToken } = await s.member(0n);
      const stats = await s.call('getStatistics', {}, sportsToken);
      expect(stats.code).toBe(OK);
      const sl = (
        stats.data as { sl: { ty: number; tc: number; ssl: { sid: number; c: number }[] }[] }
      ).sl;
      expect(sl.map((e) => e.ty)).toEqual([1, 3, 4, 7]);
      for (const entry of sl) {
        expect(entry.ssl).toHaveLength(SPORTS.length);
        expect(entry.ssl.reduce((n, x) => n + x.c, 0)).toBe(entry.tc);
      }
      for (const sport of SPORTS) {
        for (const type of [1, 3, 4, 7] as const) {
          const list = await s.call('listMatches', { type, sportId: sport.id }, sportsToken);
          expect(list.code).toBe(OK);
          const page = list.data as { records: Match[]; total: number; size: number };
          expect(page.size).toBe(50);
          const expected = sl.find((e) => e.ty === type)!.ssl.find((x) => x.sid === sport.id)!.c;
          expect(page.total).toBe(expected);
          expect(page.total).toBeGreaterThan(0);
          for (const m of page.records) {
            expect(m.sid).toBe(sport.id);
            expect(m.markets.length).toBeGreaterThan(0);
            if (type === 1) expect(m.ms).toBe(5);
            else expect(m.ms).toBe(4);
          }
        }
      }
    });

    it('pages, orders, filters by league and time, and speaks the asked language', async () => {
      const { sportsToken } = await s.member(0n);
      const all = (
        await s.call('listMatches', { type: 4, sportId: 1, size: 2, orderBy: 1 }, sportsToken)
      ).data as { records: Match[]; total: number };
      expect(all.records).toHaveLength(2);
      expect(all.records[0]!.bt).toBeLessThanOrEqual(all.records[1]!.bt);
      const leagueId = all.records[0]!.lg.id;
      const byLeague = (
        await s.call('listMatches', { type: 4, sportId: 1, leagueIds: [leagueId] }, sportsToken)
      ).data as { records: Match[] };
      expect(byLeague.records.every((m) => m.lg.id === leagueId)).toBe(true);
      const none = (
        await s.call(
          'listMatches',
          { type: 4, sportId: 1, beginTime: '2001-01-01 00:00:00', endTime: '2001-01-02 00:00:00' },
          sportsToken,
        )
      ).data as { total: number };
      expect(none.total).toBe(0);
      const zh = (
        await s.call('listMatches', { type: 4, sportId: 1, size: 1 }, sportsToken, {
          languageType: 'CMN',
        })
      ).data as { records: Match[] };
      const en = (await s.call('listMatches', { type: 4, sportId: 1, size: 1 }, sportsToken))
        .data as { records: Match[] };
      expect(zh.records[0]!.id).toBe(en.records[0]!.id);
      expect(zh.records[0]!.lg.na).not.toBe(en.records[0]!.lg.na);
      const count = await s.call('countMatches', { type: 4, sportId: 1 }, sportsToken);
      expect((count.data as { count: number }).count).toBe(all.total);
      const leagues = await s.call('listOnSaleLeagues', { sportId: 1, type: 4 }, sportsToken);
      expect((leagues.data as unknown[]).length).toBeGreaterThan(0);
      const recommended = await s.call(
        'listRecommendedMatches',
        { sportId: 1, size: 3 },
        sportsToken,
      );
      expect((recommended.data as Match[])[0]!.ms).toBe(5);
    });

    it('opens any match with all its markets grouped by category', async () => {
      const { sportsToken } = await s.member(0n);
      const match = upcoming(1);
      const detail = await s.call('getMatchDetail', { matchId: match.id }, sportsToken);
      expect(detail.code).toBe(OK);
      const data = detail.data as MatchDetail;
      expect(data.markets.length).toBe(match.markets.length);
      const categories = new Set(data.tabs.map((t) => t.category));
      for (const c of ['p', 'h', 's', 'cs', 'f', 'c', 'b']) expect(categories).toContain(c);
      const missing = await s.call('getMatchDetail', { matchId: 999_999 }, sportsToken);
      expect(missing.code).toBe(CODES.notFound);
    });

    it('serves bulletins and the static words', async () => {
      const { sportsToken } = await s.member(0n);
      const top = await s.call('listTopBulletins', {}, sportsToken, { languageType: 'VIE' });
      expect((top.data as { title: string }[]).some((b) => b.title.includes('Touchline'))).toBe(
        true,
      );
      const page = await s.call('pageBulletins', { current: 1, size: 2 }, sportsToken);
      expect((page.data as { total: number; records: unknown[] }).total).toBe(3);
      expect((page.data as { records: unknown[] }).records).toHaveLength(2);
      const words = await s.call('listStaticLanguage', {}, null);
      expect((words.data as { key: string }[]).some((w) => w.key === 'sport.soccer')).toBe(true);
    });
  });

  describe('token and maintenance', () => {
    it('answers 14010 without a valid sports token, and for an expired one', async () => {
      expect((await s.call('getStatistics', {}, null)).code).toBe(CODES.sportsTokenExpired);
      expect((await s.call('getStatistics', {}, 'st_not-a-token')).code).toBe(
        CODES.sportsTokenExpired,
      );
      const { sportsToken } = await s.member(0n);
      const saved = s.clock.now;
      s.clock.now += SPORTS_TOKEN_TTL_MS + 1;
      try {
        const answer = await s.call('listMatches', { type: 1, sportId: 1 }, sportsToken);
        expect(answer.code).toBe(CODES.sportsTokenExpired);
      } finally {
        s.clock.now = saved;
      }
    });

    it('answers code 8 with the period while an operator runs sports maintenance', async () => {
      const { sportsToken } = await s.member(0n);
      const start = s.clock.now - 60_000;
      const end = s.clock.now + 3_600_000;
      await s.t.db.query(
        `insert into maintenance_notices (title, content, status, points, start_time, end_time, sports_config)
         values ('Sports', 'Upgrade', 1, '[1]', $1, $2, $3::jsonb)`,
        [
          new Date(start),
          new Date(end),
          JSON.stringify({ status: 1, startTime: start, endTime: end, content: '' }),
        ],
      );
      // The gate reads the notices again when their table's NOTIFY reaches it: on PostgreSQL a
      // moment after the write commits, on another connection. Within a few seconds is the
      // NOTIFY's doing, not the gate's longest keep (GATE_MAX_AGE_MS, 10 s). Asked at once, the
      // call could still hear the gate's earlier reading (1 run in 5 on this machine).
      const soon = { timeout: GATE_MAX_AGE_MS / 2, interval: 20 };
      try {
        const answer = await vi.waitFor(async () => {
          const reply = await s.call('getStatistics', {}, sportsToken);
          expect(reply.code).toBe(CODES.sportsPassThrough);
          return reply;
        }, soon);
        expect(parseMaintenanceRange(answer.msg)).toEqual({
          start: Math.floor(start / 1000) * 1000,
          end: Math.floor(end / 1000) * 1000,
        });
      } finally {
        await s.t.db.query(`delete from maintenance_notices where title = 'Sports'`);
      }
      await vi.waitFor(
        async () => expect((await s.call('getStatistics', {}, sportsToken)).code).toBe(OK),
        soon,
      );
    });
  });

  describe('single bets', () => {
    it('takes the stake through the ledger, once per idempotency key', async () => {
      const m = await s.member(100_000n);
      const pick = pickOf(upcoming(1));
      const bet = { bets: [{ ...pick, stake: '12.50' }], idempotencyKey: 'single-once-0001' };
      const first = await s.call('placeSingleBets', bet, m.sportsToken);
      expect(first.code, first.msg).toBe(OK);
      const [order] = first.data as BetOrder[];
      expect(order!.status).toBe('accepted');
      expect(order!.stake).toBe('12.50');
      expect(await s.balance(m.memberId)).toBe(100_000n - 1_250n);
      const again = await s.call('placeSingleBets', bet, m.sportsToken);
      expect((again.data as BetOrder[])[0]!.id).toBe(order!.id);
      expect(await s.balance(m.memberId)).toBe(100_000n - 1_250n);
      const open = await s.call('listBets', { isSettled: false }, m.sportsToken);
      expect((open.data as { total: number }).total).toBe(1);
      const [entries] = await s.t.db.query<{ n: bigint }>(
        `select count(*)::bigint as n from ledger_entries where member_id = $1 and type = 'bet-stake'`,
        [m.memberId],
      );
      expect(Number(entries!.n)).toBe(1);
    });

    it('refuses stakes outside the limits and more than the balance', async () => {
      const m = await s.member(500n);
      const pick = pickOf(upcoming(1));
      const low = await s.call(
        'placeSingleBets',
        { bets: [{ ...pick, stake: '0.50' }], idempotencyKey: 'limits-low-01' },
        m.sportsToken,
      );
      expect(low.code).toBe(CODES.invalidRequest);
      const high = await s.call(
        'placeSingleBets',
        { bets: [{ ...pick, stake: '50000.01' }], idempotencyKey: 'limits-high-1' },
        m.sportsToken,
      );
      expect(high.code).toBe(CODES.invalidRequest);
      const broke = await s.call(
        'placeSingleBets',
        { bets: [{ ...pick, stake: '5.01' }], idempotencyKey: 'limits-broke1' },
        m.sportsToken,
      );
      expect(broke.code).toBe(CODES.insufficientFunds);
      expect(await s.balance(m.memberId)).toBe(500n);
      const quote = await s.call('quoteBetSlip', { picks: [pick] }, m.sportsToken);
      expect((quote.data as BetQuote[])[0]).toMatchObject({
        minStake: '1.00',
        maxStake: '50000.00',
        status: 'open',
      });
    });

    it('refuses suspended and closed markets, answering the latest quotes', async () => {
      const m = await s.member(10_000n);
      const match = upcoming(1);
      const pick = pickOf(match);
      s.sports.feed.suspend(match.id, s.clock.now + 60_000);
      const answer = await s.call(
        'placeSingleBets',
        { bets: [{ ...pick, stake: '1.00' }], idempotencyKey: 'suspended-01' },
        m.sportsToken,
      );
      expect(answer.code).toBe(CODES.marketUnavailable);
      expect((answer.data as BetQuote[])[0]!.status).toBe('suspended');
      expect(await s.balance(m.memberId)).toBe(10_000n);
      await s.advance(61_000, 61_000);
      const reopened = await s.call(
        'placeSingleBets',
        { bets: [{ ...pickOf(match), stake: '1.00' }], idempotencyKey: 'suspended-02' },
        m.sportsToken,
      );
      expect(reopened.code, reopened.msg).toBe(OK);
    });

    it('applies each odds-change setting, and a refusal carries the latest price', async () => {
      const m = await s.member(100_000n);
      const match = upcoming(1);
      s.sports.feed.adjust(match.id, { homeRating: 1, awayRating: 1 });
      const asked = pickOf(match);
      // the home side gets stronger: its price shortens (worse for the bettor)
      s.sports.feed.adjust(match.id, { homeRating: 1.3, awayRating: 0.9 });
      const now = pickOf(match);
      expect(now.price).toBeLessThan(asked.price);
      const none = await s.call(
        'placeSingleBets',
        { bets: [{ ...asked, stake: '1.00' }], idempotencyKey: 'odds-none-01' },
        m.sportsToken,
        { oddsChange: 3 },
      );
      expect(none.code).toBe(CODES.priceChanged);
      expect((none.data as BetQuote[])[0]!.price).toBe(now.price);
      const better = await s.call(
        'placeSingleBets',
        { bets: [{ ...asked, stake: '1.00' }], idempotencyKey: 'odds-better1' },
        m.sportsToken,
        { oddsChange: 2 },
      );
      expect(better.code).toBe(CODES.priceChanged);
      const any = await s.call(
        'placeSingleBets',
        { bets: [{ ...asked, stake: '1.00' }], idempotencyKey: 'odds-any-001' },
        m.sportsToken,
        { oddsChange: 1 },
      );
      expect(any.code).toBe(OK);
      expect((any.data as BetOrder[])[0]!.price).toBe(now.price);
      // the away side's price lengthened: "better only" takes it at the new price
      const awayAsked = pickOf(match, 0, 2);
      s.sports.feed.adjust(match.id, { homeRating: 1.4, awayRating: 0.85 });
      const awayNow = pickOf(match, 0, 2);
      expect(awayNow.price).toBeGreaterThan(awayAsked.price);
      const better2 = await s.call(
        'placeSingleBets',
        { bets: [{ ...awayAsked, stake: '1.00' }], idempotencyKey: 'odds-better2' },
        m.sportsToken,
        { oddsChange: 2 },
      );
      expect(better2.code).toBe(OK);
      expect((better2.data as BetOrder[])[0]!.price).toBe(awayNow.price);
      const exact = await s.call(
        'placeSingleBets',
        { bets: [{ ...awayNow, stake: '1.00' }], idempotencyKey: 'odds-exact01' },
        m.sportsToken,
        { oddsChange: 3 },
      );
      expect(exact.code).toBe(OK);
    });

    it('never overdraws under concurrent bets: every one either fits the balance or is refused', async () => {
      const m = await s.member(5_000n); // 50.00
      const pick = pickOf(upcoming(3));
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          s.call(
            'placeSingleBets',
            { bets: [{ ...pick, stake: '1.00' }], idempotencyKey: `race-${i}-xxxxxx` },
            m.sportsToken,
          ),
        ),
      );
      const placed = answers.filter((a) => a.code === OK).length;
      const refused = answers.filter((a) => a.code === CODES.insufficientFunds).length;
      expect(placed).toBe(50);
      expect(refused).toBe(10);
      expect(await s.balance(m.memberId)).toBe(0n);
    });
  });

  describe('multiples', () => {
    it('takes 2 to 10 legs from different matches at the product of their prices, rounded down', async () => {
      const m = await s.member(100_000n);
      const matches = s.sports.feed
        .matches()
        .filter(
          (x) =>
            x.kind === 'match' &&
            x.progress.phase === 'upcoming' &&
            x.markets[0]!.status === 'open' &&
            x.startsAt > s.clock.now + 3_600_000,
        );
      const legs = matches.slice(0, 3).map((x) => pickOf(x));
      const answer = await s.call(
        'placeMultipleBet',
        { legs, stake: '10.00', idempotencyKey: 'multi-ok-0001' },
        m.sportsToken,
      );
      expect(answer.code, answer.msg).toBe(OK);
      const order = answer.data as BetOrder;
      expect(order.kind).toBe('multiple');
      expect(order.legs).toHaveLength(3);
      // the parlay rule (domain's parlayPrice): the product rounded down to hundredths
      const product = legs.reduce((p, l) => p * l.price, 1);
      expect(order.price).toBe(Number(orderPriceText(legs.map((l) => l.price))));
      expect(order.price).toBeLessThanOrEqual(product);
      expect(product - order.price).toBeLessThan(0.01);
      expect(order.potentialReturn).toBe(
        (
          Number(
            orderPayout(
              1_000n,
              legs.map((l) => ({ result: 'won' as const, price: l.price })),
            ),
          ) / 100
        ).toFixed(2),
      );
      const sameMatch = await s.call(
        'placeMultipleBet',
        {
          legs: [pickOf(matches[0]!), pickOf(matches[0]!, 1)],
          stake: '1.00',
          idempotencyKey: 'multi-same-01',
        },
        m.sportsToken,
      );
      expect(sameMatch.code).toBe(CODES.invalidRequest);
      const eleven = await s.call(
        'placeMultipleBet',
        {
          legs: matches.slice(0, 11).map((x) => pickOf(x)),
          stake: '1.00',
          idempotencyKey: 'multi-eleven1',
        },
        m.sportsToken,
      );
      expect(eleven.code).toBe(CODES.invalidRequest);
      const one = await s.call(
        'placeMultipleBet',
        { legs: [legs[0]!], stake: '1.00', idempotencyKey: 'multi-one-001' } as never,
        m.sportsToken,
      );
      expect(one.code).toBe(CODES.invalidRequest);
    });
  });

  describe('cash-out', () => {
    it('offers at most the potential return, pays once, and refuses an expired offer', async () => {
      const m = await s.member(100_000n);
      const match = upcoming(1);
      const placed = await s.call(
        'placeSingleBets',
        { bets: [{ ...pickOf(match), stake: '100.00' }], idempotencyKey: 'cash-out-0001' },
        m.sportsToken,
      );
      const order = (placed.data as BetOrder[])[0]!;
      const quotes = await s.call('getCashOutQuotes', { orderIds: [order.id] }, m.sportsToken);
      const quote = (
        quotes.data as {
          available: boolean;
          cashOutAmount: string;
          quoteId: string;
          expiresAt: number;
        }[]
      )[0]!;
      expect(quote.available).toBe(true);
      expect(Number(quote.cashOutAmount)).toBeLessThanOrEqual(Number(order.potentialReturn));
      expect(Number(quote.cashOutAmount)).toBeGreaterThan(0);
      const before = await s.balance(m.memberId);
      const request = {
        orderId: order.id,
        quoteId: quote.quoteId,
        cashOutAmount: quote.cashOutAmount,
        idempotencyKey: 'cash-out-exec1',
      };
      const paid = await s.call('cashOut', request, m.sportsToken);
      expect(paid.data).toMatchObject({ status: 'accepted', cashOutAmount: quote.cashOutAmount });
      const credited = BigInt(Math.round(Number(quote.cashOutAmount) * 100));
      expect(await s.balance(m.memberId)).toBe(before + credited);
      const twice = await s.call('cashOut', request, m.sportsToken);
      expect(twice.data).toMatchObject({ status: 'accepted' });
      expect(await s.balance(m.memberId)).toBe(before + credited);
      const after = await s.call('getCashOutQuotes', { orderIds: [order.id] }, m.sportsToken);
      expect((after.data as { available: boolean }[])[0]!.available).toBe(false);
      const settled = await s.call('listBets', { isSettled: true }, m.sportsToken);
      expect((settled.data as { records: BetOrder[] }).records[0]).toMatchObject({
        status: 'cashedOut',
        payout: quote.cashOutAmount,
      });

      const second = await s.call(
        'placeSingleBets',
        { bets: [{ ...pickOf(match), stake: '10.00' }], idempotencyKey: 'cash-out-0002' },
        m.sportsToken,
      );
      const order2 = (second.data as BetOrder[])[0]!;
      const q2 = (
        (await s.call('getCashOutQuotes', { orderIds: [order2.id] }, m.sportsToken)).data as {
          quoteId: string;
          cashOutAmount: string;
        }[]
      )[0]!;
      s.clock.now += 11_000;
      const late = await s.call(
        'cashOut',
        {
          orderId: order2.id,
          quoteId: q2.quoteId,
          cashOutAmount: q2.cashOutAmount,
          idempotencyKey: 'cash-out-late1',
        },
        m.sportsToken,
      );
      expect((late.data as { status: string }).status).toBe('rejected');
      expect((await s.call('listBets', { isSettled: false }, m.sportsToken)).data).toMatchObject({
        total: 1,
      });
    });
    it("quotes without writing, and refuses a tampered, expired or other member's quote", async () => {
      const m = await s.member(100_000n);
      const other = await s.member(100_000n);
      const match = upcoming(1);
      const placed = await s.call(
        'placeSingleBets',
        { bets: [{ ...pickOf(match), stake: '50.00' }], idempotencyKey: 'cash-out-0003' },
        m.sportsToken,
      );
      const order = (placed.data as BetOrder[])[0]!;
      const tables = await s.t.db.query<{ table_name: string }>(
        `select table_name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'
          order by table_name`,
      );
      expect(tables.map((t) => t.table_name)).toContain('sports_orders');
      const counts = async () => {
        const out: Record<string, number> = {};
        for (const { table_name } of tables) {
          const [row] = await s.t.db.query<{ n: number }>(
            `select count(*)::int as n from "${table_name}"`,
          );
          out[table_name] = Number(row!.n);
        }
        return out;
      };
      const before = await counts();
      type Quote = { available: boolean; cashOutAmount: string; quoteId: string };
      let quote: Quote | undefined;
      for (let i = 0; i < 5; i += 1) {
        const answer = await s.call('getCashOutQuotes', { orderIds: [order.id] }, m.sportsToken);
        expect(answer.code).toBe(OK);
        quote = (answer.data as Quote[])[0]!;
      }
      expect(quote!.available).toBe(true);
      expect(await counts()).toEqual(before);

      const send = (token: string, quoteId: string, key: string, amount = quote!.cashOutAmount) =>
        s.call(
          'cashOut',
          { orderId: order.id, quoteId, cashOutAmount: amount, idempotencyKey: key },
          token,
        );
      // a signature altered in its last character, an amount raised in the token and in the call
      const sig = quote!.quoteId.slice(-1) === 'A' ? 'B' : 'A';
      const tampered = await send(m.sportsToken, quote!.quoteId.slice(0, -1) + sig, 'cash-out-t01');
      expect(tampered.code).toBe(CODES.notFound);
      const [, minor, ...rest] = quote!.quoteId.split('.');
      const raised = (BigInt(minor!) + 100n).toString();
      const richer = await send(
        m.sportsToken,
        ['Q1', raised, ...rest].join('.'),
        'cash-out-t02',
        (Number(raised) / 100).toFixed(2),
      );
      expect(richer.code).toBe(CODES.notFound);
      expect((await send(m.sportsToken, 'Q-made-up', 'cash-out-t03')).code).toBe(CODES.notFound);
      // another member sending this member's quote
      const stolen = await send(other.sportsToken, quote!.quoteId, 'cash-out-t04');
      expect(stolen.code).toBe(CODES.notFound);
      // an expired one
      s.clock.now += 11_000;
      const late = await send(m.sportsToken, quote!.quoteId, 'cash-out-t05');
      expect((late.data as { status: string }).status).toBe('rejected');
      // nothing was paid: the bet is still open and the stake still out
      expect((await s.call('listBets', { isSettled: false }, m.sportsToken)).data).toMatchObject({
        total: 1,
      });
      expect(await s.balance(m.memberId)).toBe(95_000n);
      expect(await s.balance(other.memberId)).toBe(100_000n);
    });
  });

  describe('reserve bets', () => {
    it('places when the price reaches the target, expires at the start, and cancels with the stake back', async () => {
      const m = await s.member(100_000n);
      const match = upcoming(1);
      s.sports.feed.adjust(match.id, { homeRating: 1.2, awayRating: 1 });
      const pick = pickOf(match);
      const target = Math.round((pick.price + 0.3) * 100) / 100;
      const reserved = await s.call(
        'reserveBet',
        { ...pick, targetPrice: target, stake: '20.00', idempotencyKey: 'reserve-0001' },
        m.sportsToken,
      );
      expect(reserved.code, reserved.msg).toBe(OK);
      expect(reserved.data).toMatchObject({ status: 'waiting', betOrderId: null });
      expect(await s.balance(m.memberId)).toBe(98_000n);
      // the home side weakens: its price drifts out past the target
      s.sports.feed.adjust(match.id, { homeRating: 1, awayRating: 1.1 });
      expect(pickOf(match).price).toBeGreaterThanOrEqual(target);
      await s.sports.step();
      const list = await s.call('listReserveBets', {}, m.sportsToken);
      const row = (list.data as { records: { status: string; betOrderId: string | null }[] })
        .records[0]!;
      expect(row.status).toBe('placed');
      expect(row.betOrderId).not.toBeNull();
      expect(await s.balance(m.memberId)).toBe(98_000n);
      const orders = await s.call('listBets', { isSettled: false }, m.sportsToken);
      expect((orders.data as { records: BetOrder[] }).records[0]!.price).toBeGreaterThanOrEqual(
        target,
      );

      const other = upcoming(1);
      const waiting = await s.call(
        'reserveBet',
        { ...pickOf(other), targetPrice: 500, stake: '5.00', idempotencyKey: 'reserve-0002' },
        m.sportsToken,
      );
      const cancelled = await s.call(
        'cancelReserveBet',
        { reserveId: (waiting.data as { id: string }).id },
        m.sportsToken,
      );
      expect(cancelled.code).toBe(OK);
      expect(await s.balance(m.memberId)).toBe(98_000n);

      const expiring = await s.call(
        'reserveBet',
        {
          ...pickOf(other),
          targetPrice: 500,
          stake: '5.00',
          expiresAt: s.clock.now + 5_000,
          idempotencyKey: 'reserve-0003',
        },
        m.sportsToken,
      );
      expect((expiring.data as { status: string }).status).toBe('waiting');
      s.clock.now += 6_000;
      await s.sports.step();
      const expired = await s.call('listReserveBets', { status: 'expired' }, m.sportsToken);
      expect((expired.data as { total: number }).total).toBe(1);
      expect(await s.balance(m.memberId)).toBe(98_000n);
    });
  });

  describe('void', () => {
    it('returns the stake of a called-off match and settles a multiple without its void leg', async () => {
      const m = await s.member(100_000n);
      const [a, b] = s.sports.feed
        .matches()
        .filter(
          (x) =>
            x.kind === 'match' &&
            x.sid === 13 &&
            x.progress.phase === 'upcoming' &&
            x.markets[0]!.status === 'open',
        );
      const single = await s.call(
        'placeSingleBets',
        { bets: [{ ...pickOf(a!), stake: '10.00' }], idempotencyKey: 'void-single1' },
        m.sportsToken,
      );
      expect(single.code, single.msg).toBe(OK);
      const multi = await s.call(
        'placeMultipleBet',
        { legs: [pickOf(a!), pickOf(b!)], stake: '10.00', idempotencyKey: 'void-multi01' },
        m.sportsToken,
      );
      expect(multi.code, multi.msg).toBe(OK);
      s.sports.feed.cancel(a!.id);
      await s.sports.step();
      const settled = await s.call('listBets', { isSettled: true }, m.sportsToken);
      const orders = (settled.data as { records: BetOrder[] }).records;
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({ status: 'void', payout: '10.00' });
      const open = (await s.call('listBets', { isSettled: false }, m.sportsToken)).data as {
        records: BetOrder[];
      };
      expect(open.records[0]!.legs.map((l) => l.result)).toEqual(['void', null]);
      expect(await s.balance(m.memberId)).toBe(100_000n - 1_000n);
    });
  });

  describe('a live match to the final whistle', () => {
    let s: SportsTestApp;
    beforeAll(async () => {
      s = await openSportsApp(kind, {
        simulation: { seed: 'live-run', speed: 60, sports: [1] },
        acceptDelayMs: 3_000,
      });
    });
    afterAll(async () => {
      await s?.dispose();
    });

    it('rejects an in-play bet whose price moved past its setting during the delay, returning the stake', async () => {
      const m = await s.member(10_000n);
      await s.advance(1_000);
      const match = s.sports.feed
        .matches()
        .find((x) => x.progress.phase === 'live' && x.markets[0]!.status === 'open')!;
      const pick = pickOf(match);
      const placed = await s.call(
        'placeSingleBets',
        { bets: [{ ...pick, stake: '10.00' }], idempotencyKey: 'live-reject-1' },
        m.sportsToken,
        { oddsChange: 3 },
      );
      expect(placed.code, placed.msg).toBe(OK);
      const id = (placed.data as BetOrder[])[0]!.id;
      expect(await s.balance(m.memberId)).toBe(9_000n);
      s.sports.feed.adjust(match.id, { homeRating: 2, awayRating: 0.6 });
      const early = (await s.call('getBetStatuses', { orderIds: [id] }, m.sportsToken)).data;
      expect(early).toEqual([{ orderId: id, status: 'pending' }]);
      // the ticker decides in-play bets; reading their statuses changes nothing
      s.clock.now += 3_000;
      const unread = (await s.call('getBetStatuses', { orderIds: [id] }, m.sportsToken)).data;
      expect(unread).toEqual([{ orderId: id, status: 'pending' }]);
      await s.sports.step();
      const late = (await s.call('getBetStatuses', { orderIds: [id] }, m.sportsToken)).data;
      expect(late).toEqual([{ orderId: id, status: 'rejected' }]);
      expect(await s.balance(m.memberId)).toBe(10_000n);
    });

    it('accepts in-play bets after the delay and settles every bet from the result', async () => {
      const m = await s.member(1_000_000n);
      await s.advance(10_000);
      const openPicks = (match: FeedMatch) =>
        match.markets.flatMap((market, mi) =>
          market.status === 'open'
            ? market.selections.flatMap((sel, si) =>
                sel.status === 'open' ? [pickOf(match, mi, si)] : [],
              )
            : [],
        );
      const live = s.sports.feed
        .matches()
        .filter(
          (x) => x.kind === 'match' && x.progress.phase === 'live' && openPicks(x).length > 3,
        );
      expect(live.length).toBeGreaterThanOrEqual(2);
      const [first, second] = live as [FeedMatch, FeedMatch];
      const picks = openPicks(first)
        .filter((_, i) => i % 3 === 0)
        .slice(0, 12);
      expect(picks.length).toBeGreaterThan(3);
      const singles = await s.call(
        'placeSingleBets',
        { bets: picks.map((p) => ({ ...p, stake: '5.00' })), idempotencyKey: 'live-singles1' },
        m.sportsToken,
      );
      expect(singles.code, singles.msg).toBe(OK);
      const ids = (singles.data as BetOrder[]).map((o) => o.id);
      expect((singles.data as BetOrder[]).every((o) => o.status === 'pending')).toBe(true);
      const secondPick = openPicks(second)[0];
      const multi = secondPick
        ? await s.call(
            'placeMultipleBet',
            { legs: [picks[0]!, secondPick], stake: '5.00', idempotencyKey: 'live-multi001' },
            m.sportsToken,
          )
        : null;
      if (multi) ids.push((multi.data as BetOrder).id);
      await s.advance(3_000);
      const statuses = (await s.call('getBetStatuses', { orderIds: ids }, m.sportsToken)).data as {
        status: string;
      }[];
      expect(statuses.every((x) => x.status === 'accepted' || x.status === 'rejected')).toBe(true);
      // play both matches out, a second at a time
      for (
        let i = 0;
        i < 20_000 && (first.progress.phase === 'live' || second.progress.phase === 'live');
        i += 1
      ) {
        await s.advance(1_000);
      }
      expect(first.progress.phase).toBe('finished');
      const open = (await s.call('listBets', { isSettled: false }, m.sportsToken)).data as {
        total: number;
      };
      expect(open.total).toBe(0);
      const settled = (
        (await s.call('listBets', { isSettled: true, size: 200 }, m.sportsToken)).data as {
          records: BetOrder[];
        }
      ).records;
      expect(settled.length).toBe(ids.length);
      let expected = 1_000_000n;
      for (const order of settled) {
        const stake = BigInt(Math.round(Number(order.stake) * 100));
        expected -= stake;
        if (order.status === 'rejected') {
          expected += stake;
          continue;
        }
        for (const leg of order.legs) expect(leg.result).not.toBeNull();
        const payout = orderPayout(
          stake,
          order.legs.map((l) => ({ result: l.result!, price: l.price })),
        );
        expect(order.payout).toBe((Number(payout) / 100).toFixed(2));
        expected += payout;
      }
      expect(await s.balance(m.memberId)).toBe(expected);
      // and the results are there
      const day = (ms: number) => epochToWallClock(ms, SPORTS_UTC_OFFSET_HOURS).slice(0, 10);
      const range = {
        sportId: 1 as const,
        beginTime: `${day(first.startsAt)} 00:00:00`,
        endTime: `${day(first.startsAt)} 23:59:59`,
      };
      const results = await s.call(
        'pageMatchResults',
        { ...range, current: 1, size: 100 },
        m.sportsToken,
      );
      expect((results.data as { records: { id: number }[] }).records.map((r) => r.id)).toContain(
        first.id,
      );
      const list = await s.call('listMatchResults', range, m.sportsToken);
      expect((list.data as { id: number }[]).map((r) => r.id)).toContain(first.id);
      const result = await s.call('getMatchResult', { matchId: first.id }, m.sportsToken);
      expect(result.code).toBe(OK);
      expect((result.data as { scores: { score: string }[] }).scores[0]!.score).toBe(
        `${first.progress.score.h}:${first.progress.score.a}`,
      );
    });
  });

  it('registers every sports call of the contract', () => {
    for (const call of Object.values(sportsCalls)) {
      expect(s.app.hasRoute({ method: 'POST', url: call.path })).toBe(true);
    }
  });
});

describe('a restart', () => {
  it('finds the same fixtures under the same ids, with the results of those played meanwhile', async () => {
    const t = await openTestDatabase('pglite');
    const build = (now: number) =>
      buildApp({
        config: loadConfig({ NODE_ENV: 'test' }),
        db: t.db,
        now: () => now,
        webDist: null,
        sports: { tickMs: 0, simulation: { seed: 'restart', sports: [5] } },
      });
    try {
      const first = await build(TEST_T0);
      const before = first.sports.feed
        .matches()
        .map((m) => [m.id, m.home.names.en, m.away.names.en, m.startsAt] as const);
      const live = first.sports.feed.matches().find((m) => m.progress.phase === 'live')!;
      await first.close();
      const later = TEST_T0 + 6 * 3_600_000;
      const second = await build(later);
      await second.sports.step();
      for (const [id, home, away, startsAt] of before) {
        const again = second.sports.feed.match(id)!;
        expect([again.home.names.en, again.away.names.en, again.startsAt]).toEqual([
          home,
          away,
          startsAt,
        ]);
      }
      expect(second.sports.feed.match(live.id)!.progress.phase).toBe('finished');
      await second.close();
    } finally {
      await t.dispose();
    }
  });
});
