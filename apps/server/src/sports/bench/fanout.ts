/**
 * Price updates fanned out to 1,000 and 10,000 socket subscribers of one match on loopback:
 * deliveries per second and the delay from publication to each client's receipt (p50, p99).
 * The server runs in a child process; the clients here. Prints figures; asserts nothing.
 *
 *   node bench/run.mjs fanout [subscribers…] [--bus] [--updates=N] [--interval=MS]
 *
 * `--bus` (needs DATABASE_URL): two server instances on one PostgreSQL schema without Redis;
 * the clients follow the topic on the second while the first publishes each update over the
 * realtime bus (LISTEN/NOTIFY) — what every odds update would cost if match topics went through
 * the bus instead of each instance's own feed. `--interval=0` sends the updates back to back.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { ms, percentile } from './stats.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const option = (name: string) =>
  process.argv
    .slice(2)
    .find((a) => a.startsWith(`--${name}=`))
    ?.slice(name.length + 3);
const BUS = process.argv.includes('--bus');
const UPDATES = Number(option('updates') ?? 30);
/** One update a second per 10,000 subscribers' worth of sockets, four a second below that. */
const intervalFor = (subscribers: number) =>
  option('interval') !== undefined
    ? Number(option('interval'))
    : subscribers >= 10_000
      ? 1_000
      : 250;
const AT = Buffer.from('"at":');

function startServer(): Promise<{ child: ChildProcess; url: string; matchId: number }> {
  const child = fork(path.join(HERE, 'fanout-server.ts'), BUS ? ['--bus'] : [], {
    execArgv: ['--import', 'tsx', '--conditions=@touchline/source'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('message', (m: { type: string; url: string; matchId: number }) =>
      resolve({ child, url: m.url, matchId: m.matchId }),
    );
  });
}

async function run(subscribers: number) {
  const { child, url, matchId } = await startServer();
  const topic = `match-odds:${matchId}`;
  const delays: number[] = [];
  let delivered = 0;
  let firstAt = Infinity;
  let lastAt = 0;
  const sockets: WebSocket[] = [];
  const connect = () =>
    new Promise<void>((resolve, reject) => {
      const socket = new WebSocket(url);
      sockets.push(socket);
      socket.on('error', reject);
      socket.on('open', () => socket.send(JSON.stringify({ type: 'subscribe', topic })));
      socket.on('message', (raw: Buffer) => {
        const now = Date.now();
        // the publication time is the event's last field: read it without decoding the prices
        const i = raw.lastIndexOf(AT);
        if (i < 0) {
          if (raw.includes('"subscribed"')) resolve();
          return;
        }
        const at = Number(
          /^\d+/.exec(raw.subarray(i + AT.length, i + AT.length + 16).toString())![0],
        );
        delays.push(now - at);
        delivered += 1;
        firstAt = Math.min(firstAt, at);
        lastAt = Math.max(lastAt, now);
      });
    });
  for (let i = 0; i < subscribers; i += 250) {
    await Promise.all(Array.from({ length: Math.min(250, subscribers - i) }, connect));
  }
  const published = new Promise<void>((resolve) =>
    child.on('message', (m: { type: string }) => m.type === 'published' && resolve()),
  );
  child.send({ type: 'publish', count: UPDATES, intervalMs: intervalFor(subscribers) });
  await published;
  // let the last burst arrive (or give up after 30 s)
  const expected = subscribers * UPDATES;
  for (let waited = 0; delivered < expected && waited < 30_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seconds = (lastAt - firstAt) / 1000;
  console.log(
    `${String(subscribers).padStart(6)} subscribers: ${UPDATES} updates every ${intervalFor(subscribers)} ms → ${delivered}/${expected} delivered, ` +
      `${(delivered / seconds).toFixed(0)} deliveries/s, delay p50 ${ms(percentile(delays, 50))}, p99 ${ms(percentile(delays, 99))}, max ${ms(delays.reduce((a, b) => Math.max(a, b), 0))}`,
  );
  for (const socket of sockets) socket.terminate();
  child.send({ type: 'stop' });
  await new Promise((resolve) => child.once('exit', resolve));
}

const counts = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
console.log(
  BUS
    ? "fan-out benchmark: one match's price updates published on one instance, sent over the realtime bus (PostgreSQL LISTEN/NOTIFY) to subscribers on another"
    : "fan-out benchmark: one match's price updates to every subscriber, loopback WebSocket",
);
for (const n of counts.length > 0 ? counts : [1_000, 10_000]) await run(n);
