import {
  REALTIME_ERROR_CODES,
  platformCalls,
  topics,
  type ServerMessage,
} from '@touchline/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { sessionCookieOf } from '../http/session-cookie.ts';
import { DATABASE_KINDS } from '../testing/databases.ts';
import { SocketClient } from '../testing/socket-client.ts';
import { balanceKey } from './realtime.ts';
import { openSportsApp, type SportsTestApp } from './testing.ts';

const isError = (code: number) => (m: ServerMessage) => m.type === 'error' && m.code === code;
const answer = (m: ServerMessage) => m.type === 'subscribed' || m.type === 'error';

describe.each(DATABASE_KINDS)('the realtime socket and the session cookie (%s)', (kind) => {
  let s: SportsTestApp;
  let url: string;
  /** The page's own origin: the server's address, as a browser on it sends it. */
  let origin: string;
  beforeAll(async () => {
    s = await openSportsApp(kind, { simulation: { seed: 'realtime-cookie', sports: [1] } });
    origin = await s.app.listen({ host: '127.0.0.1', port: 0 });
    url = `${origin.replace(/^http/, 'ws')}/ws`;
  });
  afterAll(async () => {
    await s?.dispose();
  });

  /** A socket opened as a browser does it: the session cookie and the page's Origin. */
  const open = async (token: string, headers: Record<string, string> = { origin }) => {
    const socket = new WebSocket(url, {
      headers: {
        cookie: `theme=dark; ${sessionCookieOf(s.app.touchline.config).name}=${token}`,
        ...headers,
      },
    });
    // listening before the socket opens: the server may speak first
    const client = new SocketClient(socket);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return client;
  };

  it('logs in a page of this site holding the session cookie at once', async () => {
    const m = await s.member(0n, `cookie${kind}one`);
    const client = await open(m.sessionToken);
    expect(await client.next((x) => x.type === 'authenticated' || x.type === 'error')).toEqual({
      type: 'authenticated',
      userName: `cookie${kind}one`,
    });
    client.close();
  });

  it('has the login in place for a balance subscription sent right after open, 10 times of 10', async () => {
    const m = await s.member(0n);
    const answers: ServerMessage[] = [];
    for (let i = 0; i < 10; i += 1) {
      const client = await open(m.sessionToken);
      // what the web's client does on open once the session is a cookie: no auth message
      client.send({ type: 'subscribe', topic: topics.memberBalance() });
      answers.push(await client.next(answer));
      client.close();
    }
    expect(answers).toEqual(
      Array.from({ length: 10 }, () => ({ type: 'subscribed', topic: topics.memberBalance() })),
    );
  });

  it('does not read the cookie of a socket opened from another site', async () => {
    const m = await s.member(0n);
    const fromElsewhere: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin, 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of fromElsewhere) {
      const client = await open(m.sessionToken, headers);
      client.send({ type: 'subscribe', topic: topics.memberBalance() });
      expect(await client.next(answer)).toMatchObject({
        type: 'error',
        code: REALTIME_ERROR_CODES.unauthorized,
        topic: topics.memberBalance(),
      });
      expect(client.received.filter((x) => x.type === 'authenticated')).toEqual([]);
      client.close();
    }
  });

  it('lets a later auth message replace the cookie’s login', async () => {
    const cookieMember = await s.member(0n, `cookie${kind}three`);
    const other = await s.member(0n, `cookie${kind}two`);
    const client = await open(cookieMember.sessionToken);
    client.send({ type: 'auth', token: other.sessionToken });
    client.send({ type: 'subscribe', topic: topics.memberBalance() });
    await client.next((x) => x.type === 'subscribed');
    expect(client.received.filter((x) => x.type === 'authenticated')).toEqual([
      { type: 'authenticated', userName: `cookie${kind}three` },
      { type: 'authenticated', userName: `cookie${kind}two` },
    ]);
    expect(s.sports.hub.subscriberCount(balanceKey(other.memberId))).toBe(1);
    expect(s.sports.hub.subscriberCount(balanceKey(cookieMember.memberId))).toBe(0);
    client.close();
  });

  it('signs the cookie’s socket out when the session is logged out', async () => {
    const m = await s.member(0n);
    const client = await open(m.sessionToken);
    client.send({ type: 'subscribe', topic: topics.memberBalance() });
    await client.next((x) => x.type === 'subscribed');
    const logout = await s.app.inject({
      method: 'POST',
      url: platformCalls.logout.path,
      headers: { 'content-type': 'application/json', authorization: m.sessionToken },
      payload: '{}',
    });
    expect(logout.json<{ code: number }>().code).toBe(200);
    expect(s.sports.hub.subscriberCount(balanceKey(m.memberId))).toBe(0);
    expect(await client.next(isError(REALTIME_ERROR_CODES.unauthorized))).toMatchObject({
      msg: 'Your session has ended: log in again.',
      topic: topics.memberBalance(),
    });
    client.close();
  });

  it('takes a socket with an ended session’s cookie for a visitor’s, saying nothing', async () => {
    const m = await s.member(0n);
    await s.t.db.query('update sessions set revoked_at = now() where member_id = $1', [m.memberId]);
    const client = await open(m.sessionToken);
    client.send({ type: 'ping', id: 1 });
    await client.next((x) => x.type === 'pong');
    client.send({ type: 'subscribe', topic: topics.memberBalance() });
    expect(await client.next(answer)).toMatchObject({
      type: 'error',
      msg: 'Log in to follow your balance.',
    });
    expect(client.received).toEqual([]);
    client.close();
  });
});
