import {
  acceptsPriceChange,
  combinedPrice,
  parlayPrice as parlayPriceOf,
  priceMovement,
  type OddsChangePolicy,
} from './odds.ts';
import { compareAmounts, formatMinor, parseAmountToMinor, potentialReturn } from './money.ts';

/**
 * The bet slip's rules, in one place for the site, the ui (through props) and the server:
 * how many legs a parlay takes, the stake range, and why a slip cannot be placed.
 */

/** The fewest legs of a parlay (multiple). */
export const MIN_PARLAY_LEGS = 2;
/** The most legs of a parlay (multiple): the site, the contract and the server refuse more. */
export const MAX_PARLAY_LEGS = 10;
/** The most selections a slip quotes or places as singles at once. */
export const MAX_SLIP_SELECTIONS = 20;

/** A stake range in the wallet's minor units. */
export interface StakeLimits {
  minMinor: bigint;
  maxMinor: bigint;
}

/** The stake range of every wallet currency: 1.00 to 50,000.00 (in its minor units). */
export const DEFAULT_STAKE_LIMITS: StakeLimits = Object.freeze({
  minMinor: 100n,
  maxMinor: 5_000_000n,
});

/** The stake range for a wallet currency (the same in every currency today). */
export function stakeLimits(_currency: string): StakeLimits {
  return DEFAULT_STAKE_LIMITS;
}

export type StakeProblem = 'stake-missing' | 'stake-below-min' | 'stake-above-max';

/** What is wrong with a stake (minor units, null when it is not an amount) against a range. */
export function stakeProblem(stakeMinor: bigint | null, limits: StakeLimits): StakeProblem | null {
  if (stakeMinor === null || stakeMinor <= 0n) return 'stake-missing';
  if (stakeMinor < limits.minMinor) return 'stake-below-min';
  if (stakeMinor > limits.maxMinor) return 'stake-above-max';
  return null;
}

/**
 * Why a slip cannot be placed, in the order a player fixes things: something to bet on, a
 * session, open markets, a valid parlay, stakes, prices and then the money.
 */
export const SLIP_REASONS = [
  'no-selections',
  'logged-out',
  'market-closed',
  'market-suspended',
  'same-match-in-parlay',
  'parlay-too-few-legs',
  'parlay-too-many-legs',
  'stake-missing',
  'stake-below-min',
  'stake-above-max',
  'price-changed',
  'insufficient-balance',
] as const;
export type SlipReason = (typeof SLIP_REASONS)[number];

export const SLIP_MODES = ['single', 'parlay'] as const;
export type SlipMode = (typeof SLIP_MODES)[number];

export const SLIP_LEG_STATUSES = ['open', 'suspended', 'closed'] as const;
export type SlipLegStatus = (typeof SLIP_LEG_STATUSES)[number];

/** A leg's state as last quoted: its price, market status and stake range (decimal text). */
export interface SlipLegQuote {
  price: number;
  status: SlipLegStatus;
  minStake: string;
  maxStake: string;
}

/** A pick in the slip: what the player saw, and its quote when there is one yet. */
export interface SlipLeg {
  selectionId: string;
  matchId: number | string;
  /** The decimal price when it was picked (or last accepted). */
  pickedPrice: number;
  quote?: SlipLegQuote | null;
}

/** What the slip's totals are worked out from. */
export interface SlipTotalsInput {
  legs: readonly SlipLeg[];
  mode: SlipMode;
  /** Singles: the stake typed per selection id. */
  stakes: Readonly<Record<string, string>>;
  /** Parlay: the one stake typed. */
  parlayStake: string;
  /**
   * The wanted odds of a reserve bet as typed, when the player asks for one (a single at better
   * odds); its return is counted at those odds. Null or absent: no reserve bet.
   */
  reservePrice?: string | null;
}

export interface SlipInput extends SlipTotalsInput {
  loggedIn: boolean;
  /** The wallet balance as decimal text; null (unknown) skips the balance rule. */
  balance: string | null;
  policy: OddsChangePolicy;
}

/** Why the wanted odds of a reserve bet cannot be used. */
export type ReservePriceProblem = 'missing' | 'invalid' | 'not-better';

export interface SlipTotals {
  /** Singles: the selection ids that will be placed (those with a stake above zero). */
  staked: string[];
  /** What the slip takes from the wallet, two decimals. */
  totalStake: string;
  /** What the slip returns if it wins, two decimals, floored. */
  potentialReturn: string;
  /** Singles: each selection's return if it wins ("0.00" without a stake). */
  returns: Record<string, string>;
  /** The combined decimal price at the current prices, as exact text (null without one). */
  parlayPrice: string | null;
  /** The tightest stake range of the legs' quotes (decimal text; null when none is quoted). */
  limits: { min: string | null; max: string | null };
  /** What is wrong with a reserve bet's wanted odds, when one is asked. */
  reserveProblem: ReservePriceProblem | null;
}

export interface SlipEvaluation extends SlipTotals {
  /** The first reason the slip cannot be placed, or null when it can. */
  reason: SlipReason | null;
}

const PRICE_TEXT = /^\d+(\.\d{1,2})?$/;

/**
 * What is wrong with wanted odds `typed` against the current decimal `price`: they must be a
 * decimal number with at most 2 places, and better (higher) than the current price.
 */
export function reservePriceProblem(
  typed: string,
  price: number | null | undefined,
): ReservePriceProblem | null {
  const text = typeof typed === 'string' ? typed.trim() : '';
  if (text === '') return 'missing';
  if (!PRICE_TEXT.test(text)) return 'invalid';
  if (typeof price !== 'number' || priceMovement(price, Number(text)) !== 'up') return 'not-better';
  return null;
}

/**
 * Why legs (given by their match ids) cannot make one parlay: two from the same match, fewer
 * than `MIN_PARLAY_LEGS` or more than `MAX_PARLAY_LEGS`; null when they can.
 */
export function parlayProblem(
  matchIds: readonly (number | string)[],
): 'same-match-in-parlay' | 'parlay-too-few-legs' | 'parlay-too-many-legs' | null {
  if (new Set(matchIds.map(String)).size < matchIds.length) return 'same-match-in-parlay';
  if (matchIds.length < MIN_PARLAY_LEGS) return 'parlay-too-few-legs';
  if (matchIds.length > MAX_PARLAY_LEGS) return 'parlay-too-many-legs';
  return null;
}

/** Whether typed text is an amount above zero with at most two decimals. */
export function isPositiveAmount(amount: string | null | undefined): boolean {
  const minor = typeof amount === 'string' ? parseAmountToMinor(amount, 2) : null;
  return minor !== null && minor > 0n;
}

/**
 * The exact sum of typed amounts as text with two places; amounts that are not valid (empty,
 * `.`, more than two places) count as nothing.
 */
export function sumAmounts(amounts: readonly (string | null | undefined)[]): string {
  let total = 0n;
  for (const amount of amounts) {
    const minor = typeof amount === 'string' ? parseAmountToMinor(amount, 2) : null;
    if (minor !== null) total += minor;
  }
  return formatMinor(total, 2);
}

/** A leg's current price: its quote's when there is one, else the picked price. */
export function slipLegPrice(leg: SlipLeg): number {
  return leg.quote?.price ?? leg.pickedPrice;
}

/** The tightest stake range of the legs' quotes. */
export function slipLimits(legs: readonly SlipLeg[]): { min: string | null; max: string | null } {
  let min: string | null = null;
  let max: string | null = null;
  for (const { quote } of legs) {
    if (!quote) continue;
    if (min === null || compareAmounts(quote.minStake, min) === 1) min = quote.minStake;
    if (max === null || compareAmounts(quote.maxStake, max) === -1) max = quote.maxStake;
  }
  return { min, max };
}

function firstReason(input: SlipInput, staked: readonly SlipLeg[], totalStake: string) {
  const { legs, mode, stakes, parlayStake } = input;
  if (legs.length === 0) return 'no-selections';
  if (!input.loggedIn) return 'logged-out';
  const placed = mode === 'parlay' ? legs : staked;
  const considered = placed.length > 0 ? placed : legs;
  if (considered.some((l) => l.quote?.status === 'closed')) return 'market-closed';
  if (considered.some((l) => l.quote?.status === 'suspended')) return 'market-suspended';
  if (mode === 'parlay') {
    const parlay = parlayProblem(legs.map((l) => l.matchId));
    if (parlay) return parlay;
    if (!isPositiveAmount(parlayStake)) return 'stake-missing';
    const { min, max } = slipLimits(legs);
    if (min !== null && compareAmounts(parlayStake, min) === -1) return 'stake-below-min';
    if (max !== null && compareAmounts(parlayStake, max) === 1) return 'stake-above-max';
  } else {
    if (placed.length === 0) return 'stake-missing';
    for (const leg of placed) {
      if (!leg.quote) continue;
      const stake = stakes[leg.selectionId]!;
      if (compareAmounts(stake, leg.quote.minStake) === -1) return 'stake-below-min';
      if (compareAmounts(stake, leg.quote.maxStake) === 1) return 'stake-above-max';
    }
  }
  if (placed.some((l) => !acceptsPriceChange(l.pickedPrice, slipLegPrice(l), input.policy)))
    return 'price-changed';
  if (input.balance !== null && compareAmounts(totalStake, input.balance) === 1)
    return 'insufficient-balance';
  return null;
}

/**
 * What the slip shows: the stake it takes, what it returns (per single and in total), the
 * parlay's price, the stake range and what is wrong with a reserve bet's wanted odds.
 */
export function slipTotals(input: SlipTotalsInput): SlipTotals {
  const { legs, mode, stakes, parlayStake } = input;
  const staked = legs.filter((l) => isPositiveAmount(stakes[l.selectionId]));
  // every leg a price above 1, then the parlay rule (the product rounded down to hundredths)
  const prices = legs.map(slipLegPrice);
  const parlayPrice = combinedPrice(prices) === null ? null : parlayPriceOf(prices);
  const reserving =
    typeof input.reservePrice === 'string' && mode === 'single' && legs.length === 1;
  const reserveProblem = reserving
    ? reservePriceProblem(input.reservePrice!, slipLegPrice(legs[0]!))
    : null;
  const returns: Record<string, string> = {};
  for (const leg of legs) {
    const stake = stakes[leg.selectionId];
    const price = reserving
      ? reserveProblem
        ? null
        : input.reservePrice!.trim()
      : slipLegPrice(leg);
    returns[leg.selectionId] =
      price !== null && isPositiveAmount(stake) ? potentialReturn(stake!, price) : '0.00';
  }
  const parlay = mode === 'parlay';
  const totalStake = parlay
    ? sumAmounts([parlayStake])
    : sumAmounts(staked.map((l) => stakes[l.selectionId]));
  const total = parlay
    ? parlayPrice && isPositiveAmount(parlayStake)
      ? potentialReturn(parlayStake, parlayPrice)
      : '0.00'
    : sumAmounts(Object.values(returns));
  return {
    staked: staked.map((l) => l.selectionId),
    totalStake,
    potentialReturn: total,
    returns,
    parlayPrice,
    limits: slipLimits(legs),
    reserveProblem,
  };
}

/**
 * Everything the slip shows and decides: its totals (`slipTotals`) and the first reason it
 * cannot be placed, in `SLIP_REASONS` order.
 */
export function evaluateSlip(input: SlipInput): SlipEvaluation {
  const totals = slipTotals(input);
  const staked = input.legs.filter((l) => totals.staked.includes(l.selectionId));
  return { ...totals, reason: firstReason(input, staked, totals.totalStake) };
}
