/**
 * The server side of the fan-out benchmark, run as a child process so that the server's and the
 * clients' sockets do not share one process's file limit (nor its CPU time): the app on
 * loopback, and on command a burst of price updates on one match, published through the feed as
 * the service does it. It measures its event-loop delay from the burst's start until asked.
 *
 * With `--bus`: two instances on one PostgreSQL schema (DATABASE_URL), joined by Redis when
 * REDIS_URL is set, else by LISTEN/NOTIFY; the clients connect to the second, and the first
 * publishes each update over the realtime bus.
 *
 * With `--floor`: each update is written as one frame, built once, to every open socket in slices
 * as the hub sends — no hub, no topics, no queues: what the machine's sockets cost alone, the
 * floor under the service's figure.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { topics } from '@touchline/api/contract';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, type Database } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { EventFrame, FANOUT_SLICE, rawConnectionOf } from '../realtime.ts';
import { LOOP_RESOLUTION_MS, loopDelayOf } from './stats.ts';

const BUS = process.argv.includes('--bus');
const FLOOR = process.argv.includes('--floor');
if (BUS && !process.env.DATABASE_URL) throw new Error('fanout --bus needs DATABASE_URL');
const schema = BUS ? `fanout_bench_${process.pid}` : undefined;
const open = () =>
  BUS
    ? openDatabase({ databaseUrl: process.env.DATABASE_URL, schema })
    : openDatabase({ dataDir: 'memory://' });
const db = await open();
await migrate(db);
const instance = (on: Database) =>
  buildApp({
    // its thousands of subscribers all come from loopback: no per-address cap here
    config: loadConfig({
      NODE_ENV: 'test',
      MAX_CONNECTIONS_PER_ADDRESS: '0',
      // the bus between the two instances: Redis when set, else PostgreSQL's LISTEN/NOTIFY
      REDIS_URL: BUS ? process.env.REDIS_URL : undefined,
    }),
    db: on,
    webDist: null,
    // no pre-match drift: the only updates are the benchmark's own
    sports: {
      tickMs: 0,
      leaderRetryMs: 3_600_000,
      simulation: { seed: 'fanout', sports: [1], driftMs: 1e12 },
    },
  });
const app = await instance(db);
/** The instance the clients connect to: the same one, or with --bus a second one. */
const secondDb = BUS ? await open() : null;
const served = secondDb ? await instance(secondDb) : app;
const address = await served.listen({ host: '127.0.0.1', port: 0 });
const feed = app.sports.feed;
const match = feed.matches().find((m) => m.kind === 'match' && m.progress.phase === 'upcoming')!;
const topic = topics.matchOdds(match.id);

/** An odds update of the match as the service publishes it (all its markets). */
const oddsUpdate = () => ({
  matchId: match.id,
  markets: match.markets.map((m) => ({
    id: m.id,
    status: m.status,
    selections: m.selections.map((x) => ({ id: x.id, price: x.price, status: x.status })),
  })),
  // last, as in the service's events: the clients read it without decoding the prices
  at: Date.now(),
});

/** The update over the bus (`--bus`). */
const publishOnBus = () => app.sports.hub.publish(topic, oddsUpdate());

/**
 * The update written straight to every socket, one frame built once (`--floor`), `FANOUT_SLICE`
 * sockets a turn of the event loop as the hub sends: the writes alone, without topics,
 * subscribers or queues.
 */
const writeToAll = () => {
  const frame = new EventFrame(JSON.stringify({ type: 'event', topic, data: oddsUpdate() }));
  const sockets = [...served.websocketServer.clients];
  const slice = (from: number) => {
    const end = Math.min(sockets.length, from + FANOUT_SLICE);
    for (let i = from; i < end; i += 1) rawConnectionOf(sockets[i]!)?.write(frame.bytes);
    if (end < sockets.length) setImmediate(slice, end);
  };
  slice(0);
};

const loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });

process.on(
  'message',
  (
    message:
      { type: 'publish'; count: number; intervalMs: number } | { type: 'loop' } | { type: 'stop' },
  ) => {
    if (message.type === 'loop') {
      loop.disable();
      process.send!({ type: 'loop', loop: loopDelayOf(loop) });
      return;
    }
    if (message.type === 'stop') {
      void (async () => {
        if (served !== app) await served.close();
        await app.close();
        if (schema) await db.exec(`drop schema ${schema} cascade`);
        await secondDb?.close();
        await db.close();
        process.exit(0);
      })();
      return;
    }
    loop.reset();
    loop.enable();
    void (async () => {
      for (let i = 0; i < message.count; i += 1) {
        if (FLOOR) {
          writeToAll();
        } else if (BUS) {
          publishOnBus();
        } else {
          // the update's `at` is the feed's clock: moved to now just before the prices change
          feed.advance(Date.now());
          feed.adjust(
            match.id,
            i % 2 === 0
              ? { homeRating: 1.3, awayRating: 0.9 }
              : { homeRating: 0.9, awayRating: 1.3 },
          );
        }
        if (message.intervalMs > 0 || i % 100 === 99) {
          await new Promise((resolve) => setTimeout(resolve, message.intervalMs));
        }
      }
      process.send!({ type: 'published' });
    })();
  },
);

// a bench that ended without stopping this process (it failed) takes it along
process.once('disconnect', () => process.exit(1));
process.send!({ type: 'ready', url: `${address.replace(/^http/, 'ws')}/ws`, matchId: match.id });
