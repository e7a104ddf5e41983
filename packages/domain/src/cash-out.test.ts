import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashOutOffer, orderPotentialReturnMinor, type CashOutLeg } from './index.ts';

const open = (takenPrice: number | string, currentPrice: number | string): CashOutLeg => ({
  takenPrice,
  currentPrice,
  status: 'open',
});

describe('orderPotentialReturnMinor', () => {
  it('is the stake times the product of the prices, floored', () => {
    expect(orderPotentialReturnMinor(1000n, [1.95])).toBe(1950n);
    expect(orderPotentialReturnMinor(33n, ['2.03'])).toBe(66n);
    expect(orderPotentialReturnMinor(1000n, [1.5, 2.1])).toBe(3150n);
    expect(orderPotentialReturnMinor(1000n, [4.35])).toBe(4350n);
  });

  it('is null for a stake that is not positive, no legs or a price that is not one', () => {
    expect(orderPotentialReturnMinor(0n, [1.5])).toBeNull();
    expect(orderPotentialReturnMinor(-5n, [1.5])).toBeNull();
    expect(orderPotentialReturnMinor(1000n, [])).toBeNull();
    expect(orderPotentialReturnMinor(1000n, [1])).toBeNull();
    expect(orderPotentialReturnMinor(1000n, ['abc'])).toBeNull();
    expect(orderPotentialReturnMinor(1000n, [Number.NaN])).toBeNull();
    expect(orderPotentialReturnMinor(1000 as unknown as bigint, [1.5])).toBeNull();
  });
});

describe('cashOutOffer', () => {
  it('is the fair value less the margin, exactly', () => {
    // 1000 × 2.00 / 2.50 = 800, less 5 % = 760
    expect(cashOutOffer({ stakeMinor: 1000n, legs: [open(2, 2.5)], marginBps: 500 })).toBe(760n);
    // no float artefacts: 1000 × 4.35 / 4.35 × 1 = 1000
    expect(cashOutOffer({ stakeMinor: 1000n, legs: [open(4.35, '4.35')], marginBps: 0 })).toBe(
      1000n,
    );
    // floored once: 100 × 1.9 / 3 = 63.33…
    expect(cashOutOffer({ stakeMinor: 100n, legs: [open('1.9', 3)], marginBps: 0 })).toBe(63n);
  });

  it('is capped at the potential return', () => {
    // certain to win now (a fair price of 1): the whole potential return, less the margin
    expect(cashOutOffer({ stakeMinor: 1000n, legs: [open(3, 1)], marginBps: 0 })).toBe(3000n);
    expect(cashOutOffer({ stakeMinor: 1000n, legs: [open(3, '1.00')], marginBps: 500 })).toBe(
      2850n,
    );
    expect(cashOutOffer({ stakeMinor: 1000n, legs: [open(3, 1.001)], marginBps: 0 })).toBe(2997n);
  });

  it('counts settled legs by their result', () => {
    const won: CashOutLeg = { takenPrice: 1.5, status: 'won' };
    const voided: CashOutLeg = { takenPrice: 1.5, status: 'void' };
    const halfWon: CashOutLeg = { takenPrice: 1.9, status: 'halfWon' };
    const halfLost: CashOutLeg = { takenPrice: 1.9, status: 'halfLost' };
    const running = open(2, 2);
    expect(cashOutOffer({ stakeMinor: 1000n, legs: [won, running], marginBps: 0 })).toBe(1500n);
    expect(cashOutOffer({ stakeMinor: 1000n, legs: [voided, running], marginBps: 0 })).toBe(1000n);
    expect(cashOutOffer({ stakeMinor: 1000n, legs: [halfWon, running], marginBps: 0 })).toBe(1450n);
    expect(cashOutOffer({ stakeMinor: 1000n, legs: [halfLost, running], marginBps: 0 })).toBe(500n);
  });

  it('offers nothing once a leg lost', () => {
    const lost: CashOutLeg = { takenPrice: 1.5, status: 'lost' };
    expect(cashOutOffer({ stakeMinor: 1000n, legs: [lost, open(2, 2)], marginBps: 0 })).toBeNull();
  });

  it('offers nothing while a leg is suspended or has no current price', () => {
    const held: CashOutLeg = { takenPrice: 2, currentPrice: 2, status: 'suspended' };
    expect(cashOutOffer({ stakeMinor: 1000n, legs: [held], marginBps: 0 })).toBeNull();
    expect(cashOutOffer({ stakeMinor: 1000n, legs: [open(2, 2), held], marginBps: 0 })).toBeNull();
    expect(
      cashOutOffer({
        stakeMinor: 1000n,
        legs: [{ takenPrice: 2, currentPrice: null, status: 'open' }],
        marginBps: 0,
      }),
    ).toBeNull();
    expect(
      cashOutOffer({ stakeMinor: 1000n, legs: [{ takenPrice: 2, status: 'open' }], marginBps: 0 }),
    ).toBeNull();
  });

  it('offers nothing for bad input', () => {
    expect(cashOutOffer({ stakeMinor: 0n, legs: [open(2, 2)], marginBps: 0 })).toBeNull();
    expect(cashOutOffer({ stakeMinor: 1000n, legs: [], marginBps: 0 })).toBeNull();
    expect(cashOutOffer({ stakeMinor: 1000n, legs: [open('x', 2)], marginBps: 0 })).toBeNull();
    expect(cashOutOffer({ stakeMinor: 1000n, legs: [open(2, 0.5)], marginBps: 0 })).toBeNull();
    expect(
      cashOutOffer({
        stakeMinor: 1000n,
        legs: [{ takenPrice: 2, status: 'unknown' as CashOutLeg['status'] }],
        marginBps: 0,
      }),
    ).toBeNull();
    // the whole value is the margin, or it floors to zero
    expect(cashOutOffer({ stakeMinor: 1000n, legs: [open(2, 2)], marginBps: 10_000 })).toBeNull();
    expect(cashOutOffer({ stakeMinor: 1n, legs: [open(1.01, 1000)], marginBps: 0 })).toBeNull();
  });

  it('refuses a margin that is not whole basis points from 0 to 10000', () => {
    for (const marginBps of [-1, 10_001, 0.5, Number.NaN]) {
      expect(() => cashOutOffer({ stakeMinor: 1000n, legs: [open(2, 2)], marginBps })).toThrow(
        RangeError,
      );
    }
  });

  // prices of two decimals above 1, as the feed sends them, written as text half the time
  const price = fc
    .integer({ min: 101, max: 5000 })
    .chain((h) => fc.constantFrom<number | string>(h / 100, (h / 100).toFixed(2)));
  const settled = fc.constantFrom<CashOutLeg['status']>('won', 'void', 'halfWon', 'halfLost');
  const leg: fc.Arbitrary<CashOutLeg> = fc.oneof(
    fc.record({ takenPrice: price, currentPrice: price, status: fc.constant('open' as const) }),
    fc.record({ takenPrice: price, status: settled }),
  );
  const order = fc.record({
    stakeMinor: fc.bigInt({ min: 1n, max: 10_000_000n }),
    legs: fc.array(leg, { minLength: 1, maxLength: 10 }),
    marginBps: fc.integer({ min: 0, max: 10_000 }),
  });
  const params = { seed: 20261124, numRuns: 500 };

  it('is never above the potential return', () => {
    fc.assert(
      fc.property(order, (input) => {
        const offer = cashOutOffer(input);
        const cap = orderPotentialReturnMinor(
          input.stakeMinor,
          input.legs.map((l) => l.takenPrice),
        )!;
        return offer === null || (offer > 0n && offer <= cap);
      }),
      params,
    );
  });

  it('does not rise when a running leg drifts (its current price lengthens)', () => {
    fc.assert(
      fc.property(order, fc.nat(), fc.integer({ min: 1, max: 500 }), (input, pick, step) => {
        const running = input.legs.flatMap((l, i) => (l.status === 'open' ? [i] : []));
        if (running.length === 0) return true;
        const i = running[pick % running.length]!;
        const before = input.legs[i]!;
        const longer = Number(before.currentPrice) + step / 100;
        const legs = input.legs.map((l, j) => (j === i ? { ...l, currentPrice: longer } : l));
        const a = cashOutOffer(input) ?? 0n;
        const b = cashOutOffer({ ...input, legs }) ?? 0n;
        return b <= a;
      }),
      params,
    );
  });

  it('is null whenever a leg is suspended', () => {
    fc.assert(
      fc.property(order, fc.nat(), (input, pick) => {
        const i = pick % input.legs.length;
        const legs = input.legs.map((l, j) =>
          j === i ? { ...l, status: 'suspended' as const } : l,
        );
        return cashOutOffer({ ...input, legs }) === null;
      }),
      params,
    );
  });
});
