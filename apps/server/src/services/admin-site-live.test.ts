import { REALTIME_ERROR_CODES, topics, type ServerMessage } from '@touchline/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createSession } from '../auth/sessions.ts';
import { SITE_REPLAY_MS } from '../sports/realtime.ts';
import { DATABASE_KINDS } from '../testing/databases.ts';
import { SocketClient } from '../testing/socket-client.ts';
import { openTestApp, type TestApp } from '../testing/app.ts';

/**
 * The site topic over a real socket (ADR 031): a visitor's page follows it without logging in,
 * and an operator's maintenance reaches it as soon as it is committed.
 */
describe.each(DATABASE_KINDS)('the site topic on %s', (kind) => {
  let s: TestApp;
  let url: string;
  let token: string;

  beforeAll(async () => {
    s = await openTestApp(kind);
    const origin = await s.app.listen({ host: '127.0.0.1', port: 0 });
    url = `${origin.replace(/^http/, 'ws')}/ws`;
    const [row] = await s.t.db.query<{ id: bigint }>(
      "select id from members where user_name = 'admin'",
    );
    token = await createSession(s.t.db, row!.id, s.clock.now);
  }, 60_000);
  afterAll(() => s?.dispose());

  /**
   * A page opened now. Each test's page opens after the window in which the earlier tests'
   * changes are replayed to a new socket (`SITE_REPLAY_MS`), unless it says otherwise.
   */
  async function visitor({ later = true } = {}): Promise<SocketClient> {
    if (later) s.clock.now += SITE_REPLAY_MS + 1;
    const socket = new WebSocket(url);
    const client = new SocketClient(socket);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return client;
  }
  const answer = (m: ServerMessage) => m.type === 'subscribed' || m.type === 'error';

  it('lets a visitor follow the site’s notices, and tells them of new maintenance', async () => {
    const client = await visitor();
    client.send({ type: 'subscribe', topic: 'site:other' });
    expect(await client.next(answer)).toMatchObject({
      type: 'error',
      code: REALTIME_ERROR_CODES.unknownTopic,
    });
    client.send({ type: 'subscribe', topic: topics.site() });
    expect(await client.next(answer)).toEqual({ type: 'subscribed', topic: 'site:notices' });
    const set = await s.call(
      'adminSetSiteMaintenance',
      {
        status: 1,
        title: { en: 'Upgrade', 'zh-cn': '', vi: '', th: '' },
        content: { en: 'Back soon.', 'zh-cn': '', vi: '', th: '' },
        startTime: s.clock.now,
        endTime: s.clock.now + 3_600_000,
        reason: 'Live test',
      },
      { token },
    );
    expect(set.body.code).toBe(200);
    expect(await client.next((m) => m.type === 'event')).toEqual({
      type: 'event',
      topic: 'site:notices',
      data: { changed: 'maintenance', at: s.clock.now },
    });
    client.close();
  });
  it('tells open pages when the sportsbook’s maintenance or its bulletins change', async () => {
    const client = await visitor();
    client.send({ type: 'subscribe', topic: topics.site() });
    expect(await client.next(answer)).toEqual({ type: 'subscribed', topic: 'site:notices' });
    const event = () => client.next((m) => m.type === 'event');

    const set = await s.call(
      'adminSetSportsMaintenance',
      {
        startTime: s.clock.now,
        endTime: s.clock.now + 3_600_000,
        message: 'Provider upgrade',
        reason: 'Live test',
      },
      { token },
    );
    expect(set.body.code).toBe(200);
    expect(await event()).toMatchObject({ data: { changed: 'sports-maintenance' } });
    const ended = await s.call(
      'adminEndSportsMaintenance',
      { reason: 'Live test over' },
      { token },
    );
    expect(ended.body.code).toBe(200);
    expect(await event()).toMatchObject({ data: { changed: 'sports-maintenance' } });

    const words = (text: string) => ({ en: text, 'zh-cn': text, vi: text, th: text });
    const created = await s.call(
      'adminCreateBulletin',
      { title: words('Derby'), content: words('Corners'), pinned: false, reason: 'Live test' },
      { token },
    );
    expect(created.body.code).toBe(200);
    expect(await event()).toMatchObject({ data: { changed: 'bulletins' } });
    const id = (created.body.data as { id: number }).id;
    const pinned = await s.call(
      'adminPinBulletin',
      { id, pinned: true, reason: 'Live test' },
      { token },
    );
    expect(pinned.body.code).toBe(200);
    expect(await event()).toMatchObject({ data: { changed: 'bulletins' } });
    const expired = await s.call('adminExpireBulletin', { id, reason: 'Live test' }, { token });
    expect(expired.body.code).toBe(200);
    expect(await event()).toMatchObject({ data: { changed: 'bulletins' } });
    client.close();
  });
  it('tells open pages when a game’s flags or the home’s featured streams change', async () => {
    const client = await visitor();
    client.send({ type: 'subscribe', topic: topics.site() });
    expect(await client.next(answer)).toEqual({ type: 'subscribed', topic: 'site:notices' });
    const event = () => client.next((m) => m.type === 'event');

    const [game] = await s.t.db.query<{ game_code: string; is_hot: boolean }>(
      'select game_code, is_hot from games order by game_code limit 1',
    );
    const hot = await s.call(
      'adminSetGameHot',
      { gameCode: game!.game_code, hot: !game!.is_hot, reason: 'Live test' },
      { token },
    );
    expect(hot.body.code).toBe(200);
    expect(await event()).toMatchObject({ data: { changed: 'games' } });

    const [stream] = await s.t.db.query<{ id: bigint }>(
      'select id from streams where status = 2 order by id limit 1',
    );
    const featured = await s.call(
      'adminFeatureStream',
      { id: Number(stream!.id), featured: true, reason: 'Live test' },
      { token },
    );
    expect(featured.body.code).toBe(200);
    expect(await event()).toMatchObject({ data: { changed: 'streams' } });
    client.close();
  });
  it('sends a page whose socket subscribes just after a change what changed, and no older change', async () => {
    const maintenance = (title: string) =>
      s.call(
        'adminSetSiteMaintenance',
        {
          status: 0,
          title: { en: title, 'zh-cn': '', vi: '', th: '' },
          content: { en: 'Back soon.', 'zh-cn': '', vi: '', th: '' },
          startTime: s.clock.now,
          endTime: s.clock.now + 3_600_000,
          reason: 'Replay test',
        },
        { token },
      );
    s.clock.now += SITE_REPLAY_MS + 1;
    expect((await maintenance('Old')).body.code).toBe(200);
    const old = s.clock.now;
    s.clock.now += SITE_REPLAY_MS;
    // the page took its data, and an operator changed the maintenance before its socket subscribed
    expect((await maintenance('New')).body.code).toBe(200);
    const recent = s.clock.now;
    s.clock.now += 2_000;
    const client = await visitor({ later: false });
    const seen: ServerMessage[] = [];
    client.send({ type: 'subscribe', topic: topics.site() });
    seen.push(await client.next(answer));
    seen.push(await client.next((m) => m.type === 'event'));
    expect(seen).toEqual([
      { type: 'subscribed', topic: 'site:notices' },
      { type: 'event', topic: 'site:notices', data: { changed: 'maintenance', at: recent } },
    ]);
    expect(recent - old).toBe(SITE_REPLAY_MS);
    client.close();
  });
});
