import type { Meta, StoryObj } from '@storybook/react-vite';
import { platformExamples } from '@touchline/api/examples';
import { StorySite } from '../../../stories/StorySite.tsx';
import { withLocale } from '../../../stories/withLocale.tsx';
import { LAUNCH, ok } from './fixtures.ts';

const meta = {
  title: 'Screens/Games/Play',
  component: StorySite,
  decorators: [withLocale],
  parameters: { layout: 'fullscreen' },
  args: { path: `/play/golden-goal?launch=${LAUNCH}&lang=en` },
} satisfies Meta<typeof StorySite>;

export default meta;
type Story = StoryObj<typeof meta>;

const rounds = platformExamples.listGameRounds.response;
const revealed = {
  ...rounds,
  list: rounds.list.map((r) => ({
    ...r,
    serverSeed: platformExamples.rotateGameSeed.response.revealed.serverSeed,
  })),
};

/** Golden Goal as the game frame shows it: the slot, then the fairness panel. */
export const Slot: Story = {};

/** A past round whose seed was revealed: it has its verify link. */
export const SlotWithRevealedRound: Story = {
  args: { answers: { listGameRounds: ok(revealed) } },
};

/** Penalty Dice. */
export const Dice: Story = {
  args: {
    path: `/play/penalty-dice?launch=${LAUNCH}&lang=en`,
    answers: {
      openGameSession: ok({
        ...platformExamples.openGameSession.response,
        gameCode: 'penalty-dice',
        gameName: 'Penalty Dice',
        kind: 'dice',
      }),
    },
  },
};

/** Too little balance for the smallest stake: the spin says why. */
export const LowBalance: Story = {
  args: {
    answers: {
      openGameSession: ok({ ...platformExamples.openGameSession.response, balance: '0.10' }),
    },
  },
};

export const Opening: Story = { args: { answers: { openGameSession: 'hang' } } };

/** A launch token used before or expired. */
export const OpenFailed: Story = {
  args: {
    answers: {
      openGameSession: {
        code: 400,
        msg: 'This game link has expired. Open the game again from the lobby.',
      },
    },
  },
};

export const SlotMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
};

export const DiceMobileThai: Story = {
  ...Dice,
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' }, locale: 'th' },
};
