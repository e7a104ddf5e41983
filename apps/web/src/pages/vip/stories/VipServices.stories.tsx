import type { Meta, StoryObj } from '@storybook/react-vite';
import { StorySite } from '../../../stories/StorySite.tsx';
import { withLocale } from '../../../stories/withLocale.tsx';
import { down, loaded, loading, ok } from '../../personal/stories/fixtures.ts';

const meta = {
  title: 'Screens/Vip/Services',
  component: StorySite,
  decorators: [withLocale],
  parameters: { layout: 'fullscreen' },
  play: loaded,
  args: { path: '/vipDedicatedManager', member: true },
} satisfies Meta<typeof StorySite>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The example member (VIP 4) on the dedicated manager's page (VIP 3): the request form. */
export const Manager: Story = {};

export const ManagerMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
};

/** A visitor: the service and who it is for, and a sign-in instead of the form. */
export const Visitor: Story = { args: { member: false, path: '/vipBusinessGirl' } };

export const VisitorMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
  args: { member: false, path: '/vipBusinessGirl' },
};

/** Business hospitality (VIP 6) for a VIP 4 member: the level it needs and the way there. */
export const BelowLevel: Story = { args: { path: '/vipBusinessGirl' } };

/** Yacht days (VIP 8), below the level, on a phone in Thai. */
export const BelowLevelThai: Story = {
  args: { path: '/vipYacht' },
  globals: { viewport: { value: 'mobile' }, locale: 'th' },
  tags: ['viewport-mobile'],
};

/** The member already asked: the desk will call. */
export const Submitted: Story = {
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

export const Loading: Story = {
  play: loading,
  args: { answers: { getVipInfo: 'hang', getVipCallbackPage: 'hang' } },
};

export const Error: Story = { args: { answers: { getVipInfo: down, getVipCallbackPage: down } } };

/** The yacht page in Chinese at the desktop width. */
export const YachtChinese: Story = { args: { path: '/vipYacht' }, globals: { locale: 'zh-cn' } };
