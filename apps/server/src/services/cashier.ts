import { CODES } from '@touchline/api/contract';
import {
  checkCashierAmount,
  maskAccount,
  normalizeAccountNumber,
  parseAmountToMinor,
  pricingCurrency,
  WITHDRAW_ACCOUNT_NUMBER,
  type CashierKind,
  type Currency,
} from '@touchline/domain';
import { isUniqueViolation, type Queryable } from '../db/database.ts';
import { Failure, failure, illegalInput } from '../http/failure.ts';
import { text } from '../http/messages.ts';
import type { CallContext, PlatformHandlers } from '../http/routes.ts';
import type { PaymentOutcome } from '../providers/payments.ts';
import { postMovement } from '../wallet/ledger.ts';
import { recordDeposit } from './activity.ts';
import { heldBonusMinor } from './campaigns.ts';
import { checkSpend } from './responsible.ts';
import { epochMs, money } from './common.ts';
import { walletOf } from './wallet.ts';

/**
 * The cashier (issue 20, ADR 020): deposits and withdrawals behind the configured payments
 * provider. Money moves only through the ledger, once per member and client key:
 *
 * - a deposit is recorded pending, the provider is asked, and a completed one is credited
 *   (`recordDeposit`: the ledger, the member's deposit total the VIP page reads, and the
 *   inviter's deposit award) in the transaction that marks it completed;
 * - a withdrawal is debited when it is asked for, under the wallet's row lock, then the provider
 *   pays it out; one the provider fails is given back.
 *
 * The same key with the same request answers as the first time; with another amount (or
 * method) it is refused and nothing moves.
 */

type DepositRow = {
  id: bigint;
  method_id: string;
  currency: string;
  amount_minor: bigint;
  status: 'pending' | 'completed' | 'failed';
  redirect_url: string | null;
};

type WithdrawalRow = {
  id: bigint;
  currency: string;
  amount_minor: bigint;
  status: 'pending' | 'completed' | 'failed';
  account_type: string;
  account_provider: string;
  holder_name: string;
  account_number: string;
};

type WithdrawInfoRow = {
  account_type: 'bank' | 'ewallet';
  provider: string;
  holder_name: string;
  account_number: string;
};

const DEPOSIT_COLUMNS = 'id, method_id, currency, amount_minor, status, redirect_url';
const WITHDRAWAL_COLUMNS =
  'id, currency, amount_minor, status, account_type, account_provider, holder_name, account_number';

/** The ledger key of a deposit or withdrawal: the member and the client's key. */
const depositKey = (memberId: bigint, key: string) => `cashier-deposit:${memberId}:${key}`;
const withdrawalKey = (memberId: bigint, key: string) => `cashier-withdrawal:${memberId}:${key}`;

function unavailable(cause?: unknown): Failure {
  return failure(CODES.internalError, 'paymentsUnavailable', undefined, {
    httpStatus: 503,
    ...(cause === undefined ? {} : { cause }),
  });
}

function keyReused(): Failure {
  return new Failure(CODES.idempotencyKeyReused, text('requestKeyReused'), 409);
}

function amountMinorOf(amount: string): bigint {
  const minor = parseAmountToMinor(amount);
  if (minor === null)
    throw illegalInput('amount', 'a non-negative amount with at most two decimals');
  return minor;
}

/** Refuses an amount outside the cashier's limits for the currency (domain's one rule). */
function checkLimits(kind: CashierKind, currency: string, amountMinor: bigint): void {
  const check = checkCashierAmount(kind, currency, amountMinor);
  if (check.ok) return;
  if (check.reason === 'notPositive') throw illegalInput('amount', 'more than 0');
  const keys = {
    deposit: { belowMin: 'depositBelowMin', aboveMax: 'depositAboveMax' },
    withdrawal: { belowMin: 'withdrawBelowMin', aboveMax: 'withdrawAboveMax' },
  } as const;
  throw failure(CODES.invalidRequest, keys[kind][check.reason], {
    amount: money(check.limitMinor),
    currency: pricingCurrency(currency),
  });
}

async function priorDeposit(q: Queryable, memberId: bigint, key: string) {
  const [row] = await q.query<DepositRow>(
    `select ${DEPOSIT_COLUMNS} from cashier_deposits where member_id = $1 and idempotency_key = $2`,
    [memberId, key],
  );
  return row;
}

async function priorWithdrawal(q: Queryable, memberId: bigint, key: string) {
  const [row] = await q.query<WithdrawalRow>(
    `select ${WITHDRAWAL_COLUMNS} from cashier_withdrawals where member_id = $1 and idempotency_key = $2`,
    [memberId, key],
  );
  return row;
}

/**
 * Records what the provider said of a pending deposit or withdrawal, once: the row is locked, so
 * a repeat racing in finds it settled and answers it as it stands. `move` is the outcome's ledger
 * movement (a completed deposit's credit, a failed payout's return), in the same transaction.
 */
async function recordOutcome<Row extends { id: bigint; status: string }>(
  ctx: CallContext,
  table: 'cashier_deposits' | 'cashier_withdrawals',
  columns: string,
  id: bigint,
  outcome: PaymentOutcome,
  move: (tx: Queryable, row: Row) => Promise<unknown>,
): Promise<Row> {
  const { db, now } = ctx.app;
  return db.transaction(async (tx) => {
    const [row] = await tx.query<Row>(`select ${columns} from ${table} where id = $1 for update`, [
      id,
    ]);
    if (!row || row.status !== 'pending') return row!;
    await move(tx, row);
    const redirect = table === 'cashier_deposits' ? ', redirect_url = $5' : '';
    const [updated] = await tx.query<Row>(
      `update ${table} set status = $2, provider_ref = $3, updated_at = $4${redirect}
        where id = $1 returning ${columns}`,
      [
        row.id,
        outcome.status,
        outcome.providerRef,
        new Date(now()),
        ...(redirect ? [outcome.redirectUrl ?? null] : []),
      ],
    );
    return updated!;
  });
}

/** Asks the provider about a pending deposit and records what it says; a completed one is credited. */
async function settleDeposit(
  ctx: CallContext,
  deposit: DepositRow,
  key: string,
): Promise<DepositRow> {
  const { memberId } = ctx.member;
  let outcome: PaymentOutcome;
  try {
    outcome = await ctx.app.payments.deposit({
      depositId: String(deposit.id),
      memberId,
      methodId: deposit.method_id,
      currency: deposit.currency as Currency,
      amountMinor: BigInt(deposit.amount_minor),
    });
  } catch (error) {
    // the deposit stays pending: the same key asks again
    throw unavailable(error);
  }
  return recordOutcome<DepositRow>(
    ctx,
    'cashier_deposits',
    DEPOSIT_COLUMNS,
    deposit.id,
    outcome,
    async (tx, row) => {
      if (outcome.status !== 'completed') return;
      await recordDeposit(tx, {
        memberId,
        amountMinor: BigInt(row.amount_minor),
        reference: `cashier-deposit:${row.id}`,
        idempotencyKey: depositKey(memberId, key),
        at: ctx.app.now(),
      });
    },
  );
}

/**
 * Asks the provider to pay out a pending withdrawal and records what it says. The money left the
 * wallet when the withdrawal was made; a failed payout gives it back. A provider that cannot be
 * reached leaves it pending (the same key asks again).
 */
async function settleWithdrawal(
  ctx: CallContext,
  withdrawal: WithdrawalRow,
  key: string,
): Promise<WithdrawalRow> {
  const { memberId } = ctx.member;
  let outcome: PaymentOutcome;
  try {
    outcome = await ctx.app.payments.payout({
      withdrawalId: String(withdrawal.id),
      memberId,
      currency: withdrawal.currency as Currency,
      amountMinor: BigInt(withdrawal.amount_minor),
      account: {
        accountType: withdrawal.account_type,
        provider: withdrawal.account_provider,
        holderName: withdrawal.holder_name,
        accountNumber: withdrawal.account_number,
      },
    });
  } catch (error) {
    ctx.log.warn({ err: error, withdrawalId: String(withdrawal.id) }, 'payout not sent');
    return withdrawal;
  }
  if (outcome.status === 'pending') return withdrawal;
  return recordOutcome<WithdrawalRow>(
    ctx,
    'cashier_withdrawals',
    WITHDRAWAL_COLUMNS,
    withdrawal.id,
    outcome,
    async (tx, row) => {
      if (outcome.status !== 'failed') return;
      await postMovement(tx, {
        memberId,
        amountMinor: BigInt(row.amount_minor),
        type: 'withdrawal',
        reference: `cashier-withdrawal:${row.id}`,
        idempotencyKey: `${withdrawalKey(memberId, key)}:returned`,
      });
    },
  );
}

function withdrawInfoAnswer(row: WithdrawInfoRow) {
  return {
    accountType: row.account_type,
    provider: row.provider,
    holderName: row.holder_name,
    accountNumber: maskAccount(row.account_number),
  };
}

export const cashierHandlers = {
  listPaymentMethods: {
    access: 'member',
    async handle(_input, ctx) {
      const wallet = await walletOf(ctx.app.db, ctx.member.memberId);
      return ctx.app.payments.methods(wallet.currency).map((m) => ({
        methodId: m.methodId,
        name: m.name,
        currency: m.currency,
        min: money(m.minMinor),
        max: money(m.maxMinor),
      }));
    },
  },

  createDeposit: {
    access: 'member',
    async handle(input, ctx) {
      const { db, payments, now } = ctx.app;
      const { memberId } = ctx.member;
      if (!payments.available) throw unavailable();
      const amountMinor = amountMinorOf(input.amount);
      const key = input.idempotencyKey;
      const same = (d: DepositRow) =>
        BigInt(d.amount_minor) === amountMinor && d.method_id === input.methodId;

      let deposit = await priorDeposit(db, memberId, key);
      if (!deposit) {
        const wallet = await walletOf(db, memberId);
        const method = payments.methods(wallet.currency).find((m) => m.methodId === input.methodId);
        if (!method) throw failure(CODES.invalidRequest, 'paymentMethodUnknown');
        checkLimits('deposit', wallet.currency, amountMinor);
        try {
          deposit = await db.transaction(async (tx) => {
            // the wallet's row lock queues a member's deposits: two at once never pass a limit
            // together, the second counting the first
            await tx.query('select 1 from wallets where member_id = $1 for update', [memberId]);
            const at = now();
            await checkSpend(tx, memberId, { kind: 'deposit', amountMinor }, at);
            const [row] = await tx.query<DepositRow>(
              `insert into cashier_deposits (member_id, method_id, currency, amount_minor, idempotency_key, created_at, updated_at)
               values ($1, $2, $3, $4, $5, $6, $6) returning ${DEPOSIT_COLUMNS}`,
              [memberId, method.methodId, method.currency, amountMinor, key, new Date(at)],
            );
            return row!;
          });
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          // the same key raced in: go on with the deposit that won
          deposit = await priorDeposit(db, memberId, key);
          if (!deposit) throw error;
        }
      }
      if (!same(deposit!)) throw keyReused();
      if (deposit!.status === 'pending') deposit = await settleDeposit(ctx, deposit!, key);
      const d = deposit!;
      const wallet = d.status === 'completed' ? await walletOf(db, memberId) : null;
      return {
        depositId: String(d.id),
        status: d.status,
        amount: money(d.amount_minor),
        ...(wallet ? { balance: money(wallet.balanceMinor) } : {}),
        ...(d.status === 'pending' && d.redirect_url ? { redirectUrl: d.redirect_url } : {}),
      };
    },
  },

  getWithdrawInfo: {
    access: 'member',
    async handle(_input, ctx) {
      const [row] = await ctx.app.db.query<WithdrawInfoRow>(
        'select account_type, provider, holder_name, account_number from withdraw_info where member_id = $1',
        [ctx.member.memberId],
      );
      return row ? withdrawInfoAnswer(row) : null;
    },
  },

  saveWithdrawInfo: {
    access: 'member',
    async handle(input, ctx) {
      const accountNumber = normalizeAccountNumber(input.accountNumber);
      if (!WITHDRAW_ACCOUNT_NUMBER.test(accountNumber)) {
        throw illegalInput('accountNumber', '6 to 34 letters and digits');
      }
      const [row] = await ctx.app.db.query<WithdrawInfoRow>(
        `insert into withdraw_info (member_id, account_type, provider, holder_name, account_number, updated_at)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (member_id) do update set account_type = excluded.account_type,
           provider = excluded.provider, holder_name = excluded.holder_name,
           account_number = excluded.account_number, updated_at = excluded.updated_at
         returning account_type, provider, holder_name, account_number`,
        [
          ctx.member.memberId,
          input.accountType,
          input.provider.trim(),
          input.holderName.trim(),
          accountNumber,
          new Date(ctx.app.now()),
        ],
      );
      return withdrawInfoAnswer(row!);
    },
  },

  /**
   * What a member may withdraw is the member wallet's balance less the deposit match bonuses
   * whose wagering is not met yet (ADR 026): money in game vendors' wallets (collected back
   * first) and awards not yet drawn are not in it. The wallet row is locked for the whole check-and-debit, so two
   * withdrawals at once queue on it and the second sees what the first left: never an overdraw.
   */
  createWithdrawal: {
    access: 'member',
    async handle(input, ctx) {
      const { db, payments, now } = ctx.app;
      const { memberId } = ctx.member;
      if (!payments.available) throw unavailable();
      const amountMinor = amountMinorOf(input.amount);
      const key = input.idempotencyKey;
      const make = () =>
        db.transaction(async (tx) => {
          const prior = await priorWithdrawal(tx, memberId, key);
          if (prior) return prior;
          const [info] = await tx.query<WithdrawInfoRow>(
            'select account_type, provider, holder_name, account_number from withdraw_info where member_id = $1',
            [memberId],
          );
          if (!info) throw failure(CODES.forbidden, 'withdrawInfoMissing');
          const [wallet] = await tx.query<{ balance_minor: bigint; currency: string }>(
            'select balance_minor, currency from wallets where member_id = $1 for update',
            [memberId],
          );
          if (!wallet) throw new Error(`member ${memberId} has no wallet`);
          checkLimits('withdrawal', wallet.currency, amountMinor);
          // a deposit match bonus stays in the wallet, but not withdrawable, until wagered
          const held = await heldBonusMinor(tx, memberId, now());
          if (amountMinor > BigInt(wallet.balance_minor) - held) {
            throw failure(CODES.insufficientFunds, 'withdrawBalanceTooLow');
          }
          const [row] = await tx.query<WithdrawalRow>(
            `insert into cashier_withdrawals (member_id, currency, amount_minor, account_type,
               account_provider, holder_name, account_number, idempotency_key, created_at, updated_at)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) returning ${WITHDRAWAL_COLUMNS}`,
            [
              memberId,
              pricingCurrency(wallet.currency),
              amountMinor,
              info.account_type,
              info.provider,
              info.holder_name,
              info.account_number,
              key,
              new Date(now()),
            ],
          );
          await postMovement(tx, {
            memberId,
            amountMinor: -amountMinor,
            type: 'withdrawal',
            reference: `cashier-withdrawal:${row!.id}`,
            idempotencyKey: withdrawalKey(memberId, key),
          });
          return row!;
        });
      let withdrawal: WithdrawalRow;
      try {
        withdrawal = await make();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // the same key raced in: answer with the withdrawal that won
        withdrawal = await make();
      }
      if (BigInt(withdrawal.amount_minor) !== amountMinor) throw keyReused();
      if (withdrawal.status === 'pending')
        withdrawal = await settleWithdrawal(ctx, withdrawal, key);
      const wallet = await walletOf(db, memberId);
      return {
        withdrawalId: String(withdrawal.id),
        status: withdrawal.status,
        amount: money(withdrawal.amount_minor),
        balance: money(wallet.balanceMinor),
      };
    },
  },

  listCashierTransactions: {
    access: 'member',
    async handle(input, ctx) {
      if (input.page < 1) throw illegalInput('page', 'at least 1');
      if (input.pageSize < 1 || input.pageSize > 100) throw illegalInput('pageSize', '1 to 100');
      const { memberId } = ctx.member;
      const rows = await ctx.app.db.query<{
        kind: 'deposit' | 'withdrawal';
        id: bigint;
        status: 'pending' | 'completed' | 'failed';
        amount_minor: bigint;
        created_at: Date;
        total: bigint;
      }>(
        `select kind, id, status, amount_minor, created_at, count(*) over () as total from (
           select 'deposit' as kind, id, status, amount_minor, created_at
             from cashier_deposits where member_id = $1
           union all
           select 'withdrawal', id, status, amount_minor, created_at
             from cashier_withdrawals where member_id = $1
         ) t order by created_at desc, id desc, kind limit $2 offset $3`,
        [memberId, input.pageSize, (input.page - 1) * input.pageSize],
      );
      let total = rows[0] ? Number(rows[0].total) : 0;
      if (rows.length === 0 && input.page > 1) {
        const [count] = await ctx.app.db.query<{ n: bigint }>(
          `select (select count(*) from cashier_deposits where member_id = $1)
                + (select count(*) from cashier_withdrawals where member_id = $1) as n`,
          [memberId],
        );
        total = Number(count?.n ?? 0);
      }
      return {
        list: rows.map((r) => ({
          id: `${r.kind}:${r.id}`,
          kind: r.kind,
          status: r.status,
          amount: money(r.amount_minor),
          createdAt: epochMs(r.created_at),
        })),
        total,
        page: input.page,
        pageSize: input.pageSize,
      };
    },
  },
} satisfies PlatformHandlers;
