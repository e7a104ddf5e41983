import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleAnchorInfo, exampleReservedStream } from '@touchline/api/examples';
import { StorySite } from '../../stories/StorySite.tsx';
import { setRealtimeFactory } from '../sports/feed.ts';
import { createFakeRealtime } from '../sports/testing.ts';
import { withLocale } from '../../stories/withLocale.tsx';

// stories have no socket
setRealtimeFactory(() => createFakeRealtime());

const ok = (data: unknown) => ({ code: 200, msg: '', data });
const down = { code: 500, msg: '' } as const;
const host = { getUserInfo: ok(exampleAnchorInfo) };
const emptyPage = ok({ list: [], total: 0, page: 1, pageSize: 50 });

const meta = {
  title: 'Screens/Live/Host centre',
  component: StorySite,
  decorators: [withLocale],
  parameters: { layout: 'fullscreen' },
  args: { path: '/personalAnchor', member: true, role: 'anchor', answers: host },
} satisfies Meta<typeof StorySite>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card form and the card as viewers see it. */
export const Profile: Story = {};

export const ProfileMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
};

/** The card could not be loaded: a retry, no form to lose. */
export const ProfileError: Story = { args: { answers: { ...host, getPresenter: down } } };

/** A new stream's form beside the host's streams (live first, then scheduled). */
export const Streams: Story = { args: { path: '/personalAnchor?tab=streams' } };

export const StreamsMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
  args: { path: '/personalAnchor?tab=streams' },
};

/** A host with no stream yet. */
export const StreamsEmpty: Story = {
  args: {
    path: '/personalAnchor?tab=streams',
    answers: { ...host, listStreams: ok({ list: [], total: 0, page: 1, pageSize: 999 }) },
  },
};

/** Ban a viewer, shielded words, and the ban log. */
export const Moderation: Story = { args: { path: '/personalAnchor?tab=moderation' } };

export const ModerationMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
  args: { path: '/personalAnchor?tab=moderation' },
};

/** Push from the live stream's match, the record and the followers. */
export const PushOrders: Story = { args: { path: '/personalAnchor?tab=push' } };

/** Not live: how to push, and no form that could not work. */
export const PushOrdersNotLive: Story = {
  args: {
    path: '/personalAnchor?tab=push',
    answers: {
      ...host,
      listStreams: ok({ list: [exampleReservedStream], total: 1, page: 1, pageSize: 999 }),
      listPushOrders: ok({
        list: [],
        total: 0,
        page: 1,
        pageSize: 50,
        record: { won: 0, lost: 0, void: 0, open: 0, winRate: null },
      }),
      listFollowOrders: emptyPage,
    },
  },
};

/** The period's figures, gift earnings a day as a chart, the record, the latest gifts. */
export const Earnings: Story = { args: { path: '/personalAnchor?tab=earnings' } };

export const EarningsMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
  args: { path: '/personalAnchor?tab=earnings' },
};

/** The earnings could not be loaded. */
export const EarningsError: Story = {
  args: { path: '/personalAnchor?tab=earnings', answers: { ...host, sumLiveStatistics: down } },
};
