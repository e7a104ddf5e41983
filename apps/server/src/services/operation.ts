import { CODES, type MaintenanceInfo } from '@touchline/api/contract';
import { maintenanceStatusOf } from '@touchline/domain';
import { Failure } from '../http/failure.ts';
import { text } from '../http/messages.ts';
import type { PlatformHandlers } from '../http/routes.ts';
import { epochMs, setting } from './common.ts';
import { contentLanguage, translated } from './games.ts';

type SportsConfig = MaintenanceInfo['sportsConfigVO'];

/** The customer service link (site_settings `customerServiceLink`). */
export interface CustomerLink {
  url: string;
  title: string;
}

export const operationHandlers = {
  getMaintenanceInfo: {
    access: 'public',
    async handle(input, ctx) {
      const [row] = await ctx.app.db.query<{
        id: bigint;
        title: string;
        content: string;
        status: number;
        points: number[];
        start_time: Date;
        end_time: Date;
        sports_config: SportsConfig;
      }>(
        `select id, ${translated('title_translations', 'title', '$2')} as title,
                ${translated('content_translations', 'content', '$2')} as content,
                status, points, start_time, end_time, sports_config
           from maintenance_notices where points @> jsonb_build_array($1::int)
          order by id desc limit 1`,
        [input.point, contentLanguage(ctx.language)],
      );
      if (!row) return null;
      return {
        id: Number(row.id),
        title: row.title,
        content: row.content,
        status: maintenanceStatusOf(row.status),
        point: row.points,
        startTime: epochMs(row.start_time),
        endTime: epochMs(row.end_time),
        sportsConfigVO: row.sports_config ?? null,
      };
    },
  },

  getCustomerServiceLink: {
    access: 'public',
    async handle(_input, ctx) {
      const link = await setting<CustomerLink>(ctx.app.db, 'customerServiceLink');
      if (!link?.url) throw new Failure(CODES.notFound, text('customerServiceUnavailable'));
      return { url: link.url, title: link.title ?? '' };
    },
  },
} satisfies PlatformHandlers;
