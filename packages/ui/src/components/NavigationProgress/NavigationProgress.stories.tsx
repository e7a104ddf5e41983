import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/index.ts';
import { NavigationProgress } from './NavigationProgress.tsx';

const meta = {
  title: 'Components/NavigationProgress',
  component: NavigationProgress,
  args: { active: true },
  argTypes: { value: { control: { type: 'range', min: 0, max: 1, step: 0.01 } } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 120 }}>
        <Story />
        <p style={{ margin: '24px 0 0' }}>The bar runs along the top edge of the window.</p>
      </div>
    ),
  ],
} satisfies Meta<typeof NavigationProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Just started: at the spec's minimum, 8 % (screenshots run with reduced motion: no trickle). */
export const Default: Story = {};

export const Playground: Story = { args: { active: true, value: 0.35, inline: false } };

/** A known progress instead of the trickle. */
export const Halfway: Story = { args: { value: 0.5 } };

/** Nearly done: the trickle's ceiling. */
export const NearlyDone: Story = { args: { value: 0.9 } };

/** Inside the page flow, e.g. at the top of a panel. */
export const Inline: Story = {
  args: { inline: true, value: 0.6 },
  render: (args) => (
    <div
      style={{
        border: '1px solid currentColor',
        borderRadius: 10,
        overflow: 'hidden',
        maxWidth: 360,
      }}
    >
      <NavigationProgress {...args} />
      <p style={{ margin: 16 }}>Match list</p>
    </div>
  ),
};

function Simulated() {
  const [active, setActive] = useState(false);
  return (
    <>
      <NavigationProgress active={active} />
      <Button onClick={() => setActive((a) => !a)}>
        {active ? 'Finish navigation' : 'Start navigation'}
      </Button>
    </>
  );
}

/** Start, watch it trickle (without reduced motion), finish: it fills and fades out. */
export const Interactive: Story = { render: () => <Simulated /> };
