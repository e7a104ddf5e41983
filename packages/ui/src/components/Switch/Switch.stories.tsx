import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { label: 'Accept any odds change', onCheckedChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    defaultChecked: true,
    description: 'Bets are placed at the current price.',
    fullWidth: true,
    hideLabel: false,
    disabled: false,
  },
};

export const On: Story = { args: { checked: true } };

export const Off: Story = { args: { checked: false } };

export const WithDescription: Story = {
  args: { label: 'Sound', description: 'Goal alerts and bet confirmations.', defaultChecked: true },
};

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Switch {...args} label="Disabled off" disabled />
      <Switch {...args} label="Disabled on" disabled defaultChecked />
    </div>
  ),
};

function SettingsList() {
  const [state, setState] = useState({ sound: true, quick: false, dark: true });
  return (
    <div style={{ display: 'grid', gap: 4 }}>
      <Switch
        fullWidth
        label="Sound"
        checked={state.sound}
        onCheckedChange={(sound) => setState((s) => ({ ...s, sound }))}
      />
      <Switch
        fullWidth
        label="Quick bet"
        description="Place a bet with one tap on a price."
        checked={state.quick}
        onCheckedChange={(quick) => setState((s) => ({ ...s, quick }))}
      />
      <Switch
        fullWidth
        label="ธีมมืด"
        lang="th"
        checked={state.dark}
        onCheckedChange={(dark) => setState((s) => ({ ...s, dark }))}
      />
    </div>
  );
}

export const SettingsRows: Story = { render: () => <SettingsList /> };
