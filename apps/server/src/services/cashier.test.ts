import { CASHIER_LIMITS } from '@touchline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createSession } from '../auth/sessions.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { ProofOfWorkBotCheck } from '../providers/bot-check.ts';
import {
  DemoPaymentsProvider,
  paymentsProviderFor,
  UnconfiguredPaymentsProvider,
  type PaymentOutcome,
} from '../providers/payments.ts';
import { openTestApp, type TestApp } from '../testing/app.ts';
import { DATABASE_KINDS, openTestDatabase } from '../testing/databases.ts';
import { post } from '../wallet/ledger.ts';
import { createMember } from './members.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/unused',
  SESSION_SECRET: 's'.repeat(40),
  GAME_PROVIDER_SECRET: 'g'.repeat(40),
  PUBLIC_URL: 'https://touchline.example',
};

/** The demo provider, but a payout the test marks fails (a bank refusing the account). */
class FailingPayouts extends DemoPaymentsProvider {
  override async payout(request: { withdrawalId: string }): Promise<PaymentOutcome> {
    return { status: 'failed', providerRef: `refused-${request.withdrawalId}` };
  }
}

describe('the payments provider the settings choose', () => {
  it('is the demo one outside production and none in production', () => {
    expect(paymentsProviderFor(loadConfig({ NODE_ENV: 'test' }))).toBeInstanceOf(
      DemoPaymentsProvider,
    );
    const production = paymentsProviderFor(loadConfig(PRODUCTION));
    expect(production).toBeInstanceOf(UnconfiguredPaymentsProvider);
    expect(production.available).toBe(false);
    expect(production.methods('CNY')).toEqual([]);
  });

  it('refuses the demo provider in production', () => {
    expect(() => loadConfig({ ...PRODUCTION, PAYMENTS_PROVIDER: 'demo' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...PRODUCTION, PAYMENTS_PROVIDER: 'demo' })).toThrow(
      /PAYMENTS_PROVIDER/,
    );
  });
});

describe.each(DATABASE_KINDS)('the cashier on %s', (kind) => {
  let s: TestApp;
  let failing: TestApp;
  let n = 0;
  beforeAll(async () => {
    s = await openTestApp(kind);
    failing = await openTestApp(kind, { seed: false, payments: new FailingPayouts() });
  });
  afterAll(async () => {
    await s?.dispose();
    await failing?.dispose();
  });

  /** A CNY member with `balanceMinor` in the wallet and a session token. */
  async function member(
    balanceMinor = 0n,
    more: { inviterId?: bigint; app?: TestApp } = {},
  ): Promise<{ id: bigint; token: string }> {
    const app = more.app ?? s;
    n += 1;
    const id = await app.t.db.transaction((tx) =>
      createMember(tx, {
        userName: `cash_${kind}_${n}`,
        passwordHash: null,
        currency: 'CNY',
        inviterId: more.inviterId ?? null,
      }),
    );
    if (balanceMinor > 0n) {
      await post(app.t.db, {
        memberId: id,
        amountMinor: balanceMinor,
        type: 'adjustment',
        reference: 'test',
        idempotencyKey: `cash-fund-${kind}-${n}`,
      });
    }
    return { id, token: await createSession(app.t.db, id, app.clock.now) };
  }

  async function walletMinor(memberId: bigint, app = s): Promise<bigint> {
    const [row] = await app.t.db.query<{ balance_minor: bigint }>(
      'select balance_minor from wallets where member_id = $1',
      [memberId],
    );
    return BigInt(row!.balance_minor);
  }

  async function ledger(memberId: bigint, app = s) {
    const rows = await app.t.db.query<{ type: string; amount_minor: bigint }>(
      'select type, amount_minor from ledger_entries where member_id = $1 order by id',
      [memberId],
    );
    return rows.map((r) => [r.type, BigInt(r.amount_minor)]);
  }

  async function saveAccount(token: string, app = s) {
    const answer = await app.call(
      'saveWithdrawInfo',
      {
        accountType: 'bank',
        provider: 'ICBC',
        holderName: '张三',
        accountNumber: '6222 0200 1234 5678',
      },
      { token },
    );
    expect(answer.body.code).toBe(200);
    return answer;
  }

  it('lists the demo methods with the limits of the member currency', async () => {
    const m = await member();
    const answer = await s.call('listPaymentMethods', {}, { token: m.token });
    expect(answer.body.code).toBe(200);
    expect(answer.body.data).toEqual([
      expect.objectContaining({
        methodId: 'demo-bank',
        currency: 'CNY',
        min: '10.00',
        max: '50000.00',
      }),
      expect.objectContaining({ methodId: 'demo-ewallet', currency: 'CNY' }),
    ]);
  });

  it('completes a deposit at once: the balance rises exactly, once per key', async () => {
    const m = await member(1_234n);
    const request = { methodId: 'demo-bank', amount: '200.05', idempotencyKey: 'dep-key-0001' };
    const first = await s.call('createDeposit', request, { token: m.token });
    expect(first.body).toMatchObject({
      code: 200,
      data: { status: 'completed', amount: '200.05', balance: '212.39' },
    });
    expect(await walletMinor(m.id)).toBe(1_234n + 20_005n);

    const again = await s.call('createDeposit', request, { token: m.token });
    expect(again.body.data).toEqual(first.body.data);
    expect(await walletMinor(m.id)).toBe(1_234n + 20_005n);

    const other = await s.call(
      'createDeposit',
      { ...request, amount: '300.00' },
      { token: m.token },
    );
    expect(other.status).toBe(409);
    expect(other.body.code).toBe(409);
    expect(other.body.msg).toBe('This request key was already used for a different request.');
    expect(await walletMinor(m.id)).toBe(1_234n + 20_005n);
    expect(await ledger(m.id)).toEqual([
      ['adjustment', 1_234n],
      ['deposit', 20_005n],
    ]);
  });

  it('moves the money once when the same deposit races in', async () => {
    const m = await member();
    const request = { methodId: 'demo-ewallet', amount: '50.00', idempotencyKey: 'dep-race-0001' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => s.call('createDeposit', request, { token: m.token })),
    );
    for (const a of answers) expect(a.body.data).toMatchObject({ status: 'completed' });
    expect(new Set(answers.map((a) => (a.body.data as { depositId: string }).depositId)).size).toBe(
      1,
    );
    expect(await walletMinor(m.id)).toBe(5_000n);
  });

  it('refuses a deposit below the minimum or above the maximum, saying the limit', async () => {
    const m = await member();
    const { depositMinMinor, depositMaxMinor } = CASHIER_LIMITS.CNY;
    const low = await s.call(
      'createDeposit',
      { methodId: 'demo-bank', amount: '9.99', idempotencyKey: 'dep-low-0001' },
      { token: m.token, headers: { Language: 'zh-cn' } },
    );
    expect(depositMinMinor).toBe(1_000n);
    expect(low.body).toEqual({ code: 400, msg: '最低存款金额为 10.00 CNY。' });
    const high = await s.call(
      'createDeposit',
      { methodId: 'demo-bank', amount: '50000.01', idempotencyKey: 'dep-high-0001' },
      { token: m.token },
    );
    expect(depositMaxMinor).toBe(5_000_000n);
    expect(high.body).toEqual({ code: 400, msg: 'The largest deposit is 50000.00 CNY.' });
    const unknown = await s.call(
      'createDeposit',
      { methodId: 'crypto', amount: '20.00', idempotencyKey: 'dep-unknown-01' },
      { token: m.token },
    );
    expect(unknown.body).toEqual({ code: 400, msg: 'This payment method is not available.' });
    expect(await ledger(m.id)).toEqual([]);
  });

  it('counts a deposit in the inviter deposit award and the VIP deposit progress', async () => {
    const inviter = await member();
    const invitee = await member(0n, { inviterId: inviter.id });
    const answer = await s.call(
      'createDeposit',
      { methodId: 'demo-bank', amount: '100.00', idempotencyKey: 'dep-invite-01' },
      { token: invitee.token },
    );
    expect(answer.body.data).toMatchObject({ status: 'completed' });
    const awards = await s.call('getInviteTotalAward', {}, { token: inviter.token });
    // the 100.00 tier of the reference data rewards 10.00
    expect(awards.body.data).toMatchObject({ depositAward: '10.00' });
    const vip = await s.call('getVipInfo', {}, { token: invitee.token });
    expect(vip.body.data).toMatchObject({ depositProgress: '100.00' });
  });

  it('saves the withdraw info and answers the account number masked', async () => {
    const m = await member();
    expect((await s.call('getWithdrawInfo', {}, { token: m.token })).body).toEqual({
      code: 200,
      msg: '',
      data: null,
    });
    const saved = await saveAccount(m.token);
    const shown = {
      accountType: 'bank',
      provider: 'ICBC',
      holderName: '张三',
      accountNumber: '622*********5678',
    };
    expect(saved.body.data).toEqual(shown);
    expect((await s.call('getWithdrawInfo', {}, { token: m.token })).body.data).toEqual(shown);
    const bad = await s.call(
      'saveWithdrawInfo',
      { accountType: 'ewallet', provider: 'MoMo', holderName: 'An', accountNumber: '12#456789' },
      { token: m.token },
    );
    expect(bad.body.code).toBe(400);
  });

  it('refuses a withdrawal without withdraw info, or over the balance, moving nothing', async () => {
    const m = await member(50_000n);
    const none = await s.call(
      'createWithdrawal',
      { amount: '100.00', idempotencyKey: 'wd-noinfo-01' },
      { token: m.token, headers: { Language: 'vi' } },
    );
    expect(none.body).toEqual({
      code: 403,
      msg: 'Vui lòng lưu tài khoản nhận tiền trước khi rút.',
    });
    await saveAccount(m.token);
    const over = await s.call(
      'createWithdrawal',
      { amount: '500.01', idempotencyKey: 'wd-over-0001' },
      { token: m.token },
    );
    expect(over.body).toEqual({
      code: 460,
      msg: 'Your withdrawable balance is too low for this withdrawal.',
    });
    const low = await s.call(
      'createWithdrawal',
      { amount: '99.99', idempotencyKey: 'wd-low-00001' },
      { token: m.token },
    );
    expect(low.body).toEqual({ code: 400, msg: 'The smallest withdrawal is 100.00 CNY.' });
    expect(await walletMinor(m.id)).toBe(50_000n);
    expect(await ledger(m.id)).toEqual([['adjustment', 50_000n]]);
  });

  it('pays out a withdrawal once per key and lists the cashier movements newest first', async () => {
    const m = await member(30_000n);
    await saveAccount(m.token);
    s.clock.now += 1_000;
    await s.call(
      'createDeposit',
      { methodId: 'demo-bank', amount: '20.00', idempotencyKey: 'wd-list-dep-1' },
      { token: m.token },
    );
    s.clock.now += 1_000;
    const request = { amount: '150.00', idempotencyKey: 'wd-once-0001' };
    const first = await s.call('createWithdrawal', request, { token: m.token });
    expect(first.body).toMatchObject({
      code: 200,
      data: { status: 'completed', amount: '150.00', balance: '170.00' },
    });
    const again = await s.call('createWithdrawal', request, { token: m.token });
    expect(again.body.data).toEqual(first.body.data);
    const other = await s.call(
      'createWithdrawal',
      { ...request, amount: '100.00' },
      { token: m.token },
    );
    expect(other.body.code).toBe(409);
    expect(await walletMinor(m.id)).toBe(17_000n);
    expect(await ledger(m.id)).toEqual([
      ['adjustment', 30_000n],
      ['deposit', 2_000n],
      ['withdrawal', -15_000n],
    ]);

    const list = await s.call(
      'listCashierTransactions',
      { page: 1, pageSize: 10 },
      { token: m.token },
    );
    expect(list.body.data).toMatchObject({
      total: 2,
      list: [
        { kind: 'withdrawal', status: 'completed', amount: '150.00' },
        { kind: 'deposit', status: 'completed', amount: '20.00' },
      ],
    });
    const second = await s.call(
      'listCashierTransactions',
      { page: 2, pageSize: 1 },
      { token: m.token },
    );
    expect(second.body.data).toMatchObject({ total: 2, list: [{ kind: 'deposit' }] });
  });

  it('never overdraws with concurrent withdrawals', async () => {
    const m = await member(100_000n); // 1000.00
    await saveAccount(m.token);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        s.call(
          'createWithdrawal',
          { amount: '300.00', idempotencyKey: `wd-conc-${String(i).padStart(4, '0')}` },
          { token: m.token },
        ),
      ),
    );
    const paid = answers.filter((a) => a.body.code === 200);
    const refused = answers.filter((a) => a.body.code === 460);
    expect(paid).toHaveLength(3);
    expect(refused).toHaveLength(5);
    expect(await walletMinor(m.id)).toBe(10_000n);
    const entries = await ledger(m.id);
    expect(entries.reduce((sum, [, amount]) => sum + (amount as bigint), 0n)).toBe(10_000n);
  });

  it('gives a withdrawal back when the provider fails the payout', async () => {
    const m = await member(40_000n, { app: failing });
    await saveAccount(m.token, failing);
    const answer = await failing.call(
      'createWithdrawal',
      { amount: '200.00', idempotencyKey: 'wd-failed-01' },
      { token: m.token },
    );
    expect(answer.body).toMatchObject({
      code: 200,
      data: { status: 'failed', amount: '200.00', balance: '400.00' },
    });
    expect(await walletMinor(m.id, failing)).toBe(40_000n);
    expect(await ledger(m.id, failing)).toEqual([
      ['adjustment', 40_000n],
      ['withdrawal', -20_000n],
      ['withdrawal', 20_000n],
    ]);
  });

  it('refuses deposits and withdrawals in production without a configured provider', async () => {
    const t = await openTestDatabase(kind);
    try {
      const app = await buildApp({
        config: loadConfig(PRODUCTION),
        db: t.db,
        webDist: null,
        botCheck: new ProofOfWorkBotCheck({ difficulty: 4 }),
        logger: false,
      });
      try {
        const id = await t.db.transaction((tx) =>
          createMember(tx, { userName: `prod_cash_${kind}`, passwordHash: null, currency: 'USD' }),
        );
        const token = await createSession(t.db, id, Date.now());
        const headers = { authorization: token, 'content-type': 'application/json' };
        const methods = await app.inject({
          method: 'GET',
          url: '/api/fund/cashier/methods',
          headers,
        });
        expect(methods.json()).toEqual({ code: 200, msg: '', data: [] });
        const deposit = await app.inject({
          method: 'POST',
          url: '/api/fund/cashier/deposit',
          headers,
          payload: { methodId: 'demo-bank', amount: '20.00', idempotencyKey: 'prod-dep-0001' },
        });
        expect(deposit.statusCode).toBe(503);
        expect(deposit.json()).toEqual({
          code: 500,
          msg: 'Deposits and withdrawals are not available right now. Please try again later.',
        });
        const withdrawal = await app.inject({
          method: 'POST',
          url: '/api/fund/cashier/withdraw',
          headers,
          payload: { amount: '20.00', idempotencyKey: 'prod-wd-00001' },
        });
        expect(withdrawal.statusCode).toBe(503);
        const [row] = await t.db.query<{ n: bigint }>(
          'select count(*)::bigint as n from ledger_entries where member_id = $1',
          [id],
        );
        expect(Number(row!.n)).toBe(0);
      } finally {
        await app.close();
      }
    } finally {
      await t.dispose();
    }
  });
});
