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
  'room-fee-paid',
  'room-fee-received',
  'invite-award',
  // campaigns (ADR 026): a sign-in, a wheel prize, a newbie step, a rebate, a deposit match
  'campaign-award',
  'game-transfer-out',
  'game-transfer-in',
  // seamless-wallet games (ADR 019): a provider's debit, credit and rollback
  'game-stake',
  'game-win',
  'game-rollback',
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
 * One movement in one statement (one round trip): the entry the key already posted, if any;
 * else the wallet's conditional update (a debit only when the balance covers it, under the row
 * lock) and the entry after it; else, when the balance is short, a row saying so; no row when
 * there is no wallet. A racing posting of the same key fails the insert on the unique key.
 */
const POST_MOVEMENT = `
  with prior as (
    select id, balance_after_minor, member_id, amount_minor from ledger_entries
     where idempotency_key = $5::text
  ), debited as (
    update wallets set balance_minor = balance_minor + $2::bigint, updated_at = now()
     where member_id = $1::bigint and balance_minor + $2::bigint >= 0
       and not exists (select from prior)
    returning balance_minor
  ), entry as (
    insert into ledger_entries (member_id, amount_minor, balance_after_minor, type, reference, idempotency_key)
    select $1::bigint, $2::bigint, balance_minor, $3::text, $4::text, $5::text from debited
    returning id, balance_after_minor
  )
  select 'posted' as outcome, id, balance_after_minor, null::bigint as member_id, null::bigint as amount_minor
    from entry
  union all
  select 'prior', id, balance_after_minor, member_id, amount_minor from prior
  union all
  select 'short', null, null, null, null from wallets
   where member_id = $1::bigint and not exists (select from prior) and not exists (select from debited)`;

/**
 * Posts one movement inside the caller's transaction: the wallet row is updated in a single
 * conditional statement (a debit only when the balance covers it, under the row lock) and the
 * entry is appended. Call it inside `db.transaction` with the order, gift or award it pays for.
 */
export async function postMovement(tx: Queryable, m: Movement): Promise<Posted> {
  if (m.amountMinor === 0n) throw new RangeError('a movement moves money');
  const [row] = await tx.query<
    { outcome: 'posted' | 'prior' | 'short' } & { [K in keyof EntryRow]: EntryRow[K] | null }
  >(POST_MOVEMENT, [m.memberId, m.amountMinor, m.type, m.reference, m.idempotencyKey], {
    prepare: true,
  });
  if (!row) throw new WalletNotFoundError(m.memberId);
  if (row.outcome === 'short') throw new InsufficientFundsError(m.memberId);
  const posted = { entryId: row.id!, balanceAfterMinor: row.balance_after_minor! };
  if (row.outcome === 'posted') return { ...posted, duplicate: false };
  if (BigInt(row.member_id!) !== BigInt(m.memberId) || row.amount_minor !== m.amountMinor) {
    throw new RangeError(`idempotency key ${m.idempotencyKey} was used for another movement`);
  }
  return { ...posted, duplicate: true };
}

/**
 * Debits of one member's wallet to run as steps of a caller's statement (a `with` list), so that
 * what they pay for is written in the same statement, one round trip: `debited` takes their sum
 * from the wallet in one conditional update (none when the balance does not cover it, under the
 * row lock) and answers the balance left; `ledger_debits` appends one entry per debit, in their
 * order, each with the balance after it. The caller conditions its own writes on `debited`
 * (`where exists (select from debited)`), so a short balance writes nothing. A key already
 * posted fails the statement on the ledger's unique key: nothing moves. `param` adds a
 * parameter and answers its placeholder.
 */
export function debitSteps(
  param: (value: unknown) => string,
  debits: readonly Movement[],
  /** A further condition the debit waits on (SQL over earlier steps), e.g. a guard's. */
  also?: string,
): string {
  const memberId = debits[0]?.memberId;
  if (memberId === undefined) throw new RangeError('no debit');
  let total = 0n;
  for (const d of debits) {
    if (d.amountMinor >= 0n) throw new RangeError('a debit takes money');
    if (BigInt(d.memberId) !== BigInt(memberId)) throw new RangeError('one wallet');
    total -= d.amountMinor;
  }
  const m = param(memberId);
  const sum = param(total);
  let later = total;
  const rows = debits.map((d, i) => {
    // the balance after this debit: the balance left once all are taken, plus those after it
    later += d.amountMinor;
    return `(${param(d.amountMinor)}::bigint, ${param(later)}::bigint, ${param(d.type)}::text,
      ${param(d.reference)}::text, ${param(d.idempotencyKey)}::text, ${i})`;
  });
  return `debited as (
    update wallets set balance_minor = balance_minor - ${sum}::bigint, updated_at = now()
     where member_id = ${m}::bigint and balance_minor - ${sum}::bigint >= 0${also ? ` and ${also}` : ''}
    returning balance_minor
  ), ledger_debits as (
    insert into ledger_entries (member_id, amount_minor, balance_after_minor, type, reference, idempotency_key)
    select ${m}::bigint, d.amount, debited.balance_minor + d.later, d.type, d.reference, d.key
      from debited, (values ${rows.join(', ')}) as d (amount, later, type, reference, key, n)
     order by d.n
  )`;
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

/**
 * Opens a member's wallet in its currency. A wallet is never deleted and its currency is set
 * once, here (the sports engine keeps a member's currency once read).
 */
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
