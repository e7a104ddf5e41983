import { describe, expect, it } from 'vitest';
import {
  isInMaintenanceWindow,
  isSiteInMaintenance,
  MAINTENANCE_STATUS,
  maintenanceStatusOf,
  parseMaintenanceRange,
} from './index.ts';

describe('isSiteInMaintenance', () => {
  it.each([
    [{ status: 1, point: [0] }, true],
    [{ status: 1, point: [2, 0, 5] }, true],
    [{ status: 1, point: '0' }, true],
    [{ status: 1, point: '3, 0 ,4' }, true],
    [{ status: 1, point: ['0'] }, true],
    [{ status: 1, point: [1, 2] }, false],
    [{ status: 1, point: '10,20' }, false],
    [{ status: 1, point: '' }, false],
    [{ status: 1, point: [] }, false],
    [{ status: 0, point: [0] }, false],
    [{ status: 2, point: '0' }, false],
    [{ status: 1, point: null }, false],
    [{ status: Number.NaN, point: [0] }, false],
  ])('%j → %s', (info, active) => {
    expect(isSiteInMaintenance(info as Parameters<typeof isSiteInMaintenance>[0])).toBe(active);
  });
  it('is false with no info', () => {
    expect(isSiteInMaintenance(null)).toBe(false);
    expect(isSiteInMaintenance(undefined)).toBe(false);
  });
});

describe('isInMaintenanceWindow', () => {
  const w = { startTimestamp: 1_000, endTimestamp: 2_000 };
  it.each([
    [999, false],
    [1_000, true],
    [1_500, true],
    [2_000, true],
    [2_001, false],
    [Number.NaN, false],
  ])('now %s → %s', (now, inside) => {
    expect(isInMaintenanceWindow(w, now)).toBe(inside);
  });
  it('is false for missing or broken windows', () => {
    expect(isInMaintenanceWindow(null, 1_500)).toBe(false);
    expect(isInMaintenanceWindow({ startTimestamp: Number.NaN, endTimestamp: 2_000 }, 1_500)).toBe(
      false,
    );
    expect(isInMaintenanceWindow({ startTimestamp: 2_000, endTimestamp: 1_000 }, 1_500)).toBe(
      false,
    );
  });
});

describe('parseMaintenanceRange', () => {
  it('reads wall-clock times as UTC+8', () => {
    expect(
      parseMaintenanceRange('体育维护中，维护时间 2024-05-01 02:00:00 至 2024-05-01 06:30:00'),
    ).toEqual({ start: Date.UTC(2024, 3, 30, 18, 0, 0), end: Date.UTC(2024, 3, 30, 22, 30, 0) });
  });
  it('accepts times without seconds and with a T or slashes', () => {
    expect(parseMaintenanceRange('from 2024-01-02 10:00 to 2024/01/02T12:05')).toEqual({
      start: Date.UTC(2024, 0, 2, 2, 0),
      end: Date.UTC(2024, 0, 2, 4, 5),
    });
  });
  it('reads epoch seconds and milliseconds', () => {
    expect(parseMaintenanceRange('maintenance 1714500000 - 1714514400')).toEqual({
      start: 1_714_500_000_000,
      end: 1_714_514_400_000,
    });
    expect(parseMaintenanceRange('[1714500000000,1714514400000]')).toEqual({
      start: 1_714_500_000_000,
      end: 1_714_514_400_000,
    });
  });
  it('mixes forms and takes only the first two', () => {
    expect(
      parseMaintenanceRange('1714500000 then 2024-05-01 06:30:00 and 2030-01-01 00:00:00'),
    ).toEqual({ start: 1_714_500_000_000, end: Date.UTC(2024, 3, 30, 22, 30) });
  });
  it('skips impossible dates and numbers of other lengths', () => {
    expect(parseMaintenanceRange('2024-02-30 10:00 2024-13-01 10:00 12345678901 1.5')).toBeNull();
    expect(
      parseMaintenanceRange('2024-02-30 10:00 2024-02-29 10:00 2024-03-01 25:00 1714514400'),
    ).toEqual({ start: Date.UTC(2024, 1, 29, 2, 0), end: 1_714_514_400_000 });
  });
  it('is null with fewer than two timestamps', () => {
    expect(parseMaintenanceRange('2024-05-01 02:00:00')).toBeNull();
    expect(parseMaintenanceRange('')).toBeNull();
    expect(parseMaintenanceRange('维护中')).toBeNull();
    expect(parseMaintenanceRange(null as unknown as string)).toBeNull();
  });
});

describe('maintenanceStatusOf', () => {
  it.each([
    [1, 1],
    ['1', 1],
    [0, 0],
    [2, 0],
    [null, 0],
    [undefined, 0],
    ['on', 0],
  ] as const)('%j → %s', (status, expected) => {
    expect(maintenanceStatusOf(status)).toBe(expected);
    expect(MAINTENANCE_STATUS.on).toBe(1);
  });
});
