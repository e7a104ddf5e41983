/**
 * The client side of the fan-out benchmark, run as child processes of it (several, so that the
 * clients' own work — reading 10,000 sockets — is not counted as the server's delay): opens its
 * share of the sockets, subscribes each to the topic, and records, for every event, the delay
 * from the publication time the event carries to its receipt here, with its own event-loop
 * delay during the burst (a busy client would add to every figure).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { createConnection, type Socket } from 'node:net';
import { LOOP_RESOLUTION_MS, loopDelayOf, type LoopDelay } from './stats.ts';

export type ClientCommand =
  | { type: 'connect'; url: string; topic: string; sockets: number; expected: number }
  | { type: 'start' }
  | { type: 'collect' };

export type ClientReply =
  | { type: 'connected' }
  | { type: 'done' }
  | {
      type: 'collected';
      delays: number[];
      delivered: number;
      firstAt: number;
      lastAt: number;
      loop: LoopDelay;
    };

const AT = Buffer.from('"at":');
const send = (reply: ClientReply) => process.send!(reply);

const sockets: Socket[] = [];
const delays: number[] = [];
let delivered = 0;
let expected = Infinity;
let firstAt = Infinity;
let lastAt = 0;
const loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });

/** A client's frame: final, masked (with a zero key, which leaves the payload as it is). */
function clientFrame(opcode: number, payload: Buffer): Buffer {
  const head =
    payload.length < 126
      ? Buffer.from([0x80 | opcode, 0x80 | payload.length, 0, 0, 0, 0])
      : Buffer.from([
          0x80 | opcode,
          0x80 | 126,
          payload.length >> 8,
          payload.length & 0xff,
          0,
          0,
          0,
          0,
        ]);
  return Buffer.concat([head, payload]);
}

/** The publication time an event carries as its last field, read without decoding the prices. */
function publishedAt(payload: Buffer): number | null {
  const i = payload.lastIndexOf(AT);
  if (i < 0) return null;
  let at = 0;
  for (let j = i + AT.length; j < payload.length; j += 1) {
    const digit = payload[j]! - 48;
    if (digit < 0 || digit > 9) break;
    at = at * 10 + digit;
  }
  return at;
}

/**
 * One subscriber: a WebSocket spoken by hand over a TCP socket — the upgrade, one subscribe
 * message, then the server's frames read straight off the socket. The `ws` client's receiver
 * (a stream per socket, a message event per frame) cost these processes about as much CPU as the
 * server spends sending; on a machine whose cores the clients share with the server, that is
 * the server's time. Real subscribers are on other machines.
 */
function connect(url: string, topic: string): Promise<void> {
  const { hostname, port, pathname } = new URL(url);
  return new Promise<void>((resolve, reject) => {
    const socket = createConnection(Number(port), hostname);
    socket.setNoDelay(true);
    sockets.push(socket);
    socket.on('error', reject);
    socket.once('connect', () =>
      socket.write(
        `GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\n` +
          `Connection: Upgrade\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n` +
          'Sec-WebSocket-Version: 13\r\n\r\n',
      ),
    );
    let open = false;
    let pending: Buffer | null = null;
    socket.on('data', (chunk: Buffer) => {
      const now = Date.now();
      let data = pending ? Buffer.concat([pending, chunk]) : chunk;
      pending = null;
      if (!open) {
        const end = data.indexOf('\r\n\r\n');
        if (end < 0) {
          pending = data;
          return;
        }
        const status = data.subarray(0, data.indexOf('\r\n')).toString();
        if (!status.includes(' 101 ')) {
          reject(new Error(`no upgrade: ${status}`));
          return;
        }
        open = true;
        socket.write(clientFrame(1, Buffer.from(JSON.stringify({ type: 'subscribe', topic }))));
        data = data.subarray(end + 4);
      }
      while (data.length >= 2) {
        let length = data[1]! & 0x7f;
        let head = 2;
        if (length === 126) {
          if (data.length < 4) break;
          length = data.readUInt16BE(2);
          head = 4;
        } else if (length === 127) {
          if (data.length < 10) break;
          length = Number(data.readBigUInt64BE(2));
          head = 10;
        }
        if (data.length < head + length) break;
        const opcode = data[0]! & 0x0f;
        const payload = data.subarray(head, head + length);
        data = data.subarray(head + length);
        if (opcode === 9) socket.write(clientFrame(10, payload));
        if (opcode !== 1) continue;
        const at = publishedAt(payload);
        if (at === null) {
          if (payload.includes('"subscribed"')) resolve();
          continue;
        }
        delays.push(now - at);
        delivered += 1;
        firstAt = Math.min(firstAt, at);
        lastAt = Math.max(lastAt, now);
        if (delivered === expected) send({ type: 'done' });
      }
      if (data.length > 0) pending = data;
    });
  });
}

// the bench ended (its figures sent, or it failed): the sockets go with this process
process.once('disconnect', () => process.exit(0));
process.on('message', (command: ClientCommand) => {
  switch (command.type) {
    case 'connect':
      void (async () => {
        expected = command.expected;
        for (let i = 0; i < command.sockets; i += 250) {
          await Promise.all(
            Array.from({ length: Math.min(250, command.sockets - i) }, () =>
              connect(command.url, command.topic),
            ),
          );
        }
        send({ type: 'connected' });
      })();
      return;
    case 'start':
      loop.reset();
      loop.enable();
      return;
    case 'collect':
      loop.disable();
      for (const socket of sockets) socket.destroy();
      // gone once the figures are out (disconnecting at once may drop them)
      process.send!(
        {
          type: 'collected',
          delays,
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
