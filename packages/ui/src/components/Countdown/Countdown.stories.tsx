import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Countdown, COUNTDOWN_SIZES, COUNTDOWN_VARIANTS } from './Countdown.tsx';

/** A fixed "now" (2025-06-01 12:00:00 UTC) keeps every story the same on every run. */
const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);
const ENDS_AT = NOW + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;

const meta = {
  title: 'Components/Countdown',
  component: Countdown,
  args: { now: NOW, endsAt: ENDS_AT, live: false, onEnd: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: COUNTDOWN_VARIANTS },
    size: { control: 'inline-radio', options: COUNTDOWN_SIZES },
    now: { control: 'date' },
    endsAt: { control: 'date' },
  },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Switch `live` on to watch it tick from `now`. */
export const Playground: Story = {
  args: { variant: 'boxes', size: 'lg', label: 'Double rebate ends in', hideLabel: false },
};

export const Inline: Story = { args: { variant: 'inline' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      {COUNTDOWN_SIZES.map((size) => (
        <Countdown key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const LastMinute: Story = { args: { endsAt: NOW + 59_000 } };

export const StartsIn: Story = { args: { label: 'Kick-off in', endsAt: NOW + 3 * 3600 * 1000 } };

export const Ended: Story = { args: { endsAt: NOW - 1000 } };
