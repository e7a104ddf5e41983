import type { Currency } from '@touchline/domain';
import { isUniqueViolation, type Database, type Queryable } from '../db/database.ts';
import { illegalInput } from '../http/failure.ts';
import type { PlatformHandlers } from '../http/routes.ts';
import { balanceOf, postMovement } from '../wallet/ledger.ts';
import { epochMs, money } from './common.ts';

/** The member's wallet; a member without one is a broken account (a bug), never a 4xx. */
export async function walletOf(
  q: Queryable,
  memberId: bigint,
): Promise<{ balanceMinor: bigint; currency: Currency }> {
  const wallet = await balanceOf(q, memberId);
  if (!wallet) throw new Error(`member ${memberId} has no wallet`);
  return { balanceMinor: wallet.balanceMinor, currency: wallet.currency as Currency };
}

/**
 * Moves money from the member wallet into a game vendor's wallet inside the caller's transaction
 * (the single-wallet jump of the games issue does this): a ledger debit, never below zero,
 * applied once per key.
 */
export async function moveToGameWallet(
  tx: Queryable,
  t: { memberId: bigint; gameType: string; amountMinor: bigint; idempotencyKey: string },
): Promise<{ balanceAfterMinor: bigint; duplicate: boolean }> {
  if (t.amountMinor <= 0n) throw new RangeError('a transfer moves a positive amount');
  const posted = await postMovement(tx, {
    memberId: t.memberId,
    amountMinor: -t.amountMinor,
    type: 'game-transfer-out',
    reference: `game:${t.gameType}`,
    idempotencyKey: t.idempotencyKey,
  });
  if (!posted.duplicate) {
    await tx.query(
      `insert into game_wallets (member_id, game_type, balance_minor) values ($1, $2, $3)
       on conflict (member_id, game_type)
         do update set balance_minor = game_wallets.balance_minor + excluded.balance_minor`,
      [t.memberId, t.gameType, t.amountMinor],
    );
  }
  return { balanceAfterMinor: posted.balanceAfterMinor, duplicate: posted.duplicate };
}

/**
 * The same in a transaction of its own. Two requests racing with one key both answer with the
 * one transfer: the loser's insert breaks the ledger's unique key, and it reads the winner's.
 */
export async function transferToGame(
  db: Database,
  t: { memberId: bigint; gameType: string; amountMinor: bigint; idempotencyKey: string },
): Promise<{ balanceAfterMinor: bigint; duplicate: boolean }> {
  try {
    return await db.transaction((tx) => moveToGameWallet(tx, t));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return db.transaction((tx) => moveToGameWallet(tx, t));
  }
}

/**
 * Brings what sits in the member's game wallets (one type, or all) back to the member wallet.
 * Each game wallet is emptied under its row lock and its version names the ledger movement, so
 * two collects racing move the money once.
 */
export async function collectGameFunds(
  db: Database,
  memberId: bigint,
  gameType?: string,
): Promise<{ collectedMinor: bigint; balanceMinor: bigint }> {
  return db.transaction(async (tx) => {
    // the member wallet's row first, as every transfer takes it: no two orders, no deadlock
    await tx.query('select 1 from wallets where member_id = $1 for update', [memberId]);
    const wallets = await tx.query<{ game_type: string; balance_minor: bigint; version: number }>(
      `select game_type, balance_minor, version from game_wallets
        where member_id = $1 and ($2::text is null or game_type = $2) and balance_minor > 0
        order by game_type for update`,
      [memberId, gameType ?? null],
    );
    let collectedMinor = 0n;
    for (const w of wallets) {
      const amount = BigInt(w.balance_minor);
      const version = Number(w.version) + 1;
      await tx.query(
        `update game_wallets set balance_minor = 0, version = $3
          where member_id = $1 and game_type = $2`,
        [memberId, w.game_type, version],
      );
      await postMovement(tx, {
        memberId,
        amountMinor: amount,
        type: 'game-transfer-in',
        reference: `game:${w.game_type}`,
        idempotencyKey: `game-collect:${memberId}:${w.game_type}:${version}`,
      });
      collectedMinor += amount;
    }
    const { balanceMinor } = await walletOf(tx, memberId);
    return { collectedMinor, balanceMinor };
  });
}

export const walletHandlers = {
  fetchMemberWallet: {
    access: 'member',
    async handle(_input, ctx) {
      const wallet = await walletOf(ctx.app.db, ctx.member.memberId);
      return { memberWallet: money(wallet.balanceMinor), currency: wallet.currency };
    },
  },

  fetchBalance: {
    access: 'member',
    async handle(_input, ctx) {
      const { memberId } = ctx.member;
      const [row] = await ctx.app.db.query<{
        balance_minor: bigint;
        currency: Currency;
        updated_at: Date;
        games_minor: bigint | null;
      }>(
        `select w.balance_minor, w.currency, w.updated_at,
                (select sum(g.balance_minor) from game_wallets g where g.member_id = w.member_id)::bigint as games_minor
           from wallets w where w.member_id = $1`,
        [memberId],
      );
      if (!row) throw new Error(`member ${memberId} has no wallet`);
      const memberMinor = BigInt(row.balance_minor);
      const gamesMinor = BigInt(row.games_minor ?? 0);
      return {
        currency: row.currency,
        balance: money(memberMinor + gamesMinor),
        memberWallet: money(memberMinor),
        gameWallets: money(gamesMinor),
        updatedAt: epochMs(row.updated_at),
      };
    },
  },

  collectGameFunds: {
    access: 'member',
    async handle(input, ctx) {
      if (input.gameType !== undefined && input.gameType.length > 32) {
        throw illegalInput('gameType', 'at most 32 characters');
      }
      const result = await collectGameFunds(ctx.app.db, ctx.member.memberId, input.gameType);
      return { memberWallet: money(result.balanceMinor), collected: money(result.collectedMinor) };
    },
  },
} satisfies PlatformHandlers;
