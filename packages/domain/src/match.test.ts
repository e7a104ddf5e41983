import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  halfTimeScore,
  headlineMarket,
  isFollowed,
  isLive,
  isOutright,
  MATCH_STATUS,
  MAX_ROW_PRICES,
  MARKET_CATEGORIES,
  matchClock,
  parseScore,
  selectionLabel,
  selectionLabelParts,
  STATISTICS_TYPES,
  toggleFollow,
  toggleFollowId,
} from './index.ts';

describe('parseScore', () => {
  it('splits the first score on the colon', () => {
    expect(parseScore({ scores: [{ score: '2:1' }, { score: '9:9' }] })).toEqual({
      home: '2',
      away: '1',
    });
    expect(parseScore({ scores: [{ score: ' 10 : 0 ' }] })).toEqual({ home: '10', away: '0' });
    expect(parseScore({ scores: [{ score: '40:AD' }] })).toEqual({ home: '40', away: 'AD' });
  });
  it.each([
    null,
    undefined,
    {},
    { scores: [] },
    { scores: null },
    { scores: [{}] },
    { scores: [{ score: '' }] },
    { scores: [{ score: '2-1' }] },
    { scores: [{ score: '2:' }] },
    { scores: [{ score: ':1' }] },
    { scores: [{ score: '1:2:3' }] },
    { scores: [{ score: '1 1:2' }] },
    { scores: [{ score: 21 }] },
  ])('is null for %j', (input) => {
    expect(parseScore(input as Parameters<typeof parseScore>[0])).toBeNull();
  });
});

describe('toggleFollow', () => {
  it('adds and removes a match, comparing ids as strings', () => {
    const start = { '1': ['10', '11'], '3': ['30'] };
    const added = toggleFollow(start, 1, 12);
    expect(added).toEqual({ '1': ['10', '11', '12'], '3': ['30'] });
    const removed = toggleFollow(added, '1', '11');
    expect(removed).toEqual({ '1': ['10', '12'], '3': ['30'] });
    expect(toggleFollow({}, 5, 'x')).toEqual({ '5': ['x'] });
  });
  it('leaves its input untouched', () => {
    const start = Object.freeze({ '1': Object.freeze(['10']) });
    const next = toggleFollow(start, 1, 10);
    expect(next).toEqual({ '1': [] });
    expect(start).toEqual({ '1': ['10'] });
    expect(next['1']).not.toBe(start['1']);
  });
  it('copes with a missing map', () => {
    expect(toggleFollow(undefined as never, 1, 2)).toEqual({ '1': ['2'] });
  });
  it('tells whether a match is followed', () => {
    expect(isFollowed({ '1': ['10'] }, 1, 10)).toBe(true);
    expect(isFollowed({ '1': ['10'] }, 3, 10)).toBe(false);
    expect(isFollowed(undefined as never, 3, 10)).toBe(false);
  });
});

describe('matchClock', () => {
  it('shows the start time for match status 4', () => {
    expect(matchClock({ ms: 4, bt: 1000, mc: { pe: 1001 } })).toEqual({
      kind: 'start-time',
      startTime: 1000,
    });
  });
  it('otherwise shows the period', () => {
    expect(matchClock({ ms: 5, bt: 1000, mc: { pe: 1001 } })).toEqual({
      kind: 'period',
      period: '1001',
    });
    expect(matchClock({ ms: 5, bt: 1000, mc: { pe: 'HT' } })).toEqual({
      kind: 'period',
      period: 'HT',
    });
  });
  it('shows nothing without a period', () => {
    expect(matchClock({ ms: 5, bt: 1000 })).toEqual({ kind: 'none' });
    expect(matchClock({ ms: 5, bt: 1000, mc: null })).toEqual({ kind: 'none' });
    expect(matchClock({ ms: 5, bt: 1000, mc: { pe: '' } })).toEqual({ kind: 'none' });
  });
});

describe('market and statistics keys', () => {
  it('has every category key of the spec once', () => {
    expect(new Set(MARKET_CATEGORIES).size).toBe(MARKET_CATEGORIES.length);
    expect(MARKET_CATEGORIES).toEqual(
      expect.arrayContaining(['p', 'h', 'c', 'cs', 's', 'f', 'ps', 'pro', '1st', '3rd', 'pa']),
    );
    expect(MARKET_CATEGORIES).toHaveLength(20);
  });
  it('maps the statistics tabs to their types', () => {
    expect(STATISTICS_TYPES).toEqual({ live: 1, today: 3, early: 4, champions: 7 });
  });
});

describe('isLive', () => {
  it.each([
    [MATCH_STATUS.upcoming, false],
    [MATCH_STATUS.live, true],
    [MATCH_STATUS.finished, false],
    [MATCH_STATUS.postponed, false],
    [MATCH_STATUS.cancelled, false],
    [0, false],
    [Number.NaN, false],
  ])('status %s: %s', (ms, live) => {
    expect(isLive({ ms })).toBe(live);
  });

  it('is false without a match', () => {
    expect(isLive(null)).toBe(false);
    expect(isLive(undefined)).toBe(false);
  });
});

describe('headlineMarket', () => {
  it('is the first full-time result, else the first market', () => {
    const handicap = { id: 'h', mty: 2 };
    const result = { id: 'r', mty: 1 };
    expect(headlineMarket({ markets: [handicap, result, { id: 'r2', mty: 1 }] })).toBe(result);
    expect(headlineMarket({ markets: [handicap, { id: 't', mty: 3 }] })).toBe(handicap);
    expect(headlineMarket({ markets: [] })).toBeUndefined();
    expect(headlineMarket(null as unknown as { markets: [] })).toBeUndefined();
  });
});

describe('toggleFollowId', () => {
  it('adds a match that is not followed and removes one that is, leaving the list untouched', () => {
    const ids = ['1', '2'];
    expect(toggleFollowId(ids, 3)).toEqual(['1', '2', '3']);
    expect(toggleFollowId(ids, '1')).toEqual(['2']);
    expect(ids).toEqual(['1', '2']);
    expect(toggleFollowId(undefined as unknown as string[], 4)).toEqual(['4']);
  });
});

describe('selectionLabel', () => {
  it.each([
    // a total named with its line by the feed: the line once
    [{ name: 'Over 2.25', line: '2.25' }, 'Over', '2.25', 'Over 2.25'],
    [{ name: 'Under 2.5', line: '2.5' }, 'Under', '2.5', 'Under 2.5'],
    [{ name: '大 2.5', line: '2.5' }, '大', '2.5', '大 2.5'],
    // a handicap side named by its team: the line added
    [{ name: 'Madrid', line: '-0.25' }, 'Madrid', '-0.25', 'Madrid -0.25'],
    [
      { name: 'Ho Chi Minh City', line: '+1.5' },
      'Ho Chi Minh City',
      '+1.5',
      'Ho Chi Minh City +1.5',
    ],
    // no line, or an empty one
    [{ name: 'Draw', line: null }, 'Draw', null, 'Draw'],
    [{ name: 'Draw' }, 'Draw', null, 'Draw'],
    [{ name: 'Draw', line: '  ' }, 'Draw', null, 'Draw'],
    // a line that only looks like the name's end is not taken off it
    [{ name: 'Team 12.5', line: '2.5' }, 'Team 12.5', '2.5', 'Team 12.5 2.5'],
    [{ name: '2.5', line: '2.5' }, '2.5', null, '2.5'],
    // spaces around are not part of either
    [{ name: ' Over 3 ', line: ' 3 ' }, 'Over', '3', 'Over 3'],
  ] as const)('%j → %s | %s', (selection, name, line, text) => {
    expect(selectionLabelParts(selection)).toEqual({ name, line });
    expect(selectionLabel(selection)).toBe(text);
  });

  it('never repeats the line, whatever the name', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-zÀ-ỹ ]{0,20}$/),
        fc.stringMatching(/^[+-]?\d{1,2}(\.(25|5|75))?$/),
        fc.boolean(),
        (base, line, named) => {
          const name = named ? `${base} ${line}` : base;
          const text = selectionLabel({ name: name.trim() === '' ? 'X' : name, line });
          expect(text.endsWith(`${line} ${line}`)).toBe(false);
          expect(text.endsWith(line)).toBe(true);
        },
      ),
    );
  });
});

describe('isOutright', () => {
  const market = (mty: number, count: number) => ({
    mty,
    selections: Array.from({ length: count }, (_, i) => ({ id: String(i) })),
  });
  it('is a headline market of a field: more than three prices', () => {
    expect(isOutright({ markets: [market(20, 8)] })).toBe(true);
    expect(isOutright({ markets: [market(20, MAX_ROW_PRICES + 1)] })).toBe(true);
  });
  it('is not a match of two sides, with or without a draw, or one without markets', () => {
    expect(isOutright({ markets: [market(1, 3)] })).toBe(false);
    expect(isOutright({ markets: [market(2, 2)] })).toBe(false);
    // the full-time result leads even when a wider market (correct score) comes first
    expect(isOutright({ markets: [market(5, 17), market(1, 3)] })).toBe(false);
    expect(isOutright({ markets: [] })).toBe(false);
  });
});

describe('halfTimeScore', () => {
  const scores = [
    { score: '3:2', pe: null },
    { score: '1:0', pe: 1 },
    { score: '2:2', pe: 2 },
    { score: '0:0', pe: 3 },
  ];
  it("is the first half's score where the sport plays halves", () => {
    expect(halfTimeScore(1, scores)).toBe('1:0');
    expect(halfTimeScore(4, scores)).toBe('1:0');
  });
  it("is the first two quarters' sum where the sport plays quarters", () => {
    expect(halfTimeScore(3, scores)).toBe('3:2');
  });
  it('is undefined for a sport with no half time, null when its periods are missing', () => {
    expect(halfTimeScore(5, scores)).toBeUndefined();
    expect(halfTimeScore(1, [{ score: '3:2', pe: null }])).toBeNull();
    expect(halfTimeScore(3, [{ score: '10:8', pe: 1 }])).toBeNull();
    expect(halfTimeScore(1, [{ score: 'x:1', pe: 1 }])).toBeNull();
    expect(halfTimeScore(1, null)).toBeNull();
  });
});
