/**
 * The client side of the fan-out benchmark, run as child processes of it (several, so that the
 * clients' own work — reading 10,000 sockets — is not counted as the server's delay): opens its
 * share of the sockets, subscribes each to the topic, and records, for every event, the delay
 * from the publication time the event carries to its receipt here, with its own event-loop
 * delay during the burst (a busy client would add to every figure).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import WebSocket from 'ws';
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

const sockets: WebSocket[] = [];
const delays: number[] = [];
let delivered = 0;
let expected = Infinity;
let firstAt = Infinity;
let lastAt = 0;
const loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });

function connect(url: string, topic: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    // the server's text frames are ours: no need to check their UTF-8 here
    const socket = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true });
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
      let at = 0;
      for (let j = i + AT.length; j < raw.length; j += 1) {
        const digit = raw[j]! - 48;
        if (digit < 0 || digit > 9) break;
        at = at * 10 + digit;
      }
      delays.push(now - at);
      delivered += 1;
      firstAt = Math.min(firstAt, at);
      lastAt = Math.max(lastAt, now);
      if (delivered === expected) send({ type: 'done' });
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
      for (const socket of sockets) socket.terminate();
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
