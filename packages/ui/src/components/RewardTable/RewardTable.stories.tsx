import type { Meta, StoryObj } from '@storybook/react-vite';
import { RewardTable, REWARD_TABLE_THRESHOLD_KINDS, type RewardTier } from './RewardTable.tsx';

const TIERS: RewardTier[] = [
  { id: 1, threshold: 1000, reward: 18 },
  { id: 2, threshold: 5000, reward: 88 },
  { id: 3, threshold: 20000, reward: 388, note: '+ 1 free bet' },
  { id: 4, threshold: 100000, reward: '1888.888' },
];

const meta = {
  title: 'Components/RewardTable',
  component: RewardTable,
  args: { tiers: TIERS, current: 7500, currency: 'CNY', caption: 'Weekly turnover rewards' },
  argTypes: {
    thresholdKind: { control: 'inline-radio', options: REWARD_TABLE_THRESHOLD_KINDS },
    current: { control: 'text' },
  },
} satisfies Meta<typeof RewardTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { thresholdKind: 'money', current: '20000', currency: 'USDT', decimals: 2 },
};

export const NoTierReached: Story = { args: { current: 200 } };

export const TopTier: Story = { args: { current: 250000 } };

export const CountThresholds: Story = {
  args: {
    caption: 'Invite friends',
    thresholdKind: 'count',
    thresholdLabel: 'Friends invited',
    current: 5,
    tiers: [
      { threshold: 1, reward: 8 },
      { threshold: 5, reward: 58 },
      { threshold: 10, reward: 128, note: 'Thêm 1 vé cược miễn phí cho mỗi người bạn' },
    ],
  },
};

/** Conditions in words (a campaign's tiers), rewards in money or in words. */
export const TextConditions: Story = {
  args: {
    caption: 'Rewards',
    thresholdKind: 'text',
    thresholdLabel: 'Condition',
    current: undefined,
    tiers: [
      { threshold: 'Deposit 100 or more', reward: 18 },
      { threshold: 'Deposit 1,000 or more', reward: 188 },
      { threshold: 'Rank 1 at the end of the month', reward: null, note: 'Signed shirt' },
    ],
  },
};
