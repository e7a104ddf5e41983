import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BetSlip } from './BetSlip.tsx';
import * as css from './BetSlip.css.ts';

const pick = {
  id: 's1',
  match: 'Arsenal v Chelsea',
  market: 'Full time result',
  label: 'Arsenal',
  price: 2.1,
  pickedPrice: 2.1,
};

const meta = {
  title: 'Components/BetSlip/Selection',
  component: BetSlip.Selection,
  args: { selection: pick, onRemove: fn() },
  decorators: [
    (Story) => (
      <ul className={css.list} style={{ width: 360 }}>
        {Story()}
      </ul>
    ),
  ],
} satisfies Meta<typeof BetSlip.Selection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

/** The price moved since it was picked: ▲ with the old price. */
export const PriceMoved: Story = { args: { selection: { ...pick, price: 2.25 } } };

export const Suspended: Story = { args: { selection: { ...pick, status: 'suspended' } } };

export const Closed: Story = { args: { selection: { ...pick, status: 'closed' } } };
