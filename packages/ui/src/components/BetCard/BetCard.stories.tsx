import type { Meta, StoryObj } from '@storybook/react-vite';
import { ODDS_FORMATS } from '@touchline/domain';
import { fn } from 'storybook/test';
import { tokens } from '../../theme/theme.css.ts';
import { BetCard, BET_CARD_STATUSES, type BetCardLeg } from './BetCard.tsx';

/** 2025-05-21 12:05:30 UTC. */
const NOW = 1747829130000;
const PLACED = NOW - 35 * 60 * 1000;

const single: BetCardLeg[] = [
  {
    id: 'l1',
    match: 'Arsenal v Chelsea',
    market: 'Full time result',
    selection: 'Arsenal',
    price: 2.1,
  },
];

const parlay: BetCardLeg[] = [
  ...single,
  {
    id: 'l2',
    match: 'Real Madrid v Barcelona',
    market: 'Total goals 2.5',
    selection: 'Over 2.5',
    price: 1.85,
  },
  {
    id: 'l3',
    match: 'Jannik Sinner v Carlos Alcaraz',
    market: 'Match winner',
    selection: 'Jannik Sinner',
    price: 1.72,
  },
];

const meta = {
  title: 'Components/BetCard',
  component: BetCard,
  args: {
    betId: 'B48213907',
    placedAt: PLACED,
    timeZone: 'Asia/Shanghai',
    status: 'open',
    legs: single,
    stake: '25',
    potentialReturn: '52.5',
    currency: 'USD',
    onCashOut: fn(),
  },
  argTypes: {
    status: { control: 'select', options: BET_CARD_STATUSES },
    format: { control: 'select', options: ODDS_FORMATS },
  },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof BetCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    legs: parlay,
    stake: '10',
    potentialReturn: '66.82',
    format: 'hongkong',
    cashOut: { quote: '18.349', expiresAt: NOW + 12_000, now: NOW },
    cashingOut: false,
  },
};

/** Every status as a word in its tone. */
export const Statuses: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: tokens.space[3] }}>
      {BET_CARD_STATUSES.map((status) => (
        <BetCard
          key={status}
          {...args}
          betId={`B-${status}`}
          status={status}
          payout={status === 'won' ? '52.5' : status === 'cashed-out' ? '18.34' : '0'}
        />
      ))}
    </div>
  ),
};

export const Parlay: Story = { args: { legs: parlay, stake: '10', potentialReturn: '66.822' } };

export const Won: Story = { args: { status: 'won', payout: '52.5' } };

export const Lost: Story = { args: { status: 'lost', payout: '0' } };

export const CashOutOffer: Story = {
  args: { cashOut: { quote: '18.349', expiresAt: NOW + 12_000, now: NOW } },
};

/** Five seconds or less left: the expiry turns to the warning colour. */
export const CashOutExpiringSoon: Story = {
  args: { cashOut: { quote: '18.349', expiresAt: NOW + 4_000, now: NOW } },
};

export const CashOutExpired: Story = {
  args: { cashOut: { quote: '18.349', expiresAt: NOW - 1, now: NOW } },
};

export const CashingOut: Story = {
  args: { cashOut: { quote: '18.34', expiresAt: NOW + 9_000, now: NOW }, cashingOut: true },
};

export const Rejected: Story = { args: { status: 'rejected', potentialReturn: null } };
