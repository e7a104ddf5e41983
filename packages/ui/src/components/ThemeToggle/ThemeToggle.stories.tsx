import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Theme } from '@touchline/domain';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { ThemeToggle, THEME_TOGGLE_VARIANTS } from './ThemeToggle.tsx';

const meta = {
  title: 'Components/ThemeToggle',
  component: ThemeToggle,
  args: { theme: 'dark', onChange: fn() },
  argTypes: {
    theme: { control: 'inline-radio', options: ['dark', 'light'] },
    variant: { control: 'inline-radio', options: THEME_TOGGLE_VARIANTS },
  },
} satisfies Meta<typeof ThemeToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { variant: 'icon', theme: 'light', disabled: false } };

export const Dark: Story = { args: { theme: 'dark' } };

export const Light: Story = { args: { theme: 'light' } };

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {THEME_TOGGLE_VARIANTS.flatMap((variant) =>
        (['dark', 'light'] as const).map((theme) => (
          <ThemeToggle key={`${variant}-${theme}`} {...args} variant={variant} theme={theme} />
        )),
      )}
    </div>
  ),
};

export const Disabled: Story = { args: { disabled: true } };

/** Toggles its own state; the story does not change the page theme (the toolbar does). */
export const Interactive: Story = {
  render: function Interactive(args) {
    const [theme, setTheme] = useState<Theme>('dark');
    return (
      <ThemeToggle
        {...args}
        theme={theme}
        onChange={(next) => {
          setTheme(next);
          args.onChange(next);
        }}
      />
    );
  },
};
