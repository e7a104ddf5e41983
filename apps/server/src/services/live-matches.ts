import { CODES, STREAM_STATUS } from '@touchline/api/contract';
import type { Queryable } from '../db/database.ts';
import type { SportsFeed } from '../sports/feed.ts';
import { matchStatusOf, scoresOf } from '../sports/views.ts';
import { Failure } from '../http/failure.ts';
import { text } from '../http/messages.ts';
import type { CallContext, PlatformHandlers } from '../http/routes.ts';
import { contentLanguage } from './games.ts';

/** The sports feed, or a clear refusal while the sports service has not started. */
function feedOf(ctx: CallContext): SportsFeed {
  const { feed } = ctx.app.sports;
  if (!feed) throw new Failure(CODES.internalError, text('serverError'));
  return feed;
}

/**
 * The matches that hosts stream beside (issue 17 §1): `video/matchListFront` lists the sports
 * matches linked to a live or announced stream, with those streams (the sportsbook shows a
 * "watch" link only there); `match/score` gives the scores of such matches from the sports
 * service, the first entry the whole match's `home:away`.
 */
export const liveMatchHandlers = {
  listLiveMatches: {
    access: 'optional',
    async handle(input, ctx) {
      const feed = feedOf(ctx);
      const language = contentLanguage(ctx.language);
      const rows = await ctx.app.db.query<{ game_id: bigint | number; stream_ids: unknown }>(
        `select game_id, array_agg(id order by (status = $1) desc, viewers desc, id) as stream_ids
           from streams
          where game_id is not null and status = any($2::int[])
          group by game_id`,
        [STREAM_STATUS.live, [STREAM_STATUS.live, STREAM_STATUS.reserved]],
      );
      return rows
        .map((row) => ({ row, match: feed.match(Number(row.game_id)) }))
        .filter(({ match }) => match && match.kind === 'match')
        .filter(({ match }) => input.sportId === undefined || match!.sid === input.sportId)
        .map(({ row, match }) => ({
          gameId: match!.id,
          sportId: match!.sid,
          leagueName: match!.league.names[language],
          homeTeam: match!.home.names[language],
          awayTeam: match!.away.names[language],
          startTime: match!.startsAt,
          ms: matchStatusOf(match!),
          streamIds: (row.stream_ids as (bigint | number)[]).map(Number),
        }))
        .sort((a, b) => a.startTime - b.startTime || a.gameId - b.gameId);
    },
  },

  getLiveMatchScores: {
    access: 'public',
    async handle(input, ctx) {
      const feed = feedOf(ctx);
      return [...new Set(input.gameIds)].flatMap((gameId) => {
        const match = feed.match(gameId);
        if (!match || match.kind !== 'match') return [];
        return [
          {
            gameId,
            scores: scoresOf(match).map((s) => ({ score: s.score, period: s.pe ?? null })),
          },
        ];
      });
    },
  },
} satisfies Partial<PlatformHandlers>;

/** How long the set of matches with a live stream is kept before it is read again. */
const LINKS_TTL_MS = 3_000;

/**
 * The matches a live stream presents now, as the sportsbook's match lists see them: a match's
 * `liveUrl` (its "watch" link) is set only while one of its streams is live, so the link always
 * leads to a room that plays. Read from the database at most every few seconds on each instance
 * (a stream that goes live on another instance shows within that), and at once after a change
 * here (`invalidate`).
 */
export class StreamLinks {
  private ids = new Set<number>();
  private readAt = -Infinity;
  private reading: Promise<void> | null = null;

  constructor(
    private readonly db: Queryable,
    private readonly now: () => number,
  ) {}

  /** The set, read again when it is older than its time to live. */
  async current(): Promise<ReadonlySet<number>> {
    if (this.now() - this.readAt >= LINKS_TTL_MS) {
      this.reading ??= this.read().finally(() => (this.reading = null));
      await this.reading;
    }
    return this.ids;
  }

  /** Forgets the set: the next reader reads it again (a stream started or stopped here). */
  invalidate(): void {
    this.readAt = -Infinity;
  }

  private async read(): Promise<void> {
    const at = this.now();
    const rows = await this.db.query<{ game_id: bigint | number }>(
      'select distinct game_id from streams where status = $1 and game_id is not null',
      [STREAM_STATUS.live],
    );
    this.ids = new Set(rows.map((r) => Number(r.game_id)));
    this.readAt = at;
  }
}
