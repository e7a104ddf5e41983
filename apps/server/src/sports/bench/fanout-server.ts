/**
 * The server side of the fan-out benchmark, run as a child process so that the server's and the
 * clients' sockets do not share one process's file limit: the app on loopback, and on command a
 * burst of price updates on one match, published through the feed as the service does it.
 */
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';

const db = await openDatabase({ dataDir: 'memory://' });
await migrate(db);
const app = await buildApp({
  // its thousands of subscribers all come from loopback: no per-address cap here
  config: loadConfig({ NODE_ENV: 'test', MAX_CONNECTIONS_PER_ADDRESS: '0' }),
  db,
  webDist: null,
  // no pre-match drift: the only updates are the benchmark's own
  sports: { tickMs: 0, simulation: { seed: 'fanout', sports: [1], driftMs: 1e12 } },
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const feed = app.sports.feed;
const match = feed.matches().find((m) => m.kind === 'match' && m.progress.phase === 'upcoming')!;

process.on(
  'message',
  (message: { type: 'publish'; count: number; intervalMs: number } | { type: 'stop' }) => {
    if (message.type === 'stop') {
      void app.close().then(() => process.exit(0));
      return;
    }
    void (async () => {
      for (let i = 0; i < message.count; i += 1) {
        // the update's `at` is the feed's clock: moved to now just before the prices change
        feed.advance(Date.now());
        feed.adjust(
          match.id,
          i % 2 === 0 ? { homeRating: 1.3, awayRating: 0.9 } : { homeRating: 0.9, awayRating: 1.3 },
        );
        await new Promise((resolve) => setTimeout(resolve, message.intervalMs));
      }
      process.send!({ type: 'published' });
    })();
  },
);

process.send!({ type: 'ready', url: `${address.replace(/^http/, 'ws')}/ws`, matchId: match.id });
