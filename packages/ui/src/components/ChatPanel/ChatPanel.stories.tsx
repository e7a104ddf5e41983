import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { fn } from 'storybook/test';
import { CHAT_BLOCK_REASONS, ChatPanel, type ChatLine } from './ChatPanel.tsx';

/** A gift picture as an inline SVG data URI (stories never load from the network). */
const ROCKET = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
    <path d="M12 2c4 3 5 8 4 13H8C7 10 8 5 12 2Z" fill="tomato"/>
    <circle cx="12" cy="9" r="2" fill="lightyellow"/>
    <path d="M8 15l-3 4h4Zm8 0 3 4h-4Z" fill="orange"/>
  </svg>`,
)}`;

const thread: ChatLine[] = [
  { id: '1', kind: 'system', text: 'Welcome to the room. Be kind, no spam, no links.' },
  { id: '2', kind: 'message', userName: 'Minh', vipLevel: 3, text: 'Arsenal to score first?' },
  { id: '3', kind: 'message', userName: '小雨', vipLevel: 7, text: '我觉得主队会赢！' },
  { id: '4', kind: 'message', userName: 'Somchai', text: 'ทีมเยือนเล่นดีมากครึ่งแรก' },
  {
    id: '5',
    kind: 'gift',
    userName: 'Big Mike',
    vipLevel: 11,
    text: 'Rocket',
    giftCount: 3,
    giftIcon: ROCKET,
  },
  { id: '6', kind: 'message', userName: 'Coach Lin', vipLevel: 5, text: 'Over 2.5 looks good.' },
  { id: '7', kind: 'message', userName: 'Me', text: 'Thanks for the tip!', own: true },
  { id: '8', kind: 'message', userName: 'Me', text: 'Going for it', own: true, pending: true },
];

const many: ChatLine[] = Array.from({ length: 1000 }, (_, i) =>
  i % 25 === 0
    ? { id: `m${i}`, kind: 'gift', userName: `fan${i}`, text: 'Rose', giftCount: (i % 7) + 1 }
    : { id: `m${i}`, kind: 'message', userName: `fan${i % 40}`, text: `Message number ${i + 1}` },
);

const meta = {
  title: 'Components/ChatPanel',
  component: ChatPanel,
  args: { messages: thread, onSend: fn(), onLogIn: fn(), timeZone: 'Asia/Shanghai' },
  argTypes: {
    blocked: { control: 'select', options: [null, ...CHAT_BLOCK_REASONS] },
    maxLength: { control: { type: 'number', min: 1 } },
    maxVisible: { control: { type: 'number', min: 1 } },
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ChatPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Stateful: sent lines appear; a message containing "fail" is refused and stays in the input. */
export const Playground: Story = {
  args: { blocked: null, maxLength: 60, maxVisible: 200 },
  render: function Render(args) {
    const [lines, setLines] = useState(thread);
    return (
      <ChatPanel
        {...args}
        messages={lines}
        onSend={(text) =>
          new Promise<void>((resolve, reject) =>
            setTimeout(() => {
              if (text.toLowerCase().includes('fail')) return reject(new Error('refused'));
              setLines((all) => [
                ...all,
                { id: `own${all.length}`, kind: 'message', userName: 'Me', text, own: true },
              ]);
              resolve();
            }, 500),
          )
        }
      />
    );
  },
};

export const Empty: Story = { args: { messages: [] } };

/** Banned by the room: the reason it gave and when the ban ends. */
export const Muted: Story = {
  args: {
    blocked: 'muted',
    mutedReason: 'Advertising',
    mutedUntil: Date.UTC(2025, 5, 12, 12, 0, 0),
  },
};

export const LoggedOut: Story = { args: { blocked: 'logged-out' } };

export const VipOnly: Story = { args: { blocked: 'vip-level', minVipLevel: 2 } };

export const Closed: Story = { args: { blocked: 'closed' } };

/** Over the room's limit: the counter turns red, the send button is off, nothing typed is cut. */
export const TooLong: Story = {
  args: {
    maxLength: 40,
    defaultValue: 'This message is far longer than the room allows anyone to send',
  },
};

/** After a failed send: the text is still in the input and the reason is read out. */
export const SendFailed: Story = {
  args: {
    defaultValue: 'Arsenal 2-1, calling it now',
    error: 'Message not sent. Your text is still here, please try again.',
  },
};

/** The member scrolled up; new lines arrived and wait behind the "New messages" button. */
export const NewMessages: Story = {
  args: { messages: many.slice(0, 60) },
  render: function Render(args) {
    const [lines, setLines] = useState(args.messages);
    const root = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const log = root.current?.querySelector<HTMLElement>('[role="log"]');
      if (!log) return;
      const onScrolled = () => setLines(many.slice(0, 64));
      log.addEventListener('scroll', onScrolled, { once: true });
      log.scrollTop = 0;
      return () => log.removeEventListener('scroll', onScrolled);
    }, []);
    return (
      <div ref={root}>
        <ChatPanel {...args} messages={lines} />
      </div>
    );
  },
};

/** 1000 lines: only the latest 200 are in the DOM. */
export const LongThread: Story = { args: { messages: many } };

export const LongText: Story = {
  args: {
    messages: [
      {
        id: 'a',
        kind: 'message',
        userName: 'Nguyễn Thị Phương Thảo',
        vipLevel: 9,
        text: 'Trận này đội khách sẽ thắng với tỷ số cách biệt, mọi người cân nhắc kèo chấp nhé!',
      },
      {
        id: 'b',
        kind: 'message',
        userName: 'สมชายผู้ชื่นชอบฟุตบอลพรีเมียร์ลีก',
        text: 'https://example.com/a-very-long-link-without-any-spaces-that-must-wrap-inside-the-panel',
      },
      {
        id: 'c',
        kind: 'gift',
        userName: '欧阳娜娜的超级粉丝',
        text: '豪华游艇',
        giftCount: 99,
        giftIcon: ROCKET,
      },
    ],
  },
};

/** Slow mode: the member just posted and waits before the next message. */
export const SlowMode: Story = { args: { waitSeconds: 3 } };
