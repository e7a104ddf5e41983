import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BetReceipt } from './BetReceipt.tsx';
import { BetSlip } from './BetSlip.tsx';
import { receiptParlay, receiptSecondSingle, receiptSingle } from './receiptFixtures.ts';

const meta = {
  title: 'Components/BetReceipt',
  component: BetReceipt,
  args: {
    bets: [receiptSingle],
    currency: 'USD',
    onKeepSelections: fn(),
    onDone: fn(),
    // a story does not take the page's focus
    focusOnShow: false,
  },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
} satisfies Meta<typeof BetReceipt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One single: the pick at the price taken, stake, potential return and reference. */
export const Single: Story = {};

/** A three-leg parlay: each leg's price taken and the combined odds (two decimals). */
export const Parlay: Story = { args: { bets: [receiptParlay] } };

/** Two singles: each bet, then the totals. */
export const Singles: Story = { args: { bets: [receiptSingle, receiptSecondSingle] } };

/** One single still awaiting confirmation (in play), one not accepted. */
export const PendingAndRejected: Story = {
  args: {
    bets: [
      { ...receiptSingle, status: 'pending' },
      { ...receiptSecondSingle, status: 'rejected' },
    ],
  },
};

export const HongKongOdds: Story = { args: { bets: [receiptParlay], format: 'hongkong' } };

export const Thai: Story = { globals: { locale: 'th' }, args: { bets: [receiptParlay] } };

export const Chinese: Story = { globals: { locale: 'zh-cn' }, args: { bets: [receiptParlay] } };

export const Vietnamese: Story = { globals: { locale: 'vi' }, args: { bets: [receiptParlay] } };

/** In the slip on a phone: the receipt in place of the picks and the form. */
export const InSlipMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
  decorators: [(Story) => <div style={{ maxWidth: 375 }}>{Story()}</div>],
  render: (args) => (
    <BetSlip
      selections={[]}
      currency={args.currency}
      receipt={<BetReceipt {...args} headingLevel={3} />}
    />
  ),
};
