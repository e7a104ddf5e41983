import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent, waitFor, within } from 'storybook/test';
import { StorySite } from '../../stories/StorySite.tsx';
import { withLocale } from '../../stories/withLocale.tsx';

const ok = (data: unknown) => ({ code: 200, msg: '', data });
const down = { code: 500, msg: '' } as const;
const emptyPage = ok({ list: [], next: null });
const live = '/superadmincenter?tab=live';
const T0 = 1_795_000_000_000;
const HOUR = 3_600_000;

const stream = (over: Record<string, unknown>) => ({
  presenterId: 2001,
  presenterName: 'Linh',
  presenterUserName: 'host_linh',
  status: 2,
  state: 'live',
  featured: false,
  viewers: 0,
  endTime: null,
  ...over,
});

/** Live streams (one featured on home), an announced one, an ended one. */
const streams = ok({
  list: [
    stream({
      id: 501,
      title: 'Derby night: live odds and chat',
      featured: true,
      viewers: 1_834,
      startTime: T0,
      presenterName: 'Sam',
      presenterUserName: 'host',
    }),
    stream({
      id: 502,
      title: 'V-League: Hà Nội v Hải Phòng',
      viewers: 962,
      startTime: T0 + 600_000,
    }),
    stream({
      id: 505,
      title: 'Weekend preview with Somchai',
      status: 1,
      state: 'reserved',
      viewers: null,
      startTime: T0 + 20 * HOUR,
      presenterName: 'Somchai',
      presenterUserName: 'host_somchai',
    }),
    stream({
      id: 499,
      title: 'Cup final replay and talk',
      status: 3,
      state: 'ended',
      viewers: null,
      startTime: T0 - 26 * HOUR,
      endTime: T0 - 24 * HOUR,
    }),
  ],
  next: null,
});

const words = ok({
  list: ['chắc thắng', 'fixed match', 'free money', 'guaranteed win', 'scam', '包赢', 'โกง'],
  next: null,
});

const bans = ok({
  list: [
    {
      id: 32,
      memberId: 1002,
      userName: 'spinner77',
      nickName: 'Spinner',
      reason: 'Links to another site in every room',
      bannedUntil: null,
      operator: 'admin',
      createdAt: T0 - HOUR,
    },
    {
      id: 31,
      memberId: 1001,
      userName: 'lucky88',
      nickName: 'Lucky',
      reason: 'Spam links in every room',
      bannedUntil: T0 + 24 * HOUR,
      operator: 'admin',
      createdAt: T0 - 2 * HOUR,
    },
  ],
  next: null,
});

const meta = {
  title: 'Screens/Admin/Live',
  component: StorySite,
  decorators: [withLocale],
  parameters: { layout: 'fullscreen' },
  args: {
    path: live,
    member: true,
    role: 'superAdmin',
    answers: {
      adminListStreams: streams,
      adminListSensitiveWords: words,
      adminListGlobalBans: bans,
    },
  },
} satisfies Meta<typeof StorySite>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens an action's question from the button named `name`. */
const opening =
  (name: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name }));
    await screen.findByRole('dialog');
  };

/** Every stream (live first), the sensitive words and the bans from every room. */
export const Streams: Story = {};

export const StreamsMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
};

/** Nothing yet: no stream, no word, no ban. */
export const Empty: Story = {
  args: {
    answers: {
      adminListStreams: emptyPage,
      adminListSensitiveWords: emptyPage,
      adminListGlobalBans: emptyPage,
    },
  },
};

/** The lists on their way. */
export const Loading: Story = {
  args: {
    answers: {
      adminListStreams: 'hang',
      adminListSensitiveWords: 'hang',
      adminListGlobalBans: 'hang',
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => {
      if (within(canvasElement).queryAllByText('Loading…').length < 3) throw new Error('loading');
    });
  },
};

/** The lists could not be loaded: a retry each. */
export const ListsError: Story = {
  args: {
    answers: {
      adminListStreams: down,
      adminListSensitiveWords: down,
      adminListGlobalBans: down,
    },
  },
};

/** The force-stop's question: a reason before the stream ends for its viewers. */
export const ForceStopDialog: Story = {
  play: opening('Force stop: V-League: Hà Nội v Hải Phòng'),
};

export const ForceStopDialogMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
  play: opening('Force stop: V-League: Hà Nội v Hải Phòng'),
};

/** Featuring a stream on the home page. */
export const FeatureDialog: Story = {
  play: opening('Feature on home: V-League: Hà Nội v Hải Phòng'),
};

/** Removing a sensitive word. */
export const RemoveWordDialog: Story = { play: opening('Remove: scam') };

/** Lifting a ban from every room. */
export const LiftBanDialog: Story = { play: opening('Lift ban: lucky88') };

/** In Thai on a phone (long words, no English left). */
export const ThaiMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' }, locale: 'th' },
};

/** In Vietnamese. */
export const Vietnamese: Story = { globals: { locale: 'vi' } };

/** In Simplified Chinese. */
export const Chinese: Story = { globals: { locale: 'zh-cn' } };
