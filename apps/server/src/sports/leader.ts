import type { FastifyBaseLogger } from 'fastify';
import type { Database, DedicatedSession } from '../db/database.ts';

/**
 * Which instance runs the feed simulator and the settlement ticker: the one holding a
 * PostgreSQL session-level advisory lock (`pg_try_advisory_lock`) on a dedicated connection.
 * The others try again every `retryMs`, so one takes over when the leader stops or its
 * connection dies (the lock goes with the session). On PGlite the single process is the leader.
 * The lock is named after the schema, so instances share it only when they share the data.
 */
export class FeedLeadership {
  private session: DedicatedSession | null = null;
  private timer: NodeJS.Timeout | null = null;
  private leading = false;
  private stopped = false;
  private attempt: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly options: {
      retryMs: number;
      /** Called when this instance becomes the leader (true) or stops being it (false). */
      onChange(leading: boolean): void;
      log?: FastifyBaseLogger;
    },
  ) {}

  get isLeader(): boolean {
    return this.leading;
  }

  /** Tries at once, then every `retryMs` while another instance leads. */
  async start(): Promise<void> {
    if (this.db.kind === 'pglite') {
      this.set(true);
      return;
    }
    await this.tryNow();
    this.timer = setInterval(() => void this.tryNow(), this.options.retryMs);
    this.timer.unref();
  }

  /** One attempt to take the lock (no-op while leading); attempts never overlap. */
  tryNow(): Promise<void> {
    this.attempt = this.attempt.then(() => this.tryOnce());
    return this.attempt;
  }

  private async tryOnce(): Promise<void> {
    if (this.leading || this.stopped) return;
    try {
      if (!this.session) {
        const session = await this.db.dedicatedSession();
        if (!session) return;
        session.onEnd(() => {
          if (this.session !== session) return;
          this.session = null;
          this.set(false);
        });
        this.session = session;
      }
      const [row] = await this.session.query<{ ok: boolean }>(
        `select pg_try_advisory_lock(hashtext('touchline:feed-leader:' || current_schema())) as ok`,
      );
      if (row?.ok && !this.stopped) this.set(true);
    } catch (error) {
      this.options.log?.warn({ err: error }, 'feed leadership: the lock could not be tried');
      const session = this.session;
      this.session = null;
      await session?.close();
    }
  }

  private set(leading: boolean): void {
    if (this.leading === leading) return;
    this.leading = leading;
    this.options.onChange(leading);
  }

  /** Stops trying and gives the lock up (closing the session releases it). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.attempt;
    const session = this.session;
    this.session = null;
    this.leading = false;
    await session?.close();
  }
}
