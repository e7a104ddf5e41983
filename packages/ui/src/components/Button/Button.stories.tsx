import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button, BUTTON_SIZES, BUTTON_TONES, BUTTON_VARIANTS } from './Button.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Place bet', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: BUTTON_VARIANTS },
    tone: { control: 'inline-radio', options: BUTTON_TONES },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    variant: 'solid',
    tone: 'neutral',
    size: 'lg',
    fullWidth: false,
    loading: false,
    disabled: false,
  },
};

/** Every variant in every tone: a row per tone. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, padding: 16 }}>
      {BUTTON_TONES.map((tone) => (
        <div key={tone} style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          {BUTTON_VARIANTS.map((variant) => (
            <Button key={variant} {...args} variant={variant} tone={tone}>
              {variant} {tone}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', padding: 16 }}>
      {BUTTON_SIZES.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </div>
  ),
};

export const Disabled: Story = { args: { disabled: true } };

/** Busy: a spinner, "loading" for screen readers, still focusable, presses ignored. */
export const Loading: Story = { args: { loading: true } };

/** Loading in every variant (the spinner takes the text colour). */
export const LoadingVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', padding: 16 }}>
      {BUTTON_VARIANTS.map((variant) => (
        <Button key={variant} {...args} variant={variant} loading>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

export const FullWidth: Story = { args: { fullWidth: true } };
