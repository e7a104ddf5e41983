import { followSessionsEnded } from '../auth/sessions.ts';
import { schemaChannel, type Database } from '../db/database.ts';
import {
  SPORTS_TOKEN_ROW_SQL,
  sportsTokenHash,
  sportsTokenStatus,
  type SportsTokenLookup,
  type SportsTokenRow,
} from '../services/sports-token.ts';

/** An operator's sports maintenance notice as the guard reads it. */
export type MaintenanceRow = {
  start_time: Date;
  end_time: Date;
  sports_config: {
    status: number;
    startTime: number | null;
    endTime: number | null;
    content: string;
  };
};

/** The latest sports maintenance notices an operator switched on (sports config status 1). */
const MAINTENANCE_SQL = `select start_time, end_time, sports_config from maintenance_notices
  where sports_config is not null and (sports_config->>'status') = '1'
  order by id desc limit 5`;

/**
 * The longest a read is kept (ms), however quiet the notices: what a notice lost on the way
 * (its listening connection dropped before it could say so) can leave stale at most.
 */
export const GATE_MAX_AGE_MS = 10_000;
/** Tokens kept at most; the oldest go first. */
const MAX_TOKENS = 50_000;

type TokenEntry = { memberId: bigint; sessionHash: string; until: number };

/** What a sports call's guard needs: the maintenance notices, and the caller's token judged. */
export interface GateReading {
  readonly maintenance: readonly MaintenanceRow[];
  readonly token: SportsTokenLookup;
  /** The hash of the token read (null without one, or when it cannot be a token). */
  readonly tokenHash: string | null;
}

/**
 * What every sports call's guard reads — the operators' sports maintenance notices and the
 * caller's sports token with its session — kept between calls, so that a member's calls (a bet
 * among them) make no read of their own. Only a live token is kept, until the first of its
 * expiry, its session's and `GATE_MAX_AGE_MS`; it is dropped the moment its session ends here
 * or anywhere (`followSessionsEnded`). The notices are read again after any change to them
 * (their table's NOTIFY, migration 064). When a listening connection is lost, everything kept
 * is dropped: what it would have said is unknown.
 */
export class SportsGate {
  private notices: { rows: readonly MaintenanceRow[]; until: number } | null = null;
  private readonly tokens = new Map<string, TokenEntry>();
  private readonly bySession = new Map<string, Set<string>>();
  /** Counts drops, so that a read begun before one does not keep what it read. */
  private generation = 0;
  private readonly stops: (() => Promise<void> | void)[] = [];

  private constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  /** A gate listening for the changes that end what it keeps; `onError` hears listening failures. */
  static async open(
    db: Database,
    now: () => number,
    onError: (error: unknown) => void,
  ): Promise<SportsGate> {
    const gate = new SportsGate(db, now);
    const lost = (error: unknown) => {
      gate.clear();
      onError(error);
    };
    gate.stops.push(
      await followSessionsEnded(db, {
        ended: (hashes) => gate.sessionsEnded(hashes),
        lost: () => gate.clear(),
        onError: lost,
      }),
    );
    gate.stops.push(
      await db.listen(
        await schemaChannel(db, 'touchline_maintenance'),
        () => gate.noticesChanged(),
        {
          onReconnect: () => gate.clear(),
          onError: lost,
        },
      ),
    );
    return gate;
  }

  async close(): Promise<void> {
    for (const stop of this.stops.splice(0)) await stop();
    this.clear();
  }

  /**
   * The maintenance notices, and the token (`null`: the call carries none) judged at `now`: from
   * what is kept when it is there, else in one read.
   */
  async read(token: string | null): Promise<GateReading> {
    const hash = token === null ? null : sportsTokenHash(token);
    return { ...(await this.lookUp(hash, this.now())), tokenHash: hash };
  }

  private async lookUp(hash: string | null, now: number): Promise<Omit<GateReading, 'tokenHash'>> {
    const notices = this.notices !== null && now < this.notices.until ? this.notices.rows : null;
    if (hash === null) {
      return {
        maintenance: notices ?? (await this.readNotices(now)),
        token: { status: 'unknown' },
      };
    }
    const kept = this.tokens.get(hash);
    if (kept && now >= kept.until) this.forget(hash);
    const known = kept && now < kept.until ? kept : null;
    if (notices && known) {
      return { maintenance: notices, token: { status: 'valid', memberId: known.memberId } };
    }
    return this.readBoth(hash, now);
  }

  /** Drops the sessions' tokens (their sessions ended). */
  private sessionsEnded(sessionHashes: readonly string[]): void {
    this.generation += 1;
    for (const session of sessionHashes) {
      const hashes = this.bySession.get(session);
      if (!hashes) continue;
      for (const hash of hashes) this.tokens.delete(hash);
      this.bySession.delete(session);
    }
  }

  /**
   * Drops the notices kept: they changed. Their table's NOTIFY says so to every instance, a
   * moment after the change; the instance that made it says so at once, so that its next call
   * never meets the notices as they were (a maintenance just ended still refusing a bet).
   */
  noticesChanged(): void {
    this.generation += 1;
    this.notices = null;
  }

  private clear(): void {
    this.generation += 1;
    this.notices = null;
    this.tokens.clear();
    this.bySession.clear();
  }

  private forget(hash: string): void {
    const entry = this.tokens.get(hash);
    if (!entry) return;
    this.tokens.delete(hash);
    const hashes = this.bySession.get(entry.sessionHash);
    hashes?.delete(hash);
    if (hashes?.size === 0) this.bySession.delete(entry.sessionHash);
  }

  private async readNotices(now: number): Promise<readonly MaintenanceRow[]> {
    const generation = this.generation;
    const rows = await this.db.query<MaintenanceRow>(MAINTENANCE_SQL, [], { prepare: true });
    if (generation === this.generation) this.notices = { rows, until: now + GATE_MAX_AGE_MS };
    return rows;
  }

  /** The notices and the token's row in one statement (one round trip). */
  private async readBoth(hash: string, now: number): Promise<Omit<GateReading, 'tokenHash'>> {
    const generation = this.generation;
    const rows = await this.db.query<
      { part: 'maintenance' | 'token' } & MaintenanceRow & SportsTokenRow
    >(
      `select 'maintenance' as part, start_time, end_time, sports_config, null::bigint as member_id,
          null::text as session_hash, null::timestamptz as expires_at,
          null::timestamptz as session_expires_at, null::timestamptz as revoked_at
         from (${MAINTENANCE_SQL}) m
       union all
       select 'token', null, null, null, member_id, session_hash, expires_at, session_expires_at,
          revoked_at
         from (${SPORTS_TOKEN_ROW_SQL}) t`,
      [hash],
      { prepare: true },
    );
    const maintenance = rows.filter((r) => r.part === 'maintenance');
    const row = rows.find((r) => r.part === 'token');
    const token = sportsTokenStatus(row, now);
    if (generation === this.generation) {
      this.notices = { rows: maintenance, until: now + GATE_MAX_AGE_MS };
      if (row && token.status === 'valid') this.keep(hash, row, now);
    }
    return { maintenance, token };
  }

  private keep(hash: string, row: SportsTokenRow, now: number): void {
    this.forget(hash);
    if (this.tokens.size >= MAX_TOKENS) this.forget(this.tokens.keys().next().value!);
    const until = Math.min(
      new Date(row.expires_at).getTime(),
      new Date(row.session_expires_at).getTime(),
      now + GATE_MAX_AGE_MS,
    );
    this.tokens.set(hash, {
      memberId: BigInt(row.member_id),
      sessionHash: row.session_hash,
      until,
    });
    let hashes = this.bySession.get(row.session_hash);
    if (!hashes) {
      hashes = new Set();
      this.bySession.set(row.session_hash, hashes);
    }
    hashes.add(hash);
  }
}
