import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../testing/app.ts';
import { DEFAULT_CONNECTION_LIMITS, type ConnectionLimits } from './connections.ts';

/**
 * The slow-body and connection-flood attacks, with bounded counts: a request trickling a byte at
 * a time is cut off by the request timeout (a 408 envelope), headers that never end by the
 * headers timeout, and one address may hold only so many connections — the next is answered 429
 * and closed, while a client from another address is still served. Short limits are injected;
 * each wait is bounded by a number of steps, not by the clock.
 */

const TRICKLE_STEP_MS = 25;
const MAX_TRICKLE_BYTES = 800; // 20 s of trickling at the most: far past the 300 ms limits

interface Held {
  socket: Socket;
  received: () => string;
  closed: Promise<void>;
}

function open(port: number, localAddress = '127.0.0.1'): Promise<Held> {
  return new Promise((resolve, reject) => {
    let data = '';
    const socket = connect({ host: '127.0.0.1', port, localAddress }, () =>
      resolve({ socket, received: () => data, closed }),
    );
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.once('error', (error) => {
      if (!socket.readyState || socket.connecting) reject(error);
    });
  });
}

/** Writes `bytes` one at a time, a step apart, until the server closes the socket. */
async function trickle(held: Held, bytes: number): Promise<number> {
  let sent = 0;
  let closed = false;
  void held.closed.then(() => (closed = true));
  while (sent < bytes && !closed && !held.socket.destroyed) {
    held.socket.write('x');
    sent += 1;
    await new Promise((r) => setTimeout(r, TRICKLE_STEP_MS));
  }
  return sent;
}

/** Waits up to `steps` steps for the server to close the socket; closes it itself after that. */
async function closedBy(held: Held, steps = MAX_TRICKLE_BYTES): Promise<boolean> {
  let closed = false;
  void held.closed.then(() => (closed = true));
  for (let step = 0; !closed && step < steps; step += 1) {
    await new Promise((r) => setTimeout(r, TRICKLE_STEP_MS));
  }
  if (!closed) held.socket.destroy();
  await held.closed;
  return closed;
}

function envelopeOf(raw: string): { status: number; headers: string; body: unknown } {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]),
    headers: head.toLowerCase(),
    body: JSON.parse(body),
  };
}

describe('connection limits', () => {
  let s: TestApp;
  let port: number;
  const limits: ConnectionLimits = {
    requestTimeoutMs: 300,
    headersTimeoutMs: 300,
    keepAliveTimeoutMs: 300,
    checkIntervalMs: 50,
    perAddress: 5,
  };
  beforeAll(async () => {
    s = await openTestApp('pglite', { connections: limits });
    const url = await s.app.listen({ host: '127.0.0.1', port: 0 });
    port = Number(new URL(url).port);
  });
  afterAll(async () => {
    await s?.dispose();
  });

  it('defaults to limits suited to the site (the client gives up after 15 s)', () => {
    expect(DEFAULT_CONNECTION_LIMITS.requestTimeoutMs).toBeLessThanOrEqual(30_000);
    expect(DEFAULT_CONNECTION_LIMITS.requestTimeoutMs).toBeGreaterThan(15_000);
    expect(DEFAULT_CONNECTION_LIMITS.headersTimeoutMs).toBeLessThanOrEqual(
      DEFAULT_CONNECTION_LIMITS.requestTimeoutMs,
    );
    expect(DEFAULT_CONNECTION_LIMITS.perAddress).toBeGreaterThan(0);
  });

  it('cuts off a body trickling a byte at a time: a 408 envelope with the security headers', async () => {
    const held = await open(port);
    held.socket.write(
      'POST /api/user/auth/account-login/v2 HTTP/1.1\r\nHost: localhost\r\n' +
        `Content-Type: application/json\r\nContent-Length: ${MAX_TRICKLE_BYTES * 2}\r\n\r\n`,
    );
    const sent = await trickle(held, MAX_TRICKLE_BYTES);
    expect(await closedBy(held, 1)).toBe(true);
    expect(sent).toBeLessThan(MAX_TRICKLE_BYTES);
    const answer = envelopeOf(held.received());
    expect(answer.status).toBe(408);
    expect(answer.body).toEqual({ code: 400, msg: 'Illegal input: the request took too long' });
    expect(answer.headers).toContain('content-security-policy:');
    expect(answer.headers).toContain('x-content-type-options: nosniff');
    expect(answer.headers).toContain('connection: close');
  });

  it('cuts off headers that never end', async () => {
    const held = await open(port);
    held.socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    const sent = await trickle(held, MAX_TRICKLE_BYTES);
    expect(await closedBy(held, 1)).toBe(true);
    expect(sent).toBeLessThan(MAX_TRICKLE_BYTES);
    expect(envelopeOf(held.received()).status).toBe(408);
  });

  it('closes a connection that never sends anything', async () => {
    const held = await open(port);
    expect(await closedBy(held)).toBe(true);
  });

  it('holds one address to its cap of connections; another address is still served', async () => {
    const held: Held[] = [];
    try {
      // five connections, each with a request under way (its headers not yet ended)
      for (let i = 0; i < limits.perAddress; i += 1) {
        const h = await open(port);
        h.socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
        held.push(h);
      }
      const refused = await open(port);
      expect(await closedBy(refused)).toBe(true);
      const answer = envelopeOf(refused.received());
      expect(answer.status).toBe(429);
      expect(answer.body).toEqual({
        code: 429,
        msg: 'Too many connections from your address: close some and try again.',
      });
      expect(answer.headers).toContain('retry-after:');
      expect(answer.headers).toContain('content-security-policy:');

      const other = await open(port, '127.0.0.2');
      other.socket.write(
        'GET /api/nothing HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
      );
      await other.closed;
      expect(envelopeOf(other.received()).status).toBe(404);
    } finally {
      for (const h of held) h.socket.destroy();
      await Promise.all(held.map((h) => h.closed));
    }
    // the address's count went back down as its connections closed
    const again = await open(port);
    again.socket.write('GET /api/nothing HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(await closedBy(again)).toBe(true);
    expect(envelopeOf(again.received()).status).toBe(404);
  });
});
