import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { DiceGame, type DiceDirection, type DiceGameProps } from './DiceGame.tsx';

const meta = {
  title: 'Games/DiceGame',
  component: DiceGame,
  args: {
    target: 5000,
    min: 200,
    max: 9800,
    direction: 'over',
    chanceText: '50.00%',
    multiplierText: '1.9800×',
    stake: '10.00',
    balance: '500.00',
    currency: 'USD',
    onTargetChange: fn(),
    onDirectionChange: fn(),
    onStakeChange: fn(),
    onRoll: fn(),
  },
} satisfies Meta<typeof DiceGame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const Rolling: Story = { args: { rolling: true } };

export const Win: Story = {
  args: { result: { roll: 7321, win: true, payoutText: '$19.80' }, balance: '509.80' },
};

export const Lose: Story = {
  args: {
    direction: 'under',
    target: 2500,
    chanceText: '25.00%',
    multiplierText: '3.9600×',
    result: { roll: 6812, win: false, payoutText: '$0.00' },
    balance: '490.00',
  },
};

export const InsufficientBalance: Story = {
  args: { balance: '2.00', disabledReason: 'insufficient-balance' },
};

export const InvalidStake: Story = { args: { stake: '', disabledReason: 'invalid-stake' } };

export const Mobile: Story = {
  tags: ['viewport-mobile'],
  parameters: { viewport: { defaultViewport: 'mobile' } },
  args: { result: { roll: 7321, win: true, payoutText: '$19.80' } },
};

/** Steps through fixed rolls; the chance and multiplier texts stay as given (a page takes them from domain). */
function PlaygroundDice(props: DiceGameProps) {
  const [target, setTarget] = useState(props.target);
  const [direction, setDirection] = useState<DiceDirection>(props.direction);
  const [stake, setStake] = useState(props.stake);
  const [rolls, setRolls] = useState(0);
  const [rolling, setRolling] = useState(false);
  const ROLLS = [7321, 1204, 5555, 9020];
  const roll = ROLLS[(rolls - 1 + ROLLS.length) % ROLLS.length]!;
  const win = direction === 'over' ? roll > target : roll < target;
  return (
    <DiceGame
      {...props}
      target={target}
      onTargetChange={setTarget}
      direction={direction}
      onDirectionChange={setDirection}
      stake={stake}
      onStakeChange={setStake}
      rolling={rolling}
      result={rolls > 0 ? { roll, win, payoutText: win ? '$19.80' : '$0.00' } : null}
      onRoll={() => {
        setRolling(true);
        setTimeout(() => {
          setRolls((n) => n + 1);
          setRolling(false);
        }, 600);
      }}
    />
  );
}

export const Playground: Story = { render: (args) => <PlaygroundDice {...args} /> };
