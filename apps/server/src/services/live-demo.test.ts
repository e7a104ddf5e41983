import { STREAM_STATUS, topics } from '@touchline/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../seed.ts';
import type { FeedMatch } from '../sports/feed.ts';
import { openSportsApp, type SportsTestApp } from '../sports/testing.ts';
import { DATABASE_KINDS } from '../testing/databases.ts';
import { ChatRooms } from './chat.ts';
import { DEMO_BEATS, DEMO_FANS, LiveDemo } from './live-demo.ts';

type Row = {
  id: number;
  user_name: string;
  status: number;
  game_id: number | null;
  start_time: Date;
  room_id: string;
};

/** A random source that goes round a fixed list: the same demo every run. */
function cycle(values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length]!;
}

describe.each(DATABASE_KINDS)("the demo's hosts on %s", (kind) => {
  let s: SportsTestApp;
  let demo: LiveDemo;
  const published: { topic: string; data: unknown }[] = [];
  beforeAll(async () => {
    s = await openSportsApp(kind, { simulation: { seed: 'live-demo', sports: [1, 3, 5] } });
    await seedDemo(s.t.db, s.clock.now);
    const { app, feed } = s.sports;
    const publish = app.sports.publish!;
    app.sports.publish = (topic, data) => {
      published.push({ topic, data });
      publish(topic, data);
    };
    demo = new LiveDemo(app, feed, new ChatRooms(app), cycle([0.1, 0.5, 0.05, 0.3, 0.9, 0.7]));
  }, 60_000);
  afterAll(() => s?.dispose());

  const streams = () =>
    s.t.db.query<Row>(
      `select s.id, m.user_name, s.status, s.game_id, s.start_time, s.room_id
         from streams s join members m on m.id = s.presenter_id
        where s.status in (1, 2) order by s.id`,
    );
  const match = (id: number | null) => s.sports.feed.match(Number(id)) as FeedMatch;

  it('puts each host on air with a match of their sport, and announces their next', async () => {
    await demo.step();
    const rows = await streams();
    for (const beat of DEMO_BEATS) {
      const mine = rows.filter((r) => r.user_name === beat.userName);
      const live = mine.filter((r) => r.status === STREAM_STATUS.live);
      expect(live, beat.userName).toHaveLength(1);
      const m = match(live[0]!.game_id);
      expect(beat.sports).toContain(m.sid);
      expect(['live', 'upcoming']).toContain(m.progress.phase);
      const next = mine.filter(
        (r) => r.status === STREAM_STATUS.reserved && r.start_time.getTime() > s.clock.now,
      );
      expect(next.length, beat.userName).toBeGreaterThanOrEqual(1);
    }
    // two streams never present the same match
    const games = rows.filter((r) => r.game_id !== null).map((r) => r.game_id);
    expect(new Set(games).size).toBe(games.length);
    // the seeded live streams were kept (given a match), not doubled
    expect(rows.filter((r) => r.user_name === 'host_linh' && r.status === 2)[0]!.id).toBeLessThan(
      10,
    );
  });

  it('gives the sportsbook a watch link on exactly the matches on air, and the lobby its list', async () => {
    const onAir = (await streams())
      .filter((r) => r.status === STREAM_STATUS.live && r.game_id !== null)
      .map((r) => Number(r.game_id));
    const member = await s.member(0n);
    const recommended = await s.call<
      'listRecommendedMatches',
      { id: number; liveUrl: string | null }[]
    >('listRecommendedMatches', { size: 50 }, member.sportsToken);
    for (const m of recommended.data) {
      expect(m.liveUrl, String(m.id)).toBe(onAir.includes(m.id) ? `/sports/live/${m.id}` : null);
    }
    expect(recommended.data.some((m) => m.liveUrl !== null)).toBe(true);
    const lobby = await s.app.inject({
      method: 'POST',
      url: '/api/live/video/matchListFront',
      payload: {},
    });
    const listed = (lobby.json() as { data: { gameId: number }[] }).data.map((m) => m.gameId);
    for (const id of onAir) expect(listed).toContain(id);
  });

  it('fills a new room with chat, then fans talk and the audience moves', async () => {
    const room = (await streams()).find(
      (r) => r.user_name === 'host_linh' && r.status === STREAM_STATUS.live,
    )!;
    const count = async () =>
      Number(
        (
          await s.t.db.query<{ n: number }>(
            'select count(*) as n from chat_messages where room_id = $1',
            [room.room_id],
          )
        )[0]!.n,
      );
    expect(await count()).toBe(12);
    const fans = await s.t.db.query<{ user_name: string }>(
      `select distinct m.user_name from chat_messages c join members m on m.id = c.member_id
        where c.room_id = $1`,
      [room.room_id],
    );
    expect(fans.map((f) => f.user_name).sort()).toEqual(DEMO_FANS.map((f) => f[0]).sort());
    // and a pick of the match pushed by its host, at the feed's price
    const pushes = await s.app.inject({
      method: 'POST',
      url: '/api/live/push/order/list2',
      payload: { streamId: Number(room.id) },
    });
    const pushed = (pushes.json() as { data: { matchId: number; price: number }[] }).data;
    expect(pushed.length).toBeGreaterThanOrEqual(1);
    expect(pushed[0]!.matchId).toBe(Number(room.game_id));
    const crowd = async () =>
      (
        await s.t.db.query<{ n: number }>(
          'select simulated_viewers as n from streams where id = $1',
          [room.id],
        )
      )[0]!.n;
    const fanGifts = async () =>
      Number(
        (
          await s.t.db.query<{ n: number }>(
            `select count(*) as n from gift_profits g join members m on m.id = g.sender_id
              where m.user_name like 'fan%'`,
          )
        )[0]!.n,
      );
    const before = await crowd();
    const giftsBefore = await fanGifts();
    published.length = 0;
    for (let i = 0; i < 6; i++) {
      s.clock.now += 5_000;
      await demo.step();
    }
    expect(await count()).toBeGreaterThan(12);
    expect(published.some((p) => p.topic === topics.chatRoom(room.room_id))).toBe(true);
    expect(await crowd()).not.toBe(before);
    // fans send gifts: their host is paid, the room sees them
    // a turn where every chance comes up: a fan sends a gift, paid through the ledger
    const { app, feed } = s.sports;
    await new LiveDemo(app, feed, new ChatRooms(app), () => 0.01).step();
    expect(await fanGifts()).toBeGreaterThan(giftsBefore);
    expect(published.some((p) => p.topic.startsWith('gifts:'))).toBe(true);
    expect(await crowd()).toBeGreaterThanOrEqual(100);
  });

  it('ends a stream with its match and goes on with the next', async () => {
    const before = (await streams()).find(
      (r) => r.user_name === 'host_wei' && r.status === STREAM_STATUS.live,
    )!;
    const first = match(before.game_id);
    // past the end of the match it presents
    await s.advance(Math.max(0, first.startsAt - s.clock.now) + 4 * 3_600_000, 20 * 60_000);
    expect(['finished', 'cancelled']).toContain(match(before.game_id).progress.phase);
    published.length = 0;
    await demo.step();
    const [ended] = await s.t.db.query<{ status: number; end_time: Date | null }>(
      'select status, end_time from streams where id = $1',
      [before.id],
    );
    expect(ended).toMatchObject({ status: STREAM_STATUS.ended });
    expect(published).toContainEqual({
      topic: topics.streamStatus(before.id),
      data: expect.objectContaining({ status: STREAM_STATUS.ended }),
    });
    const after = (await streams()).filter((r) => r.user_name === 'host_wei');
    const live = after.filter((r) => r.status === STREAM_STATUS.live);
    expect(live).toHaveLength(1);
    expect(live[0]!.id).not.toBe(before.id);
    expect(['live', 'upcoming']).toContain(match(live[0]!.game_id).progress.phase);
    for (const r of after) expect(match(r.game_id).progress.phase).not.toBe('finished');
  });
});
