/**
 * The client side of the chat fan-out benchmark, run as child processes of it (so that reading
 * thousands of sockets is not counted as the server's delay): opens its share of the room's
 * members' sockets — each `auth`, then `subscribe` to the room with the member's signature — and
 * then either views (records, for every message, the delay from its post to its receipt here:
 * the poster's clock is in the message's `clientMessageId`, `b<epoch ms>.<n>`) or posts (the
 * room's messages at a steady rate, round-robin over its members; for each, the delay until it
 * comes back to its own poster). Its own event-loop delay is recorded too: a busy client adds to
 * every figure.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import WebSocket from 'ws';
import type { Joiner } from './chat-server.ts';
import { LOOP_RESOLUTION_MS, loopDelayOf, type LoopDelay } from './stats.ts';

export type ClientCommand =
  | {
      type: 'connect';
      role: 'viewers' | 'posters';
      url: string;
      roomId: string;
      members: Joiner[];
      /** Messages each viewer is to receive (viewers). */
      expected: number;
    }
  | { type: 'start' }
  | { type: 'post'; count: number; perSecond: number; warmUp: boolean }
  | { type: 'collect' };

/** Delays in whole ms (the clock's resolution) and how many times each was seen. */
export type DelayCounts = [ms: number, count: number][];

export type ClientReply =
  | { type: 'connected' }
  | { type: 'done' }
  | { type: 'posted'; sent: number; refused: number; firstRefusal: string | null }
  | {
      type: 'collected';
      delays: DelayCounts;
      delivered: number;
      /** The first and the last receipt (epoch ms). */
      firstAt: number;
      lastAt: number;
      loop: LoopDelay;
    };

const ID = Buffer.from('"clientMessageId":"b');
const ECHO = Buffer.from('"clientMessageId":"');
const send = (reply: ClientReply) => process.send!(reply);

const sockets: WebSocket[] = [];
const counts = new Map<number, number>();
let delivered = 0;
let expected = Infinity;
let firstAt = Infinity;
let lastAt = 0;
let refused = 0;
/** Messages posted so far: the next goes from the poster after the last one's. */
let posted = 0;
let roomId = '';
let firstRefusal: string | null = null;
const loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });

/** The post time (epoch ms) of a bench message, or -1 for anything else. */
function postedAt(raw: Buffer): number {
  const i = raw.indexOf(ID);
  if (i < 0) return -1;
  let at = 0;
  for (let j = i + ID.length; j < raw.length; j += 1) {
    const digit = raw[j]! - 48;
    if (digit < 0 || digit > 9) break;
    at = at * 10 + digit;
  }
  return at;
}

function record(at: number, now: number) {
  const delay = now - at;
  counts.set(delay, (counts.get(delay) ?? 0) + 1);
  delivered += 1;
  firstAt = Math.min(firstAt, now);
  lastAt = Math.max(lastAt, now);
}

/** A member's socket in the room: resolves once the room is joined. */
function join(
  url: string,
  roomId: string,
  member: Joiner,
  onMessage: (raw: Buffer, now: number) => void,
) {
  return new Promise<WebSocket>((resolve, reject) => {
    // the server's text frames are ours: no need to check their UTF-8 here
    const socket = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true });
    sockets.push(socket);
    let joined = false;
    socket.on('error', reject);
    socket.on('open', () => {
      socket.send(JSON.stringify({ type: 'auth', token: member.token }));
      socket.send(
        JSON.stringify({
          type: 'subscribe',
          topic: `chat-room:${roomId}`,
          signature: member.signature,
        }),
      );
    });
    socket.on('message', (raw: Buffer) => {
      const now = Date.now();
      if (joined) {
        onMessage(raw, now);
        return;
      }
      if (raw.includes('"subscribed"')) {
        joined = true;
        resolve(socket);
      } else if (raw.includes('"error"')) {
        reject(new Error(`not let into the room: ${raw.toString()}`));
      }
    });
  });
}

const view = (raw: Buffer, now: number) => {
  const at = postedAt(raw);
  if (at < 0) return;
  record(at, now);
  if (delivered === expected) send({ type: 'done' });
};

/** Each poster's messages on their way back to it, by client message id. */
const pending = new Map<string, number>();
const echo = (raw: Buffer, now: number) => {
  if (raw.includes('"type":"error"')) {
    refused += 1;
    firstRefusal ??= raw.toString();
    return;
  }
  const i = raw.indexOf(ECHO);
  if (i < 0) return;
  const start = i + ECHO.length;
  const id = raw.toString('latin1', start, raw.indexOf('"', start));
  const at = pending.get(id);
  if (at === undefined) return;
  pending.delete(id);
  // the warm-up's are left out
  if (id.startsWith('b')) record(at, now);
};

/**
 * Posts `count` messages at `perSecond`, round-robin over the posters; those of the warm-up
 * (`w…`, not `b…`) are left out of every figure.
 */
async function post(count: number, perSecond: number, warmUp: boolean) {
  if (!warmUp) {
    refused = 0;
    firstRefusal = null;
  }
  const start = Date.now();
  const sent = sockets.length;
  for (let n = 0; n < count; n += 1) {
    // on schedule (no drift): message n is due n / perSecond s after the start
    const wait = start + (n * 1000) / perSecond - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const at = Date.now();
    const clientMessageId = `${warmUp ? 'w' : 'b'}${at}.${n}`;
    pending.set(clientMessageId, at);
    sockets[(posted + n) % sent]!.send(
      JSON.stringify({ type: 'chat', roomId, text: `message ${n}`, clientMessageId }),
    );
  }
  posted += count;
  // the last echoes (or refusals) come within a moment
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  send({ type: 'posted', sent: count, refused, firstRefusal });
}

// the bench ended (its figures sent, or it failed): the sockets go with this process
process.once('disconnect', () => process.exit(0));
process.on('message', (command: ClientCommand) => {
  switch (command.type) {
    case 'connect':
      void (async () => {
        expected = command.expected;
        roomId = command.roomId;
        const onMessage = command.role === 'viewers' ? view : echo;
        for (let i = 0; i < command.members.length; i += 250) {
          await Promise.all(
            command.members
              .slice(i, i + 250)
              .map((member) => join(command.url, command.roomId, member, onMessage)),
          );
        }
        send({ type: 'connected' });
      })();
      return;
    case 'start':
      loop.reset();
      loop.enable();
      return;
    case 'post':
      void post(command.count, command.perSecond, command.warmUp);
      return;
    case 'collect':
      loop.disable();
      for (const socket of sockets) socket.terminate();
      // gone once the figures are out (disconnecting at once may drop them)
      process.send!(
        {
          type: 'collected',
          delays: [...counts],
          delivered,
          firstAt,
          lastAt,
          loop: loopDelayOf(loop),
        } satisfies ClientReply,
        () => process.disconnect(),
      );
      return;
  }
});
