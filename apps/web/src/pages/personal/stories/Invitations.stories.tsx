import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StorySite } from '../../../stories/StorySite.tsx';
import { centreScreen, down, emptyPage, loading, ok } from './fixtures.ts';

const meta = {
  title: 'Screens/Personal/Invitations',
  ...centreScreen('invite'),
} satisfies Meta<typeof StorySite>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code, link and QR code; friends; awards by kind with draw; the ticker and the lists. */
export const Default: Story = {};

export const Mobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
};

/** In Thai, on a phone. */
export const MobileThai: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' }, locale: 'th' },
};

export const Loading: Story = {
  play: loading,
  args: {
    answers: {
      getInviteInfo: 'hang',
      getInviteTotalAward: 'hang',
      listInviteDepositAwards: 'hang',
      listInviteBetAwards: 'hang',
      listInviteMarquee: 'hang',
    },
  },
};

/** Nobody invited yet: nothing to draw, empty lists, no ticker. */
export const Empty: Story = {
  args: {
    answers: {
      getInviteInfo: ok({
        referCode: 'REF7',
        inviteUrl: 'https://touchline.test/?referCode=REF7',
        invitedCount: 0,
        validInvitedCount: 0,
        pendingAward: '0.00',
        totalAward: '0.00',
      }),
      getInviteTotalAward: ok({
        totalAward: '0.00',
        betAward: '0.00',
        depositAward: '0.00',
        vipAward: '0.00',
      }),
      listInviteDepositAwards: emptyPage,
      listInviteBetAwards: emptyPage,
      listInviteMarquee: ok([]),
    },
  },
};

export const Error: Story = {
  args: {
    answers: {
      getInviteInfo: down,
      getInviteTotalAward: down,
      listInviteDepositAwards: down,
      listInviteBetAwards: down,
    },
  },
};
