import { CODES, STREAM_STATUS } from '@touchline/api/contract';
import type { Currency } from '@touchline/domain';
import { Failure } from '../http/failure.ts';
import { text } from '../http/messages.ts';
import type { PlatformHandlers } from '../http/routes.ts';
import { money } from './common.ts';
import { recordOf } from './push-orders.ts';

const DAY_MS = 86_400_000;
/** The period a host's figures cover when none is asked for. */
export const DEFAULT_STATISTICS_DAYS = 30;
/** The longest period one request may cover. */
export const MAX_STATISTICS_DAYS = 366;

export const liveStatisticsHandlers = {
  /**
   * A host's figures over a period (the last 30 days by default): the host's own, or any host's
   * for a super admin. Streams and minutes count the part of each stream inside the period; the
   * audience comes from a sample a minute; gifts are the host's share, in the host's currency.
   * The period includes its end.
   */
  sumLiveStatistics: {
    access: 'anchor',
    async handle(input, ctx) {
      const { db } = ctx.app;
      const { member } = ctx;
      const presenterId = input.presenterId ?? Number(member.memberId);
      if (member.role !== 'superAdmin' && BigInt(presenterId) !== member.memberId) {
        throw new Failure(CODES.forbidden, text('notYourStatistics'));
      }
      const now = ctx.app.now();
      const endTime = input.endTime ?? now;
      const beginTime = input.beginTime ?? endTime - DEFAULT_STATISTICS_DAYS * DAY_MS;
      if (beginTime >= endTime || endTime - beginTime > MAX_STATISTICS_DAYS * DAY_MS) {
        throw new Failure(
          CODES.invalidRequest,
          text('statisticsPeriod', { days: MAX_STATISTICS_DAYS }),
        );
      }
      const from = new Date(beginTime);
      const to = new Date(endTime);
      const [row] = await db.query<{
        presenter: boolean;
        currency: string | null;
        streams: bigint | number;
        seconds_live: string | number | null;
        peak: number | null;
        average: string | number | null;
        watch_minutes: bigint | number | null;
        gift_count: bigint | number | null;
        gift_minor: bigint | number | null;
        followers: bigint | number;
        new_followers: bigint | number;
        push_orders: bigint | number;
        follow_orders: bigint | number;
      }>(
        `with shown as (
           select id, greatest(start_time, $2) as shown_from,
                  least(coalesce(end_time, $4), $3) as shown_to
             from streams
            where presenter_id = $1 and status = any($5::int[])
              and start_time < $3 and coalesce(end_time, $4) > $2
         ), samples as (
           select v.viewers from stream_viewer_samples v
            where v.stream_id in (select id from streams where presenter_id = $1)
              and v.minute >= $2 and v.minute < $3
         )
         select exists (select 1 from presenters where member_id = $1) as presenter,
                (select currency from wallets where member_id = $1) as currency,
                (select count(*) from shown) as streams,
                (select sum(extract(epoch from (shown_to - shown_from))) from shown
                  where shown_to > shown_from) as seconds_live,
                (select max(viewers) from samples) as peak,
                (select avg(viewers) from samples) as average,
                (select sum(viewers) from samples) as watch_minutes,
                (select sum(count) from gift_profits
                  where presenter_id = $1 and created_at >= $2 and created_at <= $3) as gift_count,
                (select sum(host_minor) from gift_profits
                  where presenter_id = $1 and created_at >= $2 and created_at <= $3) as gift_minor,
                (select count(*) from presenter_follows where presenter_id = $1) as followers,
                (select count(*) from presenter_follows
                  where presenter_id = $1 and created_at >= $2 and created_at <= $3)
                  as new_followers,
                (select count(*) from push_orders
                  where presenter_id = $1 and created_at >= $2 and created_at <= $3)
                  as push_orders,
                (select count(*) from follow_orders f join push_orders p on p.id = f.push_order_id
                  where p.presenter_id = $1 and f.created_at >= $2 and f.created_at <= $3)
                  as follow_orders`,
        [presenterId, from, to, new Date(now), [STREAM_STATUS.live, STREAM_STATUS.ended]],
      );
      if (!row?.presenter) throw new Failure(CODES.notFound, text('presenterNotFound'));
      return {
        beginTime,
        endTime,
        streams: Number(row.streams),
        minutesLive: Math.floor(Number(row.seconds_live ?? 0) / 60),
        peakViewers: Number(row.peak ?? 0),
        averageViewers: Math.round(Number(row.average ?? 0)),
        watchMinutes: Number(row.watch_minutes ?? 0),
        giftCount: Number(row.gift_count ?? 0),
        giftAmount: money(BigInt(row.gift_minor ?? 0)),
        currency: (row.currency ?? 'USDT') as Currency,
        followers: Number(row.followers),
        newFollowers: Number(row.new_followers),
        pushOrders: Number(row.push_orders),
        pushRecord: await recordOf(db, presenterId, { from, to }),
        followOrders: Number(row.follow_orders),
      };
    },
  },
} satisfies PlatformHandlers;
