import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn, userEvent, within } from 'storybook/test';
import { SlotMachine, type SlotAutoplaySettings, type SlotMachineProps } from './SlotMachine.tsx';
import { SLOT_SYMBOL_IDS } from './SlotSymbol.tsx';

const WINDOW = [
  ['ball', 'A', 'trophy'],
  ['ball', 'K', 'wild'],
  ['ball', 'Q', 'scatter'],
  ['boot', 'J', 'gloves'],
  ['whistle', '10', 'trophy'],
];

const meta = {
  title: 'Games/SlotMachine',
  component: SlotMachine,
  args: {
    window: WINDOW,
    stakes: ['0.20', '0.50', '1.00', '2.00', '5.00', '10.00'],
    stake: '1.00',
    balance: '1250.40',
    currency: 'USD',
    lastWin: null,
    onSpin: fn(),
    onStakeChange: fn(),
    onAutoplayStart: fn(),
    onAutoplayStop: fn(),
    onSoundChange: fn(),
  },
} satisfies Meta<typeof SlotMachine>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

/** The reels turn, staggered from left to right (no motion under reduced motion). */
export const Spinning: Story = { args: { spinning: true } };

export const WinWithLines: Story = {
  args: {
    wins: [
      {
        line: 1,
        positions: [
          [0, 0],
          [1, 0],
          [2, 0],
        ],
        amount: '7.50',
      },
      {
        line: 9,
        positions: [
          [0, 2],
          [1, 2],
          [4, 2],
        ],
        amount: '2.00',
      },
    ],
    lastWin: '9.50',
  },
};

/** Three scatters anywhere on the reels: they pay on their own and are highlighted like a line. */
export const ScatterWin: Story = {
  args: {
    wins: [
      {
        line: 'scatter',
        positions: [
          [0, 1],
          [2, 0],
          [4, 2],
        ],
        amount: '2.00',
      },
    ],
    lastWin: '2.00',
  },
};

export const FreeSpins: Story = {
  args: {
    freeSpins: { left: 7, total: 10, multiplier: 3 },
    wins: [
      {
        line: 4,
        positions: [
          [1, 1],
          [2, 1],
          [3, 1],
        ],
        amount: '12.00',
      },
    ],
    lastWin: '12.00',
  },
};

export const AutoplayRunning: Story = { args: { autoplay: true, autoplayLeft: 42, soundOn: true } };

/** The autoplay settings, opened: spin count, stop on a win, stop below a balance. */
export const AutoplaySettings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Autoplay' }));
    await userEvent.click(canvas.getByRole('radio', { name: '25' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Stop if balance falls below' }));
  },
};

export const InsufficientBalance: Story = {
  args: { balance: '0.40', spinDisabledReason: 'insufficient-balance' },
};

export const Busy: Story = { args: { spinDisabledReason: 'busy' } };

export const LoggedOut: Story = { args: { spinDisabledReason: 'logged-out' } };

/** Every symbol the library draws, across the reels. */
export const AllSymbols: Story = {
  args: {
    window: [
      SLOT_SYMBOL_IDS.slice(0, 3),
      SLOT_SYMBOL_IDS.slice(3, 6),
      SLOT_SYMBOL_IDS.slice(6, 9),
      SLOT_SYMBOL_IDS.slice(9, 12),
      ['wild', 'scatter', 'ball'],
    ],
  },
};

export const Mobile: Story = {
  tags: ['viewport-mobile'],
  parameters: { viewport: { defaultViewport: 'mobile' } },
  args: {
    wins: [
      {
        line: 1,
        positions: [
          [0, 0],
          [1, 0],
          [2, 0],
        ],
        amount: '7.50',
      },
    ],
    lastWin: '7.50',
  },
};

/** A fixed reel order the playground steps through on each spin (stories draw nothing at random). */
const SEQUENCE = [
  WINDOW,
  [
    ['trophy', 'A', 'K'],
    ['Q', 'trophy', 'J'],
    ['10', 'boot', 'trophy'],
    ['gloves', 'whistle', 'ball'],
    ['ball', 'scatter', 'A'],
  ],
];

function PlaygroundMachine(props: SlotMachineProps) {
  const [step, setStep] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [stake, setStake] = useState(props.stake);
  const [soundOn, setSoundOn] = useState(false);
  const [autoplay, setAutoplay] = useState<SlotAutoplaySettings | null>(null);
  const spin = () => {
    setSpinning(true);
    setTimeout(() => {
      setStep((s) => s + 1);
      setSpinning(false);
    }, 900);
  };
  const view = SEQUENCE[step % SEQUENCE.length]!;
  return (
    <SlotMachine
      {...props}
      window={view}
      spinning={spinning}
      wins={
        step % 2 === 1 && !spinning
          ? [
              {
                line: 5,
                positions: [
                  [0, 0],
                  [1, 1],
                  [2, 2],
                ],
                amount: '4.00',
              },
            ]
          : []
      }
      stake={stake}
      onStakeChange={setStake}
      soundOn={soundOn}
      onSoundChange={setSoundOn}
      onSpin={spin}
      autoplay={autoplay !== null}
      autoplayLeft={autoplay?.count}
      onAutoplayStart={setAutoplay}
      onAutoplayStop={() => setAutoplay(null)}
    />
  );
}

/** Spins through a fixed sequence; the stake, sound and autoplay controls work. */
export const Playground: Story = { render: (args) => <PlaygroundMachine {...args} /> };
