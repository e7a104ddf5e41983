import {
  REALTIME_ERROR_CODES,
  topics,
  type ChatMessage,
  type ServerMessage,
} from '@touchline/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions.ts';
import { openSportsApp, type SportsTestApp, type TestMember } from '../sports/testing.ts';
import { DATABASE_KINDS } from '../testing/databases.ts';
import { SocketClient } from '../testing/socket-client.ts';
import { CHAT_HISTORY_SIZE } from './chat.ts';
import { chatSignatureKey, signChatRoom } from './chat-tokens.ts';
import { createMember } from './members.ts';

const ROOM = 'room-chat-test';
const topic = topics.chatRoom(ROOM);

type Event = Extract<ServerMessage, { type: 'event' }>;
const isEvent = (m: ServerMessage): m is Event => m.type === 'event' && m.topic === topic;
const messageEvent = (text: string) => (m: ServerMessage) =>
  isEvent(m) && (m.data as ChatMessage).text === text;
const errorOf = (m: ServerMessage) => (m.type === 'error' ? m : null);
const answered = (m: ServerMessage) => m.type === 'subscribed' || m.type === 'error';

/** Issue 17 §2: the stream rooms' chat on the realtime socket, on both databases. */
describe.each(DATABASE_KINDS)('chat rooms on the socket (%s)', (kind) => {
  let s: SportsTestApp;
  let url: string;
  let hostId: bigint;
  let host: TestMember;
  beforeAll(async () => {
    s = await openSportsApp(kind, { simulation: { seed: 'chat-rooms', sports: [1] } });
    url = `${(await s.app.listen({ host: '127.0.0.1', port: 0 })).replace(/^http/, 'ws')}/ws`;
    const { db } = s.t;
    hostId = await db.transaction((tx) =>
      createMember(tx, {
        userName: `chathost${kind}`,
        passwordHash: null,
        role: 'anchor',
        currency: 'VND',
      }),
    );
    await db.query('insert into presenters (member_id, introduction) values ($1, $2)', [
      hostId,
      '',
    ]);
    await db.query(
      `insert into streams (presenter_id, title, status, room_id, start_time)
       values ($1, 'Chat test', 2, $2, now())`,
      [hostId, ROOM],
    );
    host = await s.member(0n);
    // the host's socket logs in as the host: a session for the host member
    host = { ...host, memberId: hostId, sessionToken: await sessionFor(hostId) };
  });
  afterAll(async () => {
    await s?.dispose();
  });

  async function sessionFor(memberId: bigint): Promise<string> {
    return createSession(s.t.db, memberId, s.clock.now);
  }

  const signature = (memberId: bigint, room = ROOM) =>
    signChatRoom(
      chatSignatureKey(s.app.touchline.secret),
      memberId,
      room,
      s.clock.now + 60 * 60_000,
    );

  /** A logged-in socket (`?lang=` when given), joined to the room unless told not to. */
  async function socketOf(m: TestMember, options: { lang?: string; join?: boolean } = {}) {
    const client = await SocketClient.open(options.lang ? `${url}?lang=${options.lang}` : url);
    client.send({ type: 'auth', token: m.sessionToken });
    await client.next((x) => x.type === 'authenticated');
    if (options.join !== false) {
      client.send({ type: 'subscribe', topic, signature: signature(m.memberId) });
      expect(await client.next(answered)).toEqual({ type: 'subscribed', topic });
    }
    return client;
  }

  /** Past the room's slow mode (3 s by default). */
  const later = () => {
    s.clock.now += 5_000;
  };

  it('lets a member in only with a signature for them and this room', async () => {
    const m = await s.member(0n);
    const other = await s.member(0n);
    const client = await socketOf(m, { join: false });
    for (const sig of [
      undefined,
      signature(other.memberId),
      signature(m.memberId, 'room-x'),
      'C1.1.x',
    ]) {
      client.send({ type: 'subscribe', topic, ...(sig ? { signature: sig } : {}) });
      const answer = errorOf(await client.next(answered));
      expect(answer?.code).toBe(REALTIME_ERROR_CODES.unauthorized);
      expect(answer?.msg).toBe('Your pass to this room has expired: open it again.');
    }
    // a visitor's socket is never let in
    const visitor = await SocketClient.open(url);
    visitor.send({ type: 'subscribe', topic, signature: signature(m.memberId) });
    expect(errorOf(await visitor.next(answered))?.code).toBe(REALTIME_ERROR_CODES.unauthorized);
    client.close();
    visitor.close();
  });

  it('sends a post to everyone in the room, sensitive words masked, and refuses one not joined', async () => {
    const [a, b] = [await s.member(0n), await s.member(0n)];
    const alice = await socketOf(a);
    const bob = await socketOf(b);
    later();
    alice.send({ type: 'chat', roomId: ROOM, text: 'This is a scam!', clientMessageId: 'a-1' });
    const seen = (await bob.next(messageEvent('This is a ****!'))) as Event;
    expect(seen.data).toMatchObject({ kind: 'message', roomId: ROOM, clientMessageId: 'a-1' });
    expect(await alice.next(messageEvent('This is a ****!'))).toBeTruthy();
    const outsider = await socketOf(await s.member(0n), { join: false });
    outsider.send({ type: 'chat', roomId: ROOM, text: 'hello', clientMessageId: 'o-1' });
    expect(errorOf(await outsider.next((x) => x.type === 'error'))).toMatchObject({
      code: REALTIME_ERROR_CODES.forbidden,
      msg: 'Join the room before you chat: open it again.',
    });
    for (const c of [alice, bob, outsider]) c.close();
  });

  it('gives the last messages on joining, oldest first, without deleted ones', async () => {
    const m = await s.member(0n);
    const client = await socketOf(m);
    later();
    client.send({ type: 'chat', roomId: ROOM, text: 'history one', clientMessageId: 'h-1' });
    await client.next(messageEvent('history one'));
    later();
    client.send({ type: 'chat', roomId: ROOM, text: 'history two', clientMessageId: 'h-2' });
    const two = (await client.next(messageEvent('history two'))) as Event;
    const hostSocket = await socketOf(host);
    hostSocket.send({ type: 'deleteChat', roomId: ROOM, messageId: (two.data as ChatMessage).id });
    const deletion = await client.next(
      (x) => isEvent(x) && (x.data as { kind: string }).kind === 'deleted',
    );
    expect((deletion as Event).data).toMatchObject({ id: (two.data as ChatMessage).id });

    const newcomer = await socketOf(await s.member(0n));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const history = newcomer.received.filter(isEvent).map((e) => (e.data as ChatMessage).text);
    expect(history.length).toBeLessThanOrEqual(CHAT_HISTORY_SIZE);
    expect(history.at(-1)).toBe('history one');
    expect(history).not.toContain('history two');
    for (const c of [client, hostSocket, newcomer]) c.close();
  });

  it('lets only the room’s host (or a super admin) delete a message', async () => {
    const m = await s.member(0n);
    const client = await socketOf(m);
    later();
    client.send({ type: 'chat', roomId: ROOM, text: 'keep me', clientMessageId: 'k-1' });
    const mine = (await client.next(messageEvent('keep me'))) as Event;
    client.send({ type: 'deleteChat', roomId: ROOM, messageId: (mine.data as ChatMessage).id });
    expect(errorOf(await client.next((x) => x.type === 'error'))).toMatchObject({
      code: REALTIME_ERROR_CODES.forbidden,
      msg: 'Only the room’s host or a super admin can do this.',
    });
    client.close();
  });

  it('holds a member to slow mode, and to the length, with the reason', async () => {
    const m = await s.member(0n);
    const client = await socketOf(m);
    later();
    client.send({ type: 'chat', roomId: ROOM, text: 'first', clientMessageId: 's-1' });
    await client.next(messageEvent('first'));
    client.send({ type: 'chat', roomId: ROOM, text: 'second', clientMessageId: 's-2' });
    expect(errorOf(await client.next((x) => x.type === 'error'))).toMatchObject({
      code: REALTIME_ERROR_CODES.rateLimited,
      msg: 'Slow mode: wait 3 seconds before your next message.',
    });
    later();
    client.send({ type: 'chat', roomId: ROOM, text: 'x'.repeat(201), clientMessageId: 's-3' });
    expect(errorOf(await client.next((x) => x.type === 'error'))?.msg).toBe(
      'A message here is at most 200 characters.',
    );
    client.close();
  });

  it('refuses a banned member’s post with the reason and the end, in their language', async () => {
    const m = await s.member(0n);
    const until = Date.UTC(2030, 0, 2, 4, 30);
    await s.t.db.query(
      `insert into chat_bans (room_id, member_id, reason, banned_until, operator_id, created_at)
       values ($1, $2, 'spam', $3, $4, $5)`,
      [ROOM, m.memberId, new Date(until), hostId, new Date(s.clock.now)],
    );
    const client = await socketOf(m, { lang: 'vi' });
    later();
    client.send({ type: 'chat', roomId: ROOM, text: 'let me talk', clientMessageId: 'b-1' });
    expect(errorOf(await client.next((x) => x.type === 'error'))).toMatchObject({
      code: REALTIME_ERROR_CODES.forbidden,
      msg: 'Bạn bị cấm trò chuyện ở đây đến 2030-01-02 12:30 UTC+8: spam.',
    });
    client.close();
  });

  it('shows a message with the host’s shielded words to its author alone', async () => {
    await s.t.db.query('insert into shielded_words (presenter_id, word) values ($1, $2)', [
      hostId,
      'rival site',
    ]);
    const [a, b] = [await s.member(0n), await s.member(0n)];
    const author = await socketOf(a);
    const reader = await socketOf(b);
    later();
    author.send({ type: 'chat', roomId: ROOM, text: 'Go to rival site', clientMessageId: 'w-1' });
    expect(await author.next(messageEvent('Go to rival site'))).toBeTruthy();
    later();
    author.send({ type: 'chat', roomId: ROOM, text: 'after it', clientMessageId: 'w-2' });
    await reader.next(messageEvent('after it'));
    expect(reader.received.some(messageEvent('Go to rival site'))).toBe(false);
    for (const c of [author, reader]) c.close();
  });

  it('keeps text plain: 32 markup and script payloads come back exactly as typed', async () => {
    await s.t.db.query(
      `insert into chat_room_configs (room_id, enabled, min_vip_level, slow_mode_seconds,
         max_message_length) values ($1, true, 0, 0, 500)
       on conflict (room_id) do update set slow_mode_seconds = 0`,
      [ROOM],
    );
    const client = await socketOf(await s.member(0n));
    for (const [i, payload] of XSS_CORPUS.entries()) {
      client.send({ type: 'chat', roomId: ROOM, text: payload, clientMessageId: `x-${i}` });
      const echo = (await client.next(
        (x) => isEvent(x) && (x.data as ChatMessage).clientMessageId === `x-${i}`,
      )) as Event;
      expect((echo.data as ChatMessage).text).toBe(payload.trim());
    }
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(30);
    client.close();
  });
});

/** Markup, script and injection payloads a chat must carry as plain text. */
const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '"><script>alert(document.cookie)</script>',
  "'><img src=x onerror=alert('x')>",
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">click</a>',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<video><source onerror=alert(1)>',
  '<object data="javascript:alert(1)">',
  '<embed src="data:text/html,<script>alert(1)</script>">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=import href="data:text/html,<script>alert(1)</script>">',
  '{{constructor.constructor("alert(1)")()}}',
  '${alert(1)}',
  '`${alert(1)}`',
  'javascript:alert(1)',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&#60;script&#62;alert(1)&#60;/script&#62;',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<style>@import "javascript:alert(1)";</style>',
  '<marquee onstart=alert(1)>',
  '\u003cimg src=x onerror=alert(1)\u003e',
  '<x contenteditable onblur=alert(1)>lose focus</x>',
  '"; DROP TABLE chat_messages; --',
];
