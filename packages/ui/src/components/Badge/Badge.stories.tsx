import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, BADGE_SIZES, BADGE_TONES } from './Badge.tsx';

const star = (
  <svg width="12" height="12" viewBox="0 0 24 24" fill="currentColor">
    <path d="M12 2l2.9 6.9 7.1.6-5.4 4.7 1.7 7.3L12 17.8 5.7 21.5l1.7-7.3L2 9.5l7.1-.6z" />
  </svg>
);

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Hot' },
  argTypes: {
    tone: { control: 'inline-radio', options: BADGE_TONES },
    size: { control: 'inline-radio', options: BADGE_SIZES },
    icon: { control: false },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { tone: 'accent', size: 'sm', children: '12' } };

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
      {BADGE_TONES.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      {BADGE_SIZES.map((size) => (
        <Badge key={size} {...args} size={size}>
          {size}
        </Badge>
      ))}
    </div>
  ),
};

/** Without its own text, the live badge says "Live" in the active language. */
export const Live: Story = { args: { tone: 'live', children: undefined } };

export const Vip: Story = { args: { tone: 'vip', icon: star, children: 'VIP 7' } };

export const Count: Story = { args: { tone: 'accent', size: 'sm', children: '128' } };

export const LongText: Story = {
  render: (args) => (
    <div style={{ width: 160, display: 'flex' }}>
      <Badge {...args} tone="warning" title="การบำรุงรักษาตามกำหนดเวลา">
        การบำรุงรักษาตามกำหนดเวลา
      </Badge>
    </div>
  ),
};
