import { statisticsSchema } from '@touchline/api';
import { exampleMatch, exampleMatchDetail, sportsExamples } from '@touchline/api/examples';
import {
  formatOdds,
  headlineMarket,
  oddsFormatForSetting,
  parseSettings,
  SPORTS,
} from '@touchline/domain';
import { describe, expect, it } from 'vitest';
import {
  marketTabsOf,
  matchesSearch,
  slipLegsOf,
  sportCounts,
  sportsSettingsOf,
  sportsToday,
  statisticsTypesOf,
  storedSettingsOf,
  tabCount,
  uniqueById,
  type SlipPick,
  type SlipQuote,
} from './model.ts';

const statistics = statisticsSchema.parse(sportsExamples.getStatistics.response);

describe('tabs and counts', () => {
  it('maps tabs to the service types; all walks live, today, early', () => {
    expect(statisticsTypesOf('live')).toEqual([1]);
    expect(statisticsTypesOf('today')).toEqual([3]);
    expect(statisticsTypesOf('early')).toEqual([4]);
    expect(statisticsTypesOf('champions')).toEqual([7]);
    expect(statisticsTypesOf('all')).toEqual([1, 3, 4]);
    expect(statisticsTypesOf('follow')).toEqual([]);
  });

  it('counts every one of the 17 sports from match/statistical', () => {
    const live = sportCounts(statistics, 'live');
    expect(live.size).toBe(17);
    expect(live.get(1)).toBe(9);
    expect(live.get(3)).toBe(3);
    expect(live.get(2)).toBe(0);
    expect(sportCounts(statistics, 'all').get(1)).toBe(9 + 40 + 210);
    expect(tabCount(statistics, 'champions', 1)).toBe(6);
    expect(sportCounts(null, 'today').get(1)).toBe(0);
  });

  it('counts the follow list in the follow tab', () => {
    const counts = sportCounts(statistics, 'follow', (id) => (id === 1 ? ['90001', '90002'] : []));
    expect(counts.get(1)).toBe(2);
    expect(counts.get(SPORTS[1]!.id)).toBe(0);
  });
});

describe('the results day', () => {
  it('is the sports service’s day (UTC+8), whatever the browser’s zone', () => {
    // 15:59 UTC is 23:59 in UTC+8; 16:00 UTC starts the next service day, where a match that
    // starts then is listed (the service reads the day's range in UTC+8)
    expect(sportsToday(Date.UTC(2026, 10, 23, 15, 59, 59))).toBe('2026-11-23');
    expect(sportsToday(Date.UTC(2026, 10, 23, 16, 0, 0))).toBe('2026-11-24');
    expect(sportsToday(Date.UTC(2026, 10, 23, 23, 30, 0))).toBe('2026-11-24');
    expect(sportsToday(Date.UTC(2026, 10, 22, 20, 0, 0))).toBe('2026-11-23');
  });
});

describe('settings', () => {
  it('type 1 is European and type 2 Hong Kong, then the other domain formats', () => {
    expect(oddsFormatForSetting(1)).toBe('decimal');
    expect(oddsFormatForSetting(2)).toBe('hongkong');
    expect(oddsFormatForSetting(6)).toBe('fractional');
    expect(oddsFormatForSetting(99)).toBe('decimal');
  });

  it('round-trips through the stored numbers', () => {
    const stored = storedSettingsOf({ oddsFormat: 'american', oddsChange: 'better' });
    expect(stored).toEqual({ oddsFormat: 5, oddsChange: 2 });
    expect(sportsSettingsOf(parseSettings(JSON.stringify(stored)))).toEqual({
      oddsFormat: 'american',
      oddsChange: 'better',
    });
    expect(sportsSettingsOf(parseSettings(null))).toEqual({
      oddsFormat: 'decimal',
      oddsChange: 'any',
    });
  });

  it('Hong Kong shows price − 1', () => {
    expect(formatOdds(2.1, oddsFormatForSetting(2))).toBe('1.1');
  });
});

describe('markets', () => {
  it('builds the category tabs from the match tabs (mty, pe), every market once', () => {
    const tabs = marketTabsOf(exampleMatchDetail);
    expect(tabs.map((t) => t.category)).toEqual(['p', 'c', 'f']);
    expect(tabs[0]!.markets.map((m) => m.id)).toEqual(['m-90001-1', 'm-90001-2']);
    expect(tabs[1]!.markets).toEqual([]);
  });

  it('puts markets no tab names under their own category', () => {
    const tabs = marketTabsOf({ tabs: [], markets: exampleMatch.markets });
    expect(tabs).toEqual([{ category: 'p', markets: exampleMatch.markets }]);
  });

  it('picks the full time result for a row (domain’s headlineMarket)', () => {
    expect(headlineMarket(exampleMatch)?.id).toBe('m-90001-1');
    expect(headlineMarket({ markets: [] })).toBeUndefined();
  });

  it('searches teams and league, ignoring case and accents', () => {
    expect(matchesSearch(exampleMatch, 'hanoi')).toBe(true);
    expect(matchesSearch(exampleMatch, 'LEAGUE')).toBe(true);
    expect(
      matchesSearch({ ...exampleMatch, home: { ...exampleMatch.home, na: 'Đà Nẵng' } }, 'da nang'),
    ).toBe(true);
    expect(matchesSearch(exampleMatch, 'arsenal')).toBe(false);
    expect(matchesSearch(exampleMatch, '  ')).toBe(true);
  });

  it('keeps the first of duplicate rows', () => {
    expect(uniqueById([{ id: 1, a: 1 }, { id: 2 }, { id: 1, a: 2 }])).toEqual([
      { id: 1, a: 1 },
      { id: 2 },
    ]);
  });
});

const pick = (matchId: number, selectionId: string, pickedPrice: number): SlipPick => ({
  matchId,
  marketId: `m-${matchId}`,
  selectionId,
  sid: 1,
  matchName: `Match ${matchId}`,
  marketName: 'Full time result',
  label: selectionId,
  pickedPrice,
});
const quote = (selectionId: string, price: number, extra: Partial<SlipQuote> = {}): SlipQuote => ({
  selectionId,
  price,
  status: 'open',
  minStake: '1.00',
  maxStake: '500.00',
  ...extra,
});
const quotesOf = (...list: SlipQuote[]) => new Map(list.map((q) => [q.selectionId, q]));

describe('the slip as domain’s legs', () => {
  it('pairs each pick with its quote, or none yet', () => {
    const a = pick(1, 'a', 2);
    const b = pick(2, 'b', 3);
    expect(slipLegsOf([a, b], quotesOf(quote('a', 2.1)))).toEqual([
      { selectionId: 'a', matchId: 1, pickedPrice: 2, quote: quote('a', 2.1) },
      { selectionId: 'b', matchId: 2, pickedPrice: 3, quote: null },
    ]);
  });
});
