import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MaintenanceBanner, MAINTENANCE_BANNER_VARIANTS } from './MaintenanceBanner.tsx';

/** 2025-06-01 02:00 and 06:30 in UTC+8. */
const START = 1748714400000;
const END = 1748730600000;

const meta = {
  title: 'Components/MaintenanceBanner',
  component: MaintenanceBanner,
  args: {
    title: 'Scheduled maintenance',
    content: 'The sportsbook is being upgraded. Open bets are safe and will be settled as usual.',
    start: START,
    end: END,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: MAINTENANCE_BANNER_VARIANTS },
    timeZone: {
      control: 'select',
      options: ['Asia/Shanghai', 'Asia/Ho_Chi_Minh', 'Asia/Bangkok', 'UTC'],
    },
    start: { control: 'number' },
    end: { control: 'number' },
  },
} satisfies Meta<typeof MaintenanceBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { variant: 'card', timeZone: 'Asia/Ho_Chi_Minh', onDismiss: fn() },
};

export const Dismissible: Story = { args: { onDismiss: fn() } };

export const Card: Story = { args: { variant: 'card', onDismiss: fn() } };

/** No title from the server: the translated default; no period known. */
export const WithoutPeriod: Story = {
  args: { title: undefined, start: undefined, end: undefined },
};

export const OtherTimeZone: Story = { args: { timeZone: 'Asia/Bangkok' } };

export const LongContent: Story = {
  args: {
    title: 'Bảo trì hệ thống định kỳ',
    content:
      'Hệ thống cá cược thể thao đang được nâng cấp để phục vụ quý khách tốt hơn. Các vé cược đang mở vẫn an toàn và sẽ được thanh toán như bình thường sau khi bảo trì kết thúc. Xin cảm ơn quý khách đã kiên nhẫn chờ đợi.',
    onDismiss: fn(),
  },
};
