import { HEADERS } from '@touchline/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordDeposit } from '../services/activity.ts';
import { createMember } from '../services/members.ts';
import { transferToGame } from '../services/wallet.ts';
import { DATABASE_KINDS } from '../testing/databases.ts';
import { openTestApp, type TestApp } from '../testing/app.ts';
import { createSession } from '../auth/sessions.ts';
import { InsufficientFundsError, post } from './ledger.ts';

/**
 * The money invariants through the server: concurrent debits never overdraw a wallet, the
 * ledger always sums to the balance, a key moves money once, and a member only ever reads and
 * moves their own money.
 */
describe.each(DATABASE_KINDS)('money on %s', (kind) => {
  let s: TestApp;
  let n = 0;
  beforeAll(async () => {
    s = await openTestApp(kind);
  });
  afterAll(() => s?.dispose());

  /** A member with `balanceMinor` in the wallet and a session token. */
  async function funded(balanceMinor: bigint): Promise<{ id: bigint; token: string }> {
    n += 1;
    const id = await s.t.db.transaction((tx) =>
      createMember(tx, { userName: `money_${kind}_${n}`, passwordHash: null, currency: 'USD' }),
    );
    if (balanceMinor > 0n) {
      await post(s.t.db, {
        memberId: id,
        amountMinor: balanceMinor,
        type: 'deposit',
        reference: 'test',
        idempotencyKey: `fund-${kind}-${n}`,
      });
    }
    return { id, token: await createSession(s.t.db, id, s.clock.now) };
  }

  async function ledgerSum(memberId: bigint): Promise<bigint> {
    const [row] = await s.t.db.query<{ sum: bigint | null }>(
      'select sum(amount_minor)::bigint as sum from ledger_entries where member_id = $1',
      [memberId],
    );
    return BigInt(row?.sum ?? 0);
  }

  async function walletMinor(memberId: bigint): Promise<bigint> {
    const [row] = await s.t.db.query<{ balance_minor: bigint }>(
      'select balance_minor from wallets where member_id = $1',
      [memberId],
    );
    return BigInt(row!.balance_minor);
  }

  it('200 concurrent debits never overdraw the wallet, and the ledger sums to the balance', async () => {
    const member = await funded(10_000n); // 100.00
    const reads: Promise<unknown>[] = [];
    const debits = Array.from({ length: 200 }, (_, i) => {
      if (i % 10 === 0) reads.push(s.call('fetchBalance', {}, { token: member.token }));
      return transferToGame(s.t.db, {
        memberId: member.id,
        gameType: 'slot',
        amountMinor: 100n, // 1.00
        idempotencyKey: `debit-${kind}-${i}`,
      }).then(
        () => 'moved',
        (error: unknown) => (error instanceof InsufficientFundsError ? 'refused' : error),
      );
    });
    const outcomes = await Promise.all(debits);
    await Promise.all(reads);
    expect(outcomes.filter((o) => o === 'moved')).toHaveLength(100);
    expect(outcomes.filter((o) => o === 'refused')).toHaveLength(100);
    expect(await walletMinor(member.id)).toBe(0n);
    expect(await ledgerSum(member.id)).toBe(0n);
    expect((await s.call('fetchBalance', {}, { token: member.token })).body.data).toMatchObject({
      balance: '100.00',
      memberWallet: '0.00',
      gameWallets: '100.00',
    });
  });

  it('concurrent debits and collects keep every cent: wallet plus games stay the total', async () => {
    const member = await funded(5_000n); // 50.00
    const debits = Array.from({ length: 200 }, (_, i) =>
      transferToGame(s.t.db, {
        memberId: member.id,
        gameType: i % 2 === 0 ? 'slot' : 'fishing',
        amountMinor: 50n,
        idempotencyKey: `mixed-${kind}-${i}`,
      }).catch((error: unknown) => {
        if (!(error instanceof InsufficientFundsError)) throw error;
      }),
    );
    const collects = Array.from({ length: 30 }, () =>
      s.call('collectGameFunds', {}, { token: member.token }),
    );
    const answers = await Promise.all(collects);
    await Promise.all(debits);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const balance = (await s.call('fetchBalance', {}, { token: member.token })).body.data as {
      balance: string;
      memberWallet: string;
    };
    expect(balance.balance).toBe('50.00');
    expect(BigInt(balance.memberWallet.replace('.', ''))).toBe(await walletMinor(member.id));
    expect(await ledgerSum(member.id)).toBe(await walletMinor(member.id));
    const [negative] = await s.t.db.query(
      'select 1 from ledger_entries where member_id = $1 and balance_after_minor < 0',
      [member.id],
    );
    expect(negative).toBeUndefined();
  });

  it('a repeated idempotency key moves money once, however many race', async () => {
    const member = await funded(10_000n);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        transferToGame(s.t.db, {
          memberId: member.id,
          gameType: 'slot',
          amountMinor: 2_500n,
          idempotencyKey: `once-${kind}`,
        }),
      ),
    );
    expect(results.filter((r) => !r.duplicate).length).toBeLessThanOrEqual(1);
    expect(await walletMinor(member.id)).toBe(7_500n);
    expect(await ledgerSum(member.id)).toBe(7_500n);
  });

  it('draws an invitation award once, however many draws race, with one key or many', async () => {
    const inviter = await funded(0n);
    const invitee = await funded(0n);
    await s.t.db.query('update members set inviter_id = $1 where id = $2', [
      inviter.id,
      invitee.id,
    ]);
    await s.t.db.transaction((tx) =>
      recordDeposit(tx, {
        memberId: invitee.id,
        amountMinor: 100_000n,
        reference: 'dep',
        idempotencyKey: `race-dep-${kind}`,
        at: s.clock.now,
      }),
    );
    const draws = await Promise.all([
      ...Array.from({ length: 20 }, () =>
        s.call(
          'drawInviteAward',
          { kind: 'deposit', idempotencyKey: `same-key-${kind}` },
          { token: inviter.token },
        ),
      ),
      ...Array.from({ length: 20 }, (_, i) =>
        s.call(
          'drawInviteAward',
          { kind: 'deposit', idempotencyKey: `key-${kind}-${i}` },
          { token: inviter.token },
        ),
      ),
    ]);
    expect(draws.every((d) => d.status === 200)).toBe(true);
    const amounts = draws.map((d) => (d.body.data as { amount: string }).amount);
    // exactly one draw (whichever won) moved the 60.00; the same key always answers alike
    const sameKey = new Set(amounts.slice(0, 20));
    expect(sameKey.size).toBe(1);
    expect(amounts.filter((a) => a !== '0.00').length).toBe(sameKey.has('60.00') ? 20 : 1);
    expect(await walletMinor(inviter.id)).toBe(6_000n);
    expect(await ledgerSum(inviter.id)).toBe(6_000n);
  });

  it('a member reads and moves only their own money, whatever the request says', async () => {
    const alice = await funded(12_345n);
    const bob = await funded(500n);
    await transferToGame(s.t.db, {
      memberId: bob.id,
      gameType: 'slot',
      amountMinor: 200n,
      idempotencyKey: `bob-game-${kind}`,
    });
    const options = {
      token: alice.token,
      headers: { [HEADERS.userName]: `money_${kind}_${n}` },
    };
    const wallet = await s.app.inject({
      method: 'POST',
      url: '/api/fund/wallet/member/local',
      headers: {
        [HEADERS.authorization]: alice.token,
        [HEADERS.userName]: 'bob',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ memberId: Number(bob.id), userName: 'bob' }),
    });
    expect(wallet.json().data).toEqual({ memberWallet: '123.45', currency: 'USD' });
    const balance = await s.app.inject({
      method: 'GET',
      url: `/api/fund/wallet/balance?memberId=${bob.id}&userId=${bob.id}`,
      headers: { [HEADERS.authorization]: alice.token },
    });
    expect(balance.json().data).toMatchObject({ balance: '123.45', gameWallets: '0.00' });
    // alice's collect does not touch bob's game wallet
    const collect = await s.call('collectGameFunds', { gameType: 'slot' }, options);
    expect(collect.body.data).toEqual({ memberWallet: '123.45', collected: '0.00' });
    expect(await walletMinor(bob.id)).toBe(300n);
    const bobBalance = await s.call('fetchBalance', {}, { token: bob.token });
    expect(bobBalance.body.data).toMatchObject({ memberWallet: '3.00', gameWallets: '2.00' });
  });
});
