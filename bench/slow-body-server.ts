/**
 * The server side of `bench/slow-body.mjs`, run as a child process (its descriptors are its
 * own): the reference server on loopback, with the connection limits the bench names —
 * `before` as the server was (no request timeout, Node's 60 s headers timeout checked every
 * 30 s, Fastify's 72 s keep-alive, no cap per address) or `after` (the defaults, with the request
 * timeout given). On command it answers its open connections (the bench counts its descriptors
 * in /proc from outside).
 */
/* eslint-disable no-restricted-imports -- the benchmark builds the server from its sources, as
   the server's own benchmarks do (bench/ is not a workspace package and has no dependencies) */
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { DEFAULT_CONNECTION_LIMITS } from '../apps/server/src/http/connections.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';

const [mode = 'after', requestTimeout = String(DEFAULT_CONNECTION_LIMITS.requestTimeoutMs)] =
  process.argv.slice(2);
const BEFORE = {
  requestTimeoutMs: 0,
  headersTimeoutMs: 60_000,
  keepAliveTimeoutMs: 72_000,
  checkIntervalMs: 30_000,
  perAddress: 0,
};
const requestTimeoutMs = Number(requestTimeout);
const limits =
  mode === 'before'
    ? BEFORE
    : {
        ...DEFAULT_CONNECTION_LIMITS,
        requestTimeoutMs,
        headersTimeoutMs: Math.min(DEFAULT_CONNECTION_LIMITS.headersTimeoutMs, requestTimeoutMs),
        checkIntervalMs: Math.min(DEFAULT_CONNECTION_LIMITS.checkIntervalMs, requestTimeoutMs / 4),
      };

const db = await openDatabase({ dataDir: 'memory://' });
await migrate(db);
const app = await buildApp({
  config: loadConfig({ NODE_ENV: 'development' }),
  db,
  webDist: null,
  logger: false,
  connections: limits,
  sports: { tickMs: 0 },
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });

process.on('message', (message: { type: 'stats' } | { type: 'stop' }) => {
  if (message.type === 'stop') {
    void app.close().then(() => process.exit(0));
    return;
  }
  app.server.getConnections((_error, connections) => {
    // its descriptors are counted by the bench, from outside: this process may have none left
    process.send!({ type: 'stats', connections });
  });
});
process.send!({ type: 'ready', url: address, limits });
