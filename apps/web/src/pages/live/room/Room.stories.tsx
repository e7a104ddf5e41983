import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { ChatMessage, RealtimeServerError, Topic } from '@touchline/api';
import { exampleStream } from '@touchline/api/examples';
import { userEvent, waitFor, within } from 'storybook/test';
import { StorySite } from '../../../stories/StorySite.tsx';
import { setRealtimeFactory } from '../../sports/feed.ts';
import { createFakeRealtime } from '../../sports/testing.ts';
import { withLocale } from '../../../stories/withLocale.tsx';

const ok = (data: unknown) => ({ code: 200, msg: '', data });
const fail = (code: number, msg: string) => ({ code, msg });

const T = Date.UTC(2026, 10, 26, 12, 0);
const line = (id: number, nickName: string, text: string, vipLevel: number | null = null) =>
  ({
    id: String(id),
    roomId: exampleStream.roomId,
    kind: 'message',
    userName: nickName.toLowerCase(),
    nickName,
    avatarId: (id % 10) + 1,
    vipLevel,
    text,
    clientMessageId: null,
    sentAt: T + id * 1_000,
  }) satisfies ChatMessage;

/** The room's last messages, as the socket sends them after joining. */
const HISTORY: ChatMessage[] = [
  line(1, 'Anh', 'Kick-off! Hanoi look sharp tonight', 3),
  line(2, 'Somchai', 'Saigon always start slow'),
  { ...line(3, 'Room', 'Mai pinned a tip: over 2.5 goals'), kind: 'notice' },
  line(4, 'Wei', 'That handicap is a *** deal', 7),
  line(5, 'Linh', 'Goal!!! 1-0', 1),
  line(6, 'Tuan', 'Mai called it again'),
];

/**
 * A socket-less room: joining the chat delivers its history; a post is echoed back, or refused
 * with `refusal` as the server would.
 */
function roomRealtime({ refusal }: { refusal?: Omit<RealtimeServerError, 'topic'> } = {}) {
  const fake = createFakeRealtime();
  const subscribe = fake.subscribe.bind(fake);
  fake.subscribe = (topic, handler, options) => {
    const stop = subscribe(topic, handler, options);
    if (topic.startsWith('chat-room:')) {
      setTimeout(() => {
        fake.resync(topic, 'subscribed');
        for (const message of HISTORY) fake.emit(topic, message);
      }, 0);
    }
    return stop;
  };
  fake.sendChat = (message) => {
    const topic = `chat-room:${message.roomId}` as Topic;
    setTimeout(() => {
      if (refusal) fake.serverError({ ...refusal, topic });
      else
        fake.emit(topic, {
          ...line(99, 'Lucky', message.text, 4),
          userName: 'lucky88',
          clientMessageId: message.clientMessageId,
        });
    }, 0);
    return true;
  };
  return fake;
}

const withRealtime =
  (options: Parameters<typeof roomRealtime>[0] = {}): Decorator =>
  (Story) => {
    setRealtimeFactory(() => roomRealtime(options));
    return Story();
  };

const meta = {
  title: 'Screens/Live/Room',
  component: StorySite,
  decorators: [withLocale, withRealtime()],
  parameters: { layout: 'fullscreen' },
  args: {
    path: `/anchorPlay/${exampleStream.id}`,
    member: true,
    // no video is loaded in stories: the lines stay pending and the player is shown playing
    answers: { listVideoSources: 'hang' },
  },
} satisfies Meta<typeof StorySite>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the room, then shows its player playing (media events, no video). */
async function playing({ canvasElement }: { canvasElement: HTMLElement }) {
  const page = within(canvasElement);
  await page.findByRole('heading', { level: 1, name: exampleStream.title }, { timeout: 10_000 });
  await page.findByText('Mai called it again', undefined, { timeout: 10_000 });
  canvasElement.querySelector('video')?.dispatchEvent(new Event('playing'));
}

export const Playing: Story = { play: playing };

export const PlayingMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
  play: playing,
};

export const Loading: Story = { args: { answers: { getStream: 'hang' } } };

export const NotFound: Story = {
  args: { path: '/anchorPlay/999', answers: { getStream: fail(404, 'Stream not found') } },
};

/** Every line failed: the player's load error with its retry. */
export const VideoError: Story = {
  args: {
    answers: {
      listVideoSources: ok([
        {
          id: 1,
          name: 'Line 1',
          url: 'data:video/mp4;base64,AAAA',
          format: 'mp4',
          isDefault: true,
        },
        {
          id: 2,
          name: 'Line 2',
          url: 'data:video/mp4;base64,AAAB',
          format: 'mp4',
          isDefault: false,
        },
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert', undefined, { timeout: 10_000 });
  },
};

export const Ended: Story = {
  args: { answers: { getStream: ok({ ...exampleStream, status: 3, viewers: 0 }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('The broadcast has ended', undefined, {
      timeout: 10_000,
    });
  },
};

/** A stream announced for later: when it starts, instead of a player. */
export const Scheduled: Story = {
  args: {
    answers: {
      getStream: ok({ ...exampleStream, status: 1, viewers: 0, startTime: T + 3_600_000 }),
    },
  },
};

const banned = {
  getBanInfo: ok({ banned: true, bannedUntil: T + 2 * 3_600_000, reason: 'Spam links' }),
  listVideoSources: 'hang' as const,
};

export const Banned: Story = { args: { answers: banned }, play: playing };

export const BannedMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
  args: { answers: banned },
  play: playing,
};

/** Slow mode: a post too soon after the last is refused with the server's words. */
export const SlowMode: Story = {
  decorators: [
    withRealtime({ refusal: { code: 4029, msg: 'Slow mode: wait 3 s before your next message.' } }),
  ],
  play: async (context) => {
    await playing(context);
    const page = within(context.canvasElement);
    await userEvent.type(
      page.getByRole('textbox', { name: 'Message' }),
      'Another goal soon{Enter}',
    );
    await page.findByRole('alert');
  },
};

const giftRefused = {
  fetchMemberWallet: ok({ memberWallet: '500000.00', currency: 'VND' }),
  sendGift: fail(463, 'You reached your gift limit for today.'),
  listVideoSources: 'hang' as const,
};

async function refuseGift(context: { canvasElement: HTMLElement }) {
  await playing(context);
  const page = within(context.canvasElement);
  await userEvent.click(page.getByRole('button', { name: 'Send a gift' }));
  const body = within(context.canvasElement.ownerDocument.body);
  const dialog = await body.findByRole('dialog');
  // the radio itself is hidden under its card: the card is what is pressed
  await userEvent.click(await within(dialog).findByText('Heart'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send gift' }));
  await waitFor(() => within(dialog).getByRole('alert'));
}

/** A refused gift says why and keeps the choice. */
export const GiftRefused: Story = { args: { answers: giftRefused }, play: refuseGift };

/** On a phone the gift picker is a bottom sheet. */
export const GiftRefusedMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
  args: { answers: giftRefused },
  play: refuseGift,
};

/** A visitor watches; chatting, gifts and follows ask them to log in. */
export const Visitor: Story = {
  args: { member: false },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: exampleStream.title });
    canvasElement.querySelector('video')?.dispatchEvent(new Event('playing'));
  },
};

export const VisitorMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
  args: { member: false },
  play: Visitor.play,
};

/** A match's room inside the sportsbook. */
export const MatchRoom: Story = { args: { path: '/sports/live/90001' }, play: playing };

export const MatchWithoutStream: Story = { args: { path: '/sports/live/12345' } };
