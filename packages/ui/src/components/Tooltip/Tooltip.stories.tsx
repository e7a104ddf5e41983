import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconButton } from '../IconButton/index.ts';
import { Tooltip, TOOLTIP_DEFAULT_DELAY, TOOLTIP_PLACEMENTS } from './Tooltip.tsx';

const star = (
  <svg
    viewBox="0 0 24 24"
    width="100%"
    height="100%"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinejoin="round"
  >
    <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
  </svg>
);

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'Add to your follow list',
    defaultOpen: true,
    delay: TOOLTIP_DEFAULT_DELAY,
    children: <IconButton label="Follow match" icon={star} variant="secondary" />,
  },
  argTypes: {
    placement: { control: 'inline-radio', options: TOOLTIP_PLACEMENTS },
    content: { control: 'text' },
    children: { control: false },
  },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ padding: parameters.nearEdge ? '72px 0 0 4px' : '72px 160px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { placement: 'bottom', delay: 500, disabled: false } };

export const Bottom: Story = { args: { placement: 'bottom' } };

/** Closed until hovered or focused (Tab to the button). */
export const Closed: Story = { args: { defaultOpen: false } };

export const LongText: Story = {
  args: {
    content: 'Cash out settles the bet now for the amount shown; the price updates with the match.',
  },
};

export const ThaiText: Story = {
  args: { content: 'เพิ่มการแข่งขันนี้ในรายการติดตามของคุณ', lang: 'th' },
};

/** Near the left edge the bubble slides back into the window. */
export const NearEdge: Story = {
  parameters: { nearEdge: true },
  args: { content: 'A long tooltip next to the edge of the window stays inside it' },
};
