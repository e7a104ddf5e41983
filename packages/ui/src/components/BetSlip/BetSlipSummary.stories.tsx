import type { Meta, StoryObj } from '@storybook/react-vite';
import { BetSlip } from './BetSlip.tsx';

const meta = {
  title: 'Components/BetSlip/Summary',
  component: BetSlip.Summary,
  args: { totalStake: '35.50', potentialReturn: '68.17', currency: 'USD' },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
} satisfies Meta<typeof BetSlip.Summary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Nothing: Story = { args: { totalStake: '0.00', potentialReturn: '0.00' } };
export const Dong: Story = {
  args: { totalStake: '100000', potentialReturn: '210000', currency: 'VND' },
};
