import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../testing/databases.ts';
import {
  balanceOf,
  InsufficientFundsError,
  openWallet,
  post,
  WalletNotFoundError,
} from './ledger.ts';

describe.each(DATABASE_KINDS)('wallet ledger on %s', (kind) => {
  let t: TestDatabase;
  let nextMember = 0;
  async function member(balanceMinor = 0n): Promise<bigint> {
    nextMember += 1;
    const [row] = await t.db.query<{ id: bigint }>(
      `insert into members (user_name, referral_code) values ($1, $2) returning id`,
      [`m${nextMember}`, `R${nextMember}`],
    );
    await openWallet(t.db, row!.id, 'USD');
    if (balanceMinor > 0n) {
      await post(t.db, {
        memberId: row!.id,
        amountMinor: balanceMinor,
        type: 'deposit',
        reference: 'seed',
        idempotencyKey: `seed-${nextMember}`,
      });
    }
    return BigInt(row!.id);
  }
  async function ledgerSum(memberId: bigint): Promise<bigint> {
    const [row] = await t.db.query<{ sum: bigint | string | null }>(
      'select coalesce(sum(amount_minor), 0)::bigint as sum from ledger_entries where member_id = $1',
      [memberId],
    );
    return BigInt(row!.sum ?? 0);
  }

  beforeAll(async () => {
    t = await openTestDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await t?.dispose();
  });

  it('credits and debits exactly, in minor units', async () => {
    const id = await member();
    await post(t.db, {
      memberId: id,
      amountMinor: 1_050n,
      type: 'deposit',
      reference: 'd1',
      idempotencyKey: `${kind}-a1`,
    });
    const debit = await post(t.db, {
      memberId: id,
      amountMinor: -35n,
      type: 'bet-stake',
      reference: 'o1',
      idempotencyKey: `${kind}-a2`,
    });
    expect(debit).toMatchObject({ balanceAfterMinor: 1_015n, duplicate: false });
    expect(await balanceOf(t.db, id)).toEqual({ balanceMinor: 1_015n, currency: 'USD' });
    expect(await ledgerSum(id)).toBe(1_015n);
  });

  it('refuses a debit the balance does not cover, and moves nothing', async () => {
    const id = await member(100n);
    await expect(
      post(t.db, {
        memberId: id,
        amountMinor: -101n,
        type: 'bet-stake',
        reference: 'o',
        idempotencyKey: `${kind}-b1`,
      }),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect((await balanceOf(t.db, id))?.balanceMinor).toBe(100n);
    expect(await ledgerSum(id)).toBe(100n);
  });

  it('refuses a movement for a member without a wallet', async () => {
    await expect(
      post(t.db, {
        memberId: 999_999n,
        amountMinor: 5n,
        type: 'deposit',
        reference: 'x',
        idempotencyKey: `${kind}-c1`,
      }),
    ).rejects.toBeInstanceOf(WalletNotFoundError);
  });

  it('moves money once for a repeated idempotency key, even when the repeats race', async () => {
    const id = await member(1_000n);
    const movement = {
      memberId: id,
      amountMinor: -250n,
      type: 'bet-stake' as const,
      reference: 'o9',
      idempotencyKey: `${kind}-d1`,
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => post(t.db, movement)));
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(new Set(results.map((r) => r.balanceAfterMinor))).toEqual(new Set([750n]));
    expect((await balanceOf(t.db, id))?.balanceMinor).toBe(750n);
  });

  it('refuses to reuse a key for a different movement', async () => {
    const id = await member(1_000n);
    await post(t.db, {
      memberId: id,
      amountMinor: -1n,
      type: 'bet-stake',
      reference: 'o',
      idempotencyKey: `${kind}-e1`,
    });
    await expect(
      post(t.db, {
        memberId: id,
        amountMinor: -2n,
        type: 'bet-stake',
        reference: 'o',
        idempotencyKey: `${kind}-e1`,
      }),
    ).rejects.toThrow(/another movement/);
  });

  it('keeps the ledger append-only in the database: no update, delete or truncate', async () => {
    const id = await member(500n);
    for (const sql of [
      'update ledger_entries set amount_minor = 1 where member_id = $1',
      'delete from ledger_entries where member_id = $1',
    ]) {
      await expect(t.db.query(sql, [id]), sql).rejects.toThrow(/append-only/);
    }
    await expect(t.db.exec('truncate ledger_entries cascade')).rejects.toThrow(/append-only/);
    expect(await ledgerSum(id)).toBe(500n);
    expect((await balanceOf(t.db, id))?.balanceMinor).toBe(500n);
  });

  it('200 concurrent debits never overdraw, and the ledger sums to the balance', async () => {
    const id = await member(10_000n); // room for exactly 100 debits of 100
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        post(t.db, {
          memberId: id,
          amountMinor: -100n,
          type: 'bet-stake',
          reference: `c${i}`,
          idempotencyKey: `${kind}-f${i}`,
        }),
      ),
    );
    const ok = outcomes.filter((o) => o.status === 'fulfilled').length;
    const refused = outcomes.filter(
      (o) => o.status === 'rejected' && o.reason instanceof InsufficientFundsError,
    ).length;
    expect(ok).toBe(100);
    expect(refused).toBe(100);
    expect((await balanceOf(t.db, id))?.balanceMinor).toBe(0n);
    expect(await ledgerSum(id)).toBe(0n);
    const [negative] = await t.db.query(
      'select count(*)::int as n from ledger_entries where balance_after_minor < 0',
    );
    expect(negative).toEqual({ n: 0 });
  }, 120_000);
});
