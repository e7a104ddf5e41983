import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NoticeBar, NOTICE_BAR_SPEEDS, type Notice } from './NoticeBar.tsx';

const notices: Notice[] = [
  {
    id: 1,
    text: 'Champions League final: boosted prices on every goalscorer market.',
    href: '/sports',
  },
  { id: 2, text: 'Deposits by bank transfer are credited within 5 minutes.' },
  { id: 3, text: 'New: cash out is now available on live basketball.', href: '/sports?sport=3' },
];

const meta = {
  title: 'Components/NoticeBar',
  component: NoticeBar,
  parameters: { layout: 'fullscreen' },
  args: { notices, onNoticeClick: fn() },
  argTypes: { speed: { control: 'inline-radio', options: NOTICE_BAR_SPEEDS } },
} satisfies Meta<typeof NoticeBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { speed: 'slow', onClose: fn() } };

export const Closable: Story = { args: { onClose: fn() } };

/** A short notice fits and stands still. */
export const Single: Story = {
  args: {
    notices: [{ id: 1, text: 'Welcome to Touchline. Bet responsibly.' }],
    onNoticeClick: undefined,
  },
};

export const LongThai: Story = {
  args: {
    notices: [
      {
        id: 1,
        text: 'ประกาศ: ระบบจะปิดปรับปรุงในวันที่ 1 มิถุนายน เวลา 02:00 ถึง 06:30 น.',
        href: '/HelpCenter',
      },
      { id: 2, text: 'โปรโมชั่นพิเศษสำหรับสมาชิกใหม่ รับโบนัสเงินฝากครั้งแรกสูงสุด 100%' },
    ],
    onClose: fn(),
  },
};

/** On a phone the notices never fit: they scroll (or stand still under reduced motion). */
export const Mobile: Story = {
  tags: ['viewport-mobile'],
  parameters: { viewport: { defaultViewport: 'mobile' } },
  args: { onClose: fn() },
};
