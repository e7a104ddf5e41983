import type { Meta, StoryObj } from '@storybook/react-vite';
import { VipBadge, VIP_BADGE_LEVELS, VIP_BADGE_SIZES } from './VipBadge.tsx';

const meta = {
  title: 'Components/VipBadge',
  component: VipBadge,
  args: { level: 5 },
  argTypes: {
    level: { control: { type: 'range', min: 0, max: 11, step: 1 } },
    size: { control: 'inline-radio', options: VIP_BADGE_SIZES },
  },
} satisfies Meta<typeof VipBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { level: 8, size: 'lg' } };

/** Every level in every size: entry (0), bronze (1–3), silver (4–6), gold (7–10), black-gold (11). */
export const AllLevels: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, padding: 16 }}>
      {VIP_BADGE_SIZES.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          {VIP_BADGE_LEVELS.map((level) => (
            <VipBadge key={level} {...args} level={level} size={size} />
          ))}
        </div>
      ))}
    </div>
  ),
};

export const Entry: Story = { args: { level: 0, size: 'lg' } };
export const Bronze: Story = { args: { level: 2, size: 'lg' } };
export const Silver: Story = { args: { level: 5, size: 'lg' } };
export const Gold: Story = { args: { level: 9, size: 'lg' } };
export const BlackGold: Story = { args: { level: 11, size: 'lg' } };
