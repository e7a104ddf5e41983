import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';

const { SPORTS, SPORT_IDS, SPORT_KEYS, sportById, sportByKey, isSportId } = domain;

describe('SPORTS', () => {
  it('holds the 17 sports of the spec with stable keys', () => {
    expect(SPORT_IDS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 13, 14, 15, 16, 19, 47, 51, 177, 178]);
    expect(new Set(SPORT_KEYS).size).toBe(17);
    expect(sportById(1)?.key).toBe('soccer');
    expect(sportById('2')?.key).toBe('ice-hockey');
    expect(sportById(178)?.key).toBe('e-basketball');
    for (const key of SPORT_KEYS) expect(key).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
  it('finds nothing for unknown ids and keys', () => {
    expect(sportById(9)).toBeUndefined();
    expect(sportById(null)).toBeUndefined();
    expect(sportById('')).toBeUndefined();
    expect(sportByKey('curling')).toBeUndefined();
    expect(sportByKey(undefined)).toBeUndefined();
    expect(sportByKey('tennis')?.id).toBe(5);
    expect(isSportId(51)).toBe(true);
    expect(isSportId('51')).toBe(false);
    expect(SPORTS).toBeInstanceOf(Array);
  });
});

describe('constants of spec §9', () => {
  it('exports every number by name', () => {
    expect(domain).toMatchObject({
      REQUEST_TIMEOUT_MS: 15_000,
      SINGLE_WALLET_JUMP_TIMEOUT_MS: 10_000,
      BOT_CHECK_TIMEOUT_MS: 6_000,
      SUCCESS_CODE: 200,
      BOT_CHECK_SUCCESS_CODES: [200, 201],
      STREAM_LIST_PAGE: 1,
      STREAM_LIST_PAGE_SIZE: 999,
      DEFAULT_MATCH_PAGE_SIZE: 50,
      DEFAULT_SPORT_ID: 1,
      DEFAULT_ODDS_TYPE: 1,
      HOT_GAMES_LIMIT: 4,
      PLAYER_DEFAULT_SOUND_ON: true,
      PLAYER_DEFAULT_VOLUME: 70,
      DAY_START_TIME: '00:00:00',
      DAY_END_TIME: '23:59:59',
      MAINTENANCE_UTC_OFFSET_HOURS: 8,
      DEFAULT_ODDS_FORMAT: 1,
      DEFAULT_ODDS_CHANGE: 1,
      POPUP_AD_SHOWS_PER_DAY: 1,
      LAZY_IMAGE_PRELOAD_FACTOR: 1.3,
      LAZY_IMAGE_THROTTLE_MS: 200,
      LAZY_IMAGE_ATTEMPTS: 3,
      LAZY_IMAGE_CACHE_SIZE: 200,
      GESTURE_PRESS_MS: 251,
      GESTURE_TAP_INTERVAL_MS: 300,
      DEBUG_CONSOLE_LONG_PRESS_MS: 6_000,
      NAVIGATION_PROGRESS_MINIMUM: 0.08,
      STREAM_STATUS_LIVE: 2,
      MATCH_STATUS_SHOW_START_TIME: 4,
      OTHER_CURRENCY_ID: 200,
    });
    expect(domain.VIP_LEVELS).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(domain.AVATAR_IDS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('createMemoryStorage', () => {
  it('behaves like Web Storage', () => {
    const s = domain.createMemoryStorage({ a: '1' });
    expect(s.getItem('a')).toBe('1');
    expect(s.getItem('b')).toBeNull();
    s.setItem('b', '2');
    expect(s.size).toBe(2);
    s.removeItem('a');
    expect(s.getItem('a')).toBeNull();
    s.clear();
    expect(s.size).toBe(0);
  });
});

describe('periods by sport', () => {
  const { periodKind, periodOf, PERIOD_KINDS } = domain;

  it.each([
    [1, 'half'],
    [2, 'period'],
    [3, 'quarter'],
    [4, 'half'],
    [5, 'tennisSet'],
    [6, 'quarter'],
    [7, 'inning'],
    [8, 'half'],
    [13, 'set'],
    [14, 'innings'],
    [15, 'game'],
    [16, 'frame'],
    [19, 'round'],
    [47, 'game'],
    [51, 'set'],
    [177, 'half'],
    [178, 'quarter'],
  ] as const)('sport %s plays in %ss', (sportId, kind) => {
    expect(periodKind(sportId)).toBe(kind);
    expect(periodKind(String(sportId))).toBe(kind);
  });

  it("gives every sport a kind, and calls an unknown sport's parts periods", () => {
    for (const id of SPORT_IDS) expect(PERIOD_KINDS).toContain(periodKind(id));
    expect(periodKind(999)).toBe('period');
    expect(periodKind(null)).toBe('period');
  });

  it('never calls a soccer half a quarter', () => {
    expect(periodOf(1, 2)).toEqual({ kind: 'half', number: 2 });
    expect(periodOf(3, 2)).toEqual({ kind: 'quarter', number: 2 });
  });

  it('keeps a period that is not a whole number from 1 as the service wrote it', () => {
    expect(periodOf(1, '2')).toEqual({ kind: 'half', number: 2 });
    expect(periodOf(1, 'HT')).toEqual({ kind: 'text', text: 'HT' });
    expect(periodOf(1, 0)).toEqual({ kind: 'text', text: '0' });
    expect(periodOf(1, '1.5')).toEqual({ kind: 'text', text: '1.5' });
    expect(periodOf(1, ' ')).toEqual({ kind: 'text', text: '' });
  });
});
