import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatMinor } from '@touchline/domain';
import { StorySite } from '../../../stories/StorySite.tsx';
import { withLocale } from '../../../stories/withLocale.tsx';
import { setRealtimeFactory } from '../../sports/feed.ts';
import { createFakeRealtime } from '../../sports/testing.ts';
import { WalletPanel } from './index.ts';

// stories have no socket
setRealtimeFactory(() => createFakeRealtime());

const ok = (data: unknown) => ({ code: 200, msg: '', data });
const down = { code: 500, msg: '' } as const;
const cny = { fetchMemberWallet: ok({ memberWallet: '1350.50', currency: 'CNY' }) };
const mobile = { viewport: { value: 'mobile' } };

/** A longer statement: every kind, two pages. */
const kinds = [
  ['withdrawal', 'withdrawal', 'cashier-withdrawal:7', '-100.00'],
  ['payout', 'bet-payout', 'order:T26112600042', '185.00'],
  ['bet', 'bet-stake', 'order:T26112600042', '-100.00'],
  ['cash-out', 'cash-out', 'order:T26112500977', '42.30'],
  ['gift', 'gift-sent', 'gift:1207', '-12.50'],
  ['game', 'game-win', 'round:golden-goal:88112', '36.00'],
  ['game', 'game-stake', 'round:golden-goal:88112', '-4.00'],
  ['award', 'invite-award', 'invite:deposit:31', '18.00'],
  ['adjustment', 'adjustment', 'operator:correction:5', '5.00'],
  ['deposit', 'deposit', 'cashier-deposit:41', '200.00'],
] as const;
let balance = 135_050n;
const lines = kinds.map(([kind, type, reference, amount], i) => {
  const line = {
    id: String(9100 - i),
    kind,
    type,
    reference,
    amount,
    balance: formatMinor(balance),
    createdAt: 1795680000000 - i * 2_700_000,
  };
  balance -= BigInt(amount.replace('.', ''));
  return line;
});
const full = { list: lines, total: 28, page: 1, pageSize: 20 };

const meta = {
  title: 'Screens/Personal/Wallet',
  component: StorySite,
  decorators: [withLocale],
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/wallet-panel',
    member: true,
    answers: { ...cny, fetchWalletStatement: ok(full) },
    panel: <WalletPanel />,
  },
} satisfies Meta<typeof StorySite>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every movement with its type, reference, amount and balance after it; paged; the export. */
export const Default: Story = {};

export const DefaultMobile: Story = { tags: ['viewport-mobile'], globals: mobile };

export const Loading: Story = { args: { answers: { ...cny, fetchWalletStatement: 'hang' } } };

/** Nothing has moved yet: no export to offer. */
export const Empty: Story = {
  args: {
    answers: { ...cny, fetchWalletStatement: ok({ list: [], total: 0, page: 1, pageSize: 20 }) },
  },
};

export const EmptyMobile: Story = { ...Empty, tags: ['viewport-mobile'], globals: mobile };

/** The statement could not be loaded: a retry. */
export const LoadError: Story = { args: { answers: { ...cny, fetchWalletStatement: down } } };

/** Chinese, on a phone. */
export const ChineseMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { ...mobile, locale: 'zh-cn' },
};

/** Thai: the taller line height of its marks. */
export const Thai: Story = { globals: { locale: 'th' } };
