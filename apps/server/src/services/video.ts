import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CODES, STREAM_STATUS } from '@touchline/api/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { AppContext } from '../context.ts';
import { Failure } from '../http/failure.ts';
import { answerLanguage, render, text } from '../http/messages.ts';
import type { CallContext, PlatformHandlers } from '../http/routes.ts';
import { epochMs } from './common.ts';
import { contentLanguage, translated } from './games.ts';

/** Where the server's own origin serves live HLS: `/hls/<line>/<streamId>/index.m3u8`. */
export const HLS_PREFIX = '/hls/';

/** The lines of the built-in origin: two, so a player has one to switch to. */
export const BUILT_IN_LINES: readonly string[] = Object.freeze([
  `${HLS_PREFIX}1/{streamId}/index.m3u8`,
  `${HLS_PREFIX}2/{streamId}/index.m3u8`,
]);

/** A playback line: its number (1 is the preferred one) and its address template. */
export interface VideoLine {
  id: number;
  template: string;
}

/** The configured playback lines (`LIVE_VIDEO_LINES`), else the built-in origin's, first preferred. */
export function videoLines(config: Pick<ServerConfig, 'LIVE_VIDEO_LINES'>): VideoLine[] {
  return (config.LIVE_VIDEO_LINES ?? BUILT_IN_LINES).map((template, i) => ({
    id: i + 1,
    template,
  }));
}

/** A line's address for a stream. */
export function sourceUrl(line: VideoLine, stream: { id: number; roomId: string }): string {
  return line.template
    .replaceAll('{streamId}', String(stream.id))
    .replaceAll('{roomId}', encodeURIComponent(stream.roomId));
}

/** The origins (scheme, host, port) of the configured lines that are not this site's. */
export function videoOrigins(config: Pick<ServerConfig, 'LIVE_VIDEO_LINES'>): string[] {
  const origins = (config.LIVE_VIDEO_LINES ?? [])
    .filter((t) => /^https:\/\//i.test(t))
    .map((t) => new URL(t.replace(/\{(roomId|streamId)\}/g, 'x')).origin);
  return [...new Set(origins)];
}

/** How long one segment of the bundled clip plays. */
export const SEGMENT_MS = 2_000;
/** How many segments a live playlist lists (a 10 s window). */
export const WINDOW_SEGMENTS = 5;
/** How far behind the live edge a segment is still served (a slow player catching up). */
const KEPT_SEGMENTS = 30;

/** The bundled clip: the segments `assets/live-demo/make.sh` makes, in order. */
function loadClip(): Buffer[] {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../assets/live-demo');
  const names = readdirSync(dir)
    .map((name) => /^seg(\d+)\.ts$/.exec(name))
    .filter((m): m is RegExpExecArray => m !== null)
    .sort((a, b) => Number(a[1]) - Number(b[1]));
  names.forEach((m, i) => {
    if (Number(m[1]) !== i) throw new Error(`the demo clip lacks seg${i}.ts`);
  });
  if (names.length === 0) throw new Error(`no demo clip in ${dir}`);
  return names.map((m) => readFileSync(path.join(dir, m[0])));
}

/** The media sequence number of the newest whole segment at `now`. */
export const liveEdge = (now: number) => Math.floor(now / SEGMENT_MS) - 1;

/**
 * The live playlist at `now` of a clip of `clipLength` segments played in a loop: a sliding
 * window of the last `WINDOW_SEGMENTS` whole segments, its media sequence advancing with the
 * clock (every stream on the same clock). The clip's timestamps start again with each loop, so
 * the first segment of a loop follows a discontinuity; the discontinuity sequence counts those
 * that left the window.
 */
export function livePlaylist(now: number, clipLength: number): string {
  const last = liveEdge(now);
  const first = last - WINDOW_SEGMENTS + 1;
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(SEGMENT_MS / 1000)}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / clipLength)}`,
  ];
  for (let seq = first; seq <= last; seq++) {
    if (seq !== first && seq % clipLength === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${(SEGMENT_MS / 1000).toFixed(3)},`, `${seq}.ts`);
  }
  return `${lines.join('\n')}\n`;
}

/** How long a stream's live or not-live answer is kept before the database is asked again. */
const STATUS_TTL_MS = 2_000;

/**
 * The server's own live HLS origin (issue 17 §1), for the demo and for development: every live
 * stream plays the bundled clip (SMPTE bars, a running clock) as a live stream on each built-in
 * line; a stream that is not live answers 404, as a media server does once the host stops
 * pushing. Production points `LIVE_VIDEO_LINES` at a media server or CDN instead
 * (docs/live-video.md); the routes stay, and serve only streams that are live.
 */
export function registerHlsOrigin(fastify: FastifyInstance, app: AppContext): void {
  const clip = loadClip();
  const known = new Map<number, { live: boolean; at: number }>();
  const isLive = async (streamId: number): Promise<boolean> => {
    const now = app.now();
    const cached = known.get(streamId);
    if (cached && now - cached.at < STATUS_TTL_MS) return cached.live;
    const [row] = await app.db.query<{ status: number }>(
      'select status from streams where id = $1',
      [streamId],
    );
    const live = Number(row?.status) === STREAM_STATUS.live;
    if (known.size > 10_000) known.clear();
    known.set(streamId, { live, at: now });
    return live;
  };
  const notFound = () => new Failure(CODES.notFound, text('streamNotLive'));
  const streamOf = async (params: { line: string; stream: string }): Promise<number> => {
    const line = Number(params.line);
    const streamId = Number(params.stream);
    const lines = BUILT_IN_LINES.length;
    if (!/^\d{1,2}$/.test(params.line) || line < 1 || line > lines) throw notFound();
    if (!/^\d{1,18}$/.test(params.stream) || !(await isLive(streamId))) throw notFound();
    return streamId;
  };

  fastify.get<{ Params: { line: string; stream: string } }>(
    `${HLS_PREFIX}:line/:stream/index.m3u8`,
    async (request, reply) => {
      await streamOf(request.params);
      return reply
        .header('content-type', 'application/vnd.apple.mpegurl')
        .header('cache-control', 'no-cache')
        .send(livePlaylist(app.now(), clip.length));
    },
  );
  fastify.get<{ Params: { line: string; stream: string; segment: string } }>(
    `${HLS_PREFIX}:line/:stream/:segment`,
    async (request, reply) => {
      await streamOf(request.params);
      const match = /^(\d{1,15})\.ts$/.exec(request.params.segment);
      const seq = Number(match?.[1] ?? NaN);
      const edge = liveEdge(app.now());
      // a segment is served from when it is whole (a second early: clocks differ) until it is old
      if (!match || seq > edge + 1 || seq < edge - KEPT_SEGMENTS) throw notFound();
      return reply
        .header('content-type', 'video/mp2t')
        .header('cache-control', 'public, max-age=60')
        .send(clip[seq % clip.length]);
    },
  );
}

/** A line's name, in the caller's language ("Line 2"). */
const lineName = (ctx: CallContext, line: VideoLine) =>
  render(text('videoLine', { n: line.id }), answerLanguage(ctx.language));

/**
 * The video calls (issue 17 §1): which lines a viewer may switch between, a live stream's
 * sources on each line, and the live videos of sports matches.
 */
export const videoHandlers = {
  getCustomerLineSwitch: {
    access: 'public',
    async handle(_input, ctx) {
      const lines = videoLines(ctx.app.config);
      return {
        enabled: lines.length > 1,
        preferredLineId: lines[0]!.id,
        lines: lines.map((line) => ({ id: line.id, name: lineName(ctx, line) })),
      };
    },
  },

  /**
   * A live stream's sources, one per line, the preferred one first and default; for a match, those
   * of its most-watched live stream. Nothing while it is not live: the player shows the stream's
   * status instead.
   */
  listVideoSources: {
    access: 'public',
    async handle(input, ctx) {
      if (input.streamId === undefined && input.gameId === undefined) {
        throw new Failure(CODES.invalidRequest, text('videoSourceNeeded'));
      }
      const [stream] = await ctx.app.db.query<{
        id: bigint | number;
        room_id: string;
        status: number;
      }>(
        input.streamId !== undefined
          ? 'select id, room_id, status from streams where id = $1'
          : `select id, room_id, status from streams where game_id = $1 and status = $2
              order by viewers desc, id limit 1`,
        input.streamId !== undefined ? [input.streamId] : [input.gameId, STREAM_STATUS.live],
      );
      if (!stream && input.streamId !== undefined) {
        throw new Failure(CODES.notFound, text('streamNotFound'));
      }
      if (!stream || Number(stream.status) !== STREAM_STATUS.live) return [];
      const target = { id: Number(stream.id), roomId: stream.room_id };
      return videoLines(ctx.app.config).map((line, i) => ({
        id: line.id,
        name: lineName(ctx, line),
        url: sourceUrl(line, target),
        format: 'hls' as const,
        isDefault: i === 0,
      }));
    },
  },

  /** The live streams linked to sports matches, most-watched first, by sport when asked. */
  listVideos: {
    access: 'public',
    async handle(input, ctx) {
      const { page, pageSize } = input;
      const filters = `s.status = $1 and s.game_id is not null
            and ($2::int is null or s.sport_id = $2)`;
      const params = [STREAM_STATUS.live, input.sportId ?? null];
      const [count] = await ctx.app.db.query<{ n: bigint | number }>(
        `select count(*) as n from streams s where ${filters}`,
        params,
      );
      const rows = await ctx.app.db.query<{
        id: bigint | number;
        game_id: bigint | number;
        sport_id: number | null;
        title: string;
        cover: string;
        presenter_name: string;
        viewers: number;
        room_id: string;
        start_time: Date;
      }>(
        `select s.id, s.game_id, s.sport_id, ${translated('s.titles', 's.title', '$5')} as title,
                s.cover, coalesce(m.nick_name, m.user_name) as presenter_name, s.viewers,
                s.room_id, s.start_time
           from streams s join members m on m.id = s.presenter_id
          where ${filters}
          order by s.viewers desc, s.id
          limit $3 offset $4`,
        [...params, pageSize, (page - 1) * pageSize, contentLanguage(ctx.language)],
      );
      const line = videoLines(ctx.app.config)[0]!;
      return {
        list: rows.map((r) => ({
          id: Number(r.id),
          gameId: Number(r.game_id),
          sportId: r.sport_id === null ? null : (Number(r.sport_id) as 1),
          title: r.title,
          cover: r.cover,
          presenterName: r.presenter_name,
          viewers: Number(r.viewers),
          url: sourceUrl(line, { id: Number(r.id), roomId: r.room_id }),
          startTime: epochMs(r.start_time),
        })),
        total: Number(count?.n ?? 0),
        page,
        pageSize,
      };
    },
  },
} satisfies PlatformHandlers;
