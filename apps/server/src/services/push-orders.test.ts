import {
  CODES,
  HEADERS,
  REALTIME_ERROR_CODES,
  platformCalls,
  splitRequest,
  topicPayloadSchemas,
  topics,
  type BetOrder,
  type CallInput,
  type FollowOrder,
  type PlatformCallName,
  type PlatformCalls,
  type PushOrder,
  type PushOrderRecord,
  type Stream,
} from '@touchline/api/contract';
import type { UserRole } from '@touchline/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions.ts';
import type { FeedMatch } from '../sports/feed.ts';
import { OK, openSportsApp, type SportsTestApp } from '../sports/testing.ts';
import { DATABASE_KINDS } from '../testing/databases.ts';
import { SocketClient } from '../testing/socket-client.ts';
import { post } from '../wallet/ledger.ts';
import { createMember } from './members.ts';

interface Answer<T> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

type Page<T> = { list: T[]; total: number; page: number; pageSize: number };

let names = 0;

/**
 * Issue 17 §3: push orders and follow orders, through HTTP on the simulated sports feed — a host
 * pushes a selection into their live stream, a viewer follows it with a real bet, the match's
 * settlement gives the push order its result and the follow its bet's status.
 */
describe.each(DATABASE_KINDS)('push and follow orders (%s)', (kind) => {
  let s: SportsTestApp;
  let url: string;

  /** A platform call the way the web client makes it. */
  async function call<Name extends PlatformCallName, T = unknown>(
    name: Name,
    input: CallInput<PlatformCalls[Name]>,
    token: string | null,
    language = 'en',
  ): Promise<Answer<T>> {
    const definition = platformCalls[name];
    const { path, query, body } = splitRequest(definition, input as Record<string, unknown>);
    const headers: Record<string, string> = { [HEADERS.language]: language };
    if (token) headers[HEADERS.authorization] = token;
    if (definition.method !== 'GET') headers['content-type'] = 'application/json';
    const response = await s.app.inject({
      method: definition.method,
      url: path,
      query,
      headers,
      ...(definition.method === 'GET' ? {} : { payload: JSON.stringify(body ?? {}) }),
    });
    const json = response.json<{ code: number; msg: string; data: T }>();
    return { status: response.statusCode, code: json.code, msg: json.msg, data: json.data };
  }

  /** A member of a role with a session (a host gets a presenter card), funded when asked. */
  async function person(role: UserRole, balanceMinor = 0n) {
    names += 1;
    const userName = `${role.toLowerCase()}${names}x${kind === 'pglite' ? 'l' : 'p'}`;
    const memberId = await s.t.db.transaction((tx) =>
      createMember(tx, { userName, passwordHash: null, currency: 'VND', role }),
    );
    if (role === 'anchor') {
      await s.t.db.query('insert into presenters (member_id) values ($1)', [memberId]);
    }
    if (balanceMinor > 0n) {
      await post(s.t.db, {
        memberId,
        amountMinor: balanceMinor,
        type: 'demo-grant',
        reference: 'test',
        idempotencyKey: `push-test-grant:${userName}`,
      });
    }
    return { memberId, userName, token: await createSession(s.t.db, memberId, s.clock.now) };
  }

  async function goLive(host: { token: string }, gameId?: number) {
    const saved = await call<'saveStream', Stream>(
      'saveStream',
      { title: 'Tips live', ...(gameId ? { gameId } : {}) },
      host.token,
    );
    expect(saved.code, saved.msg).toBe(OK);
    return saved.data;
  }

  const used = new Set<number>();
  /** An upcoming match no other test took, with its first market open. */
  function freshUpcoming(): FeedMatch {
    const match = s.sports.feed
      .matches()
      .find(
        (m) =>
          !used.has(m.id) &&
          m.kind === 'match' &&
          m.progress.phase === 'upcoming' &&
          m.startsAt > s.clock.now + 600_000 &&
          m.markets[0]!.status === 'open',
      );
    expect(match).toBeDefined();
    used.add(match!.id);
    return match!;
  }

  /** The open selections of a match's open markets. */
  function openPicks(match: FeedMatch) {
    return match.markets.flatMap((market) =>
      market.status === 'open'
        ? market.selections
            .filter((sel) => sel.status === 'open')
            .map((sel) => ({
              matchId: match.id,
              marketId: market.id,
              selectionId: sel.id,
              price: sel.price,
            }))
        : [],
    );
  }

  /** A live football match whose full-time result market is open, the furthest along first. */
  function liveResultMatch(): FeedMatch {
    const found = s.sports.feed
      .matches()
      .filter(
        (m) =>
          m.kind === 'match' &&
          m.progress.phase === 'live' &&
          m.markets[0]!.def.key.type === 'result' &&
          m.markets[0]!.def.key.period === 0 &&
          m.markets[0]!.status === 'open' &&
          m.markets[0]!.selections.every((sel) => sel.status === 'open'),
      )
      .sort((a, b) => b.progress.elapsed - a.progress.elapsed);
    expect(found.length).toBeGreaterThan(0);
    return found[0]!;
  }

  beforeAll(async () => {
    s = await openSportsApp(kind, {
      simulation: { seed: 'push-orders', speed: 60, sports: [1] },
      acceptDelayMs: 2_000,
    });
    await s.advance(1_000);
    const address = await s.app.listen({ host: '127.0.0.1', port: 0 });
    url = `${address.replace(/^http/, 'ws')}/ws`;
  });
  afterAll(async () => {
    await s?.dispose();
  });

  it('runs the whole flow: push on a live stream, follow with a real bet, settle both', async () => {
    const host = await person('anchor');
    const viewer = await s.member(1_000_000n);
    const match = liveResultMatch();
    const stream = await goLive(host, match.id);

    // the room hears of each push order on its topic
    const socket = await SocketClient.open(url);
    socket.send({ type: 'subscribe', topic: topics.pushOrders(stream.roomId) });
    expect(await socket.next((m) => m.type === 'subscribed')).toEqual({
      type: 'subscribed',
      topic: topics.pushOrders(stream.roomId),
    });

    // the host pushes each side of the full-time result: one wins, the others lose
    const market = match.markets[0]!;
    const pushed: PushOrder[] = [];
    for (const selection of market.selections) {
      const answer = await call<'savePushOrder', PushOrder>(
        'savePushOrder',
        {
          streamId: stream.id,
          matchId: match.id,
          marketId: market.id,
          selectionId: selection.id,
          price: selection.price,
          stake: '50',
          analysis: '  A guaranteed win, <b>trust me</b>  ',
        },
        host.token,
      );
      expect(answer.code, answer.msg).toBe(OK);
      pushed.push(answer.data);
    }
    const [first] = pushed as [PushOrder];
    expect(first).toMatchObject({
      streamId: stream.id,
      presenterId: Number(host.memberId),
      matchId: match.id,
      marketId: market.id,
      selectionId: market.selections[0]!.id,
      matchName: `${match.home.names.en} v ${match.away.names.en}`,
      marketName: expect.any(String),
      selectionName: match.home.names.en,
      price: market.selections[0]!.price,
      stake: '50.00',
      // plain text as typed, trimmed, the site's sensitive words masked
      analysis: 'A **************, <b>trust me</b>',
      followers: 0,
      status: 'open',
      result: null,
      locked: false,
      settledAt: null,
    });
    const event = await socket.next((m) => m.type === 'event');
    expect(topicPayloadSchemas['push-orders'].parse((event as { data: unknown }).data)).toEqual({
      kind: 'pushed',
      roomId: stream.roomId,
      streamId: stream.id,
      pushOrderId: first.id,
      at: first.createdAt,
    });

    // the viewer follows the first one: a real bet, in-play so it waits for acceptance
    const followed = await call<'saveFollowOrder', FollowOrder>(
      'saveFollowOrder',
      { pushOrderId: first.id, stake: '10.00', idempotencyKey: `follow-flow-${kind}` },
      viewer.sessionToken,
    );
    expect(followed.code, followed.msg).toBe(OK);
    expect(followed.data).toMatchObject({
      pushOrderId: first.id,
      stake: '10.00',
      price: first.price,
      status: 'pending',
      matchName: first.matchName,
      selectionName: first.selectionName,
    });
    expect(await s.balance(viewer.memberId)).toBe(1_000_000n - 1_000n);

    // the bet is in the viewer's My bets, named in their language
    const myBets = await s.call('listBets', { isSettled: false }, viewer.sportsToken);
    const bet = (myBets.data as { records: BetOrder[] }).records.find(
      (o) => o.id === followed.data.betOrderId,
    );
    expect(bet).toMatchObject({ kind: 'single', stake: '10.00', status: 'pending' });
    expect(bet!.legs[0]).toMatchObject({ matchId: match.id, selectionId: first.selectionId });

    await s.advance(3_000);
    const own = await call<'listFollowOrders', Page<FollowOrder>>(
      'listFollowOrders',
      { page: 1, pageSize: 20 },
      viewer.sessionToken,
    );
    expect(own.data.total).toBe(1);
    const viewerName = (
      await s.t.db.query<{ user_name: string }>('select user_name from members where id = $1', [
        viewer.memberId,
      ])
    )[0]!.user_name;
    // the bet's own status: the ticker decided it after the delay
    expect(own.data.list[0]).toMatchObject({
      id: followed.data.id,
      userName: viewerName,
      status: expect.stringMatching(/^(accepted|rejected)$/),
    });

    // the host sees who followed, their names masked
    const followers = await call<'listFollowOrders', Page<FollowOrder>>(
      'listFollowOrders',
      { page: 1, pageSize: 20, view: 'followers', pushOrderId: first.id },
      host.token,
    );
    expect(followers.data.total).toBe(1);
    expect(followers.data.list[0]!.userName).not.toBe(viewerName);
    expect(followers.data.list[0]!.userName).toMatch(/\*/);
    // a host's followers view is theirs: the viewer has no followers
    const none = await call<'listFollowOrders', Page<FollowOrder>>(
      'listFollowOrders',
      { page: 1, pageSize: 20, view: 'followers' },
      viewer.sessionToken,
    );
    expect(none.data.total).toBe(0);

    // the room's list: every push order, newest first while open, in the reader's language
    const room = await call<'listStreamPushOrders', PushOrder[]>(
      'listStreamPushOrders',
      { streamId: stream.id },
      null,
      'th',
    );
    expect(room.code, room.msg).toBe(OK);
    expect(room.data.map((p) => p.id)).toEqual(pushed.map((p) => p.id).reverse());
    const thai = room.data.find((p) => p.id === first.id)!;
    expect(thai.matchName).toBe(`${match.home.names.th} v ${match.away.names.th}`);
    expect(thai.selectionName).toBe(match.home.names.th);
    expect(thai.followers).toBe(1);

    // play the match out: the settlement gives each push order its result
    for (let i = 0; i < 20_000 && match.progress.phase === 'live'; i += 1) {
      await s.advance(1_000);
    }
    expect(match.progress.phase).toBe('finished');
    const { h, a } = match.progress.score;
    const winner = h > a ? 0 : h === a ? 1 : 2;
    const history = await call<'listPushOrders', Page<PushOrder> & { record: PushOrderRecord }>(
      'listPushOrders',
      { page: 1, pageSize: 20 },
      host.token,
    );
    expect(history.code, history.msg).toBe(OK);
    expect(history.data.total).toBe(3);
    const byId = new Map(history.data.list.map((p) => [p.id, p]));
    pushed.forEach((p, i) => {
      expect(byId.get(p.id)).toMatchObject({
        status: 'settled',
        result: i === winner ? 'won' : 'lost',
        settledAt: expect.any(Number),
      });
    });
    expect(history.data.record).toEqual({ won: 1, lost: 2, void: 0, open: 0, winRate: 3333 });
    const settledEvent = await socket.next(
      (m) => m.type === 'event' && (m.data as { kind: string }).kind === 'settled',
    );
    expect((settledEvent as { data: { roomId: string } }).data.roomId).toBe(stream.roomId);
    socket.close();

    // the follow mirrors the bet: won or lost with the first push order, or rejected in-play
    const after = await call<'listFollowOrders', Page<FollowOrder>>(
      'listFollowOrders',
      { page: 1, pageSize: 20, pushOrderId: first.id },
      viewer.sessionToken,
    );
    const status = after.data.list[0]!.status;
    const [betRow] = await s.t.db.query<{ status: string; payout_minor: bigint | null }>(
      'select status, payout_minor from sports_orders where id = $1',
      [followed.data.betOrderId],
    );
    expect(status).toBe(betRow!.status);
    if (status !== 'rejected') expect(status).toBe(winner === 0 ? 'won' : 'lost');
    const paid = BigInt(betRow!.payout_minor ?? 0);
    const refund = status === 'rejected' ? 1_000n : 0n;
    expect(await s.balance(viewer.memberId)).toBe(1_000_000n - 1_000n + paid + refund);

    // a push order of a match that is over cannot be followed
    const late = await call(
      'saveFollowOrder',
      {
        pushOrderId: pushed[1]!.id,
        stake: '10.00',
        idempotencyKey: `follow-late-${kind}`,
      },
      viewer.sessionToken,
    );
    expect(late).toMatchObject({
      status: 200,
      code: CODES.marketUnavailable,
      msg: 'This pushed bet can no longer be followed: its market is closed or the match is over.',
    });
  }, 240_000);

  it('voids the push orders and the follows of a match called off', async () => {
    const host = await person('anchor');
    const viewer = await s.member(100_000n);
    const match = freshUpcoming();
    const stream = await goLive(host, match.id);
    const pick = openPicks(match)[0]!;
    const pushed = await call<'savePushOrder', PushOrder>(
      'savePushOrder',
      { streamId: stream.id, ...pick },
      host.token,
    );
    expect(pushed.code, pushed.msg).toBe(OK);
    expect(pushed.data).toMatchObject({ stake: null, analysis: '', status: 'open' });
    const followed = await call<'saveFollowOrder', FollowOrder>(
      'saveFollowOrder',
      { pushOrderId: pushed.data.id, stake: '25.50', idempotencyKey: `follow-void-${kind}` },
      viewer.sessionToken,
    );
    // pre-match: accepted at once
    expect(followed.data).toMatchObject({ status: 'accepted', stake: '25.50' });
    expect(await s.balance(viewer.memberId)).toBe(100_000n - 2_550n);
    s.sports.feed.cancel(match.id);
    await s.sports.step();
    const room = await call<'listStreamPushOrders', PushOrder[]>(
      'listStreamPushOrders',
      { streamId: stream.id },
      viewer.sessionToken,
    );
    expect(room.data[0]).toMatchObject({ status: 'settled', result: 'void' });
    const own = await call<'listFollowOrders', Page<FollowOrder>>(
      'listFollowOrders',
      { page: 1, pageSize: 5 },
      viewer.sessionToken,
    );
    expect(own.data.list[0]).toMatchObject({ id: followed.data.id, status: 'void' });
    expect(await s.balance(viewer.memberId)).toBe(100_000n);
    const record = await call<'listPushOrders', { record: PushOrderRecord }>(
      'listPushOrders',
      { page: 1, pageSize: 5, presenterId: Number(host.memberId) },
      null,
    );
    expect(record.data.record).toEqual({ won: 0, lost: 0, void: 1, open: 0, winRate: null });
  });

  it('settles on read a push order whose match ended before the engine settled it', async () => {
    const host = await person('anchor');
    const match = freshUpcoming();
    const stream = await goLive(host, match.id);
    const pushed = await call<'savePushOrder', PushOrder>(
      'savePushOrder',
      { streamId: stream.id, ...openPicks(match)[0]! },
      host.token,
    );
    expect(pushed.code, pushed.msg).toBe(OK);
    // the feed has the match over; no step ran the engine's settlement yet
    s.sports.feed.cancel(match.id);
    const history = await call<'listPushOrders', Page<PushOrder> & { record: PushOrderRecord }>(
      'listPushOrders',
      { page: 1, pageSize: 5, streamId: stream.id },
      host.token,
    );
    expect(history.data.list[0]).toMatchObject({ status: 'settled', result: 'void' });
    expect(history.data.record.void).toBe(1);
    // the engine's settlement then finds nothing left to settle
    await s.sports.step();
    const [row] = await s.t.db.query<{ n: bigint | number }>(
      "select count(*) as n from push_orders where id = $1 and result = 'void'",
      [pushed.data.id],
    );
    expect(Number(row!.n)).toBe(1);
  });

  it('refuses a push into another host’s stream, a stream not live, a closed market, a worse price', async () => {
    const host = await person('anchor');
    const other = await person('anchor');
    const admin = await person('superAdmin');
    const match = freshUpcoming();
    const second = freshUpcoming();
    const stream = await goLive(host);
    const pick = openPicks(match)[0]!;

    const notHost = await call('savePushOrder', { streamId: stream.id, ...pick }, other.token);
    expect(notHost).toMatchObject({
      status: 403,
      code: CODES.forbidden,
      msg: 'Only the stream’s host can push a bet in it.',
    });
    // a super admin may push in any host's stream; it counts in the host's record
    const byAdmin = await call<'savePushOrder', PushOrder>(
      'savePushOrder',
      { streamId: stream.id, ...pick },
      admin.token,
    );
    expect(byAdmin.code, byAdmin.msg).toBe(OK);
    expect(byAdmin.data.presenterId).toBe(Number(host.memberId));

    const missing = await call('savePushOrder', { streamId: 99_999_999, ...pick }, host.token);
    expect(missing).toMatchObject({ status: 404, code: CODES.notFound });
    const unknown = await call(
      'savePushOrder',
      { streamId: stream.id, ...pick, selectionId: `${pick.marketId}.nobody` },
      host.token,
    );
    expect(unknown).toMatchObject({
      status: 404,
      msg: 'This match, market or selection is not in the sportsbook.',
    });
    const zero = await call(
      'savePushOrder',
      { streamId: stream.id, ...pick, stake: '0' },
      host.token,
    );
    expect(zero).toMatchObject({ status: 400, msg: 'A suggested stake must be above zero.' });

    // the price: a better one than the host saw is taken and recorded as it is now…
    const lower = await call<'savePushOrder', PushOrder>(
      'savePushOrder',
      { streamId: stream.id, ...pick, price: 1.01 },
      host.token,
    );
    expect(lower.code, lower.msg).toBe(OK);
    expect(lower.data.price).toBe(pick.price);
    // …a worse one is refused with the current price, in the host's language
    const higher = await call(
      'savePushOrder',
      { streamId: stream.id, ...pick, price: pick.price + 1 },
      host.token,
      'vi',
    );
    expect(higher).toMatchObject({
      status: 200,
      code: CODES.priceChanged,
      msg: `Tỷ lệ cược đã giảm xuống ${pick.price}: hãy kiểm tra trước khi đẩy kèo này.`,
    });

    // a suspended market takes no push, and its push orders cannot be followed
    const viewer = await s.member(100_000n);
    const secondPick = openPicks(second)[0]!;
    const open = await call<'savePushOrder', PushOrder>(
      'savePushOrder',
      { streamId: stream.id, ...secondPick },
      host.token,
    );
    expect(open.code, open.msg).toBe(OK);
    s.sports.feed.suspend(second.id, s.clock.now + 60_000);
    const suspended = await call(
      'savePushOrder',
      { streamId: stream.id, ...secondPick },
      host.token,
    );
    expect(suspended).toMatchObject({
      code: CODES.marketUnavailable,
      msg: 'This market is not available right now.',
    });
    const closed = await call(
      'saveFollowOrder',
      { pushOrderId: open.data.id, stake: '10.00', idempotencyKey: `follow-closed-${kind}` },
      viewer.sessionToken,
      'zh-cn',
    );
    expect(closed).toMatchObject({
      code: CODES.marketUnavailable,
      msg: '该推单已无法跟单：盘口已关闭或比赛已结束。',
    });
    const listed = await call<'listStreamPushOrders', PushOrder[]>(
      'listStreamPushOrders',
      { streamId: stream.id },
      viewer.sessionToken,
    );
    expect(listed.data.find((p) => p.id === open.data.id)!.status).toBe('closed');
    expect(await s.balance(viewer.memberId)).toBe(100_000n);

    // an announced stream, and an ended one, take no push
    const announced = await call<'saveStream', Stream>(
      'saveStream',
      { title: 'Later', startTime: s.clock.now + 3_600_000 },
      other.token,
    );
    expect(announced.code, announced.msg).toBe(OK);
    const early = await call(
      'savePushOrder',
      { streamId: announced.data.id, ...pick },
      other.token,
    );
    expect(early).toMatchObject({
      status: 400,
      msg: 'Bets can be pushed only while the stream is live.',
    });
    expect((await call('stopStream', { id: stream.id }, host.token)).code).toBe(OK);
    const ended = await call('savePushOrder', { streamId: stream.id, ...pick }, host.token);
    expect(ended).toMatchObject({ status: 400, code: CODES.invalidRequest });
    // a push order made while live stays followable after the stream ends
    const after = await call<'saveFollowOrder', FollowOrder>(
      'saveFollowOrder',
      { pushOrderId: byAdmin.data.id, stake: '10.00', idempotencyKey: `follow-ended-${kind}` },
      viewer.sessionToken,
    );
    expect(after.code, after.msg).toBe(OK);
  });

  it('refuses a follow of one’s own push, a moved price under the setting, a short balance, a reused key', async () => {
    const host = await person('anchor', 100_000n);
    const match = freshUpcoming();
    const stream = await goLive(host, match.id);
    const pick = openPicks(match)[0]!;
    const pushed = await call<'savePushOrder', PushOrder>(
      'savePushOrder',
      { streamId: stream.id, ...pick },
      host.token,
    );
    expect(pushed.code, pushed.msg).toBe(OK);
    const id = pushed.data.id;

    const own = await call(
      'saveFollowOrder',
      { pushOrderId: id, stake: '10.00', idempotencyKey: `follow-own-${kind}` },
      host.token,
    );
    expect(own).toMatchObject({ status: 400, msg: 'You cannot follow your own pushed bet.' });
    const nothing = await call(
      'saveFollowOrder',
      { pushOrderId: 99_999_999, stake: '10.00', idempotencyKey: `follow-none-${kind}` },
      host.token,
    );
    expect(nothing).toMatchObject({ status: 404, msg: 'This pushed bet does not exist.' });

    const viewer = await s.member(5_000n);
    // "accept no change": a price the viewer saw that is not the current one is the engine's refusal
    const moved = await call(
      'saveFollowOrder',
      {
        pushOrderId: id,
        stake: '10.00',
        price: pick.price + 0.5,
        oddsChange: 3,
        idempotencyKey: `follow-moved-${kind}`,
      },
      viewer.sessionToken,
    );
    expect(moved).toMatchObject({
      code: CODES.priceChanged,
      msg: `The price has changed to ${pick.price}.`,
    });
    // "accept better": a better price now is taken, at the current price
    const better = await call<'saveFollowOrder', FollowOrder>(
      'saveFollowOrder',
      {
        pushOrderId: id,
        stake: '10.00',
        price: 1.01,
        oddsChange: 2,
        idempotencyKey: `follow-better-${kind}`,
      },
      viewer.sessionToken,
    );
    expect(better.code, better.msg).toBe(OK);
    expect(better.data.price).toBe(pick.price);
    const short = await call(
      'saveFollowOrder',
      { pushOrderId: id, stake: '100.00', idempotencyKey: `follow-short-${kind}` },
      viewer.sessionToken,
      'th',
    );
    expect(short).toMatchObject({
      code: CODES.insufficientFunds,
      msg: 'ยอดเงินของคุณไม่พอสำหรับการเดิมพันนี้',
    });
    const reused = await call(
      'saveFollowOrder',
      { pushOrderId: id, stake: '11.00', idempotencyKey: `follow-better-${kind}` },
      viewer.sessionToken,
    );
    expect(reused).toMatchObject({ status: 409, code: CODES.idempotencyKeyReused });
    expect(await s.balance(viewer.memberId)).toBe(5_000n - 1_000n);
  });

  it('locks a paid room’s push orders until the viewer pays its fee', async () => {
    const host = await person('anchor');
    const match = freshUpcoming();
    // a paid room: tier 1, 30,000.00 in the host's VND
    const saved = await call<'saveStream', Stream>(
      'saveStream',
      { title: 'Paid tips', gameId: match.id, isFee: true, fee: '30000.00' },
      host.token,
    );
    expect(saved.code, saved.msg).toBe(OK);
    const stream = saved.data;
    const pick = openPicks(match)[0]!;
    const pushed = await call<'savePushOrder', PushOrder>(
      'savePushOrder',
      { streamId: stream.id, ...pick, analysis: 'Strong at home.' },
      host.token,
    );
    expect(pushed.code, pushed.msg).toBe(OK);
    expect(pushed.data.locked).toBe(false);

    const viewer = await s.member(10_000_000n);
    const seen = async (token: string | null) =>
      (
        await call<'listStreamPushOrders', PushOrder[]>(
          'listStreamPushOrders',
          { streamId: stream.id },
          token,
        )
      ).data.find((p) => p.id === pushed.data.id)!;
    for (const token of [viewer.sessionToken, null]) {
      expect(await seen(token)).toMatchObject({
        locked: true,
        marketId: null,
        selectionId: null,
        marketName: '',
        selectionName: '',
        price: null,
        analysis: '',
        matchName: pushed.data.matchName,
      });
    }
    // the host's history reads the same to the viewer
    const history = await call<'listPushOrders', Page<PushOrder>>(
      'listPushOrders',
      { page: 1, pageSize: 10, presenterId: Number(host.memberId) },
      viewer.sessionToken,
    );
    expect(history.data.list[0]).toMatchObject({ locked: true, selectionId: null });
    expect((await seen(host.token)).locked).toBe(false);

    const refused = await call(
      'saveFollowOrder',
      { pushOrderId: pushed.data.id, stake: '10.00', idempotencyKey: `follow-locked-${kind}` },
      viewer.sessionToken,
    );
    expect(refused).toMatchObject({ status: 403 });
    expect(refused.msg).toMatch(/pay the room's fee/);
    expect(await s.balance(viewer.memberId)).toBe(10_000_000n);

    const paid = await call(
      'payRoomFee',
      { streamId: stream.id, idempotencyKey: `fee-locked-${kind}` },
      viewer.sessionToken,
    );
    expect(paid.code, paid.msg).toBe(OK);
    expect(await seen(viewer.sessionToken)).toMatchObject({
      locked: false,
      selectionId: pick.selectionId,
      analysis: 'Strong at home.',
    });
    const followed = await call<'saveFollowOrder', FollowOrder>(
      'saveFollowOrder',
      { pushOrderId: pushed.data.id, stake: '10.00', idempotencyKey: `follow-locked-${kind}` },
      viewer.sessionToken,
    );
    expect(followed.code, followed.msg).toBe(OK);
  });

  it('places one bet and debits once for 50 concurrent repeats of a follow', async () => {
    const host = await person('anchor');
    const match = freshUpcoming();
    const stream = await goLive(host, match.id);
    const pushed = await call<'savePushOrder', PushOrder>(
      'savePushOrder',
      { streamId: stream.id, ...openPicks(match)[0]! },
      host.token,
    );
    expect(pushed.code, pushed.msg).toBe(OK);
    const viewer = await s.member(100_000n);
    const request = {
      pushOrderId: pushed.data.id,
      stake: '12.34',
      idempotencyKey: `follow-race-${kind}`,
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call<'saveFollowOrder', FollowOrder>('saveFollowOrder', request, viewer.sessionToken),
      ),
    );
    for (const answer of answers) expect(answer.code, answer.msg).toBe(OK);
    const ids = new Set(answers.map((a) => a.data.id));
    const bets = new Set(answers.map((a) => a.data.betOrderId));
    expect(ids.size).toBe(1);
    expect(bets.size).toBe(1);
    expect(await s.balance(viewer.memberId)).toBe(100_000n - 1_234n);
    const [orders] = await s.t.db.query<{ n: bigint | number }>(
      'select count(*) as n from sports_orders where member_id = $1',
      [viewer.memberId],
    );
    expect(Number(orders!.n)).toBe(1);
    const [follows] = await s.t.db.query<{ n: bigint | number }>(
      'select count(*) as n from follow_orders where member_id = $1',
      [viewer.memberId],
    );
    expect(Number(follows!.n)).toBe(1);
    // and a repeat later answers the same follow
    const again = await call<'saveFollowOrder', FollowOrder>(
      'saveFollowOrder',
      request,
      viewer.sessionToken,
    );
    expect(again.data.id).toBe([...ids][0]);
  });

  it('lets anyone read a host’s record, and asks a visitor to name the host', async () => {
    const host = await person('anchor');
    const record = await call<'listPushOrders', Page<PushOrder> & { record: PushOrderRecord }>(
      'listPushOrders',
      { page: 1, pageSize: 10, presenterId: Number(host.memberId) },
      null,
    );
    expect(record.data).toEqual({
      list: [],
      total: 0,
      page: 1,
      pageSize: 10,
      record: { won: 0, lost: 0, void: 0, open: 0, winRate: null },
    });
    const anonymous = await call('listPushOrders', { page: 1, pageSize: 10 }, null, 'zh-cn');
    expect(anonymous).toMatchObject({ status: 400, msg: '请指定要查看其推单的主播。' });
    const nobody = await call(
      'listPushOrders',
      { page: 1, pageSize: 10, presenterId: 99_999_999 },
      null,
    );
    expect(nobody).toMatchObject({ status: 404, msg: 'This host does not exist.' });
    const noStream = await call('listStreamPushOrders', { streamId: 99_999_999 }, null);
    expect(noStream).toMatchObject({ status: 404, code: CODES.notFound });
    // only a host or a super admin pushes; a follow and its list need a member
    const viewer = await s.member(0n);
    const member = await call(
      'savePushOrder',
      { streamId: 1, matchId: 1, marketId: 'm', selectionId: 's', price: 2 },
      viewer.sessionToken,
    );
    expect(member).toMatchObject({ status: 403, msg: 'Your account may not use this.' });
    const visitor = await call(
      'saveFollowOrder',
      { pushOrderId: 1, stake: '1', idempotencyKey: 'visitor-key' },
      null,
    );
    expect(visitor).toMatchObject({ status: 401, code: CODES.sessionExpired });
  });

  it('opens a room’s push-orders topic to any viewer of a stream that exists', async () => {
    const host = await person('anchor');
    const stream = await goLive(host);
    const socket = await SocketClient.open(url);
    socket.send({ type: 'subscribe', topic: topics.pushOrders('room-nowhere') });
    expect(await socket.next((m) => m.type === 'error')).toMatchObject({
      code: REALTIME_ERROR_CODES.unknownTopic,
      topic: 'push-orders:room-nowhere',
    });
    // a visitor, not logged in, with no signature
    socket.send({ type: 'subscribe', topic: topics.pushOrders(stream.roomId) });
    expect(await socket.next((m) => m.type === 'subscribed')).toMatchObject({
      topic: topics.pushOrders(stream.roomId),
    });
    socket.close();
  });
});
