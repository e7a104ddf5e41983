import type { Meta, StoryObj } from '@storybook/react-vite';
import { LANGUAGE_OPTIONS, type Language } from '@touchline/domain';
import { useState } from 'react';
import { fn } from 'storybook/test';
import {
  LanguageSwitcher,
  LANGUAGE_SWITCHER_ALIGNS,
  LANGUAGE_SWITCHER_VARIANTS,
} from './LanguageSwitcher.tsx';

const meta = {
  title: 'Components/LanguageSwitcher',
  component: LanguageSwitcher,
  args: { value: 'en', onChange: fn() },
  argTypes: {
    value: { control: 'select', options: LANGUAGE_OPTIONS.map((o) => o.value) },
    variant: { control: 'inline-radio', options: LANGUAGE_SWITCHER_VARIANTS },
    align: { control: 'inline-radio', options: LANGUAGE_SWITCHER_ALIGNS },
  },
  decorators: [
    (Story) => (
      <div
        style={{
          minHeight: 280,
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'flex-start',
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguageSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { value: 'vi', variant: 'compact', align: 'start', disabled: false },
};

export const Open: Story = { args: { defaultOpen: true, value: 'th' } };

export const Compact: Story = { args: { variant: 'compact', value: 'zh-cn' } };

export const CompactOpen: Story = { args: { variant: 'compact', value: 'vi', defaultOpen: true } };

/** A market without the Thai pack: the app passes fewer options. */
export const WithoutThai: Story = {
  args: {
    defaultOpen: true,
    options: LANGUAGE_OPTIONS.filter((o) => o.value !== 'th'),
    value: 'zh-cn',
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Interactive: Story = {
  render: function Interactive(args) {
    const [value, setValue] = useState<Language>('en');
    return (
      <LanguageSwitcher
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
};
