import { CODES, platformCalls, type BetOrder } from '@touchline/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions.ts';
import type { FeedUpdate } from '../sports/feed.ts';
import {
  OK,
  openSportsApp,
  openUpcomingMatches,
  pickOf,
  type SportsTestApp,
} from '../sports/testing.ts';
import { DATABASE_KINDS } from '../testing/databases.ts';
import { createMember } from './members.ts';
import { restoreHolds } from './admin-sportsbook.ts';

/**
 * The super-admin centre's sportsbook (issue 22, ADR 032): an operator's hold suspends a market
 * or a whole match at once (an odds event, bets refused), holds through the feed's own
 * reopening until an operator reopens it, and each change writes one audit row.
 */
describe.each(DATABASE_KINDS)('the sportsbook section on %s', (kind) => {
  let s: SportsTestApp;
  let admin: string;
  const updates: FeedUpdate[] = [];

  beforeAll(async () => {
    s = await openSportsApp(kind, { simulation: { seed: 'admin-sportsbook', speed: 60 } });
    const id = await createMember(s.t.db, {
      userName: `sbadmin${kind.slice(0, 2)}`,
      passwordHash: null,
      currency: 'CNY',
    });
    await s.t.db.query(`update members set role = 'superAdmin' where id = $1`, [id]);
    admin = await createSession(s.t.db, id, s.clock.now);
    s.sports.feed.subscribe((u) => updates.push(u));
  }, 60_000);
  afterAll(() => s?.dispose());

  async function call<T>(name: keyof typeof platformCalls, input: unknown, token = admin) {
    const response = await s.app.inject({
      method: 'POST',
      url: platformCalls[name].path,
      headers: { 'content-type': 'application/json', authorization: token, language: 'en' },
      payload: JSON.stringify(input),
    });
    const json = response.json<{ code: number; msg: string; data: T }>();
    return { status: response.statusCode, ...json };
  }

  const audit = (targetKind: string, targetId: string) =>
    s.t.db.query<{ action: string; before: unknown; after: unknown; reason: string }>(
      `select action, before, after, reason from admin_audit
        where target_kind = $1 and target_id = $2 order by id`,
      [targetKind, targetId],
    );

  it('lists the feed’s matches by sport and state, newest id first, a page at a time', async () => {
    const all = s.sports.feed
      .matches()
      .filter((m) => m.sid === 1 && m.progress.phase === 'upcoming');
    const first = await call<{
      list: { matchId: number; state: string; sid: number }[];
      next: number | null;
    }>('adminListMatches', { sid: 1, state: 'upcoming', limit: 3 });
    expect(first.code, first.msg).toBe(OK);
    const ids = all.map((m) => m.id).sort((a, b) => b - a);
    expect(first.data.list.map((m) => m.matchId)).toEqual(ids.slice(0, 3));
    expect(first.data.list.every((m) => m.state === 'upcoming' && m.sid === 1)).toBe(true);
    expect(first.data.next).toBe(ids[2]);
    const second = await call<{ list: { matchId: number }[] }>('adminListMatches', {
      sid: 1,
      state: 'upcoming',
      limit: 3,
      before: first.data.next,
    });
    expect(second.data.list.map((m) => m.matchId)).toEqual(ids.slice(3, 6));
  });

  it('suspends one market at once, refuses bets on it, and holds it until reopened', async () => {
    const match = openUpcomingMatches(s)[0]!;
    const market = match.markets[0]!;
    const member = await s.member(100_000n);
    updates.length = 0;
    const done = await call<{ held: boolean }>('adminSuspendMarket', {
      matchId: match.id,
      marketId: market.id,
      reason: 'Suspicious betting pattern',
    });
    expect(done.code, done.msg).toBe(OK);
    expect(done.data).toEqual({ matchId: match.id, marketId: market.id, held: true });
    expect(market.status).toBe('suspended');
    expect(market.selections.every((sel) => sel.status === 'suspended')).toBe(true);
    // the odds event every open page hears, sent before the call answered
    const odds = updates.filter((u) => u.kind === 'odds' && u.matchId === match.id);
    expect(odds.some((u) => u.kind === 'odds' && u.markets.some((m) => m.id === market.id))).toBe(
      true,
    );
    expect(match.markets[1]!.status).toBe('open');

    const bet = await s.call<'placeSingleBets', BetOrder[]>(
      'placeSingleBets',
      { bets: [{ ...pickOf(match), stake: '5.00' }], idempotencyKey: `held-${kind}-1` },
      member.sportsToken,
    );
    expect(bet.code).toBe(CODES.marketUnavailable);

    // the feed's own moves (drift, its suspensions running out) do not reopen it
    await s.advance(10 * 60_000, 30_000);
    expect(market.status).toBe('suspended');

    // a repeat changes nothing and writes no row
    await call('adminSuspendMarket', { matchId: match.id, marketId: market.id, reason: 'again' });
    const reopened = await call<{ held: boolean }>('adminReopenMarket', {
      matchId: match.id,
      marketId: market.id,
      reason: 'Pattern cleared',
    });
    expect(reopened.data.held).toBe(false);
    expect(market.status).toBe('open');
    const rows = await audit('market', market.id);
    expect(rows).toEqual([
      {
        action: 'market.suspend',
        before: { held: false, status: 'open' },
        after: { held: true, status: 'suspended' },
        reason: 'Suspicious betting pattern',
      },
      {
        action: 'market.reopen',
        before: { held: true, status: 'suspended' },
        after: { held: false, status: 'open' },
        reason: 'Pattern cleared',
      },
    ]);
    const ok = await s.call<'placeSingleBets', BetOrder[]>(
      'placeSingleBets',
      { bets: [{ ...pickOf(match), stake: '5.00' }], idempotencyKey: `held-${kind}-2` },
      member.sportsToken,
    );
    expect(ok.code, ok.msg).toBe(OK);
  });

  it('suspends a whole match; the markets show held, and a restarted feed keeps the hold', async () => {
    const match = openUpcomingMatches(s)[1]!;
    const done = await call('adminSuspendMarket', { matchId: match.id, reason: 'Team news' });
    expect(done.code, done.msg).toBe(OK);
    expect(
      match.markets.filter((m) => m.status !== 'closed').every((m) => m.status === 'suspended'),
    ).toBe(true);
    const view = await call<{ match: { held: boolean }; markets: { status: string }[] }>(
      'adminGetMatchMarkets',
      { matchId: match.id },
    );
    expect(view.data.match.held).toBe(true);
    expect(view.data.markets.every((m) => m.status !== 'open')).toBe(true);
    expect(await audit('match', String(match.id))).toEqual([
      {
        action: 'market.suspend',
        before: { held: false },
        after: { held: true },
        reason: 'Team news',
      },
    ]);

    // a new leader's feed (a restart, a takeover) takes the holds from the database
    const fresh = (s.sports.feed as unknown as { fresh(): typeof s.sports.feed }).fresh();
    await restoreHolds(s.t.db, fresh);
    expect(fresh.isHeld(match.id, null)).toBe(true);
    expect(fresh.match(match.id)!.markets[0]!.status).toBe('suspended');

    await call('adminReopenMarket', { matchId: match.id, reason: 'Team news confirmed' });
    expect(match.markets[0]!.status).toBe('open');
  });

  it('voids a market: each stake back once through the ledger, parlays go on without it', async () => {
    const [match, other] = [openUpcomingMatches(s)[3]!, openUpcomingMatches(s)[4]!];
    const market = match.markets[0]!;
    const member = await s.member(100_000n);
    const single = await s.call<'placeSingleBets', BetOrder[]>(
      'placeSingleBets',
      { bets: [{ ...pickOf(match), stake: '12.34' }], idempotencyKey: `void-${kind}-single` },
      member.sportsToken,
    );
    expect(single.code, single.msg).toBe(OK);
    const parlay = await s.call<'placeMultipleBet', BetOrder>(
      'placeMultipleBet',
      {
        legs: [pickOf(match), pickOf(other)],
        stake: '5.00',
        idempotencyKey: `void-${kind}-parlay`,
      },
      member.sportsToken,
    );
    expect(parlay.code, parlay.msg).toBe(OK);
    const before = await s.balance(member.memberId);

    const voided = await call<{ refunded: number; legsVoided: number }>('adminVoidMarket', {
      matchId: match.id,
      marketId: market.id,
      reason: 'Wrong prices offered',
    });
    expect(voided.code, voided.msg).toBe(OK);
    expect(voided.data).toEqual({
      matchId: match.id,
      marketId: market.id,
      refunded: 1,
      legsVoided: 1,
    });
    // the single's stake, exactly, once
    expect(await s.balance(member.memberId)).toBe(before + 1_234n);
    const orders = await s.t.db.query<{ id: string; status: string; payout_minor: bigint | null }>(
      'select id, status, payout_minor from sports_orders where member_id = $1 order by id',
      [member.memberId],
    );
    const singleRow = orders.find((o) => o.id === single.data[0]!.id)!;
    expect(singleRow.status).toBe('void');
    expect(BigInt(singleRow.payout_minor!)).toBe(1_234n);
    const parlayRow = orders.find((o) => o.id !== singleRow.id)!;
    expect(parlayRow.status).toBe('accepted');
    expect(market.status).toBe('suspended');

    // a second void (a repeat, a double click) moves nothing and writes no row
    const again = await call<{ refunded: number }>('adminVoidMarket', {
      matchId: match.id,
      marketId: market.id,
      reason: 'Wrong prices offered',
    });
    expect(again.code, again.msg).toBe(OK);
    expect(again.data.refunded).toBe(0);
    expect(await s.balance(member.memberId)).toBe(before + 1_234n);
    const refunds = await s.t.db.query(
      `select 1 from ledger_entries where member_id = $1 and type = 'bet-refund'`,
      [member.memberId],
    );
    expect(refunds).toHaveLength(1);
    expect(await audit('market', market.id)).toEqual([
      {
        action: 'market.void',
        before: { voided: false, status: 'open' },
        after: { voided: true, status: 'suspended', betsVoided: 2 },
        reason: 'Wrong prices offered',
      },
    ]);
    // a void market is not reopened
    const reopen = await call('adminReopenMarket', {
      matchId: match.id,
      marketId: market.id,
      reason: 'Try to reopen',
    });
    expect(reopen.code).toBe(CODES.forbidden);
    expect(market.status).toBe('suspended');
  });

  it('creates, pins, unpins and expires bulletins as listTop and listPage serve them', async () => {
    const member = await s.member(0n);
    const words = (w: string) => ({
      'zh-cn': `${w} 中`,
      en: `${w} en`,
      vi: `${w} vi`,
      th: `${w} th`,
    });
    const created = await call<{ id: number; pinned: boolean; expired: boolean }>(
      'adminCreateBulletin',
      {
        title: words(`Derby ${kind}`),
        content: words('Corners'),
        pinned: true,
        reason: 'Derby weekend',
      },
    );
    expect(created.code, created.msg).toBe(OK);
    const id = created.data.id;
    const titles = async (name: 'listTopBulletins' | 'pageBulletins') => {
      const answer = await s.call<typeof name, unknown>(
        name,
        name === 'pageBulletins' ? { current: 1, size: 50 } : {},
        member.sportsToken,
      );
      const data = answer.data as { title: string }[] | { records: { title: string }[] };
      return (Array.isArray(data) ? data : data.records).map((b) => b.title);
    };
    expect(await titles('listTopBulletins')).toContain(`Derby ${kind} en`);

    await call('adminPinBulletin', { id, pinned: false, reason: 'Off the top' });
    // a repeat changes nothing and writes no row
    await call('adminPinBulletin', { id, pinned: false, reason: 'Off the top again' });
    expect(await titles('listTopBulletins')).not.toContain(`Derby ${kind} en`);
    expect(await titles('pageBulletins')).toContain(`Derby ${kind} en`);

    const expired = await call<{ expired: boolean }>('adminExpireBulletin', {
      id,
      reason: 'The derby is over',
    });
    expect(expired.data.expired).toBe(true);
    expect(await titles('pageBulletins')).not.toContain(`Derby ${kind} en`);
    const listed = await call<{ list: { id: number; expired: boolean }[] }>(
      'adminListBulletins',
      {},
    );
    expect(listed.data.list.find((b) => b.id === id)?.expired).toBe(true);

    const rows = await audit('bulletin', String(id));
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['bulletin.create', null, { title: `Derby ${kind} en`, pinned: true, expiresAt: null }],
      [
        'bulletin.unpin',
        { title: `Derby ${kind} en`, pinned: true, expiresAt: null },
        { title: `Derby ${kind} en`, pinned: false, expiresAt: null },
      ],
      [
        'bulletin.expire',
        { title: `Derby ${kind} en`, pinned: false, expiresAt: null },
        { title: `Derby ${kind} en`, pinned: false, expiresAt: s.clock.now },
      ],
    ]);
  });

  it('sets sports maintenance: code 8 within its window only, until an operator ends it', async () => {
    const member = await s.member(0n);
    const leagues = () => s.call('getStatistics', {}, member.sportsToken);
    expect((await leagues()).code).toBe(OK);
    const start = s.clock.now + 60_000;
    const set = await call<{ active: boolean }>('adminSetSportsMaintenance', {
      startTime: start,
      endTime: start + 3_600_000,
      message: 'Provider upgrade',
      reason: 'Provider notice',
    });
    expect(set.code, set.msg).toBe(OK);
    expect(set.data.active).toBe(false);
    // the site's own maintenance notice (point 0) is not this one
    const site = await call<{ title: string } | null>('getMaintenanceInfo', { point: 0 });
    expect(site.data?.title).not.toBe('Sports maintenance');
    expect((await leagues()).code).toBe(OK);
    s.clock.now = start + 1;
    const during = await leagues();
    expect(during.code).toBe(CODES.sportsPassThrough);
    expect(during.msg).toMatch(/Provider upgrade/);
    const shown = await call<{ active: boolean }>('adminGetSportsMaintenance', {});
    expect(shown.data.active).toBe(true);
    await call('adminEndSportsMaintenance', { reason: 'Finished early' });
    // ended already: a repeat writes no row
    await call('adminEndSportsMaintenance', { reason: 'Finished early' });
    expect((await leagues()).code).toBe(OK);
    expect((await call('adminGetSportsMaintenance', {})).data).toBeNull();
    const rows = await audit('sportsbook', 'maintenance');
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      [
        'sports.maintenanceSet',
        null,
        { from: start, to: start + 3_600_000, message: 'Provider upgrade' },
      ],
      [
        'sports.maintenanceEnd',
        { from: start, to: start + 3_600_000, message: 'Provider upgrade' },
        null,
      ],
    ]);
  });

  it('refuses unknown matches and markets, and writes nothing', async () => {
    const match = openUpcomingMatches(s)[2]!;
    const none = await call('adminSuspendMarket', { matchId: 999_999_999, reason: 'Nothing' });
    expect(none.code).toBe(CODES.notFound);
    const noMarket = await call('adminSuspendMarket', {
      matchId: match.id,
      marketId: `${match.id}.999.0.0`,
      reason: 'Nothing',
    });
    expect(noMarket.code).toBe(CODES.notFound);
    expect(await audit('match', '999999999')).toEqual([]);
  });
});
