import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me', onCheckedChange: fn() },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, padding: 8 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    label: 'I have read and accept the terms',
    hint: 'You can read them at any time in Help.',
    defaultChecked: true,
    indeterminate: false,
    disabled: false,
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Indeterminate: Story = { args: { label: 'All leagues', indeterminate: true } };

export const WithError: Story = {
  args: { label: 'I am 18 or older', error: 'Please confirm your age to continue.' },
};

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Checkbox {...args} label="Disabled" disabled />
      <Checkbox {...args} label="Disabled and checked" disabled defaultChecked />
    </div>
  ),
};

const leagues = ['Premier League', 'La Liga', 'Serie A', 'Bundesliga'];

function LeagueFilter() {
  const [chosen, setChosen] = useState<string[]>(['La Liga', 'Serie A']);
  const all = chosen.length === leagues.length;
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 4 }}>
      <legend style={{ marginBottom: 8 }}>Leagues</legend>
      <Checkbox
        label="All leagues"
        checked={all}
        indeterminate={chosen.length > 0 && !all}
        onCheckedChange={(on) => setChosen(on ? leagues : [])}
      />
      <div style={{ display: 'grid', gap: 4, paddingInlineStart: 32 }}>
        {leagues.map((league) => (
          <Checkbox
            key={league}
            label={league}
            checked={chosen.includes(league)}
            onCheckedChange={(on) =>
              setChosen((c) => (on ? [...c, league] : c.filter((l) => l !== league)))
            }
          />
        ))}
      </div>
    </fieldset>
  );
}

export const SelectAll: Story = { render: () => <LeagueFilter /> };

export const LongThaiLabel: Story = {
  args: {
    label: 'ข้าพเจ้ายืนยันว่ามีอายุครบ 18 ปีบริบูรณ์และยอมรับข้อกำหนดและเงื่อนไขทั้งหมดของเว็บไซต์',
    lang: 'th',
  },
};
