import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleLoginNeedsVerification, exampleMaintenanceInfo } from '@touchline/api/examples';
import { StorySite } from './StorySite.tsx';
import { withLocale } from './withLocale.tsx';

const meta = {
  title: 'Screens/Site',
  component: StorySite,
  decorators: [withLocale],
  parameters: { layout: 'fullscreen' },
  args: { path: '/' },
} satisfies Meta<typeof StorySite>;

export default meta;
type Story = StoryObj<typeof meta>;

const down = { code: 500, msg: '' } as const;

export const HomeVisitor: Story = { args: { path: '/' } };

export const HomeMember: Story = { args: { path: '/', member: true } };

export const HomeLoading: Story = {
  args: {
    path: '/',
    member: true,
    answers: {
      listHomeBanners: 'hang',
      listHomeNotices: 'hang',
      listHomeLobbies: 'hang',
      listStreams: 'hang',
      listMatches: 'hang',
    },
  },
};

export const HomeServicesDown: Story = {
  args: {
    path: '/',
    member: true,
    answers: {
      listHomeBanners: down,
      listHomeNotices: down,
      listHomeLobbies: down,
      listStreams: down,
      listMatches: down,
      getMaintenanceInfo: { code: 200, msg: '', data: null },
    },
  },
};

export const HomeNoMaintenance: Story = {
  args: {
    path: '/',
    answers: {
      getMaintenanceInfo: { code: 200, msg: '', data: { ...exampleMaintenanceInfo, status: 0 } },
    },
  },
};

/** No banner or notice running, and no stream on air: the page goes straight to its sections. */
export const HomeNothingRunning: Story = {
  args: {
    path: '/',
    answers: {
      listHomeBanners: { code: 200, msg: '', data: [] },
      listHomeNotices: { code: 200, msg: '', data: [] },
      listStreams: { code: 200, msg: '', data: { list: [], total: 0, page: 1, pageSize: 999 } },
      getMaintenanceInfo: { code: 200, msg: '', data: null },
    },
  },
};

export const PopupAd: Story = { args: { path: '/', popupAd: true } };

export const LoginAccount: Story = {
  args: { path: '/', dialog: { kind: 'login', mode: 'account' } },
};

export const LoginPhone: Story = { args: { path: '/', dialog: { kind: 'login', mode: 'phone' } } };

export const RegisterAccount: Story = {
  args: { path: '/', dialog: { kind: 'register', mode: 'account' } },
};

export const RegisterPhone: Story = {
  args: { path: '/', dialog: { kind: 'register', mode: 'phone' } },
};

export const Verification: Story = {
  args: {
    path: '/',
    dialog: {
      kind: 'verify',
      userName: exampleLoginNeedsVerification.userName,
      mobile: exampleLoginNeedsVerification.mobile ?? '',
      mobileArea: exampleLoginNeedsVerification.mobileArea ?? '',
      loginState: 1,
    },
  },
};

export const SessionExpiredInApp: Story = {
  args: { path: '/', member: true, dialog: { kind: 'sessionExpired' } },
};

export const CampaignAlias: Story = { args: { path: '/first-charge' } };

export const SportsMemberNoFooter: Story = { args: { path: '/sports', member: true } };

/** The first-visit 18+ question over the home page: only an answer closes it. */
export const AgeGate: Story = { args: { path: '/', ageGate: true } };

/** Where "No" to the 18+ question leads: the site is for adults only, with help and a way back. */
export const AdultsOnly: Story = { args: { path: '/adults-only', ageGate: true } };

export const ErrorPage404: Story = { args: { path: '/404' } };

export const ErrorPage500: Story = { args: { path: '/500' } };

export const ErrorPage403: Story = { args: { path: '/403' } };

/** A member on a host page: the guard shows the 403 page (not home). */
export const HostPageForMember: Story = { args: { path: '/personalAnchor', member: true } };

/** A visitor's deep link: the login dialog at home, the daily ad waiting until it closes. */
export const DeepLinkLoginNoAd: Story = {
  args: { path: '/sports', popupAd: true },
};
