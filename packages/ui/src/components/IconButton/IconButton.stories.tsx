import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { IconButton, ICON_BUTTON_SIZES, ICON_BUTTON_VARIANTS } from './IconButton.tsx';

const svg = (d: string) => (
  <svg
    viewBox="0 0 24 24"
    width="100%"
    height="100%"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d={d} />
  </svg>
);
const icons = {
  search: svg('M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM21 21l-5-5'),
  star: svg('M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z'),
  close: svg('M6 6l12 12M18 6L6 18'),
};

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: 'Search', icon: icons.search, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ICON_BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: ICON_BUTTON_SIZES },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { variant: 'secondary', size: 'lg', round: false, disabled: false },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {ICON_BUTTON_VARIANTS.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} label={`Search (${variant})`} />
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {ICON_BUTTON_SIZES.map((size) => (
        <IconButton key={size} {...args} variant="secondary" size={size} label={`Search ${size}`} />
      ))}
    </div>
  ),
};

/** A toggle: the same label in both states, the state in aria-pressed. */
export const Pressed: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <IconButton {...args} icon={icons.star} label="Follow match" pressed />
      <IconButton {...args} icon={icons.star} label="Follow match" pressed={false} />
    </div>
  ),
};

export const Round: Story = {
  args: { round: true, variant: 'secondary', icon: icons.close, label: 'Close' },
};

export const Disabled: Story = { args: { disabled: true, variant: 'secondary' } };
