import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BulletinTicker, type Bulletin } from './BulletinTicker.tsx';

/** 2025-05-20 and 2025-05-18, 10:00 UTC. */
const MAY_20 = 1747735200000;
const MAY_18 = 1747562400000;

const items: Bulletin[] = [
  {
    id: 1,
    title: 'Scheduled maintenance',
    text: 'The sportsbook pauses on 05-22 from 02:00 to 04:00 (UTC+8).',
    date: MAY_20,
  },
  {
    id: 2,
    title: 'New: cash out on parlays',
    text: 'Cash out any open parlay before kick-off.',
    date: MAY_18,
  },
  { id: 3, title: 'Champions League final', text: 'Over 300 markets on the final.', date: MAY_18 },
];

const meta = {
  title: 'Components/BulletinTicker',
  component: BulletinTicker,
  args: { items, onSelect: fn(), onPausedChange: fn(), timeZone: 'Asia/Shanghai' },
} satisfies Meta<typeof BulletinTicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { label: 'Sportsbook notices', defaultPaused: false } };

export const Paused: Story = { args: { defaultPaused: true } };

/** While the bulletins load: the ticker's box, so the page below it stays where it is. */
export const Loading: Story = { args: { items: [], loading: true } };

/** Without `onSelect` the bulletins are plain text. */
export const NotClickable: Story = { args: { onSelect: undefined } };

export const SingleItem: Story = { args: { items: items.slice(0, 1) } };

export const Chinese: Story = {
  globals: { locale: 'zh-cn' },
  args: {
    items: [
      {
        id: 1,
        title: '系统维护通知',
        text: '体育博彩将于 05-22 02:00 至 04:00（UTC+8）暂停服务。',
        date: MAY_20,
      },
      {
        id: 2,
        title: '串关提前结算上线',
        text: '开赛前可提前结算任何未结算的串关。',
        date: MAY_18,
      },
    ],
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: {
    items: [
      {
        id: 1,
        title: 'ปิดปรับปรุงระบบ',
        text: 'ระบบเดิมพันกีฬาจะปิดให้บริการชั่วคราวในวันที่ 22 พ.ค.',
        date: MAY_20,
      },
    ],
  },
};
