import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BetSlip } from './BetSlip.tsx';

const meta = {
  title: 'Components/BetSlip/Reserve',
  component: BetSlip.Reserve,
  args: {
    on: false,
    onChange: fn(),
    price: '',
    onPriceChange: fn(),
    currentPrice: 2.1,
    problem: null,
  },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
} satisfies Meta<typeof BetSlip.Reserve>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const OddsMissing: Story = { args: { on: true, problem: 'missing' } };
export const OddsNotBetter: Story = { args: { on: true, price: '2.05', problem: 'not-better' } };
export const OddsInvalid: Story = { args: { on: true, price: '2.', problem: 'invalid' } };
export const Ready: Story = { args: { on: true, price: '2.50' } };
