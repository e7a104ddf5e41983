import type { Meta, StoryObj } from '@storybook/react-vite';
import { STREAM_STATUS_LIVE } from '@touchline/domain';
import { fn } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { LiveCard, LIVE_CARD_HEADING_LEVELS } from './LiveCard.tsx';

/** Stream covers as inline SVG data URIs (stories never load from the network). */
const cover = (sky: string, pitch: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180">
      <rect width="320" height="180" fill="${sky}"/>
      <path d="M0 110 320 95v85H0Z" fill="${pitch}"/>
      <path d="M160 100v80M40 140h240" stroke="white" stroke-width="2" opacity=".5"/>
      <circle cx="160" cy="140" r="22" fill="none" stroke="white" stroke-width="2" opacity=".5"/>
      <g fill="lightyellow"><circle cx="40" cy="30" r="8"/><circle cx="280" cy="30" r="8"/></g>
    </svg>`,
  )}`;

const SCHEDULED = Date.UTC(2025, 5, 12, 12, 0, 0); // 20:00 in UTC+8

const meta = {
  title: 'Components/LiveCard',
  component: LiveCard,
  args: {
    cover: cover('midnightblue', 'seagreen'),
    title: 'Derby night: Arsenal v Tottenham, live with expert tips',
    hostName: 'Coach Lin',
    hostAvatarId: 3,
    status: STREAM_STATUS_LIVE,
    viewers: 12840,
    href: '/live/room/1024',
    timeZone: 'Asia/Shanghai',
    onSelect: fn(),
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: LIVE_CARD_HEADING_LEVELS },
    status: { control: 'inline-radio', options: [0, 1, STREAM_STATUS_LIVE, 3] },
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof LiveCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { tag: 'Premier League', headingLevel: 'h2', scheduledAt: SCHEDULED },
};

export const Scheduled: Story = { args: { status: 1, scheduledAt: SCHEDULED, viewers: undefined } };

/** With a footer: the linked match and its score, and a reminder button of its own. */
export const WithFooter: Story = {
  args: {
    status: 1,
    scheduledAt: SCHEDULED,
    viewers: undefined,
    footer: (
      <>
        <span>Arsenal 2 – 1 Tottenham</span>
        <Button size="sm" variant="outline" onClick={fn()}>
          Remind me · 86
        </Button>
      </>
    ),
  },
};

export const CoverFailed: Story = { args: { cover: 'data:image/png;base64,broken' } };

export const LongText: Story = {
  args: {
    title: 'ถ่ายทอดสดฟุตบอลพรีเมียร์ลีก คู่บิ๊กแมตช์ประจำสัปดาห์ พร้อมวิเคราะห์เกมแบบเจาะลึกทุกช่วง',
    hostName: 'Nguyễn Thị Phương Thảo',
    hostAvatarId: 8,
    viewers: 123456789,
    tag: 'Ngoại hạng Anh',
  },
};

export const Grid: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gap: 12,
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
      }}
    >
      <LiveCard {...args} />
      <LiveCard
        {...args}
        cover={cover('darkslateblue', 'darkgreen')}
        title="欧冠半决赛 赛前分析"
        hostName="小雨"
        hostAvatarId={5}
        viewers={98000}
      />
      <LiveCard
        {...args}
        cover={cover('black', 'darkolivegreen')}
        status={0}
        scheduledAt={SCHEDULED}
        viewers={undefined}
        title="V.League: Hà Nội v HAGL"
        hostName="Minh"
        hostAvatarId={1}
      />
      <LiveCard
        {...args}
        cover={cover('indigo', 'teal')}
        title="NBA Finals Game 7 watch-along"
        hostName="Big Mike"
        hostAvatarId={10}
        viewers={530}
      />
    </div>
  ),
};
