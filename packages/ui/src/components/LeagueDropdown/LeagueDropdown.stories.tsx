import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { LeagueDropdown, type LeagueId, type LeagueOption } from './LeagueDropdown.tsx';

const leagues: LeagueOption[] = [
  { id: 1, name: 'England Premier League', matchCount: 10 },
  { id: 2, name: 'Spain La Liga', matchCount: 9 },
  { id: 3, name: 'Germany Bundesliga', matchCount: 8 },
  { id: 4, name: 'Italy Serie A', matchCount: 10 },
  { id: 5, name: 'Giải bóng đá Vô địch Quốc gia Việt Nam', matchCount: 7 },
  { id: 6, name: 'ไทยลีก 1', matchCount: 8 },
  { id: 7, name: '中国足球协会超级联赛', matchCount: 8 },
  { id: 8, name: 'UEFA Champions League', matchCount: 2 },
];

/** Room below the button for the open panel in screenshots. */
const frame = { display: 'flex', justifyContent: 'flex-end', minHeight: 560, width: 420 } as const;

const meta = {
  title: 'Components/LeagueDropdown',
  component: LeagueDropdown,
  args: { leagues, onValueChange: fn(), onOpenChange: fn() },
  decorators: [(Story) => <div style={frame}>{Story()}</div>],
} satisfies Meta<typeof LeagueDropdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { defaultOpen: true },
  render: function Render(args) {
    const [value, setValue] = useState<LeagueId[]>([2, 5]);
    return (
      <LeagueDropdown
        {...args}
        value={value}
        onValueChange={(ids) => {
          setValue(ids);
          args.onValueChange?.(ids);
        }}
      />
    );
  },
};

export const WithSelection: Story = { args: { defaultValue: [1, 4, 8] } };

export const Open: Story = { args: { defaultOpen: true, defaultValue: [1, 6] } };

export const NoLeagues: Story = { args: { defaultOpen: true, leagues: [] } };
