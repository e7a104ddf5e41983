/**
 * The slow-consumer attack of issue 14, replayed with bounded counts: sockets that stop reading
 * (paused) while (1) each sends a flood of pings, far over the rate limit, and (2) the server
 * publishes a burst of 1 KB events on a topic they follow. Prints the server's memory (RSS, V8
 * heap, Buffers outside the heap) before, during and after — "after" once the clients are gone
 * and a full collection ran — with the sockets closed as slow, the rate-limit notices sent and
 * the messages dropped. The server runs in a child process; the clients here. Asserts nothing.
 * The default flood stays under the ceiling that closes a flooding socket (5 × the limit in one
 * window, 4008): more pings per socket close the sockets as flooders before the burst.
 *
 *   node bench/run.mjs slow-consumer [sockets] [pings per socket] [events]
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { stopped } from './children.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const [sockets = 10, pings = 900, events = 20_000] = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);
const EVENT_BYTES = 1_000;

interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  stats: Record<string, number>;
  subscribers: number;
}

const child: ChildProcess = fork(path.join(HERE, 'slow-consumer-server.ts'), [], {
  execArgv: ['--expose-gc', '--import', 'tsx', '--conditions=@touchline/source'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const replies: ((m: { type: string }) => void)[] = [];
child.on('message', (m: { type: string }) => replies.shift()?.(m));
const ask = <T>(message: object): Promise<T> =>
  new Promise((resolve) => {
    replies.push(resolve as (m: { type: string }) => void);
    if (Object.keys(message).length > 0) child.send(message);
  });

const { url, topic } = await ask<{ url: string; topic: string }>({});
const memory = (collect = true) => ask<Memory>({ type: 'memory', collect });
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const line = (label: string, m: Memory) =>
  console.log(
    `${label.padEnd(34)} rss ${mb(m.rss).padStart(9)}  heap ${mb(m.heapUsed).padStart(9)}  ` +
      `buffers ${mb(m.arrayBuffers).padStart(9)}  subscribers ${m.subscribers}`,
  );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the server has read `total` messages, or has read none more for a while. */
async function untilRead(total: number): Promise<Memory> {
  let last = -1;
  let idle = 0;
  for (;;) {
    const m = await memory(false);
    const read = m.stats.messagesReceived ?? 0;
    if (read >= total || idle >= 20) return m;
    idle = read === last ? idle + 1 : 0;
    last = read;
    await sleep(250);
  }
}

console.log(
  `slow-consumer benchmark: ${sockets} paused sockets, ${pings.toLocaleString('en')} pings each, ` +
    `then ${events.toLocaleString('en')} events of ${EVENT_BYTES} bytes on a topic they follow`,
);
const before = await memory();
line('before (sockets open)', before);

const clients = await Promise.all(
  Array.from(
    { length: sockets },
    () =>
      new Promise<{ socket: WebSocket; closed: Promise<number> }>((resolve, reject) => {
        const socket = new WebSocket(url);
        const closed = new Promise<number>((done) => socket.once('close', (code) => done(code)));
        socket.once('error', reject);
        socket.on('message', (raw: Buffer) => {
          if (raw.includes('"subscribed"')) {
            // the attack: stop reading, keep writing
            socket.pause();
            resolve({ socket, closed });
          }
        });
        socket.once('open', () => socket.send(JSON.stringify({ type: 'subscribe', topic })));
      }),
  ),
);
const open = await memory(false);
const frame = (i: number) => JSON.stringify({ type: 'ping', id: i });
for (const { socket } of clients) {
  for (let i = 0; i < pings; i += 1) socket.send(frame(i));
}
const flooded = await untilRead(open.stats.messagesReceived! + sockets * pings);
line('during: after the ping flood', flooded);
const published = await ask<{ peakRss: number }>({
  type: 'publish',
  count: events,
  bytes: EVENT_BYTES,
});
await sleep(500);
const during = await memory(false);
line('during: after the event burst', during);
console.log(`${''.padEnd(34)} peak rss during the burst ${mb(published.peakRss)}`);

for (const { socket } of clients) socket.terminate();
await Promise.all(clients.map((c) => c.closed));
await sleep(500);
const after = await memory();
line('after (clients gone, collected)', after);
const s = after.stats;
console.log(
  `sockets closed as slow: ${s.slowConsumersClosed ?? 'n/a'} of ${sockets}, as flooders ${s.floodersClosed ?? 'n/a'}; ` +
    `messages read ${(s.messagesReceived ?? 0) - (before.stats.messagesReceived ?? 0)}, ` +
    `dropped by the rate limit ${s.messagesRefused ?? 'n/a'}, rate-limit notices ${s.rateLimitNotices ?? 'n/a'}`,
);
console.log(
  `memory after vs before: rss ${mb(after.rss - before.rss)}, heap ${mb(after.heapUsed - before.heapUsed)}, ` +
    `buffers ${mb(after.arrayBuffers - before.arrayBuffers)}`,
);
child.send({ type: 'stop' });
await stopped(child);
