import { CODES, type Restriction } from '@touchline/api/contract';
import {
  LIMIT_PERIODS,
  NET_RESULT_TYPES,
  PLAY_MOVEMENT_TYPES,
  REALITY_CHECK_MINUTES,
  RG_LIMITS,
  SESSION_LIMIT_MINUTES,
  changeLimit,
  earliestPeriodStart,
  exclusionEnd,
  exclusionKindOf,
  limitInForce,
  parseAmountToMinor,
  periodStart,
  sessionEnd,
  settleLimit,
  spendRefusal,
  type ExclusionKind,
  type LimitPeriod,
  type LimitState,
  type RgLimit,
  type SpendKind,
  type SpendRefusal,
} from '@touchline/domain';
import type { Queryable } from '../db/database.ts';
import { sessionsEnded, SESSION_TTL_MS, tokenHash } from '../auth/sessions.ts';
import type { Failure } from '../http/failure.ts';
import { failure, illegalInput } from '../http/failure.ts';
import type { PlatformHandlers } from '../http/routes.ts';
import { epochMs, money, shownTime } from './common.ts';
import { walletOf } from './wallet.ts';

/**
 * Responsible gambling on the server (issue 20, ADR 021). The rules are domain's
 * (`responsible.ts`); here they are read from the member's rows and enforced:
 *
 * - `checkSpend` is called by every call that spends money (deposits, bets of every kind, game
 *   stakes, gifts and room fees) before it moves any, in the transaction that moves it where the
 *   call has one; deposits hold the wallet's row lock, so two at once never pass a limit together;
 * - a time-out or self-exclusion ends every session at once and refuses login until it is over
 *   (`checkLogin`), and a session limit shortens the sessions it covers.
 */

export interface RgState {
  exclusion: { kind: ExclusionKind; until: number } | null;
  limits: Partial<Record<RgLimit, LimitState>>;
}

type StateRow = {
  what: 'limit' | 'exclusion';
  kind: string;
  value_minor: bigint | null;
  pending: boolean | null;
  pending_value_minor: bigint | null;
  pending_from: Date | null;
  ends_at: Date | null;
};

/** A member's limits and the latest time-out or self-exclusion not over at `$2`, in one read. */
const RG_STATE = `
  select 'limit' as what, kind, value_minor, pending, pending_value_minor, pending_from,
         null::timestamptz as ends_at
    from rg_limits where member_id = $1
  union all
  (select 'exclusion', kind, null, null, null, null, ends_at
     from rg_exclusions where member_id = $1 and ends_at > $2
    order by ends_at desc limit 1)`;

const minorOrNull = (v: bigint | string | null) => (v === null ? null : BigInt(v));

export async function rgStateOf(q: Queryable, memberId: bigint, now: number): Promise<RgState> {
  const rows = await q.query<StateRow>(RG_STATE, [memberId, new Date(now)], { prepare: true });
  const state: RgState = { exclusion: null, limits: {} };
  for (const row of rows) {
    if (row.what === 'exclusion') {
      state.exclusion = { kind: row.kind as ExclusionKind, until: epochMs(row.ends_at) };
    } else {
      state.limits[row.kind as RgLimit] = {
        value: minorOrNull(row.value_minor),
        pending: row.pending
          ? { value: minorOrNull(row.pending_value_minor), from: epochMs(row.pending_from) }
          : null,
      };
    }
  }
  return state;
}

/** The refusal a player reads, with what the screens need to show it as data. */
export function restrictionFailure(refusal: SpendRefusal): Failure {
  const until = shownTime(refusal.until);
  if (refusal.reason === 'depositLimit' || refusal.reason === 'lossLimit') {
    const limit = money(refusal.limitMinor);
    const used = money(refusal.usedMinor);
    const data: Restriction = {
      reason: refusal.reason,
      until: refusal.until,
      period: refusal.period,
      limit,
      used,
    };
    const key = refusal.reason === 'depositLimit' ? 'rgDepositLimit' : 'rgLossLimit';
    return failure(
      CODES.playerProtection,
      key,
      { period: refusal.period, limit, used, until },
      { data },
    );
  }
  const data: Restriction = { reason: refusal.reason, until: refusal.until };
  const key = refusal.reason === 'time-out' ? 'rgTimeOut' : 'rgSelfExcluded';
  return failure(CODES.playerProtection, key, { until }, { data });
}

/** A restriction as the wire carries it (a refusal's data) back as the refusal it came from. */
export function refusalOf(r: Restriction): SpendRefusal {
  if (r.reason === 'time-out' || r.reason === 'self-exclusion') {
    return { reason: r.reason, until: r.until };
  }
  return {
    reason: r.reason,
    until: r.until,
    period: r.period ?? 'day',
    limitMinor: parseAmountToMinor(r.limit ?? '0') ?? 0n,
    usedMinor: parseAmountToMinor(r.used ?? '0') ?? 0n,
  };
}

/**
 * The period sums a spend check needs, from `earliest` on: for a deposit the gross deposits
 * asked for (pending or completed; only a failed one does not count), for a stake the net
 * result of play from the ledger.
 */
async function periodTotals(
  q: Queryable,
  memberId: bigint,
  kind: SpendKind,
  earliest: number,
  now: number,
): Promise<Partial<Record<LimitPeriod, bigint>>> {
  const starts = LIMIT_PERIODS.map((p) => new Date(Math.max(periodStart(p, now), earliest)));
  const sums = LIMIT_PERIODS.map(
    (p, i) => `coalesce(sum(amount_minor) filter (where created_at >= $${i + 3}), 0) as "${p}"`,
  ).join(', ');
  const [row] =
    kind === 'deposit'
      ? await q.query<Record<LimitPeriod, bigint>>(
          `select ${sums} from cashier_deposits
            where member_id = $1 and status <> 'failed' and created_at >= $2`,
          [memberId, new Date(earliest), ...starts],
        )
      : await q.query<Record<LimitPeriod, bigint>>(
          `select ${sums} from ledger_entries
            where member_id = $1 and created_at >= $2 and type = any($6::text[])`,
          [memberId, new Date(earliest), ...starts, NET_RESULT_TYPES],
        );
  const totals: Partial<Record<LimitPeriod, bigint>> = {};
  for (const p of LIMIT_PERIODS) totals[p] = BigInt(row?.[p] ?? 0);
  return totals;
}

/**
 * Refuses a spend the member's time-out, self-exclusion or limits do not allow (code
 * `playerProtection`, with why and until when). Call it before money moves, inside the
 * transaction that moves it where there is one.
 */
export async function checkSpend(
  q: Queryable,
  memberId: bigint,
  spend: { kind: SpendKind; amountMinor: bigint },
  now: number,
): Promise<void> {
  const state = await rgStateOf(q, memberId, now);
  const earliest = earliestPeriodStart(spend.kind, state.limits, now);
  const totals =
    earliest === null || state.exclusion
      ? {}
      : await periodTotals(q, memberId, spend.kind, earliest, now);
  const refusal = spendRefusal({
    ...spend,
    now,
    exclusion: state.exclusion,
    limits: state.limits,
    totals,
  });
  if (refusal) throw restrictionFailure(refusal);
}

/** Refuses anything to a member in a time-out or self-exclusion (login, promotions). */
export async function checkNotExcluded(
  q: Queryable,
  memberId: bigint,
  now: number,
): Promise<RgState> {
  const state = await rgStateOf(q, memberId, now);
  if (state.exclusion) {
    throw restrictionFailure({ reason: state.exclusion.kind, until: state.exclusion.until });
  }
  return state;
}

/**
 * Checks a login and answers how long its session may last: refused during a time-out or
 * self-exclusion; a session limit ends it sooner than a session normally lasts.
 */
export async function checkLogin(q: Queryable, memberId: bigint, now: number): Promise<number> {
  const state = await checkNotExcluded(q, memberId, now);
  const session = state.limits.session;
  const minutes = session ? limitInForce(session, now) : null;
  return sessionEnd(now, now + SESSION_TTL_MS, minutes) - now;
}

/** Ends every session of a member at once (a time-out, a self-exclusion). */
async function endAllSessions(q: Queryable, memberId: bigint, now: number): Promise<string[]> {
  const rows = await q.query<{ token_hash: string }>(
    `update sessions set revoked_at = $2 where member_id = $1 and revoked_at is null
      returning token_hash`,
    [memberId, new Date(now)],
  );
  return rows.map((r) => r.token_hash);
}

async function answer(q: Queryable, memberId: bigint, now: number) {
  const [state, wallet, [member]] = await Promise.all([
    rgStateOf(q, memberId, now),
    walletOf(q, memberId),
    q.query<{ reality_check_minutes: number }>(
      'select reality_check_minutes from members where id = $1',
      [memberId],
    ),
  ]);
  const shown = (limit: RgLimit, v: bigint | null) =>
    v === null ? null : limit === 'session' ? String(v) : money(v);
  return {
    currency: wallet.currency,
    limits: RG_LIMITS.flatMap((limit) => {
      const s = state.limits[limit];
      if (!s) return [];
      const settled = settleLimit(s, now);
      if (settled.value === null && !settled.pending) return [];
      return [
        {
          limit,
          value: shown(limit, settled.value),
          pending: settled.pending
            ? { value: shown(limit, settled.pending.value), from: settled.pending.from }
            : null,
        },
      ];
    }),
    realityCheckMinutes: Number(member?.reality_check_minutes ?? 0) as 0 | 15 | 30 | 60,
    exclusion: state.exclusion,
  };
}

/** The requested value of a limit in minor units (minutes for a session), null to remove it. */
function requestedValue(input: {
  limit: RgLimit;
  amount?: string;
  minutes?: number;
}): bigint | null {
  if (input.limit === 'session') {
    if (input.amount !== undefined) throw illegalInput('amount', 'not for a session limit');
    if (input.minutes === undefined) return null;
    const { min, max } = SESSION_LIMIT_MINUTES;
    if (input.minutes < min || input.minutes > max) {
      throw illegalInput('minutes', `${min} to ${max}`);
    }
    return BigInt(input.minutes);
  }
  if (input.minutes !== undefined) throw illegalInput('minutes', 'only for a session limit');
  if (input.amount === undefined) return null;
  const minor = parseAmountToMinor(input.amount);
  if (minor === null || minor <= 0n) throw illegalInput('amount', 'more than 0');
  if (minor > 1_000_000_000_000n) throw illegalInput('amount', 'at most 10000000000');
  return minor;
}

const ACTIVITY = `
  select to_char(created_at at time zone 'Etc/GMT-8', 'YYYY-MM') as month,
    coalesce(sum(amount_minor) filter (where type = 'deposit' and amount_minor > 0), 0) as deposits,
    coalesce(-sum(amount_minor) filter (where type = 'withdrawal'), 0) as withdrawals,
    coalesce(-sum(amount_minor) filter (where type = any($2::text[])), 0) as stakes,
    coalesce(sum(amount_minor) filter (where type = any($3::text[])), 0) as wins,
    coalesce(-sum(amount_minor) filter (where type = any($4::text[])), 0) as spent
   from ledger_entries where member_id = $1
  group by 1 order by 1 desc limit 120`;

export const responsibleHandlers = {
  getResponsibleGambling: {
    access: 'member',
    handle: (_input, ctx) => answer(ctx.app.db, ctx.member.memberId, ctx.app.now()),
  },

  setRgLimit: {
    access: 'member',
    async handle(input, ctx) {
      const { db } = ctx.app;
      const now = ctx.app.now();
      const { memberId } = ctx.member;
      const requested = requestedValue(input);
      await db.transaction(async (tx) => {
        const [row] = await tx.query<StateRow>(
          `select 'limit' as what, kind, value_minor, pending, pending_value_minor, pending_from,
                  null::timestamptz as ends_at
             from rg_limits where member_id = $1 and kind = $2 for update`,
          [memberId, input.limit],
        );
        const current: LimitState = row
          ? {
              value: minorOrNull(row.value_minor),
              pending: row.pending
                ? { value: minorOrNull(row.pending_value_minor), from: epochMs(row.pending_from) }
                : null,
            }
          : { value: null, pending: null };
        const next = changeLimit(current, requested, now);
        await tx.query(
          `insert into rg_limits (member_id, kind, value_minor, pending, pending_value_minor, pending_from, updated_at)
           values ($1, $2, $3, $4, $5, $6, $7)
           on conflict (member_id, kind) do update set value_minor = excluded.value_minor,
             pending = excluded.pending, pending_value_minor = excluded.pending_value_minor,
             pending_from = excluded.pending_from, updated_at = excluded.updated_at`,
          [
            memberId,
            input.limit,
            next.value,
            next.pending !== null,
            next.pending?.value ?? null,
            next.pending ? new Date(next.pending.from) : null,
            new Date(now),
          ],
        );
        if (input.limit === 'session' && next.value !== null) {
          // a session limit in force shortens the sessions open now, counted from their login
          await tx.query(
            `update sessions set expires_at = least(expires_at, created_at + make_interval(mins => $2::int))
              where member_id = $1 and revoked_at is null and expires_at > $3`,
            [memberId, Number(next.value), new Date(now)],
          );
        }
      });
      return answer(db, memberId, now);
    },
  },

  setRealityCheck: {
    access: 'member',
    async handle(input, ctx) {
      if (!(REALITY_CHECK_MINUTES as readonly number[]).includes(input.minutes)) {
        throw illegalInput('minutes', REALITY_CHECK_MINUTES.join(', '));
      }
      await ctx.app.db.query('update members set reality_check_minutes = $2 where id = $1', [
        ctx.member.memberId,
        input.minutes,
      ]);
      return answer(ctx.app.db, ctx.member.memberId, ctx.app.now());
    },
  },

  takeBreak: {
    access: 'member',
    async handle(input, ctx) {
      const { db } = ctx.app;
      const now = ctx.app.now();
      const { memberId } = ctx.member;
      const kind = exclusionKindOf(input.duration);
      const ended = await db.transaction(async (tx) => {
        await tx.query(
          `insert into rg_exclusions (member_id, kind, duration, starts_at, ends_at)
           values ($1, $2, $3, $4, $5)`,
          [
            memberId,
            kind,
            input.duration,
            new Date(now),
            new Date(exclusionEnd(input.duration, now)),
          ],
        );
        return endAllSessions(tx, memberId, now);
      });
      sessionsEnded(ended);
      ctx.browserSession.end();
      // a shorter break taken during a longer one does not shorten it: answer the one in force
      const state = await rgStateOf(db, memberId, now);
      return state.exclusion!;
    },
  },

  getSessionSummary: {
    access: 'member',
    async handle(_input, ctx) {
      const { db } = ctx.app;
      const { memberId } = ctx.member;
      const [session] = await db.query<{ created_at: Date }>(
        'select created_at from sessions where token_hash = $1',
        [tokenHash(ctx.member.token)],
      );
      const startedAt = epochMs(session?.created_at ?? new Date(ctx.app.now()));
      const [[row], [member]] = await Promise.all([
        db.query<{ net: bigint }>(
          `select coalesce(sum(amount_minor), 0) as net from ledger_entries
            where member_id = $1 and created_at >= $2 and type = any($3::text[])`,
          [memberId, new Date(startedAt), NET_RESULT_TYPES],
        ),
        db.query<{ reality_check_minutes: number }>(
          'select reality_check_minutes from members where id = $1',
          [memberId],
        ),
      ]);
      return {
        startedAt,
        net: money(row?.net ?? 0n),
        realityCheckMinutes: Number(member?.reality_check_minutes ?? 0) as 0 | 15 | 30 | 60,
      };
    },
  },

  getActivityStatement: {
    access: 'member',
    async handle(_input, ctx) {
      const rows = await ctx.app.db.query<{
        month: string;
        deposits: bigint;
        withdrawals: bigint;
        stakes: bigint;
        wins: bigint;
        spent: bigint;
      }>(ACTIVITY, [
        ctx.member.memberId,
        PLAY_MOVEMENT_TYPES.stakes,
        PLAY_MOVEMENT_TYPES.wins,
        PLAY_MOVEMENT_TYPES.spent,
      ]);
      return rows.map((r) => {
        const [stakes, wins, spent] = [BigInt(r.stakes), BigInt(r.wins), BigInt(r.spent)];
        return {
          month: r.month,
          deposits: money(r.deposits),
          withdrawals: money(r.withdrawals),
          stakes: money(stakes),
          wins: money(wins),
          spent: money(spent),
          net: money(wins - stakes - spent),
        };
      });
    },
  },
} satisfies Partial<PlatformHandlers>;
