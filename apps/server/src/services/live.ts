import { STREAM_DATA_RESOURCES, type Stream } from '@touchline/api/contract';
import type { PlatformHandlers } from '../http/routes.ts';
import { epochMs, money } from './common.ts';

/** Statuses a stream list shows: live (2) and reserved (1); ended and cancelled ones are gone. */
const LISTED_STATUSES = [2, 1];

type StreamRow = {
  id: bigint | number;
  presenter_id: bigint | number;
  presenter_name: string;
  presenter_avatar_id: number;
  title: string;
  cover: string;
  status: number;
  game_id: bigint | number | null;
  sport_id: number | null;
  room_id: string;
  viewers: number;
  tags: string[];
  start_time: Date;
  end_time: Date | null;
  is_fee: boolean;
  fee_minor: bigint | number | null;
  pull_url: string;
};

function streamOf(r: StreamRow): Stream {
  return {
    id: Number(r.id),
    presenterId: Number(r.presenter_id),
    presenterName: r.presenter_name,
    presenterAvatarId: Number(r.presenter_avatar_id),
    title: r.title,
    cover: r.cover,
    status: Number(r.status) as Stream['status'],
    gameId: r.game_id === null ? null : Number(r.game_id),
    sportId: r.sport_id === null ? null : (Number(r.sport_id) as Stream['sportId']),
    roomId: r.room_id,
    viewers: Number(r.viewers),
    tags: r.tags,
    startTime: epochMs(r.start_time),
    endTime: r.end_time ? epochMs(r.end_time) : null,
    isFee: r.is_fee,
    fee: r.fee_minor === null ? null : money(r.fee_minor),
    // the playback address is only handed out while the stream is live
    pullUrl: Number(r.status) === 2 ? r.pull_url : '',
  };
}

export const liveHandlers = {
  /**
   * The stream list (spec §8, §9): live streams first (most watched first), then reserved ones
   * by their planned start. `presenterId` narrows it to one host; `dataResource` 2 to the hosts
   * the caller follows (a visitor follows nobody: an empty list).
   */
  listStreams: {
    access: 'optional',
    async handle(input, ctx) {
      const followed = input.dataResource === STREAM_DATA_RESOURCES.followed;
      const { page, pageSize } = input;
      if (followed && !ctx.caller) return { list: [], total: 0, page, pageSize };
      const filters = `s.status = any($1::int[])
            and ($2::bigint is null or s.presenter_id = $2)
            and ($3::bigint is null or exists (
                  select 1 from presenter_follows f
                   where f.member_id = $3 and f.presenter_id = s.presenter_id))`;
      const params = [
        LISTED_STATUSES,
        input.presenterId ?? null,
        followed ? ctx.caller!.memberId : null,
      ];
      const [count] = await ctx.app.db.query<{ n: bigint | number }>(
        `select count(*) as n from streams s where ${filters}`,
        params,
      );
      const rows = await ctx.app.db.query<StreamRow>(
        `select s.id, s.presenter_id, m.nick_name as presenter_name,
                m.avatar_id as presenter_avatar_id, s.title, s.cover, s.status, s.game_id,
                s.sport_id, s.room_id, s.viewers, s.tags, s.start_time, s.end_time, s.is_fee,
                s.fee_minor, s.pull_url
           from streams s join members m on m.id = s.presenter_id
          where ${filters}
          order by (s.status = 2) desc,
                   case when s.status = 2 then s.viewers end desc,
                   s.start_time, s.id
          limit $4 offset $5`,
        [...params, pageSize, (page - 1) * pageSize],
      );
      const total = Number(count?.n ?? 0);
      return { list: rows.map(streamOf), total, page, pageSize };
    },
  },
} satisfies PlatformHandlers;
