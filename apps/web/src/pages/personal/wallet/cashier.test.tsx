import { createMemoryStorage, LOCAL_STORAGE_KEYS } from '@touchline/domain';
import { expectNoAxeViolations } from '@touchline/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  exampleHandlers,
  fail,
  ok,
  server,
  type Answer,
  type Seen,
} from '../../../testing/server.ts';
import { renderSite } from '../../../testing/site.tsx';
import { CashierPanel } from './index.ts';

// The cashier panel on its own (the personal centre mounts it as a tab), logged in as the
// example member with a CNY wallet of 1,250.50.

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const savedInfo = {
  accountType: 'bank',
  provider: 'ICBC',
  holderName: '张三',
  accountNumber: '622*********5678',
};

async function openCashier(answers: Partial<Record<string, Answer>> = {}) {
  const seen: Seen[] = [];
  let wallet = '1250.50';
  server.use(
    ...exampleHandlers(
      {
        fetchMemberWallet: () => ok({ memberWallet: wallet, currency: 'CNY' }),
        createDeposit: (body) => {
          const { amount } = body as { amount: string };
          wallet = (Number(wallet) + Number(amount)).toFixed(2);
          return ok({ depositId: '41', status: 'completed', amount, balance: wallet });
        },
        ...answers,
      },
      seen,
    ),
  );
  const local = createMemoryStorage({ [LOCAL_STORAGE_KEYS.session]: 'session-1' });
  const site = await renderSite('/cashier-panel', { local, panel: <CashierPanel /> });
  await screen.findByRole('heading', { name: 'Deposit' });
  return { ...site, seen, calls: (name: string) => seen.filter((s) => s.call === name) };
}

const user = () => userEvent.setup();
const depositForm = () => screen.getByRole('region', { name: 'Deposit' });
const withdrawForm = () => screen.getByRole('region', { name: 'Withdraw' });

describe('deposit', () => {
  it('pays in through a method with quick amounts, and shows the result and the new balance in the header too', async () => {
    const { calls } = await openCashier();
    const form = depositForm();
    expect(within(form).getByText('From 10.00 to 50,000.00 CNY')).toBeTruthy();
    await user().click(within(form).getByRole('button', { name: '500' }));
    expect(within(form).getByRole('textbox', { name: 'Deposit amount' })).toHaveProperty(
      'value',
      '500.00',
    );
    await user().click(within(form).getByRole('button', { name: 'Deposit' }));
    const result = await within(form).findByRole('status');
    expect(result.textContent).toContain('Deposit completed');
    expect(result.textContent).toContain('1,750.50');
    const [sent] = calls('createDeposit');
    expect(sent!.body).toMatchObject({ methodId: 'demo-bank', amount: '500.00' });
    // the header's balance is the wallet's, asked again
    await waitFor(() => expect(screen.getByRole('banner').textContent).toContain('1,750.50'));
    await expectNoAxeViolations(document.body);
  });

  it('checks the method’s limits before sending', async () => {
    const { calls } = await openCashier();
    const form = depositForm();
    const amount = within(form).getByRole('textbox', { name: 'Deposit amount' });
    await user().type(amount, '5');
    await user().click(within(form).getByRole('button', { name: 'Deposit' }));
    expect(within(form).getByText('The smallest deposit is 10.00 CNY.')).toBeTruthy();
    await user().clear(amount);
    await user().type(amount, '60000');
    await user().click(within(form).getByRole('button', { name: 'Deposit' }));
    expect(within(form).getByText('The largest deposit is 50,000.00 CNY.')).toBeTruthy();
    expect(calls('createDeposit')).toHaveLength(0);
  });

  it('shows the server’s reason for a refusal and keeps the amount typed', async () => {
    await openCashier({
      createDeposit: fail(400, 'This payment method is not available.'),
    });
    const form = depositForm();
    const amount = within(form).getByRole('textbox', { name: 'Deposit amount' });
    await user().type(amount, '200');
    await user().click(within(form).getByRole('button', { name: 'Deposit' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'This payment method is not available.',
    );
    expect(amount).toHaveProperty('value', '200');
  });

  it('retries the same attempt with the same key, and a new attempt with a new one', async () => {
    let failures = 1;
    const { calls } = await openCashier({
      createDeposit: (body) => {
        if (failures-- > 0)
          return fail(500, 'Deposits and withdrawals are not available right now.');
        const { amount } = body as { amount: string };
        return ok({ depositId: '42', status: 'completed', amount, balance: '1450.50' });
      },
    });
    const form = depositForm();
    const amount = within(form).getByRole('textbox', { name: 'Deposit amount' });
    await user().type(amount, '200');
    await user().click(within(form).getByRole('button', { name: 'Deposit' }));
    await within(form).findByRole('alert');
    await user().click(within(form).getByRole('button', { name: 'Deposit' }));
    await within(form).findByRole('status');
    await user().type(amount, '200');
    await user().click(within(form).getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(calls('createDeposit')).toHaveLength(3));
    const keys = calls('createDeposit').map(
      (c) => (c.body as { idempotencyKey: string }).idempotencyKey,
    );
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('opens the provider’s page for a pending deposit and checks it again with its key', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { calls } = await openCashier({
      createDeposit: ok({
        depositId: '43',
        status: 'pending',
        amount: '100.00',
        redirectUrl: 'https://pay.example/checkout/43',
      }),
    });
    const form = depositForm();
    await user().type(within(form).getByRole('textbox', { name: 'Deposit amount' }), '100');
    await user().click(within(form).getByRole('button', { name: 'Deposit' }));
    const result = await within(form).findByRole('status');
    expect(result.textContent).toContain('Deposit waiting for the payment provider');
    expect(open).toHaveBeenCalledWith(
      'https://pay.example/checkout/43',
      '_blank',
      'noopener,noreferrer',
    );
    expect(within(result).getByRole('link', { name: 'Open the payment page' })).toBeTruthy();
    await user().click(within(result).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(calls('createDeposit')).toHaveLength(2));
    const [first, second] = calls('createDeposit');
    expect(second!.body).toEqual(first!.body);
    open.mockRestore();
  });
});

describe('withdraw', () => {
  it('needs the withdraw info first, then shows it masked with an edit', async () => {
    const { calls } = await openCashier({
      getWithdrawInfo: ok(null),
      saveWithdrawInfo: ok(savedInfo),
    });
    const form = withdrawForm();
    expect(
      await within(form).findByText('Save the account withdrawals are paid to first.'),
    ).toBeTruthy();
    expect(within(form).queryByRole('textbox', { name: 'Withdrawal amount' })).toBeNull();
    await user().click(within(form).getByRole('button', { name: 'Save account' }));
    expect(within(form).getByText('Enter the bank or e-wallet’s name.')).toBeTruthy();
    await user().type(within(form).getByRole('textbox', { name: 'Bank name' }), 'ICBC');
    await user().type(within(form).getByRole('textbox', { name: 'Account holder' }), '张三');
    await user().type(
      within(form).getByRole('textbox', { name: 'Account number' }),
      '6222 0200 1234 5678',
    );
    await user().click(within(form).getByRole('button', { name: 'Save account' }));
    expect(await within(form).findByText('622*********5678')).toBeTruthy();
    expect(calls('saveWithdrawInfo')[0]!.body).toMatchObject({
      provider: 'ICBC',
      accountType: 'bank',
    });
    expect(within(form).getByRole('textbox', { name: 'Withdrawal amount' })).toBeTruthy();
    await user().click(within(form).getByRole('button', { name: 'Edit account' }));
    expect(within(form).getByRole('textbox', { name: 'Bank name' })).toHaveProperty(
      'value',
      'ICBC',
    );
    await user().click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(within(form).getByText('622*********5678')).toBeTruthy();
  });

  it('refuses above the withdrawable balance before sending, and shows the server’s reason', async () => {
    const { calls } = await openCashier({
      createWithdrawal: fail(470, 'Your withdrawable balance is too low for this withdrawal.'),
    });
    const form = withdrawForm();
    expect(await within(form).findByText('¥1,250.50')).toBeTruthy();
    const amount = within(form).getByRole('textbox', { name: 'Withdrawal amount' });
    await user().type(amount, '1300');
    await user().click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(within(form).getByText('You can withdraw at most 1,250.50 CNY.')).toBeTruthy();
    expect(calls('createWithdrawal')).toHaveLength(0);
    await user().clear(amount);
    await user().type(amount, '1200');
    await user().click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Your withdrawable balance is too low for this withdrawal.',
    );
    expect(amount).toHaveProperty('value', '1200');
  });

  it('pays out and shows the result and the new balance', async () => {
    const { calls } = await openCashier({
      createWithdrawal: ok({
        withdrawalId: '7',
        status: 'completed',
        amount: '150.00',
        balance: '1100.50',
      }),
    });
    const form = withdrawForm();
    await user().type(
      await within(form).findByRole('textbox', { name: 'Withdrawal amount' }),
      '150',
    );
    await user().click(within(form).getByRole('button', { name: 'Withdraw' }));
    const result = await within(form).findByRole('status');
    expect(result.textContent).toContain('Withdrawal completed');
    expect(result.textContent).toContain('1,100.50');
    expect(calls('createWithdrawal')[0]!.body).toMatchObject({ amount: '150.00' });
  });
});

describe('the recent deposits and withdrawals', () => {
  it('lists them a page at a time', async () => {
    const row = (i: number) => ({
      id: `deposit:${i}`,
      kind: 'deposit',
      status: 'completed',
      amount: `${i}.00`,
      createdAt: 1795679000000 - i * 60_000,
    });
    const { calls } = await openCashier({
      listCashierTransactions: () =>
        ok({ list: [row(1), row(2)], total: 12, page: 1, pageSize: 10 }),
    });
    const table = await screen.findByRole('table', { name: 'Recent deposits and withdrawals' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls('listCashierTransactions').length).toBeGreaterThan(1));
  });
});

describe('no payments provider', () => {
  it('says so plainly and shows no form', async () => {
    server.use(
      ...exampleHandlers({
        fetchMemberWallet: ok({ memberWallet: '1250.50', currency: 'CNY' }),
        listPaymentMethods: ok([]),
      }),
    );
    const local = createMemoryStorage({ [LOCAL_STORAGE_KEYS.session]: 'session-1' });
    await renderSite('/cashier-panel', { local, panel: <CashierPanel /> });
    expect(
      await screen.findByText('Deposits and withdrawals are not available right now.'),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Deposit' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });
});
