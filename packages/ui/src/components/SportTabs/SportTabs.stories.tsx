import type { Meta, StoryObj } from '@storybook/react-vite';
import { SPORTS } from '@touchline/domain';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { SportTabs, SPORT_TABS_ACTIVATION_MODES, type SportTabsItem } from './SportTabs.tsx';

const COUNTS = [128, 36, 54, 7, 61, 3, 12, 9, 22, 4, 40, 2, 1, 18, 5, 24, 16];
const withCounts: SportTabsItem[] = SPORTS.map((s, i) => ({ sport: s.key, count: COUNTS[i] }));

const meta = {
  title: 'Components/SportTabs',
  component: SportTabs,
  args: { sports: withCounts, value: 'soccer', onValueChange: fn() },
  argTypes: {
    activationMode: { control: 'inline-radio', options: SPORT_TABS_ACTIVATION_MODES },
    value: { control: 'select', options: SPORTS.map((s) => s.key) },
  },
} satisfies Meta<typeof SportTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { value: 'basketball', activationMode: 'automatic' },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <SportTabs
        {...args}
        value={value}
        onValueChange={(sport) => {
          setValue(sport);
          args.onValueChange?.(sport);
        }}
      />
    );
  },
};

/** A sport further along the bar is selected. */
export const OtherSelected: Story = { args: { value: 15 } };

/** Without counts (e.g. before the statistics call answers). */
export const WithoutCounts: Story = { args: { sports: undefined } };

/** Only the sports on sale now. */
export const FewSports: Story = {
  args: {
    sports: [
      { sport: 1, count: 128 },
      { sport: 3, count: 54 },
      { sport: 5, count: 61 },
    ],
    value: 1,
  },
};

/** The phone width: the bar scrolls sideways. */
export const Mobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
};
