import { describe, expect, it } from 'vitest';
import {
  calendarDate,
  dayRange,
  formatMatchTime,
  formatShortDate,
  isValidDate,
  utcOffsetName,
} from './index.ts';

const t = Date.UTC(2026, 10, 22, 16, 5); // 2026-11-22 16:05 UTC

describe('formatMatchTime', () => {
  it('prints MM-DD HH:mm in the given zone', () => {
    expect(formatMatchTime(t, 'UTC')).toBe('11-22 16:05');
    expect(formatMatchTime(t, 'Asia/Shanghai')).toBe('11-23 00:05');
    expect(formatMatchTime(t, 'Asia/Ho_Chi_Minh')).toBe('11-22 23:05');
    expect(formatMatchTime(t, 'America/New_York')).toBe('11-22 11:05');
  });
  it('uses 24-hour time with midnight as 00', () => {
    expect(formatMatchTime(Date.UTC(2026, 0, 1, 0, 0), 'UTC')).toBe('01-01 00:00');
  });
  it('gives "-" for an invalid time', () => {
    expect(formatMatchTime(Number.NaN, 'UTC')).toBe('-');
    expect(formatMatchTime(9e15, 'UTC')).toBe('-');
    expect(formatMatchTime('123' as unknown as number, 'UTC')).toBe('-');
  });
  it('throws a RangeError for an unknown zone', () => {
    expect(() => formatMatchTime(t, 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('formatShortDate', () => {
  it('is DD-MM for Vietnamese and MM-DD otherwise', () => {
    expect(formatShortDate(t, 'vi', 'UTC')).toBe('22-11');
    expect(formatShortDate(t, 'en', 'UTC')).toBe('11-22');
    expect(formatShortDate(t, 'zh-cn', 'Asia/Shanghai')).toBe('11-23');
    expect(formatShortDate(t, 'th', 'UTC')).toBe('11-22');
    expect(formatShortDate(Number.NaN, 'vi', 'UTC')).toBe('-');
  });
});

describe('calendarDate', () => {
  it('is the day in the zone', () => {
    expect(calendarDate(t, 'UTC')).toBe('2026-11-22');
    expect(calendarDate(t, 'Asia/Shanghai')).toBe('2026-11-23');
    expect(() => calendarDate(Number.NaN, 'UTC')).toThrow(RangeError);
  });
});

describe('dayRange', () => {
  it('spans the whole day', () => {
    expect(dayRange('2026-11-22')).toEqual({
      beginTime: '2026-11-22 00:00:00',
      endTime: '2026-11-22 23:59:59',
    });
    expect(dayRange('2024-02-29').endTime).toBe('2024-02-29 23:59:59');
  });
  it.each([
    '2026-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-11-31',
    '22-11-2026',
    '2026-1-5',
    '',
    'today',
    '２０２６-11-22',
  ])('throws a RangeError for %j', (bad) => {
    expect(() => dayRange(bad)).toThrow(RangeError);
  });
  it('throws for values that are not text', () => {
    expect(() => dayRange(null as unknown as string)).toThrow(RangeError);
    expect(isValidDate(20261122 as unknown as string)).toBe(false);
  });
});

describe('utcOffsetName', () => {
  const NOV_26 = Date.UTC(2026, 10, 26, 12, 0);
  const JUL_1 = Date.UTC(2026, 6, 1, 12, 0);
  it.each([
    ['Etc/GMT-8', NOV_26, 'UTC+8'],
    ['Asia/Shanghai', NOV_26, 'UTC+8'],
    ['Asia/Bangkok', NOV_26, 'UTC+7'],
    ['UTC', NOV_26, 'UTC'],
    ['America/St_Johns', NOV_26, 'UTC-3:30'],
    ['Asia/Kolkata', NOV_26, 'UTC+5:30'],
    ['Asia/Kathmandu', NOV_26, 'UTC+5:45'],
    ['Europe/London', JUL_1, 'UTC+1'],
    ['America/New_York', NOV_26, 'UTC-5'],
  ])('names %s as %s', (zone, at, name) => {
    expect(utcOffsetName(zone, at)).toBe(name);
  });

  it('refuses an instant that is not a time', () => {
    expect(() => utcOffsetName('UTC', Number.NaN)).toThrow(RangeError);
  });
});
