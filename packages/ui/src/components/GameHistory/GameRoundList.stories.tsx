import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { GameRoundList, type GameRound } from './GameRoundList.tsx';

const T = Date.UTC(2026, 10, 26, 3, 7);
const ROUNDS: GameRound[] = [
  {
    id: '8f2c4e7a1b3d5f60718293a4',
    gameName: 'Golden Goal',
    time: T,
    stake: '1.00',
    winLoss: '4.50',
    status: 'settled',
    verifyHref: '#verify',
  },
  {
    id: '1c2d3e4f5061728394a5b6c7',
    gameName: 'Penalty Dice',
    time: T - 60_000,
    stake: '10',
    winLoss: '-10',
    status: 'settled',
    verifyHref: '#verify',
  },
  {
    id: 'a5b6c7d8e9f00112233445566',
    gameName: 'Penalty Dice',
    time: T - 120_000,
    stake: '2',
    winLoss: '0',
    status: 'settled',
    verifyHref: '#verify',
  },
  {
    id: 'PG-20261126-000184',
    gameName: 'Fortune Dragon',
    time: T - 180_000,
    stake: '5',
    winLoss: '0',
    status: 'pending',
  },
  {
    id: 'PG-20261126-000183',
    gameName: 'Fortune Dragon',
    time: T - 240_000,
    stake: '5',
    winLoss: '0',
    status: 'refunded',
  },
];

const meta = {
  title: 'Games/GameRoundList',
  component: GameRoundList,
  args: {
    rounds: ROUNDS,
    currency: 'USD',
    timeZone: 'Asia/Shanghai',
    onRetry: fn(),
    onLoadMore: fn(),
    hasMore: true,
  },
} satisfies Meta<typeof GameRoundList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

export const Loading: Story = { args: { state: 'loading', rounds: [] } };

export const Empty: Story = { args: { rounds: [], hasMore: false } };

export const Failed: Story = { args: { state: 'error', rounds: [] } };

export const LoadingMore: Story = { args: { loadingMore: true } };

export const Mobile: Story = {
  tags: ['viewport-mobile'],
  parameters: { viewport: { defaultViewport: 'mobile' } },
};
