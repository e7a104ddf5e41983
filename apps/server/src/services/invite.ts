import { CODES } from '@touchline/api/contract';
import { maskAccount, ratePpmText } from '@touchline/domain';
import { isUniqueViolation, type Queryable } from '../db/database.ts';
import { Failure, illegalInput } from '../http/failure.ts';
import { text } from '../http/messages.ts';
import type { PlatformHandlers } from '../http/routes.ts';
import { postMovement } from '../wallet/ledger.ts';
import { checkNotExcluded } from './responsible.ts';
import { epochMs, money } from './common.ts';
import { walletOf } from './wallet.ts';

/**
 * The invitation programme. A member's referral code binds the members who register with it to
 * them (their invitees). What the invitees do earns the inviter awards, by the operator's tiers:
 *
 * - a deposit award, once per invitee, on their first deposit that reaches a deposit tier;
 * - a bet award on every settled valid bet: the bet times the rate of the bet tier the invitee's
 *   lifetime valid turnover has reached;
 * - a VIP award for every VIP level with a reward the invitee reaches, once per level.
 *
 * Awards accrue undrawn; the inviter draws one kind at a time into the wallet, once per key.
 */
export type InviteEvent =
  | { kind: 'deposit'; memberId: bigint; amountMinor: bigint; reference: string; at: number }
  | { kind: 'bet'; memberId: bigint; validBetMinor: bigint; reference: string; at: number }
  | { kind: 'vip'; memberId: bigint; fromLevel: number; toLevel: number; at: number };

/** Parts per million as the contract's rate text: 3000 → `"0.003"` (the domain's rule). */
export const rateText = ratePpmText;

async function insertAward(
  tx: Queryable,
  a: {
    inviterId: bigint;
    inviteeId: bigint;
    kind: 'bet' | 'deposit' | 'vip';
    sourceRef: string;
    baseMinor: bigint;
    awardMinor: bigint;
    at: number;
  },
): Promise<bigint> {
  if (a.awardMinor <= 0n) return 0n;
  const rows = await tx.query(
    `insert into invite_awards (inviter_id, invitee_id, kind, source_ref, base_minor, award_minor, created_at)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (kind, source_ref) do nothing returning 1`,
    [a.inviterId, a.inviteeId, a.kind, a.sourceRef, a.baseMinor, a.awardMinor, new Date(a.at)],
  );
  return rows.length > 0 ? a.awardMinor : 0n;
}

/**
 * Accrues what an invitee's activity earns their inviter, inside the caller's transaction (the
 * deposit, the bet settlement or the VIP upgrade it belongs to). Idempotent per source: the same
 * deposit, bet or level never earns twice. Returns the amount accrued now.
 */
export async function accrueInviteAwards(tx: Queryable, event: InviteEvent): Promise<bigint> {
  const [member] = await tx.query<{ inviter_id: bigint | null; turnover_minor: bigint }>(
    'select inviter_id, turnover_minor from members where id = $1',
    [event.memberId],
  );
  if (!member?.inviter_id) return 0n;
  const inviterId = BigInt(member.inviter_id);
  const base = { inviterId, inviteeId: event.memberId, at: event.at };

  if (event.kind === 'deposit') {
    const [tier] = await tx.query<{ reward_minor: bigint }>(
      `select reward_minor from invite_deposit_tiers where min_deposit_minor <= $1
        order by min_deposit_minor desc limit 1`,
      [event.amountMinor],
    );
    if (!tier) return 0n;
    return insertAward(tx, {
      ...base,
      kind: 'deposit',
      sourceRef: `deposit:${event.memberId}`,
      baseMinor: event.amountMinor,
      awardMinor: BigInt(tier.reward_minor),
    });
  }

  if (event.kind === 'bet') {
    if (event.validBetMinor <= 0n) return 0n;
    const [tier] = await tx.query<{ rate_ppm: number }>(
      `select rate_ppm from invite_bet_tiers where min_valid_bet_minor <= $1
        order by min_valid_bet_minor desc limit 1`,
      [BigInt(member.turnover_minor)],
    );
    if (!tier) return 0n;
    return insertAward(tx, {
      ...base,
      kind: 'bet',
      sourceRef: `bet:${event.reference}`,
      baseMinor: event.validBetMinor,
      awardMinor: (event.validBetMinor * BigInt(tier.rate_ppm)) / 1_000_000n,
    });
  }

  const rewards = await tx.query<{ vip_level: number; reward_minor: bigint }>(
    `select vip_level, reward_minor from invite_vip_rewards
      where vip_level > $1 and vip_level <= $2 order by vip_level`,
    [event.fromLevel, event.toLevel],
  );
  let total = 0n;
  for (const r of rewards) {
    total += await insertAward(tx, {
      ...base,
      kind: 'vip',
      sourceRef: `vip:${event.memberId}:${r.vip_level}`,
      baseMinor: 0n,
      awardMinor: BigInt(r.reward_minor),
    });
  }
  return total;
}

function checkPage(input: { page: number; pageSize: number }): { page: number; pageSize: number } {
  if (input.page < 1) throw illegalInput('page', 'at least 1');
  if (input.pageSize < 1 || input.pageSize > 100) throw illegalInput('pageSize', '1 to 100');
  return input;
}

function inviteUrl(origin: string, code: string): string {
  return `${origin}/?referCode=${encodeURIComponent(code)}`;
}

async function referralCodeOf(q: Queryable, memberId: bigint): Promise<string> {
  const [row] = await q.query<{ referral_code: string }>(
    'select referral_code from members where id = $1',
    [memberId],
  );
  if (!row) throw new Error(`member ${memberId} not found`);
  return row.referral_code;
}

type DrawRow = { id: bigint; kind: string; amount_minor: bigint };

async function priorDraw(q: Queryable, memberId: bigint, key: string) {
  const [row] = await q.query<DrawRow>(
    'select id, kind, amount_minor from invite_draws where member_id = $1 and idempotency_key = $2',
    [memberId, key],
  );
  return row;
}

export const inviteHandlers = {
  drawInviteAward: {
    access: 'member',
    async handle(input, ctx) {
      const { db } = ctx.app;
      const { memberId } = ctx.member;
      const answer = async (q: Queryable, draw: DrawRow) => {
        if (draw.kind !== input.kind) {
          throw new Failure(CODES.idempotencyKeyReused, text('drawKeyReused'), 409);
        }
        const wallet = await walletOf(q, memberId);
        return { amount: money(draw.amount_minor), memberWallet: money(wallet.balanceMinor) };
      };
      try {
        return await db.transaction(async (tx) => {
          const prior = await priorDraw(tx, memberId, input.idempotencyKey);
          if (prior) return answer(tx, prior);
          // no promotions during a time-out or self-exclusion: the awards wait for its end
          await checkNotExcluded(tx, memberId, ctx.app.now());
          const [draw] = await tx.query<{ id: bigint }>(
            `insert into invite_draws (member_id, kind, idempotency_key, amount_minor)
             values ($1, $2, $3, 0) returning id`,
            [memberId, input.kind, input.idempotencyKey],
          );
          // under the rows' locks: a racing draw waits, then finds them drawn
          const awards = await tx.query<{ award_minor: bigint }>(
            `update invite_awards set draw_id = $3
              where inviter_id = $1 and kind = $2 and draw_id is null returning award_minor`,
            [memberId, input.kind, draw!.id],
          );
          const amount = awards.reduce((sum, a) => sum + BigInt(a.award_minor), 0n);
          await tx.query('update invite_draws set amount_minor = $2 where id = $1', [
            draw!.id,
            amount,
          ]);
          if (amount > 0n) {
            await postMovement(tx, {
              memberId,
              amountMinor: amount,
              type: 'invite-award',
              reference: `invite-draw:${draw!.id}`,
              idempotencyKey: `invite-draw:${memberId}:${input.idempotencyKey}`,
            });
          }
          return answer(tx, { id: draw!.id, kind: input.kind, amount_minor: amount });
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // the same key raced in: answer with the draw that won
        const prior = await priorDraw(db, memberId, input.idempotencyKey);
        if (!prior) throw error;
        return answer(db, prior);
      }
    },
  },

  generateReferralCode: {
    access: 'member',
    async handle(_input, ctx) {
      // a member's code never changes: links already shared keep working
      const referCode = await referralCodeOf(ctx.app.db, ctx.member.memberId);
      return { referCode, inviteUrl: inviteUrl(ctx.origin, referCode) };
    },
  },

  listInviteMarquee: {
    access: 'public',
    async handle(_input, ctx) {
      const rows = await ctx.app.db.query<{
        user_name: string;
        award_minor: bigint;
        created_at: Date;
      }>(
        `select m.user_name, a.award_minor, a.created_at
           from invite_awards a join members m on m.id = a.inviter_id
          order by a.id desc limit 20`,
      );
      return rows.map((r) => ({
        userName: maskAccount(r.user_name),
        amount: money(r.award_minor),
        awardedAt: epochMs(r.created_at),
      }));
    },
  },

  getInviteBetConfig: {
    access: 'public',
    async handle(_input, ctx) {
      const rows = await ctx.app.db.query<{
        level: number;
        min_valid_bet_minor: bigint;
        rate_ppm: number;
      }>('select level, min_valid_bet_minor, rate_ppm from invite_bet_tiers order by level');
      return rows.map((r) => ({
        level: r.level,
        minValidBet: money(r.min_valid_bet_minor),
        rate: rateText(r.rate_ppm),
      }));
    },
  },

  getInviteDepositConfig: {
    access: 'public',
    async handle(_input, ctx) {
      const rows = await ctx.app.db.query<{ min_deposit_minor: bigint; reward_minor: bigint }>(
        'select min_deposit_minor, reward_minor from invite_deposit_tiers order by min_deposit_minor',
      );
      return rows.map((r) => ({
        minDeposit: money(r.min_deposit_minor),
        reward: money(r.reward_minor),
      }));
    },
  },

  getInviteVipConfig: {
    access: 'public',
    async handle(_input, ctx) {
      const rows = await ctx.app.db.query<{ vip_level: number; reward_minor: bigint }>(
        'select vip_level, reward_minor from invite_vip_rewards order by vip_level',
      );
      return rows.map((r) => ({ vipLevel: r.vip_level, reward: money(r.reward_minor) }));
    },
  },

  getInviteInfo: {
    access: 'member',
    async handle(_input, ctx) {
      const { memberId } = ctx.member;
      const db = ctx.app.db;
      const referCode = await referralCodeOf(db, memberId);
      const [counts] = await db.query<{ invited: bigint; valid: bigint }>(
        `select count(*)::bigint as invited,
                count(*) filter (where deposit_total_minor > 0)::bigint as valid
           from members where inviter_id = $1`,
        [memberId],
      );
      const [sums] = await db.query<{ pending: bigint | null; total: bigint | null }>(
        `select sum(award_minor) filter (where draw_id is null)::bigint as pending,
                sum(award_minor)::bigint as total
           from invite_awards where inviter_id = $1`,
        [memberId],
      );
      return {
        referCode,
        inviteUrl: inviteUrl(ctx.origin, referCode),
        invitedCount: Number(counts?.invited ?? 0),
        validInvitedCount: Number(counts?.valid ?? 0),
        pendingAward: money(sums?.pending),
        totalAward: money(sums?.total),
      };
    },
  },

  getInviteTotalAward: {
    access: 'member',
    async handle(_input, ctx) {
      const rows = await ctx.app.db.query<{ kind: string; total: bigint }>(
        `select kind, sum(award_minor)::bigint as total from invite_awards
          where inviter_id = $1 group by kind`,
        [ctx.member.memberId],
      );
      const by = (kind: string) => BigInt(rows.find((r) => r.kind === kind)?.total ?? 0);
      return {
        totalAward: money(by('bet') + by('deposit') + by('vip')),
        betAward: money(by('bet')),
        depositAward: money(by('deposit')),
        vipAward: money(by('vip')),
      };
    },
  },

  listInviteBetAwards: {
    access: 'member',
    async handle(input, ctx) {
      const { page, pageSize } = checkPage(input);
      const rows = await ctx.app.db.query<{
        user_name: string;
        base_minor: bigint;
        award_minor: bigint;
        created_at: Date;
        total: bigint;
      }>(
        `select m.user_name, a.base_minor, a.award_minor, a.created_at, count(*) over ()::bigint as total
           from invite_awards a join members m on m.id = a.invitee_id
          where a.inviter_id = $1 and a.kind = 'bet'
          order by a.id desc limit $2 offset $3`,
        [ctx.member.memberId, pageSize, (page - 1) * pageSize],
      );
      return {
        list: rows.map((r) => ({
          userName: maskAccount(r.user_name),
          validBet: money(r.base_minor),
          award: money(r.award_minor),
          settledAt: epochMs(r.created_at),
        })),
        total: Number(
          rows[0]?.total ?? (await countAwards(ctx.app.db, ctx.member.memberId, 'bet')),
        ),
        page,
        pageSize,
      };
    },
  },

  listInviteDepositAwards: {
    access: 'member',
    async handle(input, ctx) {
      const { page, pageSize } = checkPage(input);
      const rows = await ctx.app.db.query<{
        user_name: string;
        base_minor: bigint;
        award_minor: bigint;
        created_at: Date;
        drawn: boolean;
        total: bigint;
      }>(
        `select m.user_name, a.base_minor, a.award_minor, a.created_at,
                (a.draw_id is not null) as drawn, count(*) over ()::bigint as total
           from invite_awards a join members m on m.id = a.invitee_id
          where a.inviter_id = $1 and a.kind = 'deposit'
          order by a.id desc limit $2 offset $3`,
        [ctx.member.memberId, pageSize, (page - 1) * pageSize],
      );
      return {
        list: rows.map((r) => ({
          userName: maskAccount(r.user_name),
          depositAmount: money(r.base_minor),
          award: money(r.award_minor),
          depositedAt: epochMs(r.created_at),
          drawn: r.drawn,
        })),
        total: Number(
          rows[0]?.total ?? (await countAwards(ctx.app.db, ctx.member.memberId, 'deposit')),
        ),
        page,
        pageSize,
      };
    },
  },
} satisfies PlatformHandlers;

/** The number of awards of a kind (a page past the end has no row to carry it). */
async function countAwards(q: Queryable, inviterId: bigint, kind: string): Promise<bigint> {
  const [row] = await q.query<{ n: bigint }>(
    'select count(*)::bigint as n from invite_awards where inviter_id = $1 and kind = $2',
    [inviterId, kind],
  );
  return BigInt(row?.n ?? 0);
}
