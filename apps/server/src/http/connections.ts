import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { CODES } from '@touchline/api/contract';
import type { FastifyServerFactory } from 'fastify';

/**
 * How long a client may take and how many connections one address may hold. The web client
 * gives up on a call after 15 s (spec §4), so a request still arriving after 30 s is an attack
 * (one byte every few seconds keeps a descriptor busy for ever), not a slow phone.
 */
export interface ConnectionLimits {
  /** The whole request, headers and body, must have arrived within this. */
  readonly requestTimeoutMs: number;
  /** The headers must have arrived within this (also a fresh connection that sends nothing). */
  readonly headersTimeoutMs: number;
  /** An idle kept-alive connection is closed after this. */
  readonly keepAliveTimeoutMs: number;
  /** How often the open connections are checked against the two timeouts above. */
  readonly checkIntervalMs: number;
  /** Connections one address may hold at once (sockets included); 0 for no cap. */
  readonly perAddress: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = Object.freeze({
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  // a browser reuses a connection between calls a few seconds apart; past that it reconnects
  keepAliveTimeoutMs: 10_000,
  checkIntervalMs: 1_000,
  perAddress: 64,
});

/**
 * The HTTP server Fastify runs on, with the limits set where Node reads them: Node checks the
 * request and headers timeouts every `connectionsCheckingInterval` (30 s by default, which
 * would let a 30 s limit run to 60 s), and Fastify's own default request timeout is none.
 */
export function connectionLimitedServer(
  limits: ConnectionLimits,
  securityHeaders: Readonly<Record<string, string>>,
): FastifyServerFactory {
  return (handler) => {
    const server = createServer(
      {
        requestTimeout: limits.requestTimeoutMs,
        // Node wants headers no slower than the whole request (0: no request timeout)
        headersTimeout:
          limits.requestTimeoutMs > 0
            ? Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs)
            : limits.headersTimeoutMs,
        keepAliveTimeout: limits.keepAliveTimeoutMs,
        connectionsCheckingInterval: limits.checkIntervalMs,
      },
      handler as (request: IncomingMessage, response: ServerResponse) => void,
    );
    if (limits.perAddress > 0) {
      capConnectionsPerAddress(server, limits.perAddress, securityHeaders);
    }
    return server;
  };
}

/** `::ffff:1.2.3.4` and `1.2.3.4` are one address. */
function addressOf(socket: Socket): string {
  const address = socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

/**
 * One address holds at most `max` connections: the next is answered a 429 envelope at once and
 * closed, before any of its bytes are read, so a flood from one address cannot use up the
 * process's file descriptors and refuse everyone else.
 */
export function capConnectionsPerAddress(
  server: Server,
  max: number,
  securityHeaders: Readonly<Record<string, string>>,
): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = addressOf(socket);
    const count = open.get(address) ?? 0;
    if (count >= max) {
      refuse(socket, securityHeaders);
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

function refuse(socket: Socket, securityHeaders: Readonly<Record<string, string>>): void {
  const body = JSON.stringify({
    code: CODES.tooManyRequests,
    msg: 'Too many connections from your address: close some and try again.',
  });
  socket.on('error', () => undefined);
  socket.end(
    rawResponse(429, 'Too Many Requests', body, { ...securityHeaders, 'Retry-After': '10' }),
    // the bytes are out: the descriptor goes now, not when the client gets round to closing
    () => socket.destroy(),
  );
}

/**
 * A response written straight to a socket — for the refusals made before Fastify has a request
 * (a connection over the cap, a request that timed out or was malformed): the envelope,
 * `Connection: close` and the extra headers (the security headers).
 */
export function rawResponse(
  status: number,
  reason: string,
  body: string,
  extra: Record<string, string> = {},
): string {
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    Connection: 'close',
    ...extra,
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${reason}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}
