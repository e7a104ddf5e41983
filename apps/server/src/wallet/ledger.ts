import { isUniqueViolation, type Database, type Queryable } from '../db/database.ts';

/** Why money moved. */
export const MOVEMENT_TYPES = [
  'demo-grant',
  'deposit',
  'withdrawal',
  'bet-stake',
  'bet-payout',
  'bet-refund',
  'cash-out',
  'gift-sent',
  'gift-received',
  'invite-award',
  'game-transfer-out',
  'game-transfer-in',
  'adjustment',
] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

export interface Movement {
  memberId: bigint | number;
  /** Signed integer minor units: positive credits, negative debits; never zero. */
  amountMinor: bigint;
  type: MovementType;
  /** What it belongs to (an order id, a gift id…). */
  reference: string;
  /** The same key moves money once, however often it is sent. */
  idempotencyKey: string;
}

export interface Posted {
  entryId: bigint;
  balanceAfterMinor: bigint;
  /** True when the key had already been posted: nothing moved this time. */
  duplicate: boolean;
}

export class InsufficientFundsError extends Error {
  override readonly name = 'InsufficientFundsError';
  constructor(readonly memberId: bigint | number) {
    super('insufficient balance');
  }
}

export class WalletNotFoundError extends Error {
  override readonly name = 'WalletNotFoundError';
  constructor(readonly memberId: bigint | number) {
    super('wallet not found');
  }
}

type EntryRow = {
  id: bigint;
  balance_after_minor: bigint;
  member_id: bigint;
  amount_minor: bigint;
};

async function existing(q: Queryable, key: string): Promise<EntryRow | undefined> {
  const [row] = await q.query<EntryRow>(
    'select id, balance_after_minor, member_id, amount_minor from ledger_entries where idempotency_key = $1',
    [key],
  );
  return row;
}

/**
 * Posts one movement inside the caller's transaction: the wallet row is updated in a single
 * conditional statement (a debit only when the balance covers it, under the row lock) and the
 * entry is appended. Call it inside `db.transaction` with the order, gift or award it pays for.
 */
export async function postMovement(tx: Queryable, m: Movement): Promise<Posted> {
  if (m.amountMinor === 0n) throw new RangeError('a movement moves money');
  const prior = await existing(tx, m.idempotencyKey);
  if (prior) {
    if (BigInt(prior.member_id) !== BigInt(m.memberId) || prior.amount_minor !== m.amountMinor) {
      throw new RangeError(`idempotency key ${m.idempotencyKey} was used for another movement`);
    }
    return { entryId: prior.id, balanceAfterMinor: prior.balance_after_minor, duplicate: true };
  }
  const [wallet] = await tx.query<{ balance_minor: bigint }>(
    `update wallets set balance_minor = balance_minor + $2, updated_at = now()
      where member_id = $1 and balance_minor + $2 >= 0
      returning balance_minor`,
    [m.memberId, m.amountMinor],
  );
  if (!wallet) {
    const [found] = await tx.query('select 1 from wallets where member_id = $1', [m.memberId]);
    throw found ? new InsufficientFundsError(m.memberId) : new WalletNotFoundError(m.memberId);
  }
  const [entry] = await tx.query<{ id: bigint }>(
    `insert into ledger_entries (member_id, amount_minor, balance_after_minor, type, reference, idempotency_key)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [m.memberId, m.amountMinor, wallet.balance_minor, m.type, m.reference, m.idempotencyKey],
  );
  return { entryId: entry!.id, balanceAfterMinor: wallet.balance_minor, duplicate: false };
}

/**
 * Posts one movement in its own transaction. Two requests racing with the same key both answer
 * with the one posting: the loser's transaction is rolled back by the unique key and it reads
 * the winner's entry.
 */
export async function post(db: Database, m: Movement): Promise<Posted> {
  try {
    return await db.transaction((tx) => postMovement(tx, m));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const prior = await existing(db, m.idempotencyKey);
    if (!prior) throw error;
    return { entryId: prior.id, balanceAfterMinor: prior.balance_after_minor, duplicate: true };
  }
}

export async function openWallet(
  q: Queryable,
  memberId: bigint | number,
  currency: string,
): Promise<void> {
  await q.query(
    'insert into wallets (member_id, currency) values ($1, $2) on conflict (member_id) do nothing',
    [memberId, currency],
  );
}

export async function balanceOf(
  q: Queryable,
  memberId: bigint | number,
): Promise<{ balanceMinor: bigint; currency: string } | null> {
  const [row] = await q.query<{ balance_minor: bigint; currency: string }>(
    'select balance_minor, currency from wallets where member_id = $1',
    [memberId],
  );
  return row ? { balanceMinor: BigInt(row.balance_minor), currency: row.currency } : null;
}
