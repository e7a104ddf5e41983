import type { Meta, StoryObj } from '@storybook/react-vite';
import { ODDS_FORMATS } from '@touchline/domain';
import { BetSlip } from './BetSlip.tsx';

const meta = {
  title: 'Components/BetSlip/Price',
  component: BetSlip.Price,
  args: { price: 2.1, pickedPrice: 2.1, format: 'decimal' },
  argTypes: { format: { control: 'select', options: ODDS_FORMATS } },
} satisfies Meta<typeof BetSlip.Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Steady: Story = {};
export const Up: Story = { args: { price: 2.25 } };
export const Down: Story = { args: { price: 1.95 } };
export const HongKong: Story = { args: { format: 'hongkong' } };
export const NoPrice: Story = { args: { price: null } };
