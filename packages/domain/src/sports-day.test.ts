import { describe, expect, it } from 'vitest';
import {
  calendarDate,
  endOfDayAt,
  epochToWallClock,
  dayRange,
  SPORTS_DAY_TIME_ZONE,
  SPORTS_DAY_ZONE_NAME,
  SPORTS_UTC_OFFSET_HOURS,
  recentSportsDays,
  sportsDayOf,
  startOfSportsDay,
  wallClockToEpoch,
} from './index.ts';

const at = (iso: string) => Date.parse(iso);

describe('the sports day (UTC+8)', () => {
  it('ends at midnight UTC+8, which is 16:00 UTC', () => {
    expect(endOfDayAt(at('2026-11-22T10:00:00Z'), 8)).toBe(at('2026-11-22T16:00:00Z'));
    // 17:00 UTC is already the next day in UTC+8
    expect(endOfDayAt(at('2026-11-22T17:00:00Z'), 8)).toBe(at('2026-11-23T16:00:00Z'));
    // the very start of a day belongs to it
    expect(endOfDayAt(at('2026-11-22T16:00:00Z'), 8)).toBe(at('2026-11-23T16:00:00Z'));
    expect(endOfDayAt(at('2026-11-22T10:00:00Z'), 0)).toBe(at('2026-11-23T00:00:00Z'));
  });

  it('names the same zone for Intl', () => {
    expect(calendarDate(at('2026-11-22T17:00:00Z'), SPORTS_DAY_TIME_ZONE)).toBe('2026-11-23');
    expect(SPORTS_UTC_OFFSET_HOURS).toBe(8);
  });

  it('reads and writes wall-clock text at the offset, both ways', () => {
    expect(wallClockToEpoch('2026-11-22 00:00:00', 8)).toBe(at('2026-11-21T16:00:00Z'));
    expect(epochToWallClock(at('2026-11-21T16:00:00Z'), 8)).toBe('2026-11-22 00:00:00');
    expect(epochToWallClock(wallClockToEpoch('2024-02-29 23:59:59', 8)!, 8)).toBe(
      '2024-02-29 23:59:59',
    );
  });

  it('reads the years 0000 to 0099 as written, not as 1900 to 1999', () => {
    expect(wallClockToEpoch('0050-01-01 08:00:00', 8)).toBe(Date.parse('0050-01-01T00:00:00Z'));
    expect(epochToWallClock(wallClockToEpoch('0099-12-31 23:59:59', 0)!, 0)).toBe(
      '0099-12-31 23:59:59',
    );
    expect(wallClockToEpoch('0000-02-29 00:00:00', 0)).toBe(Date.parse('0000-02-29T00:00:00Z'));
    expect(wallClockToEpoch('0001-02-29 00:00:00', 0)).toBeNull();
  });

  it.each([
    '',
    '2026-11-22',
    '2026-11-22T00:00:00',
    '2026-02-30 00:00:00',
    '2026-11-22 24:00:00',
    '2026-11-22 10:60:00',
  ])('reads %j as no time', (text) => {
    expect(wallClockToEpoch(text, 8)).toBeNull();
  });

  it('files an instant under one sportsbook day, the same one its range holds', () => {
    // 20:00 UTC on the 23rd is 04:00 on the 24th at UTC+8: the results day is the 24th
    const evening = at('2026-11-23T20:00:00Z');
    expect(sportsDayOf(evening)).toBe('2026-11-24');
    expect(sportsDayOf(evening)).toBe(calendarDate(evening, SPORTS_DAY_TIME_ZONE));
    expect(startOfSportsDay(evening)).toBe(at('2026-11-23T16:00:00Z'));
    expect(SPORTS_DAY_ZONE_NAME).toBe('UTC+8');
    for (const iso of ['2026-11-23T15:59:59Z', '2026-11-23T16:00:00Z', '2026-12-31T23:00:00Z']) {
      const ms = at(iso);
      const { beginTime, endTime } = dayRange(sportsDayOf(ms));
      expect(wallClockToEpoch(beginTime, SPORTS_UTC_OFFSET_HOURS)).toBe(startOfSportsDay(ms));
      expect(wallClockToEpoch(endTime, SPORTS_UTC_OFFSET_HOURS)!).toBeGreaterThanOrEqual(ms);
    }
  });

  it('refuses an offset that is not one', () => {
    expect(() => endOfDayAt(0, Number.NaN)).toThrow(RangeError);
    expect(() => epochToWallClock(0, 15)).toThrow(RangeError);
    expect(wallClockToEpoch(null as unknown as string, 8)).toBeNull();
  });
});

describe('recentSportsDays', () => {
  it('is the sportsbook day holding now and the days before it, newest first', () => {
    // 2026-11-25 16:30 UTC is already 11-26 at UTC+8
    expect(recentSportsDays(Date.UTC(2026, 10, 25, 16, 30), 3)).toEqual([
      '2026-11-26',
      '2026-11-25',
      '2026-11-24',
    ]);
    expect(recentSportsDays(Date.UTC(2026, 2, 1, 3, 0), 2)).toEqual(['2026-03-01', '2026-02-28']);
    expect(recentSportsDays(Date.UTC(2026, 2, 1, 3, 0), 0)).toEqual([]);
  });
});
