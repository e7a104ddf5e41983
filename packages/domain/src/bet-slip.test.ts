import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STAKE_LIMITS,
  evaluateSlip,
  isPositiveAmount,
  MAX_PARLAY_LEGS,
  MIN_PARLAY_LEGS,
  parlayProblem,
  reservePriceProblem,
  SLIP_REASONS,
  slipLegPrice,
  slipLimits,
  stakeLimits,
  stakeProblem,
  sumAmounts,
  type SlipInput,
  type SlipLeg,
  type SlipLegQuote,
} from './index.ts';

const quote = (price: number, extra: Partial<SlipLegQuote> = {}): SlipLegQuote => ({
  price,
  status: 'open',
  minStake: '1.00',
  maxStake: '500.00',
  ...extra,
});
const leg = (
  matchId: number,
  selectionId: string,
  pickedPrice: number,
  q: SlipLegQuote | null = quote(pickedPrice),
): SlipLeg => ({ matchId, selectionId, pickedPrice, quote: q });

const base: SlipInput = {
  legs: [leg(1, 'a', 2)],
  mode: 'single',
  stakes: { a: '10' },
  parlayStake: '',
  loggedIn: true,
  balance: '100.00',
  policy: 'any',
};
const reasonOf = (input: SlipInput) => evaluateSlip(input).reason;

describe('the parlay and stake rules', () => {
  it('takes 2 to 10 legs', () => {
    expect(MIN_PARLAY_LEGS).toBe(2);
    expect(MAX_PARLAY_LEGS).toBe(10);
  });

  it('says why legs cannot make one parlay', () => {
    expect(parlayProblem([1, 2])).toBeNull();
    expect(parlayProblem([1, '1'])).toBe('same-match-in-parlay');
    expect(parlayProblem([1])).toBe('parlay-too-few-legs');
    expect(parlayProblem([])).toBe('parlay-too-few-legs');
    expect(parlayProblem(Array.from({ length: 10 }, (_, i) => i))).toBeNull();
    expect(parlayProblem(Array.from({ length: 11 }, (_, i) => i))).toBe('parlay-too-many-legs');
  });

  it('has the same stake range in every currency', () => {
    expect(stakeLimits('VND')).toBe(DEFAULT_STAKE_LIMITS);
    expect(stakeLimits('USD')).toEqual({ minMinor: 100n, maxMinor: 5_000_000n });
  });

  it.each([
    [null, 'stake-missing'],
    [0n, 'stake-missing'],
    [-1n, 'stake-missing'],
    [99n, 'stake-below-min'],
    [100n, null],
    [5_000_000n, null],
    [5_000_001n, 'stake-above-max'],
  ] as const)('a stake of %s minor units: %s', (stake, problem) => {
    expect(stakeProblem(stake, DEFAULT_STAKE_LIMITS)).toBe(problem);
  });
});

describe('amounts typed in the slip', () => {
  it('knows a positive amount', () => {
    expect(isPositiveAmount('0.01')).toBe(true);
    expect(isPositiveAmount('0')).toBe(false);
    expect(isPositiveAmount('')).toBe(false);
    expect(isPositiveAmount('1.234')).toBe(false);
    expect(isPositiveAmount(undefined)).toBe(false);
    expect(isPositiveAmount(null)).toBe(false);
  });

  it('sums exactly, counting what is not an amount as nothing', () => {
    expect(sumAmounts(['0.1', '0.2'])).toBe('0.30');
    expect(sumAmounts(['1.005', '.', '', null, undefined, '2'])).toBe('2.00');
    expect(sumAmounts([])).toBe('0.00');
  });
});

describe('a reserve bet’s wanted odds', () => {
  it.each([
    ['', 2, 'missing'],
    ['  ', 2, 'missing'],
    ['abc', 2, 'invalid'],
    ['2.345', 2, 'invalid'],
    ['2', 2, 'not-better'],
    ['1.5', 2, 'not-better'],
    ['2.5', null, 'not-better'],
    ['2.5', 2, null],
    [' 2.10 ', 2.05, null],
  ] as const)('%j against %s: %s', (typed, price, problem) => {
    expect(reservePriceProblem(typed, price)).toBe(problem);
  });

  it('treats text that is not a string as missing', () => {
    expect(reservePriceProblem(undefined as unknown as string, 2)).toBe('missing');
  });
});

describe('why a slip cannot be placed', () => {
  it('lists its reasons in the order they are checked', () => {
    expect(SLIP_REASONS[0]).toBe('no-selections');
    expect(SLIP_REASONS.at(-1)).toBe('insufficient-balance');
    expect(new Set(SLIP_REASONS).size).toBe(SLIP_REASONS.length);
  });

  it('can be placed when everything holds', () => {
    expect(reasonOf(base)).toBeNull();
  });

  it.each<[string, Partial<SlipInput>, string]>([
    ['an empty slip', { legs: [] }, 'no-selections'],
    ['a visitor', { loggedIn: false }, 'logged-out'],
    [
      'a closed market',
      { legs: [leg(1, 'a', 2, quote(2, { status: 'closed' }))] },
      'market-closed',
    ],
    [
      'a suspended market',
      { legs: [leg(1, 'a', 2, quote(2, { status: 'suspended' }))] },
      'market-suspended',
    ],
    ['no stake', { stakes: {} }, 'stake-missing'],
    ['a zero stake', { stakes: { a: '0' } }, 'stake-missing'],
    ['a stake below the minimum', { stakes: { a: '0.50' } }, 'stake-below-min'],
    ['a stake above the maximum', { stakes: { a: '500.01' }, balance: '9999' }, 'stake-above-max'],
    ['more than the balance', { stakes: { a: '100.01' } }, 'insufficient-balance'],
  ])('%s', (_, patch, reason) => {
    expect(reasonOf({ ...base, ...patch })).toBe(reason);
  });

  it('gives the first reason when several hold', () => {
    expect(reasonOf({ ...base, loggedIn: false, stakes: {} })).toBe('logged-out');
    expect(
      reasonOf({ ...base, legs: [leg(1, 'a', 2, quote(2, { status: 'closed' }))], stakes: {} }),
    ).toBe('market-closed');
  });

  it('skips the balance rule while the balance is unknown', () => {
    expect(reasonOf({ ...base, stakes: { a: '400' }, balance: null })).toBeNull();
  });

  it('checks only the staked singles, and every pick while none is staked', () => {
    const legs = [leg(1, 'a', 2), leg(2, 'b', 2, quote(2, { status: 'suspended' }))];
    expect(reasonOf({ ...base, legs })).toBeNull();
    expect(reasonOf({ ...base, legs, stakes: {} })).toBe('market-suspended');
    expect(reasonOf({ ...base, legs, stakes: { a: '10', b: '10' } })).toBe('market-suspended');
  });

  it('checks no limits for a leg without a quote yet', () => {
    expect(reasonOf({ ...base, legs: [leg(1, 'a', 2, null)], stakes: { a: '0.01' } })).toBeNull();
  });

  it('applies the odds-change policy to a moved price', () => {
    const up = { ...base, legs: [leg(1, 'a', 2, quote(2.2))] };
    const down = { ...base, legs: [leg(1, 'a', 2, quote(1.8))] };
    expect(reasonOf({ ...up, policy: 'any' })).toBeNull();
    expect(reasonOf({ ...up, policy: 'better' })).toBeNull();
    expect(reasonOf({ ...down, policy: 'better' })).toBe('price-changed');
    expect(reasonOf({ ...up, policy: 'none' })).toBe('price-changed');
  });

  it('checks parlays: same match twice, too few legs, the tightest limits', () => {
    const parlay: SlipInput = {
      ...base,
      mode: 'parlay',
      legs: [leg(1, 'a', 2), leg(2, 'b', 3, quote(3, { minStake: '5.00', maxStake: '50.00' }))],
      parlayStake: '20',
    };
    expect(reasonOf(parlay)).toBeNull();
    expect(reasonOf({ ...parlay, legs: [leg(1, 'a', 2), leg(1, 'c', 3)] })).toBe(
      'same-match-in-parlay',
    );
    expect(reasonOf({ ...parlay, legs: [leg(1, 'a', 2)] })).toBe('parlay-too-few-legs');
    expect(reasonOf({ ...parlay, parlayStake: '4.99' })).toBe('stake-below-min');
    expect(reasonOf({ ...parlay, parlayStake: '50.01' })).toBe('stake-above-max');
    expect(reasonOf({ ...parlay, parlayStake: '' })).toBe('stake-missing');
    expect(reasonOf({ ...parlay, parlayStake: '90', balance: '80' })).toBe('stake-above-max');
    expect(reasonOf({ ...parlay, parlayStake: '40', balance: '30' })).toBe('insufficient-balance');
  });

  it('counts a match id as text, so 1 and "1" are the same match', () => {
    const legs = [leg(1, 'a', 2), { ...leg(2, 'b', 2), matchId: '1' }];
    expect(reasonOf({ ...base, mode: 'parlay', legs, parlayStake: '5' })).toBe(
      'same-match-in-parlay',
    );
  });

  it('takes a parlay of 10 legs and refuses 11', () => {
    const legs = (n: number) => Array.from({ length: n }, (_, i) => leg(i + 1, `s${i}`, 1.5));
    const parlay = { ...base, mode: 'parlay' as const, parlayStake: '1', balance: null };
    expect(reasonOf({ ...parlay, legs: legs(MAX_PARLAY_LEGS) })).toBeNull();
    expect(reasonOf({ ...parlay, legs: legs(MAX_PARLAY_LEGS + 1) })).toBe('parlay-too-many-legs');
  });
});

describe('the slip’s totals', () => {
  it('sums singles exactly, with each return', () => {
    const slip = evaluateSlip({
      ...base,
      legs: [leg(1, 'a', 2), leg(2, 'b', 4.35), leg(3, 'c', 2)],
      stakes: { a: '0.1', b: '0.2', c: '' },
    });
    expect(slip.totalStake).toBe('0.30');
    expect(slip.returns).toEqual({ a: '0.20', b: '0.87', c: '0.00' });
    expect(slip.potentialReturn).toBe('1.07');
    expect(slip.staked).toEqual(['a', 'b']);
  });

  it('prices a parlay at the current prices', () => {
    const slip = evaluateSlip({
      ...base,
      mode: 'parlay',
      legs: [leg(1, 'a', 2), leg(2, 'b', 2.5, quote(3))],
      parlayStake: '12.5',
    });
    expect(slip.parlayPrice).toBe('6.00');
    expect(slip.totalStake).toBe('12.50');
    expect(slip.potentialReturn).toBe('75.00');
    // the product 31.547… is priced 31.54, and 10 at 31.54 returns 315.40 (issue 15)
    const rounded = evaluateSlip({
      ...base,
      mode: 'parlay',
      legs: [leg(1, 'a', 4.37), leg(2, 'b', 3.76), leg(3, 'c', 1.92)],
      parlayStake: '10',
    });
    expect(rounded.parlayPrice).toBe('31.54');
    expect(rounded.potentialReturn).toBe('315.40');
    expect(evaluateSlip({ ...base, mode: 'parlay', parlayStake: '' }).potentialReturn).toBe('0.00');
    expect(evaluateSlip({ ...base, legs: [] }).parlayPrice).toBeNull();
  });

  it('counts a reserve bet’s return at the wanted odds, and none while they are wrong', () => {
    const reserve = (reservePrice: string) => evaluateSlip({ ...base, reservePrice });
    expect(reserve('2.50')).toMatchObject({ reserveProblem: null, potentialReturn: '25.00' });
    expect(reserve('1.50')).toMatchObject({
      reserveProblem: 'not-better',
      potentialReturn: '0.00',
    });
    // not a reserve bet: two picks, or a parlay
    expect(
      evaluateSlip({ ...base, legs: [leg(1, 'a', 2), leg(2, 'b', 2)], reservePrice: '1' })
        .reserveProblem,
    ).toBeNull();
    expect(evaluateSlip({ ...base, reservePrice: null }).potentialReturn).toBe('20.00');
  });

  it('gives the tightest limits of the quoted legs', () => {
    expect(
      slipLimits([
        leg(1, 'a', 2, quote(2, { minStake: '2.00', maxStake: '100.00' })),
        leg(2, 'b', 2, quote(2, { minStake: '5.00', maxStake: '50.00' })),
        leg(3, 'c', 2, quote(2, { minStake: '1.00', maxStake: '80.00' })),
        leg(4, 'd', 2, null),
      ]),
    ).toEqual({ min: '5.00', max: '50.00' });
    expect(slipLimits([leg(1, 'a', 2, null)])).toEqual({ min: null, max: null });
  });

  it('prices a leg at its quote, else at the picked price', () => {
    expect(slipLegPrice(leg(1, 'a', 2, quote(2.1)))).toBe(2.1);
    expect(slipLegPrice(leg(1, 'a', 2, null))).toBe(2);
  });
});
