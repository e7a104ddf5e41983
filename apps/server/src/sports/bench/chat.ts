/**
 * One stream's chat room with 1,000 and 5,000 viewers' sockets, and its members posting 50
 * messages a second into it, on loopback: the delay from each post to each viewer's receipt (p50,
 * p99), deliveries per second, the delay until a message comes back to its own poster (the
 * server's handling of a post: its checks and the insert), the server's memory per viewer socket
 * (RSS and V8 heap after a full collection, before and after the viewers joined, divided by
 * their number) and the event-loop delay of the servers and of the clients during the posts.
 * On PostgreSQL when DATABASE_URL is set, else on PGlite. The server runs in a child process;
 * the viewers in others (`--client-processes=N`, 2 by default) and the posters in one more, so
 * what the clients spend is not counted as the server's delay. Every viewer and poster is a member with a session (`auth`) and the room's
 * signature; the posters (50 by default, a message a second each) stay within the socket's
 * rate limit and the room's slow mode (`--slow-mode=S`, 0 by default, in `chat_room_configs`;
 * a refusal is counted and printed). Prints figures; asserts nothing.
 *
 *   node bench/run.mjs chat [viewers…] [--bus] [--rate=N] [--seconds=N] [--posters=N]
 *                           [--slow-mode=S] [--client-processes=N]
 *
 * `--bus` (needs DATABASE_URL): two server processes on one PostgreSQL schema, joined by Redis
 * when REDIS_URL is set, else by LISTEN/NOTIFY; the posters on the first, the viewers on the
 * second, so every message crosses the bus. The memory is the second's.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ClientCommand, ClientReply, DelayCounts } from './chat-client.ts';
import type { ServerCommand, ServerReply } from './chat-server.ts';
import { next, stopped } from './children.ts';
import { loopText, ms, percentileOfCounts, type LoopDelay } from './stats.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const option = (name: string) =>
  process.argv
    .slice(2)
    .find((a) => a.startsWith(`--${name}=`))
    ?.slice(name.length + 3);
const BUS = process.argv.includes('--bus');
const RATE = Number(option('rate') ?? 50);
const SECONDS = Number(option('seconds') ?? 20);
const POSTERS = Math.max(1, Number(option('posters') ?? 50));
const SLOW_MODE = Number(option('slow-mode') ?? 0);
const CLIENT_PROCESSES = Math.max(1, Number(option('client-processes') ?? 2));
const MESSAGES = Math.round(RATE * SECONDS);
const EXEC_ARGV = ['--import', 'tsx', '--conditions=@touchline/source'];
if (BUS && !process.env.DATABASE_URL) throw new Error('chat --bus needs DATABASE_URL');

type Reply<T extends { type: string }, K extends T['type']> = Extract<T, { type: K }>;

const ask = <K extends ServerReply['type']>(
  server: ChildProcess,
  command: ServerCommand,
  reply: K,
): Promise<Reply<ServerReply, K>> => {
  const answer = next<ServerReply>(server, (m) => m.type === reply);
  server.send(command);
  return answer as Promise<Reply<ServerReply, K>>;
};

const tell = <K extends ClientReply['type']>(
  client: ChildProcess,
  command: ClientCommand,
  reply: K,
): Promise<Reply<ClientReply, K>> => {
  const answer = next<ClientReply>(client, (m) => m.type === reply);
  client.send(command);
  return answer as Promise<Reply<ClientReply, K>>;
};

function startServer(args: string[]): ChildProcess {
  return fork(path.join(HERE, 'chat-server.ts'), [...(BUS ? ['--bus'] : []), ...args], {
    // --expose-gc: its memory is read after a full collection
    execArgv: ['--expose-gc', ...EXEC_ARGV],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

const startClient = () =>
  fork(path.join(HERE, 'chat-client.ts'), [], {
    execArgv: EXEC_ARGV,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function run(viewers: number) {
  const first = startServer([
    '--role=first',
    `--posters=${POSTERS}`,
    `--viewers=${viewers}`,
    `--slow-mode=${SLOW_MODE}`,
  ]);
  const ready = await next<Reply<ServerReply, 'ready'>>(first, (m) => m.type === 'ready');
  const second = BUS ? startServer(['--role=second', `--schema=${ready.schema}`]) : null;
  const viewersUrl = second
    ? (await next<Reply<ServerReply, 'ready'>>(second, (m) => m.type === 'ready')).url
    : ready.url;
  /** The instance the viewers are on: its memory is the one measured. */
  const viewing = second ?? first;
  const servers = second ? [first, second] : [first];

  // the posters first: the viewers' sockets are what the memory figures count
  const posterClient = startClient();
  await tell(
    posterClient,
    {
      type: 'connect',
      role: 'posters',
      url: ready.url,
      roomId: ready.roomId,
      members: ready.posters,
      expected: 0,
    },
    'connected',
  );
  const before = await ask(viewing, { type: 'memory' }, 'memory');

  const clients = Array.from({ length: CLIENT_PROCESSES }, startClient);
  const shares = clients.map(
    (_, i) => Math.floor(viewers / CLIENT_PROCESSES) + (i < viewers % CLIENT_PROCESSES ? 1 : 0),
  );
  const joinStart = Date.now();
  // one process at a time: the connections are not what is measured
  let from = 0;
  for (const [i, client] of clients.entries()) {
    await tell(
      client,
      {
        type: 'connect',
        role: 'viewers',
        url: viewersUrl,
        roomId: ready.roomId,
        members: ready.viewers.slice(from, from + shares[i]!),
        expected: shares[i]! * MESSAGES,
      },
      'connected',
    );
    from += shares[i]!;
  }
  const joinSeconds = (Date.now() - joinStart) / 1000;
  const after = await ask(viewing, { type: 'memory' }, 'memory');

  // a warm-up, left out of the figures: the post's code paths and queries run once before
  await tell(
    posterClient,
    { type: 'post', count: Math.min(RATE * 2, MESSAGES), perSecond: RATE, warmUp: true },
    'posted',
  );
  const done = Promise.all(clients.map((c) => next<ClientReply>(c, (m) => m.type === 'done')));
  // a client that never had all its messages is told by the figures, not by this
  done.catch(() => undefined);
  for (const server of servers) server.send({ type: 'loop-start' } satisfies ServerCommand);
  for (const client of [posterClient, ...clients]) {
    client.send({ type: 'start' } satisfies ClientCommand);
  }
  const posted = await tell(
    posterClient,
    { type: 'post', count: MESSAGES, perSecond: RATE, warmUp: false },
    'posted',
  );
  // let the last messages arrive (or give up after 30 s)
  let giveUp: NodeJS.Timeout | undefined;
  await Promise.race([done, new Promise((resolve) => (giveUp = setTimeout(resolve, 30_000)))]);
  clearTimeout(giveUp);
  const loops: LoopDelay[] = [];
  for (const server of servers) loops.push((await ask(server, { type: 'loop' }, 'loop')).loop);
  const collect = (client: ChildProcess) => tell(client, { type: 'collect' }, 'collected');
  const echoes = await collect(posterClient);
  const results = await Promise.all(clients.map(collect));

  const delays: DelayCounts = results.flatMap((r) => r.delays);
  const delivered = results.reduce((sum, r) => sum + r.delivered, 0);
  const firstAt = Math.min(...results.map((r) => r.firstAt));
  const lastAt = Math.max(...results.map((r) => r.lastAt));
  /** From the first receipt to the last: what the server kept up, whatever its lag. */
  const seconds = (lastAt - firstAt) / 1000;
  const worst = (ls: LoopDelay[]) => ls.reduce((a, l) => (l.p99 > a.p99 ? l : a), ls[0]!);
  const p = (counts: DelayCounts, q: number) => ms(percentileOfCounts(counts, q));
  const max = (counts: DelayCounts) => ms(counts.reduce((a, [d]) => Math.max(a, d), 0));
  const sockets = after.subscribers - before.subscribers;
  console.log(
    `${String(viewers).padStart(6)} viewers (+${POSTERS} posters in the room): ${MESSAGES} messages at ${RATE}/s` +
      `${posted.refused > 0 ? ` (${posted.refused} refused: ${posted.firstRefusal})` : ''} → ` +
      `${delivered}/${viewers * MESSAGES} delivered, ${(delivered / seconds).toFixed(0)} deliveries/s, ` +
      `post → viewer p50 ${p(delays, 50)}, p99 ${p(delays, 99)}, max ${max(delays)}\n` +
      `        post → its poster's echo (the post's handling): p50 ${p(echoes.delays, 50)}, ` +
      `p99 ${p(echoes.delays, 99)}, max ${max(echoes.delays)} (${echoes.delivered} echoes)\n` +
      `        memory per viewer socket (${sockets} joined in ${joinSeconds.toFixed(1)} s, after a full collection): ` +
      `RSS ${kb((after.rss - before.rss) / sockets)} (${mb(before.rss)} → ${mb(after.rss)}), ` +
      `heap ${kb((after.heapUsed - before.heapUsed) / sockets)} (${mb(before.heapUsed)} → ${mb(after.heapUsed)})\n` +
      `        event-loop delay during the posts: ` +
      (second
        ? `posters' instance ${loopText(loops[0]!)}; viewers' instance ${loopText(loops[1]!)}`
        : `server ${loopText(loops[0]!)}`) +
      `;\n        clients: viewers (${CLIENT_PROCESSES} processes, the busiest) ${loopText(worst(results.map((r) => r.loop)))}; ` +
      `posters ${loopText(echoes.loop)}; the machine's load average ${loadavg()[0]!.toFixed(1)} (1 min)`,
  );
  await Promise.all([posterClient, ...clients].map(stopped));
  // the second first: the first drops the schema
  if (second) {
    second.send({ type: 'stop' } satisfies ServerCommand);
    await stopped(second);
  }
  first.send({ type: 'stop' } satisfies ServerCommand);
  await stopped(first);
}

const counts = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
console.log(
  BUS
    ? `chat fan-out benchmark: one room's messages posted on one instance, sent over the realtime bus (${process.env.REDIS_URL ? 'Redis' : 'PostgreSQL LISTEN/NOTIFY'}) to viewers on another`
    : `chat fan-out benchmark: one room's messages to every viewer, loopback WebSocket, on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
);
for (const n of counts.length > 0 ? counts : [1_000, 5_000]) await run(n);
