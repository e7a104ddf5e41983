import { STREAM_STATUS, topics } from '@touchline/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../seed.ts';
import { openSportsApp, type SportsTestApp } from '../sports/testing.ts';
import { DATABASE_KINDS } from '../testing/databases.ts';
import { AUDIENCE_TICK_MS, AudienceMeter } from './audience.ts';

describe.each(DATABASE_KINDS)("a stream's audience on %s", (kind) => {
  let s: SportsTestApp;
  const published: { topic: string; data: unknown }[] = [];
  let live: { id: number; simulated: number }[];
  beforeAll(async () => {
    s = await openSportsApp(kind, { simulation: { seed: 'audience', sports: [1] } });
    await seedDemo(s.t.db, s.clock.now);
    const { app } = s.sports;
    app.sports.publish = (topic, data) => void published.push({ topic, data });
    live = (
      await s.t.db.query<{ id: number; simulated_viewers: number }>(
        'select id, simulated_viewers from streams where status = $1 order by id',
        [STREAM_STATUS.live],
      )
    ).map((r) => ({ id: Number(r.id), simulated: Number(r.simulated_viewers) }));
  }, 60_000);
  afterAll(() => s?.dispose());

  const viewers = async (id: number) =>
    Number(
      (
        await s.t.db.query<{ viewers: number }>('select viewers from streams where id = $1', [id])
      )[0]!.viewers,
    );

  it("adds up every instance's viewers and the simulated crowd, and tells the room", async () => {
    const [a, b] = live as [(typeof live)[0], (typeof live)[0]];
    // two instances: A has 3 sockets on the first stream, B 2 on the first and 5 on the second
    const here: Record<string, number> = { [topics.streamStatus(a.id)]: 3 };
    const there: Record<string, number> = {
      [topics.streamStatus(a.id)]: 2,
      [topics.streamStatus(b.id)]: 5,
    };
    const meterA = new AudienceMeter(s.sports.app, (t) => here[t] ?? 0);
    const meterB = new AudienceMeter(s.sports.app, (t) => there[t] ?? 0);
    await meterA.report();
    await meterB.report();
    published.length = 0;
    await meterA.tally();
    expect(await viewers(a.id)).toBe(a.simulated + 5);
    expect(await viewers(b.id)).toBe(b.simulated + 5);
    expect(published).toContainEqual({
      topic: topics.streamStatus(a.id),
      data: {
        streamId: a.id,
        status: STREAM_STATUS.live,
        viewers: a.simulated + 5,
        at: s.clock.now,
      },
    });
    // nothing moved: nothing told
    published.length = 0;
    await meterA.tally();
    expect(published).toEqual([]);

    // B goes away: once its report is stale it stops counting
    s.clock.now += 4 * AUDIENCE_TICK_MS;
    here[topics.streamStatus(a.id)] = 4;
    await meterA.report();
    await meterA.tally();
    expect(await viewers(a.id)).toBe(a.simulated + 4);
    expect(await viewers(b.id)).toBe(b.simulated);
  });

  it('keeps a sample a minute of each live stream', async () => {
    const [a] = live as [(typeof live)[0]];
    const meter = new AudienceMeter(s.sports.app, () => 7);
    await s.t.db.query('delete from stream_viewer_samples');
    // the other tests' instances are gone
    s.clock.now += 4 * AUDIENCE_TICK_MS;
    for (let i = 0; i < 8; i++) {
      await meter.report();
      await meter.tally();
      s.clock.now += AUDIENCE_TICK_MS;
    }
    const samples = await s.t.db.query<{ viewers: number }>(
      'select viewers from stream_viewer_samples where stream_id = $1 order by minute',
      [a.id],
    );
    // two minutes (or three, by where the clock stood), each the last count in it
    expect(samples.length).toBeGreaterThanOrEqual(2);
    expect(samples.length).toBeLessThanOrEqual(3);
    for (const sample of samples) expect(Number(sample.viewers)).toBe(a.simulated + 7);
  });
});
