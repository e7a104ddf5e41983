import { CODES, HEADERS, STREAM_STATUS, type Stream } from '@touchline/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { DATABASE_KINDS } from '../testing/databases.ts';
import { openTestApp, type Answer, type TestApp } from '../testing/app.ts';
import { livePlaylist, SEGMENT_MS, videoOrigins, WINDOW_SEGMENTS } from './video.ts';

const dataOf = <T>(answer: Answer): T => {
  expect(answer.body).toMatchObject({ code: CODES.success });
  return answer.body.data as T;
};

/** The media sequence, discontinuity sequence and segments of a playlist. */
function parse(playlist: string) {
  const lines = playlist.trim().split('\n');
  const tag = (name: string) =>
    Number(lines.find((l) => l.startsWith(`#${name}:`))!.slice(name.length + 2));
  return {
    sequence: tag('EXT-X-MEDIA-SEQUENCE'),
    discontinuitySequence: tag('EXT-X-DISCONTINUITY-SEQUENCE'),
    segments: lines.filter((l) => l.endsWith('.ts')),
    /** The segment each discontinuity tag comes before. */
    discontinuities: lines.flatMap((l, i) => (l === '#EXT-X-DISCONTINUITY' ? [lines[i + 2]!] : [])),
  };
}

describe('the live playlist of the bundled clip', () => {
  const clip = 10;

  it('lists the last whole segments, its sequence moving with the clock', () => {
    const at = 1_000 * SEGMENT_MS + 300;
    const p = parse(livePlaylist(at, clip));
    expect(p.segments).toEqual(['995.ts', '996.ts', '997.ts', '998.ts', '999.ts']);
    expect(p.segments).toHaveLength(WINDOW_SEGMENTS);
    expect(p.sequence).toBe(995);
    const later = parse(livePlaylist(at + SEGMENT_MS, clip));
    expect(later.sequence).toBe(996);
    expect(later.segments.at(-1)).toBe('1000.ts');
    expect(livePlaylist(at + SEGMENT_MS - 301, clip)).toBe(livePlaylist(at, clip));
  });

  it('marks where the clip starts again, and counts the marks that left the window', () => {
    // segments 997…1001: the clip starts again at 1000
    const p = parse(livePlaylist(1_002 * SEGMENT_MS, clip));
    expect(p.segments[0]).toBe('997.ts');
    expect(p.discontinuities).toEqual(['1000.ts']);
    expect(p.discontinuitySequence).toBe(99);
    // once 1000 leads the window its mark is counted, not written
    const q = parse(livePlaylist(1_005 * SEGMENT_MS, clip));
    expect(q.segments[0]).toBe('1000.ts');
    expect(q.discontinuities).toEqual([]);
    expect(q.discontinuitySequence).toBe(100);
    expect(livePlaylist(0, clip)).toContain('#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:2\n');
  });
});

describe('the video lines setting', () => {
  it('takes https addresses or paths of this site that name the stream', () => {
    const config = loadConfig({
      LIVE_VIDEO_LINES:
        'https://cdn1.example/live/{roomId}/index.m3u8, https://cdn2.example:8443/hls/{streamId}.m3u8,/hls/1/{streamId}/index.m3u8',
    });
    expect(config.LIVE_VIDEO_LINES).toHaveLength(3);
    expect(videoOrigins(config)).toEqual(['https://cdn1.example', 'https://cdn2.example:8443']);
    expect(() => loadConfig({ LIVE_VIDEO_LINES: 'http://cdn.example/{roomId}.m3u8' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ LIVE_VIDEO_LINES: 'https://cdn.example/live.m3u8' })).toThrow(
      /LIVE_VIDEO_LINES/,
    );
  });
});

describe.each(DATABASE_KINDS)('live video on %s', (kind) => {
  let s: TestApp;
  let live: Stream;
  let reserved: Stream;
  beforeAll(async () => {
    s = await openTestApp(kind);
    const { list } = dataOf<{ list: Stream[] }>(
      await s.call('listStreams', { page: 1, pageSize: 999 }),
    );
    live = list.find((x) => x.status === STREAM_STATUS.live)!;
    reserved = list.find((x) => x.status === STREAM_STATUS.reserved)!;
    await s.t.db.query('update streams set game_id = 90001, sport_id = 1 where id = $1', [live.id]);
  }, 60_000);
  afterAll(() => s?.dispose());

  const get = (url: string) => s.app.inject({ method: 'GET', url });

  it('serves a live stream as live HLS on each line, and nothing for one not live', async () => {
    const playlist = await get(`/hls/1/${live.id}/index.m3u8`);
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(playlist.headers['cache-control']).toBe('no-cache');
    const { segments } = parse(playlist.body);
    expect(segments).toHaveLength(WINDOW_SEGMENTS);
    const newest = Number(segments.at(-1)!.slice(0, -3));
    expect(newest).toBe(Math.floor(s.clock.now / SEGMENT_MS) - 1);

    const segment = await get(`/hls/2/${live.id}/${segments[0]}`);
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    // an MPEG transport stream: 188-byte packets, each starting with the sync byte
    expect(segment.rawPayload.length % 188).toBe(0);
    expect(segment.rawPayload[0]).toBe(0x47);
    expect(segment.rawPayload[188]).toBe(0x47);
    // the same part of the clip, whichever loop it is in
    const same = await get(`/hls/1/${live.id}/${newest - 10}.ts`);
    expect((await get(`/hls/1/${live.id}/${newest}.ts`)).rawPayload).toEqual(same.rawPayload);

    for (const url of [
      `/hls/1/${reserved.id}/index.m3u8`,
      `/hls/1/99999999/index.m3u8`,
      `/hls/3/${live.id}/index.m3u8`,
      `/hls/0/${live.id}/index.m3u8`,
      `/hls/1/${live.id}/${newest + 5}.ts`,
      `/hls/1/${live.id}/${newest - 100}.ts`,
      `/hls/1/${live.id}/x.ts`,
      `/hls/1/${live.id}/${newest}.mp4`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('stops serving a stream once its host stops it', async () => {
    await s.t.db.query(
      `insert into streams (presenter_id, title, status, room_id, start_time)
       select presenter_id, 'Short one', 1, 'room-video-test', now() from streams where id = $1`,
      [reserved.id],
    );
    const [row] = await s.t.db.query<{ id: number }>(
      `update streams set status = 2 where room_id = 'room-video-test' returning id`,
    );
    expect((await get(`/hls/1/${row!.id}/index.m3u8`)).statusCode).toBe(200);
    await s.t.db.query(
      `update streams set status = 3, end_time = now() where room_id = 'room-video-test'`,
    );
    // the answer is kept two seconds
    s.clock.now += 2_500;
    expect((await get(`/hls/1/${row!.id}/index.m3u8`)).statusCode).toBe(404);
  });

  it('names the lines a viewer may switch between, in their language', async () => {
    expect(dataOf(await s.call('getCustomerLineSwitch', {}))).toEqual({
      enabled: true,
      preferredLineId: 1,
      lines: [
        { id: 1, name: 'Line 1' },
        { id: 2, name: 'Line 2' },
      ],
    });
    const zh = await s.call(
      'getCustomerLineSwitch',
      {},
      { headers: { [HEADERS.language]: 'zh-cn' } },
    );
    expect(dataOf<{ lines: { name: string }[] }>(zh).lines[1]!.name).toBe('线路 2');
  });

  it("gives a live stream's sources, a match's most-watched stream's, or none", async () => {
    const sources = dataOf(await s.call('listVideoSources', { streamId: live.id }));
    expect(sources).toEqual([
      {
        id: 1,
        name: 'Line 1',
        url: `/hls/1/${live.id}/index.m3u8`,
        format: 'hls',
        isDefault: true,
      },
      {
        id: 2,
        name: 'Line 2',
        url: `/hls/2/${live.id}/index.m3u8`,
        format: 'hls',
        isDefault: false,
      },
    ]);
    expect(live.pullUrl).toBe(`/hls/1/${live.id}/index.m3u8`);
    expect(dataOf(await s.call('listVideoSources', { gameId: 90001 }))).toEqual(sources);
    expect(dataOf(await s.call('listVideoSources', { gameId: 90002 }))).toEqual([]);
    expect(dataOf(await s.call('listVideoSources', { streamId: reserved.id }))).toEqual([]);
    const unknown = await s.call('listVideoSources', { streamId: 99999999 });
    expect(unknown.body.code).toBe(CODES.notFound);
    const neither = await s.app.inject({ method: 'GET', url: '/api/live/video/sourceList' });
    expect(neither.json()).toMatchObject({ code: CODES.invalidRequest });
    const both = await s.app.inject({
      method: 'GET',
      url: '/api/live/video/sourceList?gameId=1&streamId=2',
    });
    expect(both.json()).toMatchObject({ code: CODES.invalidRequest });
  });

  it('lists the live videos of sports matches, by sport', async () => {
    const page = dataOf<{ list: { id: number; gameId: number; url: string }[]; total: number }>(
      await s.call('listVideos', { page: 1, pageSize: 20 }),
    );
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({
      id: live.id,
      gameId: 90001,
      sportId: 1,
      title: live.title,
      presenterName: live.presenterName,
      url: `/hls/1/${live.id}/index.m3u8`,
    });
    const tennis = dataOf<{ total: number }>(
      await s.call('listVideos', { page: 1, pageSize: 20, sportId: 5 }),
    );
    expect(tennis.total).toBe(0);
  });
});

describe('live video on configured lines', () => {
  let s: TestApp;
  beforeAll(async () => {
    s = await openTestApp('pglite', {
      env: {
        LIVE_VIDEO_LINES:
          'https://cdn1.example/live/{roomId}/index.m3u8,https://cdn2.example/live/{roomId}.m3u8',
      },
    });
  }, 60_000);
  afterAll(() => s?.dispose());

  it('points each line at the media server, and lets the player fetch from it', async () => {
    const { list } = dataOf<{ list: Stream[] }>(
      await s.call('listStreams', { page: 1, pageSize: 999 }),
    );
    const live = list.find((x) => x.status === STREAM_STATUS.live)!;
    expect(live.pullUrl).toBe(`https://cdn1.example/live/${live.roomId}/index.m3u8`);
    const sources = dataOf<{ url: string }[]>(
      await s.call('listVideoSources', { streamId: live.id }),
    );
    expect(sources.map((x) => x.url)).toEqual([
      `https://cdn1.example/live/${live.roomId}/index.m3u8`,
      `https://cdn2.example/live/${live.roomId}.m3u8`,
    ]);
    const answer = await s.call('listCoverTags', {});
    expect(String(answer.headers['content-security-policy'])).toContain(
      "connect-src 'self' https://cdn1.example https://cdn2.example",
    );
  });
});
