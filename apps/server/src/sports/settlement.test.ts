import { describe, expect, it } from 'vitest';
import {
  lineText,
  marketKeyOfMty,
  mtyOf,
  orderPayout,
  orderPriceText,
  orderStatusFor,
  parseLine,
  potentialReturnMinor,
  selectionKeys,
  settleMargin,
  settleOutright,
  settleSelection,
  type MarketKey,
} from './settlement.ts';

const key = (
  type: MarketKey['type'],
  line: number | null = null,
  quantity: MarketKey['quantity'] = 'score',
): MarketKey => ({ type, quantity, period: 0, line });
const at = (h: number, a: number) => ({ h, a });

describe('lines', () => {
  it('writes and reads quarter lines exactly', () => {
    expect([-5, -1, 0, 1, 2, 3, 10, -10].map(lineText)).toEqual([
      '-1.25',
      '-0.25',
      '0',
      '0.25',
      '0.5',
      '0.75',
      '2.5',
      '-2.5',
    ]);
    for (const q of [-13, -2, 0, 3, 9, 400]) expect(parseLine(lineText(q))).toBe(q);
    expect(parseLine('0.3')).toBeNull();
    expect(parseLine('abc')).toBeNull();
  });

  it('maps market types to mty and back, corners and bookings apart', () => {
    const corners = key('total', 38, 'corners');
    expect(mtyOf(corners)).toBe(104);
    expect(mtyOf(key('handicap'))).toBe(3);
    expect(mtyOf(key('total', 0, 'cards'))).toBe(204);
    expect(marketKeyOfMty(104, 0, 38)).toEqual(corners);
    expect(marketKeyOfMty(99, 0, null)).toBeNull();
  });
});

describe('Asian handicap', () => {
  it('settles a whole line as win, push or loss', () => {
    const minusOne = key('handicap', -4);
    expect(settleSelection(minusOne, 'home', at(2, 0))).toBe('won');
    expect(settleSelection(minusOne, 'home', at(2, 1))).toBe('void');
    expect(settleSelection(minusOne, 'away', at(2, 1))).toBe('void');
    expect(settleSelection(minusOne, 'home', at(1, 1))).toBe('lost');
    expect(settleSelection(minusOne, 'away', at(1, 1))).toBe('won');
  });

  it('settles a half line without pushes', () => {
    const minusHalf = key('handicap', -2);
    expect(settleSelection(minusHalf, 'home', at(1, 0))).toBe('won');
    expect(settleSelection(minusHalf, 'home', at(0, 0))).toBe('lost');
    expect(settleSelection(minusHalf, 'away', at(0, 0))).toBe('won');
  });

  it('settles quarter lines as half win and half loss', () => {
    const minusQuarter = key('handicap', -1); // -0.25 = half on 0, half on -0.5
    expect(settleSelection(minusQuarter, 'home', at(0, 0))).toBe('halfLost');
    expect(settleSelection(minusQuarter, 'away', at(0, 0))).toBe('halfWon');
    expect(settleSelection(minusQuarter, 'home', at(1, 0))).toBe('won');
    expect(settleSelection(minusQuarter, 'home', at(0, 1))).toBe('lost');
    const minusThreeQuarters = key('handicap', -3); // half on -0.5, half on -1
    expect(settleSelection(minusThreeQuarters, 'home', at(1, 0))).toBe('halfWon');
    expect(settleSelection(minusThreeQuarters, 'away', at(1, 0))).toBe('halfLost');
    expect(settleSelection(minusThreeQuarters, 'home', at(2, 0))).toBe('won');
    expect(settleSelection(minusThreeQuarters, 'home', at(1, 1))).toBe('lost');
    const plusQuarter = key('handicap', 1);
    expect(settleSelection(plusQuarter, 'home', at(0, 0))).toBe('halfWon');
    expect(settleSelection(plusQuarter, 'away', at(0, 0))).toBe('halfLost');
  });

  it('settles the margin rule directly', () => {
    expect(settleMargin(4)).toBe('won');
    expect(settleMargin(0)).toBe('void');
    expect(settleMargin(-2)).toBe('lost');
    expect(settleMargin(1)).toBe('halfWon');
    expect(settleMargin(-1)).toBe('halfLost');
    expect(settleMargin(3)).toBe('won');
    expect(settleMargin(-3)).toBe('lost');
  });
});

describe('totals', () => {
  it('settles over/under on whole, half and quarter lines', () => {
    expect(settleSelection(key('total', 10), 'over', at(2, 1))).toBe('won');
    expect(settleSelection(key('total', 10), 'under', at(2, 1))).toBe('lost');
    expect(settleSelection(key('total', 12), 'over', at(2, 1))).toBe('void');
    expect(settleSelection(key('total', 9), 'over', at(1, 1))).toBe('halfLost'); // 2.25 on 2
    expect(settleSelection(key('total', 9), 'under', at(1, 1))).toBe('halfWon');
    expect(settleSelection(key('total', 11), 'over', at(2, 1))).toBe('halfWon'); // 2.75 on 3
    expect(settleSelection(key('total', 11), 'under', at(2, 1))).toBe('halfLost');
  });

  it('settles team totals on their own side', () => {
    expect(settleSelection(key('homeTotal', 6), 'over', at(2, 0))).toBe('won');
    expect(settleSelection(key('awayTotal', 6), 'over', at(2, 0))).toBe('lost');
    expect(settleSelection(key('awayTotal', 6), 'under', at(2, 0))).toBe('won');
  });

  it('settles corners and bookings markets on their own figures (given as the pair)', () => {
    expect(settleSelection(key('total', 38, 'corners'), 'over', at(6, 4))).toBe('won');
    expect(settleSelection(key('handicap', -6, 'corners'), 'home', at(6, 4))).toBe('won');
    expect(settleSelection(key('total', 18, 'cards'), 'under', at(2, 2))).toBe('won');
  });
});

describe('other markets', () => {
  it('settles 1X2, moneyline (void on a level finish) and double chance', () => {
    expect(settleSelection(key('result'), 'home', at(2, 1))).toBe('won');
    expect(settleSelection(key('result'), 'draw', at(1, 1))).toBe('won');
    expect(settleSelection(key('result'), 'away', at(1, 1))).toBe('lost');
    expect(settleSelection(key('moneyline'), 'away', at(99, 101))).toBe('won');
    expect(settleSelection(key('moneyline'), 'home', at(3, 3))).toBe('void');
    expect(settleSelection(key('doubleChance'), 'homeDraw', at(1, 1))).toBe('won');
    expect(settleSelection(key('doubleChance'), 'homeAway', at(1, 1))).toBe('lost');
    expect(settleSelection(key('doubleChance'), 'drawAway', at(0, 2))).toBe('won');
  });

  it('settles correct score, any other score, both teams to score and odd/even', () => {
    const cs = key('correctScore', 4);
    expect(settleSelection(cs, '2x1', at(2, 1))).toBe('won');
    expect(settleSelection(cs, '1x2', at(2, 1))).toBe('lost');
    expect(settleSelection(cs, 'other', at(5, 0))).toBe('won');
    expect(settleSelection(cs, 'other', at(4, 4))).toBe('lost');
    expect(settleSelection(key('btts'), 'yes', at(1, 1))).toBe('won');
    expect(settleSelection(key('btts'), 'no', at(2, 0))).toBe('won');
    expect(settleSelection(key('oddEven'), 'odd', at(2, 1))).toBe('won');
    expect(settleSelection(key('oddEven'), 'even', at(0, 0))).toBe('won');
  });

  it('settles set scores and outrights', () => {
    expect(selectionKeys(key('correctScore'), { sets: 2 })).toEqual(['2x0', '2x1', '0x2', '1x2']);
    expect(settleSelection(key('correctScore'), '2x1', at(2, 1))).toBe('won');
    expect(settleOutright('17', 17)).toBe('won');
    expect(settleOutright('18', 17)).toBe('lost');
  });

  it('refuses a selection the market does not have', () => {
    expect(() => settleSelection(key('btts'), 'home', at(1, 1))).toThrow(RangeError);
  });

  it('lists exactly the selections each market settles', () => {
    for (const type of ['result', 'btts', 'oddEven', 'doubleChance', 'total'] as const) {
      for (const s of selectionKeys(key(type, 10))) {
        expect(() => settleSelection(key(type, 10), s, at(1, 0))).not.toThrow();
      }
    }
    expect(selectionKeys(key('correctScore', 4))).toHaveLength(26);
  });
});

describe('payouts in minor units', () => {
  it('pays a single exactly, half results included', () => {
    expect(orderPayout(1000n, [{ result: 'won', price: 1.95 }])).toBe(1950n);
    expect(orderPayout(1000n, [{ result: 'lost', price: 1.95 }])).toBe(0n);
    expect(orderPayout(1000n, [{ result: 'void', price: 1.95 }])).toBe(1000n);
    expect(orderPayout(1000n, [{ result: 'halfWon', price: 1.95 }])).toBe(1475n);
    expect(orderPayout(1000n, [{ result: 'halfLost', price: 1.95 }])).toBe(500n);
    // floored, never rounded up: 0.33 * 2.03 = 0.6699
    expect(orderPayout(33n, [{ result: 'won', price: 2.03 }])).toBe(66n);
  });

  it('settles a parlay with a void leg as the parlay without it', () => {
    const legs = [
      { result: 'won' as const, price: 2.1 },
      { result: 'void' as const, price: 3.4 },
      { result: 'won' as const, price: 1.5 },
    ];
    expect(orderPayout(1000n, legs)).toBe(3150n);
    expect(orderPayout(1000n, [...legs, { result: 'lost', price: 1.2 }])).toBe(0n);
    // 3.15 × 1.45 = 4.5675: a parlay is paid at its price rounded down to hundredths, 4.56
    expect(orderPayout(1000n, [...legs, { result: 'halfWon', price: 1.9 }])).toBe(4560n);
    expect(orderPayout(1000n, [...legs, { result: 'halfLost', price: 1.9 }])).toBe(1570n);
  });

  it("gives potential returns at the order's price: a parlay's rounded down to hundredths", () => {
    // 1.331 is priced 1.33, so 10.00 at 1.33 returns 13.30 (issue 15: odds × stake = return)
    expect(potentialReturnMinor(1000n, [1.1, 1.1, 1.1])).toBe(1330n);
    expect(orderPriceText([1.1, 1.1, 1.1])).toBe('1.33');
    expect(potentialReturnMinor(100n, [4.37, 3.76, 1.92])).toBe(3154n);
    expect(orderPriceText([4.37, 3.76, 1.92])).toBe('31.54');
    expect(orderPriceText([2.1])).toBe('2.10');
    expect(potentialReturnMinor(1000n, [1.95])).toBe(1950n);
    expect(() => potentialReturnMinor(100n, [1.001])).toThrow(RangeError);
    expect(() => potentialReturnMinor(100n, [1])).toThrow(RangeError);
  });

  it('names the end state from the payout', () => {
    expect(orderStatusFor(1000n, 1950n)).toBe('won');
    expect(orderStatusFor(1000n, 1000n)).toBe('void');
    expect(orderStatusFor(1000n, 500n)).toBe('lost');
    expect(orderStatusFor(1000n, 0n)).toBe('lost');
  });
});
