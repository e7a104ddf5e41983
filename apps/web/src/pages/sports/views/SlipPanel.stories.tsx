import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { exampleBetOrder, exampleMultipleBetOrder } from '@touchline/api/examples';
import { BetReceipt } from '@touchline/ui';
import type { SlipPick, SlipQuote } from '../model.ts';
import { receiptBetOf } from '../SlipContainer.tsx';
import { SlipPanel } from './SlipPanel.tsx';

const matchName = (home: string, away: string) => `${home} v ${away}`;

const picks: SlipPick[] = [
  {
    matchId: 90001,
    marketId: 'm-90001-1',
    selectionId: 's-90001-1-home',
    sid: 1,
    matchName: 'Hanoi FC v Saigon United',
    marketName: 'Full time result',
    label: 'Hanoi FC',
    pickedPrice: 2.1,
  },
  {
    matchId: 90002,
    marketId: 'm-90002-1',
    selectionId: 's-90002-1-draw',
    sid: 1,
    matchName: 'Da Nang v Hai Phong',
    marketName: 'Full time result',
    label: 'Draw',
    pickedPrice: 3.25,
  },
];

const quote = (pick: SlipPick, patch: Partial<SlipQuote> = {}): SlipQuote => ({
  selectionId: pick.selectionId,
  price: pick.pickedPrice,
  status: 'open',
  minStake: '1.00',
  maxStake: '5000.00',
  ...patch,
});
const quotesOf = (...list: SlipQuote[]) => new Map(list.map((q) => [q.selectionId, q]));

const meta = {
  title: 'Screens/Sports/Slip',
  component: SlipPanel,
  parameters: { layout: 'padded' },
  args: {
    picks,
    quotes: quotesOf(...picks.map((p) => quote(p))),
    mode: 'single',
    stakes: { 's-90001-1-home': '100' },
    parlayStake: '',
    policy: 'any',
    reason: null,
    placing: false,
    format: 'decimal',
    currency: 'VND',
    onModeChange: fn(),
    onStakesChange: fn(),
    onParlayStakeChange: fn(),
    onPolicyChange: fn(),
    onPlace: fn(),
    onRemove: fn(),
    onClear: fn(),
    onAcceptPrices: fn(),
    onLogIn: fn(),
  },
} satisfies Meta<typeof SlipPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};

export const Empty: Story = { args: { picks: [], quotes: new Map(), reason: 'no-selections' } };

export const Parlay: Story = { args: { mode: 'parlay', parlayStake: '20' } };

export const HongKongOdds: Story = { args: { format: 'hongkong' } };

export const PriceMoved: Story = {
  args: {
    quotes: quotesOf(quote(picks[0]!, { price: 1.95 }), quote(picks[1]!)),
    policy: 'better',
    reason: 'price-changed',
  },
};

export const Placing: Story = { args: { placing: true } };

export const Pending: Story = {
  args: { placing: true, success: 'Waiting for the bet to be confirmed…' },
};

/** The slip once a bet is placed: emptied, with the receipt of `order` in its place. */
const placedArgs = (order: typeof exampleBetOrder) => ({
  picks: [],
  quotes: new Map(),
  reason: 'no-selections' as const,
  receipt: (
    <BetReceipt
      bets={[receiptBetOf(order, matchName)]}
      currency="VND"
      headingLevel={3}
      focusOnShow={false}
      onKeepSelections={fn()}
      onDone={fn()}
    />
  ),
});

/** The receipt of a single, as the server answered it, in place of the emptied slip. */
export const Placed: Story = { args: placedArgs(exampleBetOrder) };

/** The receipt of a two-leg parlay: each leg's price taken and the combined odds. */
export const PlacedParlay: Story = { args: placedArgs(exampleMultipleBetOrder) };

export const Failed: Story = {
  args: {
    error: 'The price moved beyond your odds-change setting. Check the new price and try again.',
  },
};

/** Why a bet cannot be placed: one story per reason. */
export const ReasonNoSelections: Story = {
  args: { picks: [], quotes: new Map(), reason: 'no-selections' },
};

export const ReasonLoggedOut: Story = { args: { reason: 'logged-out' } };

export const ReasonMarketClosed: Story = {
  args: {
    quotes: quotesOf(quote(picks[0]!, { status: 'closed' }), quote(picks[1]!)),
    reason: 'market-closed',
  },
};

export const ReasonMarketSuspended: Story = {
  args: {
    quotes: quotesOf(quote(picks[0]!, { status: 'suspended' }), quote(picks[1]!)),
    reason: 'market-suspended',
  },
};

export const ReasonStakeMissing: Story = { args: { stakes: {}, reason: 'stake-missing' } };

export const ReasonStakeBelowMin: Story = {
  args: { stakes: { 's-90001-1-home': '0.50' }, reason: 'stake-below-min' },
};

export const ReasonStakeAboveMax: Story = {
  args: { stakes: { 's-90001-1-home': '9000' }, reason: 'stake-above-max' },
};

export const ReasonInsufficientBalance: Story = {
  args: { stakes: { 's-90001-1-home': '4000' }, reason: 'insufficient-balance' },
};

export const ReasonSameMatchInParlay: Story = {
  args: {
    mode: 'parlay',
    parlayStake: '20',
    picks: [picks[0]!, { ...picks[1]!, matchId: 90001, matchName: picks[0]!.matchName }],
    reason: 'same-match-in-parlay',
  },
};

export const ReasonParlayTooFewLegs: Story = {
  args: { mode: 'parlay', parlayStake: '20', picks: [picks[0]!], reason: 'parlay-too-few-legs' },
};

export const ReasonParlayTooManyLegs: Story = {
  args: { mode: 'parlay', parlayStake: '20', reason: 'parlay-too-many-legs' },
};

export const ReasonPriceChanged: Story = {
  args: {
    quotes: quotesOf(quote(picks[0]!, { price: 1.95 }), quote(picks[1]!)),
    policy: 'none',
    reason: 'price-changed',
  },
};

const oneSingle = { picks: picks.slice(0, 1), onReserve: fn() };

/** One single: the slip offers to reserve it at better odds. */
export const ReserveOffered: Story = { args: oneSingle };

/** Wanted odds not above the current price: said under the field, the button disabled. */
export const ReserveNotBetter: Story = { args: { ...oneSingle, defaultReservePrice: '2.05' } };

/** Better odds typed: the return is at those odds and the button reserves. */
export const ReserveReady: Story = { args: { ...oneSingle, defaultReservePrice: '2.50' } };

/** The reserve bet is being sent. */
export const ReservePlacing: Story = {
  args: { ...oneSingle, defaultReservePrice: '2.50', placing: true },
};

/** Taken: the pick leaves the slip, the bet waits in my bets' reserve list. */
export const Reserved: Story = {
  args: {
    picks: [],
    quotes: new Map(),
    success:
      'Reserve bet taken: it is placed when the odds reach yours. You find it under My bets, Reserve bets.',
  },
};
