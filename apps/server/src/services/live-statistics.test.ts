import { CODES, STREAM_STATUS, type Stream } from '@touchline/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../testing/databases.ts';
import { openTestApp, signInEveryone, type Everyone, type TestApp } from '../testing/app.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type Figures = {
  beginTime: number;
  endTime: number;
  streams: number;
  minutesLive: number;
  peakViewers: number;
  averageViewers: number;
  watchMinutes: number;
  giftCount: number;
  giftAmount: string;
  currency: string;
  followers: number;
  newFollowers: number;
  pushOrders: number;
  pushRecord: { won: number; lost: number; void: number; open: number; winRate: number | null };
  followOrders: number;
};

describe.each(DATABASE_KINDS)("a host's figures on %s", (kind) => {
  let s: TestApp;
  let everyone: Everyone;
  let live: Stream;
  beforeAll(async () => {
    s = await openTestApp(kind);
    everyone = await signInEveryone(s);
    const { list } = (await s.call('listStreams', { page: 1, pageSize: 99 })).body.data as {
      list: Stream[];
    };
    const host = everyone.ids.get('host');
    live = list.find((x) => x.status === STREAM_STATUS.live && x.presenterId === host)!;
  }, 60_000);
  afterAll(() => s?.dispose());

  const figures = async (input: Record<string, number>, userName = 'host') => {
    const answer = await s.call('sumLiveStatistics', input, everyone.as(userName));
    return answer;
  };

  it("sums the host's streams, audience, gifts, followers and push orders in the period", async () => {
    // three minutes of audience in the period, one before it
    const now = s.clock.now;
    for (const [minutesAgo, viewers] of [
      [3, 10],
      [2, 30],
      [1, 20],
      [40 * 24 * 60, 999],
    ] as const) {
      await s.t.db.query(
        'insert into stream_viewer_samples (stream_id, minute, viewers) values ($1, $2, $3)',
        [live.id, new Date(now - minutesAgo * MINUTE), viewers],
      );
    }
    const gift = await s.call(
      'sendGift',
      { streamId: live.id, giftId: 1, count: 3, idempotencyKey: 'statistics-gift-1' },
      everyone.as('demo'),
    );
    expect(gift.body.code).toBe(CODES.success);
    const [share] = await s.t.db.query<{ host_minor: bigint | number }>(
      'select host_minor from gift_profits where idempotency_key = $1',
      ['statistics-gift-1'],
    );

    const answer = await figures({});
    expect(answer.body.code).toBe(CODES.success);
    const f = answer.body.data as Figures;
    expect(f.endTime).toBe(now);
    expect(f.beginTime).toBe(now - 30 * DAY);
    expect(f.streams).toBe(1);
    // the seeded live stream started 0.4 hours ago
    expect(f.minutesLive).toBe(24);
    expect(f).toMatchObject({ peakViewers: 30, averageViewers: 20, watchMinutes: 60 });
    expect(f.giftCount).toBe(3);
    expect(Number(f.giftAmount) * 100).toBe(Number(share!.host_minor));
    expect(f.currency).toBe('VND');
    // demo follows the host (the seed)
    expect(f.followers).toBe(1);
    expect(f.newFollowers).toBe(1);
    expect(f.pushOrders).toBe(0);
    expect(f.pushRecord).toEqual({ won: 0, lost: 0, void: 0, open: 0, winRate: null });
    expect(f.followOrders).toBe(0);

    // a period before it all: nothing but the follower count
    const before = (await figures({ beginTime: now - 60 * DAY, endTime: now - 35 * DAY })).body
      .data as Figures;
    expect(before).toMatchObject({
      streams: 0,
      minutesLive: 0,
      peakViewers: 999,
      averageViewers: 999,
      watchMinutes: 999,
      giftCount: 0,
      giftAmount: '0.00',
      followers: 1,
      newFollowers: 0,
    });
  });

  it("shows a host only their own figures, a super admin anyone's", async () => {
    const hostId = everyone.ids.get('host');
    const other = await figures({ presenterId: Number(hostId) }, 'host_somchai');
    expect(other.body.code).toBe(CODES.forbidden);
    const admin = await figures({ presenterId: Number(hostId) }, 'admin');
    expect(admin.body.code).toBe(CODES.success);
    const notAHost = await figures({ presenterId: Number(everyone.ids.get('demo')) }, 'admin');
    expect(notAHost.body.code).toBe(CODES.notFound);
  });

  it('refuses a period that ends before it begins, or runs past a year', async () => {
    const now = s.clock.now;
    for (const period of [
      { beginTime: now, endTime: now - 1 },
      { beginTime: now - 400 * DAY, endTime: now },
    ]) {
      const answer = await figures(period);
      expect(answer.body.code).toBe(CODES.invalidRequest);
      expect(answer.body.msg).toMatch(/366 days/);
    }
  });
});
