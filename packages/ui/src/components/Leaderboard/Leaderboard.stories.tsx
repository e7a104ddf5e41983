import type { Meta, StoryObj } from '@storybook/react-vite';
import { Leaderboard, LEADERBOARD_SCORE_KINDS, type LeaderboardEntry } from './Leaderboard.tsx';

const ENTRIES: LeaderboardEntry[] = [
  { id: 'a', rank: 1, name: '欧阳娜娜', score: 1288800.5, avatarId: 4 },
  { id: 'b', rank: 2, name: 'Nguyen Van An', score: '986400.999', avatarId: 1 },
  { id: 'c', rank: 3, name: 'สมชาย ใจดี', score: 754000, avatarId: 7 },
  { id: 'd', rank: 4, name: 'John Carter', score: 520310.1, avatarId: 2 },
  { id: 'e', rank: 5, name: 'lucky_goal_88', score: 401200, avatarId: 9 },
  { id: 'f', rank: 6, name: '张三丰', score: 388000 },
];

const meta = {
  title: 'Components/Leaderboard',
  component: Leaderboard,
  args: { entries: ENTRIES, caption: 'Turnover ranking', currency: 'CNY', youId: 'd' },
  argTypes: { scoreKind: { control: 'inline-radio', options: LEADERBOARD_SCORE_KINDS } },
} satisfies Meta<typeof Leaderboard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { scoreKind: 'points', maskNames: true, scoreLabel: 'Points', currency: undefined },
};

export const YouOutsideTheList: Story = {
  args: {
    youId: undefined,
    you: { id: 'me', rank: 128, name: 'Tran Minh Khoa', score: 12050.75, avatarId: 5 },
  },
};

export const Points: Story = {
  args: { scoreKind: 'points', scoreLabel: 'Points', currency: undefined },
};

export const Empty: Story = { args: { entries: [], youId: undefined } };

export const Mobile: Story = { tags: ['viewport-mobile'] };
