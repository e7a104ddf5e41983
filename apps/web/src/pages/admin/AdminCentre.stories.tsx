import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleAdminProfile } from '@touchline/api/examples';
import { StorySite } from '../../stories/StorySite.tsx';
import { withLocale } from '../../stories/withLocale.tsx';

const ok = (data: unknown) => ({ code: 200, msg: '', data });
const down = { code: 500, msg: '' } as const;
const emptyPage = ok({ list: [], next: null });
const open = '/superadmincenter?member=90001';

/** A suspended member on a self-exclusion, with no sessions, bets or ledger yet. */
const suspendedProfile = {
  ...exampleAdminProfile,
  member: { ...exampleAdminProfile.member, suspended: true, balance: '0.00' },
  suspendedAt: exampleAdminProfile.member.createdAt + 86_400_000,
  twoStepLogin: false,
  wallet: { ...exampleAdminProfile.wallet, balance: '0.00', gameWallets: '0.00' },
  recentBets: [],
  sessions: [],
  responsible: { exclusion: { kind: 'self-exclusion', until: 1_811_750_400_000 }, limits: 0 },
};

const meta = {
  title: 'Screens/Admin/Super-admin centre',
  component: StorySite,
  decorators: [withLocale],
  parameters: { layout: 'fullscreen' },
  args: { path: open, member: true, role: 'superAdmin' },
} satisfies Meta<typeof StorySite>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The members table beside a member's profile: facts, actions, adjustment, ledger. */
export const Members: Story = {};

export const MembersMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
};

/** No member chosen yet: the table and an invitation to pick one. */
export const NoMemberChosen: Story = { args: { path: '/superadmincenter' } };

/** A search nobody matches. */
export const MembersEmpty: Story = {
  args: { path: '/superadmincenter', answers: { adminSearchMembers: emptyPage } },
};

/** The members could not be loaded: a retry. */
export const MembersError: Story = {
  args: { path: '/superadmincenter', answers: { adminSearchMembers: down } },
};

/** A suspended, self-excluded member: restore is offered, the exclusion is read-only. */
export const SuspendedMember: Story = {
  args: {
    answers: { adminGetMember: ok(suspendedProfile), adminListLedger: emptyPage },
  },
};

export const SuspendedMemberMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
  args: {
    answers: { adminGetMember: ok(suspendedProfile), adminListLedger: emptyPage },
  },
};

/** The profile could not be loaded. */
export const ProfileError: Story = { args: { answers: { adminGetMember: down } } };

/** Every action with who, when, why and the values before and after. */
export const AuditLog: Story = { args: { path: '/superadmincenter?tab=audit' } };

export const AuditLogMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
  args: { path: '/superadmincenter?tab=audit' },
};

export const AuditLogEmpty: Story = {
  args: { path: '/superadmincenter?tab=audit', answers: { adminListAudit: emptyPage } },
};

export const AuditLogError: Story = {
  args: { path: '/superadmincenter?tab=audit', answers: { adminListAudit: down } },
};

/** The profile and its actions in Thai on a phone (long words, no English left). */
export const ThaiMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' }, locale: 'th' },
};

/** The audit log in Vietnamese on a phone. */
export const AuditLogVietnameseMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' }, locale: 'vi' },
  args: { path: '/superadmincenter?tab=audit' },
};

/** The members table and profile in Simplified Chinese. */
export const Chinese: Story = { globals: { locale: 'zh-cn' } };
