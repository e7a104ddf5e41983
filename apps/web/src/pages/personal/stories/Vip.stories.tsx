import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StorySite } from '../../../stories/StorySite.tsx';
import { centreScreen, down, loading, ok } from './fixtures.ts';

const meta = {
  title: 'Screens/Personal/VIP',
  ...centreScreen('vip'),
} satisfies Meta<typeof StorySite>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The level and progress, the call-back form, the table of levels 0–11. */
export const Default: Story = {};

export const Mobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
};

export const Loading: Story = {
  play: loading,
  args: { answers: { getVipInfo: 'hang', listVipLevels: 'hang', getVipCallbackPage: 'hang' } },
};

/** Below the desk's level: no form, the level it opens at. */
export const CallbackLocked: Story = {
  args: {
    answers: {
      getVipCallbackPage: ok({
        available: false,
        minVipLevel: 5,
        managerName: '',
        workingHours: '',
        pending: false,
        pendingServices: [],
      }),
    },
  },
};

/** The member already asked: the desk will call. */
export const CallbackPending: Story = {
  args: {
    answers: {
      getVipCallbackPage: ok({
        available: true,
        minVipLevel: 3,
        managerName: 'Ms Linh',
        workingHours: '09:00–21:00 (UTC+7)',
        pending: true,
        pendingServices: ['dedicatedManager'],
      }),
    },
  },
};

export const Error: Story = {
  args: { answers: { getVipInfo: down, listVipLevels: down, getVipCallbackPage: down } },
};
