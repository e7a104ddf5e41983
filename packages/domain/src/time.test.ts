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

describe('zones whose name fixes their offset (UTC, Etc/GMT±N), read without zone data', () => {
  /** What the zone database says, through Intl: the reference the arithmetic must match. */
  const viaIntl = (epochMs: number, timeZone: string) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(epochMs)
        .map((p) => [p.type, p.value]),
    );
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
  };
  const ours = (epochMs: number, timeZone: string) =>
    `${calendarDate(epochMs, timeZone)} ${formatMatchTime(epochMs, timeZone).slice(6)}`;

  // every half hour and 7 minutes across four years, leap day and year ends included
  const instants = Array.from(
    { length: 600 },
    (_, i) => Date.UTC(2023, 11, 31, 0, 0) + i * (2_338 * 60_000 + 7 * 60_000) + 59_999,
  );
  it.each(['Etc/GMT-8', 'Etc/GMT+5', 'Etc/GMT-14', 'Etc/GMT+12', 'Etc/GMT-0', 'UTC', 'Etc/UTC'])(
    '%s gives the zone database’s calendar parts',
    (zone) => {
      for (const at of instants) expect(ours(at, zone), String(at)).toBe(viaIntl(at, zone));
    },
  );

  it('names their offsets', () => {
    expect(utcOffsetName('Etc/GMT-8', Date.UTC(1970, 0, 1))).toBe('UTC+8');
    expect(utcOffsetName('Etc/GMT+5', Date.UTC(2026, 6, 1))).toBe('UTC-5');
    expect(utcOffsetName('Etc/GMT-14', Date.UTC(2026, 6, 1))).toBe('UTC+14');
  });

  it('agrees with the zone it stands for (Asia/Shanghai has been UTC+8 since 1992)', () => {
    for (const at of instants) {
      expect(formatMatchTime(at, 'Etc/GMT-8')).toBe(formatMatchTime(at, 'Asia/Shanghai'));
    }
  });

  it('still refuses a name outside the database’s range and an invalid instant', () => {
    expect(() => formatMatchTime(0, 'Etc/GMT-15')).toThrow(RangeError);
    expect(() => formatMatchTime(0, 'Etc/GMT+13')).toThrow(RangeError);
    expect(formatMatchTime(Number.NaN, 'Etc/GMT-8')).toBe('-');
    expect(() => calendarDate(Number.POSITIVE_INFINITY, 'UTC')).toThrow(RangeError);
  });
});
