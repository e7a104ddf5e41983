import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Stream } from '@touchline/api';
import { exampleReservedStream, exampleStream } from '@touchline/api/examples';
import { StorySite } from '../../../stories/StorySite.tsx';
import { setRealtimeFactory } from '../../sports/feed.ts';
import { createFakeRealtime } from '../../sports/testing.ts';
import { withLocale } from '../../../stories/withLocale.tsx';

// stories have no socket: viewer counts stay as the fixtures give them
setRealtimeFactory(() => createFakeRealtime());

const meta = {
  title: 'Screens/Live/Lobby',
  component: StorySite,
  decorators: [withLocale],
  parameters: { layout: 'fullscreen' },
  args: { path: '/anchorPlay', member: true },
} satisfies Meta<typeof StorySite>;

export default meta;
type Story = StoryObj<typeof meta>;

const ok = (data: unknown) => ({ code: 200, msg: '', data });
const page = (list: Stream[]) => ok({ list, total: list.length, page: 1, pageSize: 999 });
const down = { code: 500, msg: '' } as const;

const derby = exampleStream;
const tennis: Stream = {
  ...exampleStream,
  id: 503,
  presenterId: 2002,
  presenterName: 'Khoa',
  presenterAvatarId: 3,
  title: 'Court-side: the semi-final, point by point',
  cover: '/static/covers/tennis-corner.svg',
  sportId: 5,
  gameId: null,
  roomId: 'room-503',
  viewers: 320,
};
const vleague: Stream = {
  ...exampleStream,
  id: 505,
  presenterId: 2003,
  presenterName: 'Linh',
  presenterAvatarId: 9,
  title: 'V.League live: the title race',
  cover: '/static/covers/vleague-live.svg',
  roomId: 'room-505',
  viewers: 12_480,
};
const preview = exampleReservedStream;
const thaiLeague: Stream = {
  ...exampleReservedStream,
  id: 504,
  presenterId: 2004,
  presenterName: 'Somchai',
  presenterAvatarId: 4,
  title: 'Thai League preview with Somchai',
  cover: '/static/covers/thai-league.svg',
  sportId: 1,
  roomId: 'room-504',
  startTime: exampleReservedStream.startTime + 3 * 3_600_000,
};
const streams = [derby, vleague, tennis, preview, thaiLeague];

/** Three live streams (two soccer with their matches' scores, a tennis one) and two announced. */
export const Live: Story = {
  args: {
    answers: {
      listStreams: page(streams),
      listReservedStreams: page([thaiLeague]),
      countStreamReservations: ok(86),
    },
  },
};

/** The announced streams alone: one reminder set, one not, with their counts. */
export const Scheduled: Story = {
  args: {
    answers: {
      listStreams: page([preview, thaiLeague]),
      listReservedStreams: page([thaiLeague]),
      countStreamReservations: ok(86),
    },
  },
};

/** The hosts I follow: their streams only. */
export const Followed: Story = {
  args: {
    path: '/anchorPlay?tab=followed',
    answers: {
      listStreams: page([vleague, thaiLeague]),
      listReservedStreams: page([]),
      countStreamReservations: ok(12),
    },
  },
};

/** One sport picked: the others' streams are left out. */
export const SportFilter: Story = {
  args: {
    path: '/anchorPlay?sport=1',
    answers: {
      listStreams: page(streams),
      listReservedStreams: page([thaiLeague]),
      countStreamReservations: ok(86),
    },
  },
};

export const Loading: Story = {
  args: { answers: { listStreams: 'hang' } },
};

export const Empty: Story = {
  args: { answers: { listStreams: page([]) } },
};

/** The scores and the member's reminders failed: each says so, with a retry; the rest works. */
export const PartsFailed: Story = {
  args: {
    answers: {
      listStreams: page(streams),
      getLiveMatchScores: down,
      listReservedStreams: down,
      countStreamReservations: ok(86),
    },
  },
};

export const LiveMobile: Story = {
  ...Live,
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
};

/** Thai at 375 px: the taller line height, long titles and the filter's scrolling row. */
export const LiveMobileThai: Story = {
  ...Live,
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' }, locale: 'th' },
};

export const EmptyMobile: Story = {
  ...Empty,
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
};
