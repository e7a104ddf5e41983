import { createHash, randomBytes } from 'node:crypto';
import { parseAmountToMinor } from '@touchline/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { InsufficientFundsError, postMovement } from '../wallet/ledger.ts';
import { Failure } from '../http/failure.ts';
import { checkSpend } from '../services/responsible.ts';
import { money } from '../services/common.ts';
import {
  ProtocolError,
  moneyCallSchema,
  walletCallSchema,
  type MoneyCall,
  type WalletAnswer,
} from './protocol.ts';
import { registerSignedRoutes } from './signed-routes.ts';

/**
 * The operator's side of the seamless wallet (ADR 019): a provider reads a player's balance,
 * debits a stake, credits a win and rolls a debit back, each call signed and idempotent by its
 * transaction id, each money movement one ledger entry on the member's main wallet.
 */

export const SEAMLESS_PATHS = {
  balance: '/api/seamless/balance',
  debit: '/api/seamless/debit',
  credit: '/api/seamless/credit',
  rollback: '/api/seamless/rollback',
} as const;

/** The member's opaque reference at a provider: random, made on the first launch, kept. */
export async function memberRefOf(
  q: Queryable,
  provider: string,
  memberId: bigint,
): Promise<string> {
  const fresh = randomBytes(16).toString('hex');
  await q.query(
    `insert into game_member_refs (provider, member_ref, member_id) values ($1, $2, $3)
     on conflict (provider, member_id) do nothing`,
    [provider, fresh, memberId],
  );
  const [row] = await q.query<{ member_ref: string }>(
    'select member_ref from game_member_refs where provider = $1 and member_id = $2',
    [provider, memberId],
  );
  if (!row) throw new Error('member reference not kept');
  return row.member_ref;
}

type Kind = 'debit' | 'credit' | 'rollback';

type PlayerRow = {
  member_id: bigint;
  balance_minor: bigint;
  currency: string;
};

/** The player behind a reference, their wallet row locked: one money call per member at a time. */
async function lockedPlayer(
  tx: Queryable,
  call: { provider: string; memberRef: string; currency: string },
): Promise<PlayerRow> {
  const [row] = await tx.query<PlayerRow>(
    `select w.member_id, w.balance_minor, w.currency
       from game_member_refs r join wallets w on w.member_id = r.member_id
      where r.provider = $1 and r.member_ref = $2
      for update of w`,
    [call.provider, call.memberRef],
  );
  if (!row) throw new ProtocolError('UNKNOWN_PLAYER', 'no such player');
  if (row.currency !== call.currency) {
    throw new ProtocolError('CURRENCY_MISMATCH', `the player's currency is ${row.currency}`);
  }
  return row;
}

async function balanceAnswer(tx: Queryable, memberId: bigint, currency: string) {
  const [row] = await tx.query<{ balance_minor: bigint }>(
    'select balance_minor from wallets where member_id = $1',
    [memberId],
  );
  return { balance: money(row?.balance_minor ?? 0n), currency };
}

function digestOf(kind: Kind, call: MoneyCall, amountMinor: bigint): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        kind,
        call.memberRef,
        call.roundId,
        amountMinor.toString(),
        call.currency,
        call.gameCode,
        call.roundEnded ?? false,
        call.referenceTransactionId ?? null,
      ]),
    )
    .digest('hex');
}

type TransactionRow = {
  kind: Kind | 'tombstone';
  round_id: string;
  amount_minor: bigint;
  request_digest: string;
  rolled_back: boolean;
  answer: WalletAnswer;
};

async function transactionRow(
  tx: Queryable,
  provider: string,
  transactionId: string,
): Promise<TransactionRow | undefined> {
  const [row] = await tx.query<TransactionRow>(
    `select kind, round_id, amount_minor, request_digest, rolled_back, answer
       from game_transactions where provider = $1 and transaction_id = $2 for update`,
    [provider, transactionId],
  );
  return row ? { ...row, amount_minor: BigInt(row.amount_minor) } : undefined;
}

async function record(
  tx: Queryable,
  call: MoneyCall,
  t: {
    transactionId: string;
    kind: TransactionRow['kind'];
    amountMinor: bigint;
    digest: string;
    ledgerEntryId: bigint | null;
    answer: WalletAnswer | Record<string, never>;
    reference?: string | null;
  },
): Promise<void> {
  await tx.query(
    `insert into game_transactions (provider, transaction_id, round_id, kind, amount_minor,
       request_digest, reference_transaction_id, ledger_entry_id, answer)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)`,
    [
      call.provider,
      t.transactionId,
      call.roundId,
      t.kind,
      t.amountMinor,
      t.digest,
      t.reference ?? null,
      t.ledgerEntryId,
      JSON.stringify(t.answer),
    ],
  );
}

/** The same request again answers as the first did; the same id with another request is refused. */
function repeated(prior: TransactionRow, digest: string): WalletAnswer {
  if (prior.kind === 'tombstone') {
    throw new ProtocolError('TRANSACTION_ROLLED_BACK', 'this transaction was rolled back');
  }
  if (prior.request_digest !== digest) {
    throw new ProtocolError(
      'DUPLICATE_MISMATCH',
      'this transaction id was used for another request',
    );
  }
  return prior.answer;
}

type RoundRow = {
  member_id: bigint;
  status: 'open' | 'settled' | 'rolled-back';
};

async function lockedRound(tx: Queryable, provider: string, roundId: string) {
  const [row] = await tx.query<RoundRow>(
    'select member_id, status from game_rounds where provider = $1 and round_id = $2 for update',
    [provider, roundId],
  );
  return row;
}

function amountOf(call: MoneyCall): bigint {
  const minor = parseAmountToMinor(call.amount);
  if (minor === null || minor < 0n) throw new ProtocolError('BAD_REQUEST', 'amount: not an amount');
  return minor;
}

const ledgerKey = (call: { provider: string }, transactionId: string) =>
  `game:${call.provider}:${transactionId}`;
const ledgerReference = (call: MoneyCall) => `game:${call.provider}:${call.roundId}`;

async function debit(tx: Queryable, call: MoneyCall, now: number): Promise<WalletAnswer> {
  const player = await lockedPlayer(tx, call);
  const amountMinor = amountOf(call);
  const digest = digestOf('debit', call, amountMinor);
  const prior = await transactionRow(tx, call.provider, call.transactionId);
  if (prior) return repeated(prior, digest);
  if (amountMinor === 0n) throw new ProtocolError('BAD_REQUEST', 'amount: a stake is above zero');
  const round = await lockedRound(tx, call.provider, call.roundId);
  if (round) {
    if (BigInt(round.member_id) !== BigInt(player.member_id)) {
      throw new ProtocolError('BAD_REQUEST', 'this round is another player’s');
    }
    if (round.status !== 'open') throw new ProtocolError('ROUND_CLOSED', 'the round is closed');
  } else {
    const [game] = await tx.query<{ lobby_code: string; game_type: string }>(
      'select lobby_code, game_type from games where game_code = $1',
      [call.gameCode],
    );
    if (!game) throw new ProtocolError('UNKNOWN_GAME', 'no such game');
    await tx.query(
      `insert into game_rounds (provider, round_id, member_id, game_code, lobby_code, game_type,
         currency, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        call.provider,
        call.roundId,
        player.member_id,
        call.gameCode,
        game.lobby_code,
        game.game_type,
        call.currency,
        new Date(now),
      ],
    );
  }
  try {
    await checkSpend(tx, BigInt(player.member_id), { kind: 'stake', amountMinor }, now);
  } catch (error) {
    // the restriction's reason and end go along, so the game can say them in the player's words
    if (error instanceof Failure) {
      throw new ProtocolError('PLAYER_RESTRICTED', error.message, error.data);
    }
    throw error;
  }
  let posted;
  try {
    posted = await postMovement(tx, {
      memberId: player.member_id,
      amountMinor: -amountMinor,
      type: 'game-stake',
      reference: ledgerReference(call),
      idempotencyKey: ledgerKey(call, call.transactionId),
    });
  } catch (error) {
    if (error instanceof InsufficientFundsError) {
      throw new ProtocolError('INSUFFICIENT_FUNDS', 'the balance does not cover the stake');
    }
    throw error;
  }
  await tx.query(
    `update game_rounds set stake_minor = stake_minor + $3 where provider = $1 and round_id = $2`,
    [call.provider, call.roundId, amountMinor],
  );
  const answer = {
    balance: money(posted.balanceAfterMinor),
    currency: call.currency,
    transactionId: call.transactionId,
  };
  await record(tx, call, {
    transactionId: call.transactionId,
    kind: 'debit',
    amountMinor,
    digest,
    ledgerEntryId: posted.entryId,
    answer,
  });
  return answer;
}

async function credit(tx: Queryable, call: MoneyCall, now: number): Promise<WalletAnswer> {
  const player = await lockedPlayer(tx, call);
  const amountMinor = amountOf(call);
  const digest = digestOf('credit', call, amountMinor);
  const prior = await transactionRow(tx, call.provider, call.transactionId);
  if (prior) return repeated(prior, digest);
  const round = await lockedRound(tx, call.provider, call.roundId);
  if (!round || BigInt(round.member_id) !== BigInt(player.member_id)) {
    throw new ProtocolError('UNKNOWN_ROUND', 'no debit opened this round');
  }
  if (round.status !== 'open') throw new ProtocolError('ROUND_CLOSED', 'the round is closed');
  let entryId: bigint | null = null;
  let balanceMinor = BigInt(player.balance_minor);
  if (amountMinor > 0n) {
    const posted = await postMovement(tx, {
      memberId: player.member_id,
      amountMinor,
      type: 'game-win',
      reference: ledgerReference(call),
      idempotencyKey: ledgerKey(call, call.transactionId),
    });
    entryId = posted.entryId;
    balanceMinor = posted.balanceAfterMinor;
  }
  await tx.query(
    `update game_rounds set win_minor = win_minor + $3,
            status = case when $4 then 'settled' else status end,
            settled_at = case when $4 then $5::timestamptz else settled_at end
      where provider = $1 and round_id = $2`,
    [call.provider, call.roundId, amountMinor, call.roundEnded === true, new Date(now)],
  );
  const answer = {
    balance: money(balanceMinor),
    currency: call.currency,
    transactionId: call.transactionId,
  };
  await record(tx, call, {
    transactionId: call.transactionId,
    kind: 'credit',
    amountMinor,
    digest,
    ledgerEntryId: entryId,
    answer,
  });
  return answer;
}

async function rollback(tx: Queryable, call: MoneyCall, now: number): Promise<WalletAnswer> {
  const player = await lockedPlayer(tx, call);
  const amountMinor = amountOf(call);
  const digest = digestOf('rollback', call, amountMinor);
  const targetId = call.referenceTransactionId;
  if (!targetId) {
    throw new ProtocolError('BAD_REQUEST', 'referenceTransactionId: the debit to roll back');
  }
  const prior = await transactionRow(tx, call.provider, call.transactionId);
  if (prior) return repeated(prior, digest);
  const target = await transactionRow(tx, call.provider, targetId);
  const answerNow = async () => ({
    ...(await balanceAnswer(tx, player.member_id, call.currency)),
    transactionId: call.transactionId,
  });
  if (!target || target.kind === 'tombstone' || target.rolled_back) {
    // nothing to undo (the debit never arrived, or is undone): a tombstone refuses it later
    if (!target) {
      await record(tx, call, {
        transactionId: targetId,
        kind: 'tombstone',
        amountMinor: 0n,
        digest: 'tombstone',
        ledgerEntryId: null,
        answer: {},
      });
    }
    const answer = await answerNow();
    await record(tx, call, {
      transactionId: call.transactionId,
      kind: 'rollback',
      amountMinor: 0n,
      digest,
      ledgerEntryId: null,
      answer,
      reference: targetId,
    });
    return answer;
  }
  if (target.kind !== 'debit' || target.round_id !== call.roundId) {
    throw new ProtocolError('BAD_REQUEST', 'only a debit of this round can be rolled back');
  }
  if (target.amount_minor !== amountMinor) {
    throw new ProtocolError('BAD_REQUEST', 'amount: not the amount of the debit');
  }
  const round = await lockedRound(tx, call.provider, call.roundId);
  if (!round || BigInt(round.member_id) !== BigInt(player.member_id)) {
    throw new ProtocolError('UNKNOWN_ROUND', 'no such round');
  }
  if (round.status === 'settled') throw new ProtocolError('ROUND_CLOSED', 'the round is settled');
  const posted = await postMovement(tx, {
    memberId: player.member_id,
    amountMinor,
    type: 'game-rollback',
    reference: ledgerReference(call),
    idempotencyKey: ledgerKey(call, call.transactionId),
  });
  await tx.query(
    'update game_transactions set rolled_back = true where provider = $1 and transaction_id = $2',
    [call.provider, targetId],
  );
  await tx.query(
    `update game_rounds set status = 'rolled-back', settled_at = $3
      where provider = $1 and round_id = $2`,
    [call.provider, call.roundId, new Date(now)],
  );
  const answer = {
    balance: money(posted.balanceAfterMinor),
    currency: call.currency,
    transactionId: call.transactionId,
  };
  await record(tx, call, {
    transactionId: call.transactionId,
    kind: 'rollback',
    amountMinor,
    digest,
    ledgerEntryId: posted.entryId,
    answer,
    reference: targetId,
  });
  return answer;
}

const MONEY_CALLS = { debit, credit, rollback } as const;

function parsed<T>(
  schema: {
    safeParse(
      v: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  body: unknown,
): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ProtocolError(
    'BAD_REQUEST',
    `${issue?.path.map(String).join('.') || 'body'}: ${issue?.message ?? 'not accepted'}`,
  );
}

/** The operator's seamless endpoints, for the configured provider's signed calls. */
export async function registerSeamless(fastify: FastifyInstance, app: AppContext): Promise<void> {
  const { providerName, providerSecret } = app.games;
  const secretFor = (body: Record<string, unknown>) =>
    body.provider === providerName ? providerSecret : null;
  const moneyRoute = (kind: Kind) => ({
    secretFor,
    async handle(body: Record<string, unknown>) {
      const call = parsed(moneyCallSchema, body);
      return app.db.transaction((tx) => MONEY_CALLS[kind](tx, call, app.now()));
    },
  });
  await registerSignedRoutes(
    fastify,
    {
      [SEAMLESS_PATHS.balance]: {
        secretFor,
        async handle(body) {
          const call = parsed(walletCallSchema, body);
          return app.db.transaction(async (tx) => {
            const player = await lockedPlayer(tx, call);
            return balanceAnswer(tx, player.member_id, call.currency);
          });
        },
      },
      [SEAMLESS_PATHS.debit]: moneyRoute('debit'),
      [SEAMLESS_PATHS.credit]: moneyRoute('credit'),
      [SEAMLESS_PATHS.rollback]: moneyRoute('rollback'),
    },
    app.now,
  );
}
