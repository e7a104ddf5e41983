import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent, within } from 'storybook/test';
import { StorySite } from '../../../stories/StorySite.tsx';
import { withLocale } from '../../../stories/withLocale.tsx';
import { setRealtimeFactory } from '../../sports/feed.ts';
import { createFakeRealtime } from '../../sports/testing.ts';
import { CashierPanel } from './index.ts';

// stories have no socket
setRealtimeFactory(() => createFakeRealtime());

const ok = (data: unknown) => ({ code: 200, msg: '', data });
const down = { code: 500, msg: '' } as const;
/** A CNY wallet, the currency of the example payment methods. */
const cny = { fetchMemberWallet: ok({ memberWallet: '1250.50', currency: 'CNY' }) };
const mobile = { viewport: { value: 'mobile' } };

const meta = {
  title: 'Screens/Personal/Cashier',
  component: StorySite,
  decorators: [withLocale],
  parameters: { layout: 'fullscreen' },
  args: { path: '/cashier-panel', member: true, answers: cny, panel: <CashierPanel /> },
} satisfies Meta<typeof StorySite>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Deposit beside withdraw (to the saved account), and the recent deposits and withdrawals. */
export const Default: Story = {};

export const DefaultMobile: Story = { tags: ['viewport-mobile'], globals: mobile };

/** The methods and the wallet on their way. */
export const Loading: Story = { args: { answers: { ...cny, listPaymentMethods: 'hang' } } };

/** The methods could not be loaded: a retry, no form to lose. */
export const LoadError: Story = { args: { answers: { ...cny, listPaymentMethods: down } } };

/** No payments provider: said plainly, no form that could not work. */
export const Unavailable: Story = { args: { answers: { ...cny, listPaymentMethods: ok([]) } } };

export const UnavailableMobile: Story = {
  tags: ['viewport-mobile'],
  globals: mobile,
  args: { answers: { ...cny, listPaymentMethods: ok([]) } },
};

/** No withdraw info yet: the form to save it first, and no deposits or withdrawals yet. */
export const NeedsAccountEmpty: Story = {
  args: {
    answers: {
      ...cny,
      getWithdrawInfo: ok(null),
      listCashierTransactions: ok({ list: [], total: 0, page: 1, pageSize: 10 }),
    },
  },
};

export const NeedsAccountMobile: Story = {
  tags: ['viewport-mobile'],
  globals: mobile,
  args: { answers: { ...cny, getWithdrawInfo: ok(null) } },
};

const deposit = async (amountButton: string) => {
  const form = (await screen.findByRole('heading', { name: 'Deposit' })).closest('section')!;
  await userEvent.click(within(form).getByRole('button', { name: amountButton }));
  await userEvent.click(within(form).getByRole('button', { name: 'Deposit' }));
  return form;
};

/** A deposit completed: what it came to and the new balance. */
export const DepositSuccess: Story = {
  play: async () => {
    const form = await deposit('500');
    await within(form).findByRole('status');
  },
};

/** A deposit the server refused: its reason, and the amount kept. */
export const DepositRefused: Story = {
  args: {
    answers: { ...cny, createDeposit: { code: 400, msg: 'This payment method is not available.' } },
  },
  play: async () => {
    const form = await deposit('100');
    await within(form).findByRole('alert');
  },
};

export const DepositRefusedMobile: Story = {
  ...DepositRefused,
  tags: ['viewport-mobile'],
  globals: mobile,
};

/** More than the withdrawable balance: refused before anything is sent. */
export const WithdrawAboveBalance: Story = {
  play: async () => {
    const form = (await screen.findByRole('heading', { name: 'Withdraw' })).closest('section')!;
    await userEvent.type(
      await within(form).findByRole('textbox', { name: 'Withdrawal amount' }),
      '2000',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    await within(form).findByText('You can withdraw at most 1,250.50 CNY.');
  },
};

/** Chinese, on a phone. */
export const ChineseMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { ...mobile, locale: 'zh-cn' },
};

/** Thai: the taller line height of its marks. */
export const Thai: Story = { globals: { locale: 'th' } };
