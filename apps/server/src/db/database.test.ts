import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { schemaChannel } from './database.ts';

/** Lets the event loop turn until the condition holds (no deadline: bounded by the test). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe.each(DATABASE_KINDS)('NOTIFY and listen on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('hears what any statement notifies on its channel, until it stops', async () => {
    const channel = await schemaChannel(t.db, 'touchline_test');
    expect(channel).toMatch(/^touchline_test:\w+$/);
    const heard: string[] = [];
    const other: string[] = [];
    const stop = await t.db.listen(channel, (payload) => heard.push(payload));
    const stopOther = await t.db.listen(`${channel}:other`, (payload) => other.push(payload));
    // a trigger's NOTIFY, as migration 031's: sent when its transaction commits
    await t.db.transaction(async (tx) => {
      await tx.query(`select pg_notify($1, 'one')`, [channel]);
      await tx.query(`select pg_notify($1, 'two')`, [channel]);
    });
    await t.db.query(`select pg_notify($1, p) from unnest($2::text[]) as p`, [
      channel,
      ['three', 'x'.repeat(7_999)],
    ]);
    await until(() => heard.length === 4);
    expect(heard.slice(0, 3)).toEqual(['one', 'two', 'three']);
    expect(heard[3]).toHaveLength(7_999);
    expect(other).toEqual([]);

    await stop();
    await stop(); // a second call changes nothing
    await t.db.query(`select pg_notify($1, 'after'), pg_notify($2, 'other')`, [
      channel,
      `${channel}:other`,
    ]);
    await until(() => other.length === 1);
    expect(heard).toHaveLength(4);
    await stopOther();
  });

  it('tells every listener of a channel, and goes on telling the others when one stops', async () => {
    const channel = await schemaChannel(t.db, 'touchline_shared');
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = await t.db.listen(channel, (payload) => first.push(payload));
    const stopSecond = await t.db.listen(channel, (payload) => second.push(payload));
    await t.db.query(`select pg_notify($1, 'both')`, [channel]);
    await until(() => first.length === 1 && second.length === 1);
    await stopFirst();
    await t.db.query(`select pg_notify($1, 'one')`, [channel]);
    await until(() => second.length === 2);
    expect(first).toEqual(['both']);
    expect(second).toEqual(['both', 'one']);
    await stopSecond();
  });

  it.runIf(kind === 'postgres')(
    'listens to every channel on one connection, and makes it again for all when it drops',
    async () => {
      const channels = await Promise.all(
        ['a', 'b', 'c'].map((name) => schemaChannel(t.db, `touchline_one_${name}`)),
      );
      const heard: string[] = [];
      let reconnects = 0;
      const stops = [];
      for (const channel of channels)
        stops.push(
          await t.db.listen(channel, (payload) => heard.push(`${channel} ${payload}`), {
            retryMs: 10,
            onReconnect: () => (reconnects += 1),
          }),
        );
      // the connection's last statement is the last LISTEN: one connection ran all three
      const listeners = async () =>
        (
          await t.db.query<{ pid: number }>(
            'select pid from pg_stat_activity where query = any($1::text[])',
            [channels.map((channel) => `listen "${channel}"`)],
          )
        ).map((row) => row.pid);
      const [pid, ...others] = await listeners();
      expect(pid).toBeDefined();
      expect(others).toEqual([]);

      await t.db.query('select pg_terminate_backend($1)', [pid]);
      await until(() => reconnects === 3);
      await t.db.query(`select pg_notify(c, 'again') from unnest($1::text[]) as c`, [channels]);
      await until(() => heard.length === 3);
      expect(heard.sort()).toEqual(channels.map((channel) => `${channel} again`).sort());
      for (const stop of stops) await stop();
    },
  );

  it.runIf(kind === 'postgres')(
    'listens again when its connection drops, and says so',
    async () => {
      const channel = await schemaChannel(t.db, 'touchline_drop');
      const heard: string[] = [];
      let reconnects = 0;
      const errors: unknown[] = [];
      const stop = await t.db.listen(channel, (payload) => heard.push(payload), {
        retryMs: 10,
        onReconnect: () => (reconnects += 1),
        onError: (error) => errors.push(error),
      });
      const [killed] = await t.db.query<{ killed: boolean }>(
        `select pg_terminate_backend(pid) as killed from pg_stat_activity
          where pid <> pg_backend_pid() and query = $1`,
        [`listen "${channel}"`],
      );
      expect(killed?.killed).toBe(true);
      await until(() => reconnects === 1);
      expect(errors.length).toBeGreaterThan(0);
      await t.db.query(`select pg_notify($1, 'again')`, [channel]);
      await until(() => heard.length === 1);
      expect(heard).toEqual(['again']);
      await stop();
    },
  );
});
