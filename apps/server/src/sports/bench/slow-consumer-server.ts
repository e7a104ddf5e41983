/**
 * The server side of the slow-consumer benchmark, run as a child process (with --expose-gc) so
 * that its memory is the server's alone: the app on loopback; on command, a burst of events on
 * one match's odds topic, or its memory (after a full collection) and the sockets' counters.
 */
import { topics } from '@touchline/api/contract';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';

const db = await openDatabase({ dataDir: 'memory://' });
await migrate(db);
const app = await buildApp({
  config: loadConfig({ NODE_ENV: 'test' }),
  db,
  webDist: null,
  // no pre-match drift: the only events are the benchmark's own
  sports: { tickMs: 0, simulation: { seed: 'slow-consumer', sports: [1], driftMs: 1e12 } },
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const match = app.sports.feed.matches().find((m) => m.kind === 'match')!;
const topic = topics.matchOdds(match.id);
const gc = (globalThis as { gc?: () => void }).gc;

type Command =
  | { type: 'memory'; collect: boolean }
  | { type: 'publish'; count: number; bytes: number }
  | { type: 'stop' };

const turn = () => new Promise((resolve) => setImmediate(resolve));

process.on('message', (message: Command) => {
  void (async () => {
    switch (message.type) {
      case 'stop':
        await app.close();
        process.exit(0);
        return;
      case 'memory': {
        if (message.collect && gc) {
          // twice, with turns between: what closed sockets held goes in the second
          for (let i = 0; i < 2; i += 1) {
            gc();
            await turn();
          }
        }
        const m = process.memoryUsage();
        process.send!({
          type: 'memory',
          rss: m.rss,
          heapUsed: m.heapUsed,
          external: m.external,
          arrayBuffers: m.arrayBuffers,
          stats: { ...app.sports.hub.stats },
          subscribers: app.sports.hub.subscriberCount(topic),
        });
        return;
      }
      case 'publish': {
        const data = { matchId: match.id, markets: [], at: 0, padding: 'x'.repeat(message.bytes) };
        let peakRss = 0;
        for (let i = 0; i < message.count; i += 1) {
          app.sports.hub.publishHere(topic, data);
          // a feed publishes in steps: let the loop turn now and then, as it would
          if (i % 100 === 99) {
            await turn();
            peakRss = Math.max(peakRss, process.memoryUsage().rss);
          }
        }
        process.send!({ type: 'published', peakRss });
        return;
      }
    }
  })();
});

process.send!({ type: 'ready', url: `${address.replace(/^http/, 'ws')}/ws`, topic });
