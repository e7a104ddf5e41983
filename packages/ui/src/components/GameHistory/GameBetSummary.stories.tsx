import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { GameBetSummary } from './GameBetSummary.tsx';

const meta = {
  title: 'Games/GameBetSummary',
  component: GameBetSummary,
  args: {
    totals: { rounds: 42, stake: '120.00', validStake: '118.50', winLoss: '-12.30' },
    rows: [
      {
        date: '2026-11-26',
        gameName: 'Golden Goal',
        betCount: 30,
        betAmount: '60',
        winLoss: '8.2',
      },
      {
        date: '2026-11-25',
        gameName: 'Penalty Dice',
        betCount: 12,
        betAmount: '60',
        winLoss: '-20.5',
      },
    ],
    currency: 'USD',
    onRetry: fn(),
  },
} satisfies Meta<typeof GameBetSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

export const Loading: Story = { args: { totals: null, state: 'loading' } };

export const Empty: Story = {
  args: { totals: { rounds: 0, stake: '0', validStake: '0', winLoss: '0' }, rows: [] },
};

export const Failed: Story = { args: { totals: null, state: 'error' } };

export const Mobile: Story = {
  tags: ['viewport-mobile'],
  parameters: { viewport: { defaultViewport: 'mobile' } },
};
