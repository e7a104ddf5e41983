import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StorySite } from '../../../stories/StorySite.tsx';
import { centreScreen, down, loading, ok } from './fixtures.ts';

const meta = {
  title: 'Screens/Personal/Bets',
  ...centreScreen('bets'),
} satisfies Meta<typeof StorySite>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sportsbook's open bets, with cash-out offers. */
export const Default: Story = {};

export const Mobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
};

export const Loading: Story = {
  play: loading,
  args: { answers: { listBets: 'hang' } },
};

/** No bet yet. */
export const Empty: Story = {
  args: { answers: { listBets: ok({ records: [], total: 0, size: 20, current: 1 }) } },
};

export const Error: Story = { args: { answers: { listBets: down } } };
