import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleAdminDashboard } from '@touchline/api/examples';
import { StorySite } from '../../stories/StorySite.tsx';
import { withLocale } from '../../stories/withLocale.tsx';

const ok = (data: unknown) => ({ code: 200, msg: '', data });
const down = { code: 500, msg: '' } as const;
const emptyPage = ok({ list: [], next: null });
const site = '/superadmincenter?tab=site';
const dashboard = '/superadmincenter?tab=dashboard';

/** A quiet day in two currencies: nothing moved in USDT, no open bets. */
const quietDashboard = {
  ...exampleAdminDashboard,
  openBets: [],
  players: {
    ...exampleAdminDashboard.players,
    today: { active: 0, new: 0 },
  },
};

const meta = {
  title: 'Screens/Admin/Site and dashboard',
  component: StorySite,
  decorators: [withLocale],
  parameters: { layout: 'fullscreen' },
  args: { path: site, member: true, role: 'superAdmin' },
} satisfies Meta<typeof StorySite>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The maintenance notice in four languages, the home banners and the home notices. */
export const Site: Story = {};

export const SiteMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
};

/** No maintenance notice yet, no banner, no notice. */
export const SiteEmpty: Story = {
  args: {
    answers: {
      adminGetSiteMaintenance: ok(null),
      adminListBanners: emptyPage,
      adminListNotices: emptyPage,
    },
  },
};

/** The site's notices could not be loaded. */
export const SiteError: Story = {
  args: {
    answers: { adminGetSiteMaintenance: down, adminListBanners: down, adminListNotices: down },
  },
};

/** The site section in Thai on a phone (long words, no English left but the operator's texts). */
export const SiteThaiMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' }, locale: 'th' },
};

/** Today's and the 30 days' figures, the open bets, and the charts by day. */
export const Dashboard: Story = { args: { path: dashboard } };

export const DashboardMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
  args: { path: dashboard },
};

/** A day with no open bets and no player yet. */
export const DashboardQuiet: Story = {
  args: { path: dashboard, answers: { adminGetDashboard: ok(quietDashboard) } },
};

export const DashboardError: Story = {
  args: { path: dashboard, answers: { adminGetDashboard: down } },
};

/** The dashboard in Vietnamese on a phone. */
export const DashboardVietnameseMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' }, locale: 'vi' },
  args: { path: dashboard },
};

/** The dashboard in Simplified Chinese. */
export const DashboardChinese: Story = {
  globals: { locale: 'zh-cn' },
  args: { path: dashboard },
};
