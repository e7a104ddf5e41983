import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { schemaChannel, type Database } from '../db/database.ts';

/**
 * How the realtime hub's events reach the other server instances of a deployment: through
 * Redis pub/sub when `REDIS_URL` is set, else — on PostgreSQL — through LISTEN/NOTIFY on the
 * database itself. PGlite is one process: it needs none.
 *
 * A bus carries text only; it tells each instance's own messages from the others' and hands
 * only the others' on (the hub delivered its own already, in process).
 */
export interface RealtimeBus {
  /** Sends a message to every other instance, in the order sent. */
  send(text: string): void;
  /** Sends what is under way, then stops. */
  close(): Promise<void>;
}

export interface BusOptions {
  /** Each message of another instance, whole. */
  onMessage(text: string): void;
  onError(error: unknown): void;
}

/** This process's name on the buses (a random id: a restart is another sender). */
const newSenderId = () => randomBytes(9).toString('base64url');

/** Where a deployment keeps the name of its realtime channel. */
const CHANNEL_SETTING = 'realtimeChannel';

/**
 * The Redis channel of the deployment that works in this database: a random name made once
 * and kept in the database (site_settings `realtimeChannel`), so every instance of the
 * deployment shares it, and no other deployment or test schema sharing the Redis server — even
 * one with the same database and schema names, or a PGlite — does.
 */
export async function redisChannelOf(db: Database): Promise<string> {
  await db.query(
    `insert into site_settings (key, value) values ($1, to_jsonb($2::text))
     on conflict (key) do nothing`,
    [CHANNEL_SETTING, `touchline:realtime:${randomBytes(12).toString('hex')}`],
  );
  const [row] = await db.query<{ value: string }>(
    'select value from site_settings where key = $1',
    [CHANNEL_SETTING],
  );
  return row!.value;
}

/** Redis pub/sub on the deployment's channel: `<sender>|<text>` per message. */
export async function redisBus(
  db: Database,
  url: string,
  options: BusOptions,
): Promise<RealtimeBus> {
  const channel = await redisChannelOf(db);
  const me = newSenderId();
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  pub.on('error', options.onError);
  sub.on('error', options.onError);
  await Promise.all([pub.connect(), sub.connect()]);
  await sub.subscribe(channel);
  sub.on('message', (_channel: string, message: string) => {
    const bar = message.indexOf('|');
    if (bar < 0 || message.slice(0, bar) === me) return;
    options.onMessage(message.slice(bar + 1));
  });
  return {
    send: (text) => void pub.publish(channel, `${me}|${text}`).catch(options.onError),
    close: async () => {
      await Promise.all([pub.quit(), sub.quit()]);
    },
  };
}

/** A NOTIFY payload must be shorter than 8000 bytes. */
export const NOTIFY_MAX_BYTES = 7_999;
/** Room for a frame's header (`<sender>.<seq>.<index>.<count>|`) within a payload. */
const HEADER_BYTES = 64;
/** Frames per statement (a few MB at most; a parameter each). */
const FRAMES_PER_STATEMENT = 500;

/**
 * A message as NOTIFY payloads: `<sender>.<seq>.<index>.<count>|<part>`, the text cut into
 * parts under the payload limit at UTF-8 character boundaries (most messages are one part).
 */
export function framesOf(sender: string, seq: number, text: string): string[] {
  const room = NOTIFY_MAX_BYTES - HEADER_BYTES;
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= room) return [`${sender}.${seq}.0.1|${text}`];
  const parts: string[] = [];
  for (let start = 0; start < bytes.length;) {
    let end = Math.min(start + room, bytes.length);
    // never in the middle of a character: back up over continuation bytes (10xxxxxx)
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end -= 1;
    parts.push(bytes.toString('utf8', start, end));
    start = end;
  }
  return parts.map((part, i) => `${sender}.${seq}.${i}.${parts.length}|${part}`);
}

/** Puts messages back together from their frames, whatever frames of others come between. */
export class FrameAssembler {
  private readonly partial = new Map<string, { parts: string[]; missing: number }>();

  /** Takes a frame; answers its sender and the message once it is whole. */
  take(frame: string): { sender: string; text: string } | null {
    const bar = frame.indexOf('|');
    if (bar < 0) return null;
    const [sender, seq, index, count] = frame.slice(0, bar).split('.');
    const i = Number(index);
    const n = Number(count);
    if (!sender || !seq || !Number.isInteger(i) || !Number.isInteger(n) || i < 0 || i >= n) {
      return null;
    }
    const part = frame.slice(bar + 1);
    if (n === 1) return { sender, text: part };
    const key = `${sender}.${seq}`;
    let message = this.partial.get(key);
    if (!message) {
      message = { parts: new Array<string>(n), missing: n };
      this.partial.set(key, message);
    }
    if (message.parts[i] === undefined) {
      message.parts[i] = part;
      message.missing -= 1;
    }
    if (message.missing > 0) return null;
    this.partial.delete(key);
    return { sender, text: message.parts.join('') };
  }

  /** Forgets the messages begun (their other frames were lost with the connection). */
  clear(): void {
    this.partial.clear();
  }
}

/**
 * LISTEN/NOTIFY on the database (`touchline_realtime:<schema>`), for PostgreSQL without Redis.
 * Messages are sent one statement at a time, in order — a statement's NOTIFYs reach listeners
 * together and in order, when it commits — with what was sent meanwhile batched into the next.
 * A message longer than a payload is cut into frames sent in the same statement. While the
 * listening connection is down, what others send is lost, as with Redis pub/sub.
 */
export async function postgresBus(db: Database, options: BusOptions): Promise<RealtimeBus> {
  const channel = await schemaChannel(db, 'touchline_realtime');
  const me = newSenderId();
  const assembler = new FrameAssembler();
  const stopListening = await db.listen(
    channel,
    (frame) => {
      if (frame.startsWith(`${me}.`)) return;
      const message = assembler.take(frame);
      if (message) options.onMessage(message.text);
    },
    { onReconnect: () => assembler.clear(), onError: options.onError },
  );
  let seq = 0;
  /** Messages to send, each as its frames. */
  let queue: string[][] = [];
  let flushing: Promise<void> | null = null;
  const flush = async () => {
    while (queue.length > 0) {
      // whole messages, up to the statement's share of frames (a longer message goes alone)
      let taken = 0;
      const frames: string[] = [];
      while (
        taken < queue.length &&
        (taken === 0 || frames.length + queue[taken]!.length <= FRAMES_PER_STATEMENT)
      ) {
        frames.push(...queue[taken]!);
        taken += 1;
      }
      queue = queue.slice(taken);
      try {
        // one parameter a frame: a text[] of JSON is many times slower to send and parse
        await db.query(`select ${frames.map((_, i) => `pg_notify($1, $${i + 2})`).join(', ')}`, [
          channel,
          ...frames,
        ]);
      } catch (error) {
        options.onError(error);
      }
    }
    flushing = null;
  };
  return {
    send: (text) => {
      seq += 1;
      queue.push(framesOf(me, seq, text));
      flushing ??= flush();
    },
    close: async () => {
      await flushing;
      await stopListening();
    },
  };
}
