/**
 * The server side of the chat fan-out benchmark, run as a child process (with --expose-gc) so
 * that its memory and its event loop are the server's alone: the app on loopback (on PostgreSQL,
 * a schema of its own, when DATABASE_URL is set; else PGlite), with one stream's chat room. The first instance (`--role=first`) makes the schema and the room — a
 * host's stream, the room's slow mode (`--slow-mode=S`, in `chat_room_configs`), and the
 * members who post and view, each with a session and the room's signature, sent to the bench.
 * With `--bus`, a second instance (`--role=second --schema=…`, another process) serves the same
 * PostgreSQL schema (DATABASE_URL), joined to the first by Redis when REDIS_URL is set, else by
 * LISTEN/NOTIFY. On command: its memory (after a full collection), and its event-loop delay
 * from the posts' start until asked.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../../app.ts';
import { createSession } from '../../auth/sessions.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { chatSignatureKey, signChatRoom } from '../../services/chat-tokens.ts';
import { createMember } from '../../services/members.ts';
import { LOOP_RESOLUTION_MS, loopDelayOf } from './stats.ts';

export type ServerCommand =
  { type: 'memory' } | { type: 'loop-start' } | { type: 'loop' } | { type: 'stop' };

/** A member of the room as its socket needs them: a session token and the room's signature. */
export interface Joiner {
  token: string;
  signature: string;
}

export type ServerReply =
  | {
      type: 'ready';
      url: string;
      schema: string | null;
      roomId: string;
      posters: Joiner[];
      viewers: Joiner[];
    }
  | { type: 'memory'; rss: number; heapUsed: number; subscribers: number }
  | { type: 'loop'; loop: ReturnType<typeof loopDelayOf> };

export const ROOM_ID = 'bench-room';
/** One secret for both instances, as a deployment has: a room's signature holds on either. */
const SECRET = 'chat-bench-instances-share-one-secret';

const option = (name: string) =>
  process.argv
    .slice(2)
    .find((a) => a.startsWith(`--${name}=`))
    ?.slice(name.length + 3);
const BUS = process.argv.includes('--bus');
const FIRST = option('role') !== 'second';
if (BUS && !process.env.DATABASE_URL) throw new Error('chat --bus needs DATABASE_URL');
/** PostgreSQL when DATABASE_URL is set (a schema of the bench's own), else PGlite in memory. */
const schema = process.env.DATABASE_URL ? (option('schema') ?? `chat_bench_${process.pid}`) : null;

const db = schema
  ? await openDatabase({ databaseUrl: process.env.DATABASE_URL, schema })
  : await openDatabase({ dataDir: 'memory://' });
if (FIRST) await migrate(db);
const app = await buildApp({
  config: loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: SECRET,
    // its thousands of sockets all come from loopback: no per-address cap here
    MAX_CONNECTIONS_PER_ADDRESS: '0',
    // the bus between the two instances: Redis when set, else PostgreSQL's LISTEN/NOTIFY
    REDIS_URL: BUS ? process.env.REDIS_URL : undefined,
  }),
  db,
  webDist: null,
  // no feed ticks, no demo hosts, no audience counts: the only events are the room's messages
  sports: {
    tickMs: 0,
    leaderRetryMs: 3_600_000,
    simulation: { seed: 'chat-bench', sports: [1], driftMs: 1e12 },
  },
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });

/** The room and its members, made by the first instance: `count` members named `prefix…`. */
async function members(prefix: string, count: number): Promise<Joiner[]> {
  const key = chatSignatureKey(SECRET);
  const now = Date.now();
  const joiners: Joiner[] = [];
  for (let i = 0; i < count; i += 250) {
    const batch = await db.transaction(async (tx) => {
      const made: Joiner[] = [];
      for (let j = i; j < Math.min(count, i + 250); j += 1) {
        const memberId = await createMember(tx, {
          userName: `${prefix}${j}`,
          passwordHash: null,
          currency: 'VND',
        });
        made.push({
          token: await createSession(tx, memberId, now),
          signature: signChatRoom(key, memberId, ROOM_ID, now + 3 * 3_600_000),
        });
      }
      return made;
    });
    joiners.push(...batch);
  }
  return joiners;
}

let posters: Joiner[] = [];
let viewers: Joiner[] = [];
if (FIRST) {
  const host = await db.transaction((tx) =>
    createMember(tx, {
      userName: 'benchhost',
      passwordHash: null,
      currency: 'VND',
      role: 'anchor',
    }),
  );
  await db.query('insert into presenters (member_id, introduction) values ($1, $2)', [host, '']);
  await db.query(
    `insert into streams (presenter_id, title, status, room_id, start_time)
     values ($1, 'Chat bench', 2, $2, now())`,
    [host, ROOM_ID],
  );
  await db.query(
    `insert into chat_room_configs (room_id, enabled, min_vip_level, slow_mode_seconds,
       max_message_length) values ($1, true, 0, $2, 200)`,
    [ROOM_ID, Number(option('slow-mode') ?? 0)],
  );
  posters = await members('benchposter', Number(option('posters') ?? 0));
  viewers = await members('benchviewer', Number(option('viewers') ?? 0));
}

const topic = `chat-room:${ROOM_ID}`;
const gc = (globalThis as { gc?: () => void }).gc;
const turn = () => new Promise((resolve) => setImmediate(resolve));
const loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
const send = (reply: ServerReply) => process.send!(reply);

process.on('message', (command: ServerCommand) => {
  void (async () => {
    switch (command.type) {
      case 'memory': {
        if (gc) {
          // twice, with turns between: what the first one freed goes in the second
          for (let i = 0; i < 2; i += 1) {
            gc();
            await turn();
          }
        }
        const m = process.memoryUsage();
        send({
          type: 'memory',
          rss: m.rss,
          heapUsed: m.heapUsed,
          subscribers: app.sports.hub.subscriberCount(topic),
        });
        return;
      }
      case 'loop-start':
        loop.reset();
        loop.enable();
        return;
      case 'loop':
        loop.disable();
        send({ type: 'loop', loop: loopDelayOf(loop) });
        return;
      case 'stop':
        await app.close();
        // the first instance made the schema: it takes it away, once the second is gone
        if (FIRST && schema) await db.exec(`drop schema ${schema} cascade`);
        await db.close();
        process.exit(0);
    }
  })();
});

// a bench that ended without stopping this process (it failed) takes it along
process.once('disconnect', () => process.exit(1));
send({
  type: 'ready',
  url: `${address.replace(/^http/, 'ws')}/ws`,
  schema,
  roomId: ROOM_ID,
  posters,
  viewers,
});
