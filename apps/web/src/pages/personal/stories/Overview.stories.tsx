import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StorySite } from '../../../stories/StorySite.tsx';
import { centreScreen, down, loading, ok } from './fixtures.ts';

const meta = {
  title: 'Screens/Personal/Overview',
  ...centreScreen(),
} satisfies Meta<typeof StorySite>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The account (masked name and mobile, balance), the VIP progress and the avatar picker. */
export const Default: Story = {};

export const Mobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
};

/** In Chinese, on a phone. */
export const MobileChinese: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' }, locale: 'zh-cn' },
};

/** The calls have not answered yet. */
export const Loading: Story = {
  play: loading,
  args: { answers: { getMemberProfile: 'hang', getVipInfo: 'hang', fetchMemberWallet: 'hang' } },
};

/** A new member: no mobile on file, VIP 0, nothing in the wallet. */
export const Empty: Story = {
  args: {
    answers: {
      getMemberProfile: ok({
        userId: 1001,
        userName: 'lucky88',
        nickName: 'Lucky',
        avatarId: 1,
        vipLevel: 0,
        regCurrency: 'VND',
        mobile: null,
        mobileArea: null,
        email: null,
        identityCode: 'K7Q2',
        registeredAt: Date.UTC(2026, 10, 20),
        twoStepLogin: false,
      }),
      getVipInfo: ok({
        vipLevel: 0,
        nextLevel: 1,
        depositProgress: '0.00',
        depositTarget: null,
        betProgress: '0.00',
        betTarget: '1000.00',
        benefits: [],
        managerName: null,
      }),
      fetchMemberWallet: ok({ memberWallet: '0.00', currency: 'VND' }),
    },
  },
};

/** The profile and the VIP standing could not be loaded: retries. */
export const Error: Story = { args: { answers: { getMemberProfile: down, getVipInfo: down } } };
