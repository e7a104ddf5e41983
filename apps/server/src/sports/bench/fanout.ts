/**
 * Price updates fanned out to 1,000 and 10,000 socket subscribers of one match on loopback:
 * deliveries per second and the delay from publication to each client's receipt (p50, p99),
 * with the event-loop delay of the server and of the clients during the burst. The server runs
 * in a child process; the clients in others (`--client-processes=N`, 2 by default), so that
 * what the clients spend reading is not counted as the server's delay — their loop delay is
 * printed to show it is not. Prints figures; asserts nothing.
 *
 *   node bench/run.mjs fanout [subscribers…] [--bus | --floor] [--updates=N] [--interval=MS]
 *                             [--client-processes=N]
 *
 * `--bus` (needs DATABASE_URL): two server instances on one PostgreSQL schema, joined by Redis
 * when REDIS_URL is set, else by LISTEN/NOTIFY; the clients follow the topic on the second while
 * the first publishes each update over the realtime bus — what every odds update would cost if
 * match topics went through the bus instead of each instance's own feed. `--interval=0` sends
 * the updates back to back.
 *
 * `--floor`: the same clients and updates, each written by the server process straight to every
 * socket, in slices of `FANOUT_SLICE` as the hub sends (no hub, topics or queues) — what this
 * machine's loopback sockets cost alone, the floor under the service's figures. (One synchronous
 * loop over 10,000 sockets measured worse than the sliced hub: the clients read nothing while
 * the server's loop held the core.)
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { next, stopped } from './children.ts';
import type { ClientCommand, ClientReply } from './fanout-client.ts';
import { loopText, ms, percentile, type LoopDelay } from './stats.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const option = (name: string) =>
  process.argv
    .slice(2)
    .find((a) => a.startsWith(`--${name}=`))
    ?.slice(name.length + 3);
const BUS = process.argv.includes('--bus');
const FLOOR = !BUS && process.argv.includes('--floor');
const UPDATES = Number(option('updates') ?? 30);
const CLIENT_PROCESSES = Math.max(1, Number(option('client-processes') ?? 2));
/** One update a second per 10,000 subscribers' worth of sockets, four a second below that. */
const intervalFor = (subscribers: number) =>
  option('interval') !== undefined
    ? Number(option('interval'))
    : subscribers >= 10_000
      ? 1_000
      : 250;
const EXEC_ARGV = ['--import', 'tsx', '--conditions=@touchline/source'];

async function startServer(): Promise<{ child: ChildProcess; url: string; matchId: number }> {
  const child = fork(
    path.join(HERE, 'fanout-server.ts'),
    BUS ? ['--bus'] : FLOOR ? ['--floor'] : [],
    {
      execArgv: EXEC_ARGV,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const ready = await next<{ type: string; url: string; matchId: number }>(
    child,
    (m) => m.type === 'ready',
  );
  return { child, url: ready.url, matchId: ready.matchId };
}

async function run(subscribers: number) {
  const { child, url, matchId } = await startServer();
  const topic = `match-odds:${matchId}`;
  const clients = Array.from({ length: CLIENT_PROCESSES }, () =>
    fork(path.join(HERE, 'fanout-client.ts'), [], {
      execArgv: EXEC_ARGV,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  );
  const tell = (client: ChildProcess, command: ClientCommand) => client.send(command);
  const shares = clients.map(
    (_, i) =>
      Math.floor(subscribers / CLIENT_PROCESSES) + (i < subscribers % CLIENT_PROCESSES ? 1 : 0),
  );
  // one process at a time: the connections are not what is measured
  for (const [i, client] of clients.entries()) {
    const connected = next<ClientReply>(client, (m) => m.type === 'connected');
    tell(client, {
      type: 'connect',
      url,
      topic,
      sockets: shares[i]!,
      expected: shares[i]! * UPDATES,
    });
    await connected;
  }
  const done = Promise.all(clients.map((c) => next<ClientReply>(c, (m) => m.type === 'done')));
  // a client that never had all its events is told by the figures, not by this
  done.catch(() => undefined);
  for (const client of clients) tell(client, { type: 'start' });
  const published = next<{ type: string }>(child, (m) => m.type === 'published');
  child.send({ type: 'publish', count: UPDATES, intervalMs: intervalFor(subscribers) });
  await published;
  // let the last burst arrive (or give up after 30 s)
  await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 30_000))]);
  const serverLoop = next<{ type: string; loop: LoopDelay }>(child, (m) => m.type === 'loop');
  child.send({ type: 'loop' });
  const { loop } = await serverLoop;
  const results = await Promise.all(
    clients.map((client) => {
      const collected = next<ClientReply>(client, (m) => m.type === 'collected');
      tell(client, { type: 'collect' });
      return collected as Promise<Extract<ClientReply, { type: 'collected' }>>;
    }),
  );
  const delays = results.flatMap((r) => r.delays);
  const delivered = results.reduce((sum, r) => sum + r.delivered, 0);
  const firstAt = Math.min(...results.map((r) => r.firstAt));
  const lastAt = Math.max(...results.map((r) => r.lastAt));
  const expected = subscribers * UPDATES;
  const seconds = (lastAt - firstAt) / 1000;
  const worstClient = results.reduce((a, r) => (r.loop.p99 > a.p99 ? r.loop : a), results[0]!.loop);
  console.log(
    `${String(subscribers).padStart(6)} subscribers: ${UPDATES} updates every ${intervalFor(subscribers)} ms → ${delivered}/${expected} delivered, ` +
      `${(delivered / seconds).toFixed(0)} deliveries/s, delay p50 ${ms(percentile(delays, 50))}, p99 ${ms(percentile(delays, 99))}, max ${ms(delays.reduce((a, b) => Math.max(a, b), 0))}\n` +
      `        event-loop delay during the burst: server ${loopText(loop)}; ` +
      `clients (${CLIENT_PROCESSES} processes, the busiest) ${loopText(worstClient)}`,
  );
  await Promise.all(clients.map(stopped));
  child.send({ type: 'stop' });
  await stopped(child);
}

const counts = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
console.log(
  BUS
    ? `fan-out benchmark: one match's price updates published on one instance, sent over the realtime bus (${process.env.REDIS_URL ? 'Redis' : 'PostgreSQL LISTEN/NOTIFY'}) to subscribers on another`
    : FLOOR
      ? 'fan-out floor: the same updates written straight to every socket, sliced as the hub does (no hub), loopback WebSocket'
      : "fan-out benchmark: one match's price updates to every subscriber, loopback WebSocket",
);
for (const n of counts.length > 0 ? counts : [1_000, 10_000]) await run(n);
