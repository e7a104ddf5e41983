import type { Meta, StoryObj } from '@storybook/react-vite';
import { platformExamples } from '@touchline/api/examples';
import { StorySite } from '../../../stories/StorySite.tsx';
import { withLocale } from '../../../stories/withLocale.tsx';
import { down, ok, storyGameTypes } from './fixtures.ts';

const meta = {
  title: 'Screens/Games/History',
  component: StorySite,
  decorators: [withLocale],
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/game-history',
    member: true,
    answers: { listGameTypes: ok(storyGameTypes) },
  },
} satisfies Meta<typeof StorySite>;

export default meta;
type Story = StoryObj<typeof meta>;

const first = platformExamples.listMyBets.response.list[0]!;
const rounds = [
  first,
  {
    ...first,
    orderNo: 'G-1000',
    gameName: 'Penalty Dice',
    gameCode: 'penalty-dice',
    winLoss: '-2.00',
    status: 'lost' as const,
  },
  {
    ...first,
    orderNo: 'G-0999',
    betAmount: '5.00',
    validBetAmount: '0.00',
    winLoss: '0.00',
    status: 'void' as const,
  },
];

/** Totals, the rows by game and day, and the rounds with more to load. */
export const Ready: Story = {
  args: {
    path: '/game-history?range=7d',
    answers: {
      listGameTypes: ok(storyGameTypes),
      listMyBets: ok({ list: rounds, total: 25, page: 1, pageSize: 20 }),
    },
  },
};

export const Empty: Story = {
  args: {
    answers: {
      listGameTypes: ok(storyGameTypes),
      sumMyBets: ok({
        betCount: 0,
        betAmount: '0.00',
        validBetAmount: '0.00',
        winLoss: '0.00',
        rows: [],
      }),
      listMyBets: ok({ list: [], total: 0, page: 1, pageSize: 20 }),
    },
  },
};

export const Loading: Story = {
  args: { answers: { listGameTypes: ok(storyGameTypes), sumMyBets: 'hang', listMyBets: 'hang' } },
};

export const Failed: Story = {
  args: { answers: { listGameTypes: ok(storyGameTypes), sumMyBets: down, listMyBets: down } },
};

export const ReadyMobile: Story = {
  ...Ready,
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
};
