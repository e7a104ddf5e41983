import type { Queryable } from '../db/database.ts';
import { postMovement, type Posted } from '../wallet/ledger.ts';
import { accrueInviteAwards } from './invite.ts';
import { recordTurnover } from './vip.ts';

/**
 * What a member's money activity sets off besides the ledger: lifetime totals, the VIP level
 * and the inviter's awards. The cashier (deposits) and the betting engine (settled bets) call
 * these inside the transaction that moves the money, so all of it happens once or not at all.
 */

/** Credits a deposit through the ledger (once per key) and accrues what it earns the inviter. */
export async function recordDeposit(
  tx: Queryable,
  d: {
    memberId: bigint;
    amountMinor: bigint;
    reference: string;
    idempotencyKey: string;
    at: number;
  },
): Promise<Posted> {
  if (d.amountMinor <= 0n) throw new RangeError('a deposit is a positive amount');
  const posted = await postMovement(tx, {
    memberId: d.memberId,
    amountMinor: d.amountMinor,
    type: 'deposit',
    reference: d.reference,
    idempotencyKey: d.idempotencyKey,
  });
  if (posted.duplicate) return posted;
  await tx.query(
    'update members set deposit_total_minor = deposit_total_minor + $2 where id = $1',
    [d.memberId, d.amountMinor],
  );
  await accrueInviteAwards(tx, {
    kind: 'deposit',
    memberId: d.memberId,
    amountMinor: d.amountMinor,
    reference: d.reference,
    at: d.at,
  });
  return posted;
}

/**
 * A settled bet's valid amount: adds to the member's turnover (and VIP level) and accrues the
 * inviter's bet award. `reference` (the bet order) makes it count once.
 */
export async function recordValidBet(
  tx: Queryable,
  b: { memberId: bigint; validBetMinor: bigint; reference: string; at: number },
): Promise<{ vipLevel: number; inviteAwardMinor: bigint }> {
  if (b.validBetMinor <= 0n) throw new RangeError('a valid bet is a positive amount');
  const [seen] = await tx.query(`select 1 from turnover_entries where reference = $1`, [
    b.reference,
  ]);
  if (seen) {
    const [row] = await tx.query<{ vip_level: number }>(
      'select vip_level from members where id = $1',
      [b.memberId],
    );
    return { vipLevel: Number(row?.vip_level ?? 0), inviteAwardMinor: 0n };
  }
  await tx.query(
    'insert into turnover_entries (reference, member_id, amount_minor, created_at) values ($1, $2, $3, $4)',
    [b.reference, b.memberId, b.validBetMinor, new Date(b.at)],
  );
  const { toLevel } = await recordTurnover(tx, b.memberId, b.validBetMinor, b.at);
  const inviteAwardMinor = await accrueInviteAwards(tx, { kind: 'bet', ...b });
  return { vipLevel: toLevel, inviteAwardMinor };
}
