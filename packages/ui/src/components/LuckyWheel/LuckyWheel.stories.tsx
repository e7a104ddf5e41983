import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { LuckyWheel, LUCKY_WHEEL_SIZES, type LuckyWheelSegment } from './LuckyWheel.tsx';

const SEGMENTS: LuckyWheelSegment[] = [
  { id: 1, label: '8.88 USDT', tone: 'accent', probability: 20 },
  { id: 2, label: 'Thank you', tone: 'raised', probability: 35 },
  { id: 3, label: '18.88 USDT', tone: 'gold', probability: 10 },
  { id: 4, label: 'Free bet', tone: 'link', probability: 20 },
  { id: 5, label: '88 USDT', tone: 'live', probability: 4.9 },
  { id: 6, label: 'Try again', tone: 'raised', probability: 10 },
  { id: 7, label: '888 USDT', tone: 'blackGold', probability: '0.1' },
  { id: 8, label: 'VIP points ×2', tone: 'warning', probability: 0 },
];

const meta = {
  title: 'Components/LuckyWheel',
  component: LuckyWheel,
  args: { segments: SEGMENTS, chances: 3, onSpin: fn(), onSpinEnd: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: LUCKY_WHEEL_SIZES },
    resultIndex: { control: { type: 'number', min: 0, max: SEGMENTS.length - 1 } },
  },
} satisfies Meta<typeof LuckyWheel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    size: 'lg',
    spinning: false,
    resultIndex: 4,
    hidePrizes: false,
    title: 'Mid-Autumn wheel',
  },
};

/** At rest on the server's draw, announced and marked in the prize list. */
export const Landed: Story = { args: { resultIndex: 2, chances: 2 } };

export const WaitingForDraw: Story = { args: { spinning: true } };

export const NoChancesLeft: Story = { args: { chances: 0, resultIndex: 1 } };

export const WithoutProbabilities: Story = {
  args: { segments: SEGMENTS.slice(0, 6).map(({ probability: _, ...s }) => s), size: 'sm' },
};

export const DefaultTones: Story = {
  args: {
    segments: ['谢谢参与', '5 元', '10 元', '免费投注', '50 元', '再来一次'].map((label) => ({
      label,
    })),
  },
};

/** A stand-in server draws a fixed sequence of prizes, so the story behaves the same every time. */
export const Interactive: Story = {
  render: function Render(args) {
    const draws = [4, 1, 6, 0];
    const [round, setRound] = useState(0);
    const [spinning, setSpinning] = useState(false);
    const [result, setResult] = useState<number | undefined>(undefined);
    return (
      <LuckyWheel
        {...args}
        chances={draws.length - round}
        spinning={spinning}
        resultIndex={result}
        onSpin={() => {
          setResult(undefined);
          setSpinning(true);
          setTimeout(() => setResult(draws[round]), 400);
        }}
        onSpinEnd={() => {
          setSpinning(false);
          setRound((r) => r + 1);
        }}
      />
    );
  },
};
