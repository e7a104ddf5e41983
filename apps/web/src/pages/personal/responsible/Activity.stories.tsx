import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryPanel } from '../../../stories/StoryPanel.tsx';
import { withLocale } from '../../../stories/withLocale.tsx';
import { setRealtimeFactory } from '../../sports/feed.ts';
import { createFakeRealtime } from '../../sports/testing.ts';
import { ActivityPanel } from './ActivityPanel.tsx';

// stories have no socket
setRealtimeFactory(() => createFakeRealtime());

const ok = (data: unknown) => ({ code: 200, msg: '', data });
const down = { code: 500, msg: '' } as const;
const mobileViewport = { viewport: { value: 'mobile' } };
const months = [
  {
    month: '2026-11',
    deposits: '1500000.00',
    withdrawals: '200000.00',
    stakes: '830100.00',
    wins: '645550.00',
    spent: '10050.00',
    net: '-194600.00',
  },
  {
    month: '2026-10',
    deposits: '100000.00',
    withdrawals: '0.00',
    stakes: '50000.00',
    wins: '120000.00',
    spent: '0.00',
    net: '70000.00',
  },
  {
    month: '2026-09',
    deposits: '250000.00',
    withdrawals: '50000.00',
    stakes: '180000.00',
    wins: '180000.00',
    spent: '0.00',
    net: '0.00',
  },
];

const meta = {
  title: 'Screens/Personal/Activity statement',
  component: StoryPanel,
  decorators: [withLocale],
  parameters: { layout: 'fullscreen' },
  args: { panel: <ActivityPanel />, answers: { getActivityStatement: ok(months) } },
} satisfies Meta<typeof StoryPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three months, newest first: a loss, a win and an even month. */
export const Months: Story = {};

export const MonthsMobile: Story = { tags: ['viewport-mobile'], globals: mobileViewport };

export const Empty: Story = {
  tags: ['viewport-mobile'],
  globals: mobileViewport,
  args: { answers: { getActivityStatement: ok([]) } },
};

export const Loading: Story = {
  tags: ['viewport-mobile'],
  globals: mobileViewport,
  args: { answers: { getActivityStatement: 'hang' } },
};

export const LoadError: Story = {
  tags: ['viewport-mobile'],
  globals: mobileViewport,
  args: { answers: { getActivityStatement: down } },
};

/** In Thai, on a phone. */
export const ThaiMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { ...mobileViewport, locale: 'th' },
};
