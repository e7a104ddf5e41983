import type { Meta, StoryObj } from '@storybook/react-vite';
import { ODDS_CHANGE_POLICIES, ODDS_FORMATS } from '@touchline/domain';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { BetSlip, BET_SLIP_MODES, BET_SLIP_REASONS } from './BetSlip.tsx';
import type { BetSlipReason, BetSlipSelection } from './types.ts';
import { BetSlipWithRules } from './fixtures.tsx';

const picks: BetSlipSelection[] = [
  {
    id: 's1',
    match: 'Arsenal v Chelsea',
    market: 'Full time result',
    label: 'Arsenal',
    price: 2.1,
    pickedPrice: 2.1,
  },
  {
    id: 's2',
    match: 'Real Madrid v Barcelona',
    market: 'Total goals 2.5',
    label: 'Over 2.5',
    price: 1.85,
    pickedPrice: 1.85,
  },
  {
    id: 's3',
    match: 'Jannik Sinner v Carlos Alcaraz',
    market: 'Match winner',
    label: 'Jannik Sinner',
    price: 1.72,
    pickedPrice: 1.72,
  },
];

const slipColumn = { width: 360 } as const;

const meta = {
  title: 'Components/BetSlip',
  component: BetSlip,
  args: {
    selections: picks.slice(0, 2),
    defaultStakes: { s1: '10', s2: '25.5' },
    minStake: '1',
    maxStake: '5000',
    currency: 'USD',
    onPlaceBet: fn(),
    onRemove: fn(),
    onClearAll: fn(),
    onModeChange: fn(),
    onStakesChange: fn(),
    onParlayStakeChange: fn(),
    onOddsChangePolicyChange: fn(),
    onAcceptPrices: fn(),
    onLogIn: fn(),
  },
  argTypes: {
    mode: { control: 'inline-radio', options: BET_SLIP_MODES },
    reason: { control: 'select', options: [null, ...BET_SLIP_REASONS] },
    format: { control: 'select', options: ODDS_FORMATS },
    oddsChangePolicy: { control: 'inline-radio', options: ODDS_CHANGE_POLICIES },
  },
  decorators: [(Story) => <div style={slipColumn}>{Story()}</div>],
  // the slip renders the totals it is given: the stories work them out with domain, as the app does
  render: (args) => <BetSlipWithRules {...args} />,
} satisfies Meta<typeof BetSlip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Stateful: type stakes, switch modes, remove picks. */
export const Playground: Story = {
  args: { reason: null, placing: false, format: 'decimal' },
  render: function Render(args) {
    const [selections, setSelections] = useState(picks);
    return (
      <BetSlipWithRules
        {...args}
        selections={selections}
        onRemove={(id) => setSelections((list) => list.filter((s) => s.id !== id))}
        onClearAll={() => setSelections([])}
        reason={args.reason ?? (selections.length === 0 ? 'no-selections' : null)}
      />
    );
  },
};

export const Parlay: Story = {
  args: { selections: picks, defaultMode: 'parlay', defaultParlayStake: '20' },
};

/** Prices moved since they were picked: ▲/▼ with the old price struck through. */
export const MovedPrices: Story = {
  args: {
    selections: [
      { ...picks[0]!, price: 2.25 },
      { ...picks[1]!, price: 1.7 },
    ],
    reason: 'price-changed',
  },
};

export const SuspendedPick: Story = {
  args: {
    selections: [{ ...picks[0]!, status: 'suspended' }, picks[1]!],
    reason: 'market-suspended',
  },
};

export const Placing: Story = { args: { placing: true } };

export const Success: Story = {
  args: { success: 'Bet placed. Bet ID 48213907.', defaultStakes: {} },
};

/** Placing failed: the message shows and the stakes typed stay. */
export const ErrorMessage: Story = {
  args: { error: 'The bet could not be placed. Please try again.' },
};

/**
 * The place button while a bet can't be placed (no stake yet): drawn off — the raised surface,
 * muted text and a border — not the accent at half opacity, which still looked pressable.
 */
export const PlaceBetDisabled: Story = {
  args: { selections: picks.slice(0, 1), defaultStakes: {}, reason: 'stake-missing' },
};

export const HongKongOdds: Story = { args: { format: 'hongkong' } };

/** Bottom sheet content on a phone. */
export const Mobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
  decorators: [(Story) => <div style={{ maxWidth: 375 }}>{Story()}</div>],
  args: { selections: picks, defaultStakes: { s1: '10' } },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { selections: picks, defaultMode: 'parlay', reason: 'same-match-in-parlay' },
};

const reasonStory = (reason: BetSlipReason, extra: Partial<Story['args']> = {}): Story => ({
  args: { reason, ...extra },
});

export const ReasonNoSelections = reasonStory('no-selections', { selections: [] });
export const ReasonLoggedOut = reasonStory('logged-out');
export const ReasonMarketClosed = reasonStory('market-closed', {
  selections: [{ ...picks[0]!, status: 'closed' }, picks[1]!],
});
export const ReasonMarketSuspended = reasonStory('market-suspended', {
  selections: [picks[0]!, { ...picks[1]!, status: 'suspended' }],
});
export const ReasonStakeMissing = reasonStory('stake-missing', { defaultStakes: {} });
export const ReasonStakeBelowMin = reasonStory('stake-below-min', {
  defaultStakes: { s1: '0.5', s2: '10' },
});
export const ReasonStakeAboveMax = reasonStory('stake-above-max', {
  defaultStakes: { s1: '8000', s2: '10' },
});
export const ReasonInsufficientBalance = reasonStory('insufficient-balance', {
  defaultStakes: { s1: '900', s2: '250' },
});
export const ReasonSameMatchInParlay = reasonStory('same-match-in-parlay', {
  defaultMode: 'parlay',
  defaultParlayStake: '10',
  selections: [
    picks[0]!,
    { ...picks[1]!, id: 's4', match: 'Arsenal v Chelsea', market: 'Total goals 2.5' },
  ],
});
export const ReasonParlayTooFewLegs = reasonStory('parlay-too-few-legs', {
  defaultMode: 'parlay',
  selections: [picks[0]!],
});
export const ReasonParlayTooManyLegs = reasonStory('parlay-too-many-legs', {
  defaultMode: 'parlay',
  selections: picks,
});
export const ReasonPriceChanged = reasonStory('price-changed', {
  selections: [{ ...picks[0]!, price: 2.05 }, picks[1]!],
});

const reserveArgs = {
  selections: picks.slice(0, 1),
  defaultStakes: { s1: '20' },
  onReserveBet: fn(),
};

/** One single with `onReserveBet`: the slip offers to reserve it at better odds. */
export const ReserveOffered: Story = { args: reserveArgs };

/** Reserve chosen, no odds typed yet: the field says what it needs, the button waits. */
export const ReserveOddsMissing: Story = { args: { ...reserveArgs, defaultReserve: true } };

/** Wanted odds not above the current 2.10: the field says so and the button stays disabled. */
export const ReserveOddsNotBetter: Story = {
  args: { ...reserveArgs, defaultReserve: true, defaultReservePrice: '2.05' },
};

/** Wanted odds that are not a decimal number yet (`2.`). */
export const ReserveOddsInvalid: Story = {
  args: { ...reserveArgs, defaultReserve: true, defaultReservePrice: '2.' },
};

/** Better odds typed: the return is at those odds and the button reserves the bet. */
export const ReserveReady: Story = {
  args: { ...reserveArgs, defaultReserve: true, defaultReservePrice: '2.50' },
};

/** The reserve bet is being sent. */
export const ReservePlacing: Story = {
  args: { ...reserveArgs, defaultReserve: true, defaultReservePrice: '2.50', placing: true },
};
