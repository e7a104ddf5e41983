import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { BetSlip } from './BetSlip.tsx';

const meta = {
  title: 'Components/BetSlip/Stake',
  component: BetSlip.Stake,
  args: {
    label: 'Stake',
    value: '10',
    onValueChange: fn(),
    minStake: '1',
    maxStake: '5000',
    currency: 'USD',
  },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <BetSlip.Stake
        {...args}
        value={value}
        onValueChange={(next) => (setValue(next), args.onValueChange(next))}
      />
    );
  },
} satisfies Meta<typeof BetSlip.Stake>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A single's stake, with the return the app worked out beside it. */
export const Single: Story = { args: { potentialReturn: '21.00' } };

/** The parlay's one stake. */
export const Parlay: Story = { args: { value: '20' } };

export const Empty: Story = { args: { value: '', potentialReturn: '0.00' } };

export const NoLimits: Story = { args: { minStake: undefined, maxStake: undefined } };
