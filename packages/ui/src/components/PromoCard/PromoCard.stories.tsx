import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PromoCard, PROMO_CARD_HEADING_LEVELS } from './PromoCard.tsx';

/** Promotion banners as inline SVG data URIs (stories never load from the network). */
const banner = (from: string, to: string, text: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 320">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
      </linearGradient></defs>
      <rect width="640" height="320" fill="url(#g)"/>
      <circle cx="520" cy="90" r="120" fill="white" opacity=".08"/>
      <path d="M0 260 640 200v120H0Z" fill="black" opacity=".2"/>
      <text x="40" y="180" fill="white" font-family="system-ui, sans-serif" font-size="54"
        font-weight="800">${text}</text>
    </svg>`,
  )}`;

const NOW = Date.UTC(2025, 5, 10, 4, 0, 0);
const STARTS = Date.UTC(2025, 5, 1, 0, 0, 0) - 8 * 3600_000;
const ENDS = Date.UTC(2025, 5, 30, 23, 59, 0) - 8 * 3600_000;

const meta = {
  title: 'Components/PromoCard',
  component: PromoCard,
  args: {
    image: banner('midnightblue', 'seagreen', 'DOUBLE REBATE'),
    title: 'Five Major Leagues double rebate',
    tag: 'Sports',
    startsAt: STARTS,
    endsAt: ENDS,
    timeZone: 'Asia/Shanghai',
    now: NOW,
    href: '/activity/five-major-leagues',
    onCta: fn(),
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: PROMO_CARD_HEADING_LEVELS } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PromoCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { ended: false, ctaLabel: 'Join now', headingLevel: 'h2', tag: 'VIP' },
};

export const Ended: Story = { args: { now: ENDS + 1000 } };

export const ImageFailed: Story = { args: { image: 'data:image/png;base64,broken' } };

export const List: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
      }}
    >
      <PromoCard {...args} />
      <PromoCard
        {...args}
        image={banner('darkgoldenrod', 'black', 'FIRST DEPOSIT')}
        title="Nạp lần đầu nhận thưởng 100% tối đa 8.888"
        tag="Mới"
      />
      <PromoCard
        {...args}
        image={banner('darkred', 'black', 'GOLDEN WEEK')}
        title="ฉลองวันชาติ รับโบนัสพิเศษทุกวัน"
        ended
      />
      <PromoCard
        {...args}
        image={banner('indigo', 'teal', '周末狂欢')}
        title="周末电子游戏狂欢"
        period="每周五至周日"
      />
    </div>
  ),
};
