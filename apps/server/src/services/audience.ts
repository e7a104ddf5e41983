import { randomUUID } from 'node:crypto';
import { STREAM_STATUS, topics } from '@touchline/api/contract';
import type { AppContext } from '../context.ts';
import { publishStatus } from './live.ts';

/** How often each instance counts its viewers, and how long a count stands without a new one. */
export const AUDIENCE_TICK_MS = 15_000;
const AUDIENCE_STALE_MS = 3 * AUDIENCE_TICK_MS;

/**
 * A live stream's audience across the instances of a deployment (issue 17 §4–6). A viewer is a
 * socket following the stream's status (`stream-status:<id>`, which every room page follows).
 * Each instance reports its own counts (`report`); the feed's leader adds them up — with the
 * demo's simulated crowd — into the stream's `viewers`, tells the rooms whose count moved, and
 * keeps a sample a minute for the host's statistics (`tally`). A count an instance stopped
 * reporting (it went away) stops counting after a few ticks.
 */
export class AudienceMeter {
  /** This process's name in the reports. */
  readonly instanceId = randomUUID();

  constructor(
    private readonly app: AppContext,
    private readonly watching: (topic: string) => number,
  ) {}

  /** Reports how many of this instance's sockets watch each live stream. */
  async report(): Promise<void> {
    const { db } = this.app;
    const live = await db.query<{ id: bigint | number }>(
      'select id from streams where status = $1',
      [STREAM_STATUS.live],
    );
    const ids = live.map((s) => Number(s.id));
    const counts = ids.map((id) => this.watching(topics.streamStatus(id)));
    await db.query(
      `insert into stream_audience (instance_id, stream_id, viewers, seen_at)
       select $1, s.id, s.viewers, $4 from unnest($2::bigint[], $3::int[]) as s (id, viewers)
       on conflict (instance_id, stream_id)
       do update set viewers = excluded.viewers, seen_at = excluded.seen_at`,
      [this.instanceId, ids, counts, new Date(this.app.now())],
    );
  }

  /**
   * On the leader: each live stream's viewers become the sum of the fresh reports and its
   * simulated crowd; the rooms whose count moved hear of it; this minute's sample is written.
   * Reports of streams no longer live are cleared.
   */
  async tally(): Promise<void> {
    const { db } = this.app;
    const now = this.app.now();
    const changed = await db.transaction(async (tx) => {
      await tx.query(
        `delete from stream_audience a using streams s
          where s.id = a.stream_id and (s.status <> $1 or a.seen_at < $2)`,
        [STREAM_STATUS.live, new Date(now - AUDIENCE_STALE_MS)],
      );
      const rows = await tx.query<{ id: bigint | number; viewers: number }>(
        `with counted as (
           select s.id, s.viewers as before,
                  s.simulated_viewers + coalesce(
                    (select sum(a.viewers) from stream_audience a where a.stream_id = s.id), 0
                  )::int as viewers
             from streams s where s.status = $1
         ), updated as (
           update streams s set viewers = c.viewers from counted c
            where s.id = c.id and s.viewers <> c.viewers
           returning s.id, s.viewers
         ), sampled as (
           insert into stream_viewer_samples (stream_id, minute, viewers)
           select id, date_trunc('minute', $2::timestamptz), viewers from counted
           on conflict (stream_id, minute) do update set viewers = excluded.viewers
         )
         select id, viewers from updated`,
        [STREAM_STATUS.live, new Date(now)],
      );
      return rows;
    });
    for (const row of changed) {
      publishStatus(this.app, {
        id: Number(row.id),
        status: STREAM_STATUS.live,
        viewers: Number(row.viewers),
      });
    }
  }
}
