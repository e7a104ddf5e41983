import { describe, expect, it } from 'vitest';
import {
  gameMaintenanceFault,
  GAME_MAINTENANCE_MAX_MS,
  isGameMaintenanceShape,
  isPlaceInMaintenance,
  maintenanceStateOf,
} from './admin-games.ts';

const NOW = Date.UTC(2031, 2, 10, 3, 0);
const HOUR = 3_600_000;

describe('a maintenance window an operator sets', () => {
  it('takes a window that ends after it starts, at most 30 days long, not yet over', () => {
    expect(gameMaintenanceFault({ from: NOW, to: NOW + HOUR }, NOW)).toBeNull();
    expect(gameMaintenanceFault({ from: NOW - HOUR, to: NOW + HOUR }, NOW)).toBeNull();
    expect(gameMaintenanceFault({ from: NOW, to: NOW + GAME_MAINTENANCE_MAX_MS }, NOW)).toBeNull();
  });

  it('names what is wrong', () => {
    expect(gameMaintenanceFault({ from: NOW, to: NOW }, NOW)).toBe('endsBeforeStart');
    expect(gameMaintenanceFault({ from: NOW, to: NOW - 1 }, NOW)).toBe('endsBeforeStart');
    expect(gameMaintenanceFault({ from: NOW, to: NOW + GAME_MAINTENANCE_MAX_MS + 1 }, NOW)).toBe(
      'tooLong',
    );
    expect(gameMaintenanceFault({ from: NOW - 2 * HOUR, to: NOW - HOUR }, NOW)).toBe('alreadyOver');
    expect(gameMaintenanceFault({ from: NOW - HOUR, to: NOW }, NOW)).toBe('alreadyOver');
    expect(gameMaintenanceFault({ from: Number.NaN, to: NOW }, NOW)).toBe('endsBeforeStart');
  });

  it('checks order and length without a clock for the contract', () => {
    expect(isGameMaintenanceShape({ from: 1_000, to: 2_000 })).toBe(true);
    expect(isGameMaintenanceShape({ from: 2_000, to: 1_000 })).toBe(false);
    expect(isGameMaintenanceShape({ from: 0, to: GAME_MAINTENANCE_MAX_MS + 1 })).toBe(false);
  });
});

describe('a lobby or game in maintenance', () => {
  const place = (isMaintain: boolean, start: number | null, end: number | null) => ({
    isMaintain,
    startTimestamp: start,
    endTimestamp: end,
  });

  it('is on while the switch is on, whatever the window', () => {
    expect(maintenanceStateOf(place(true, null, null), NOW)).toBe('on');
    expect(maintenanceStateOf(place(true, NOW - 2 * HOUR, NOW - HOUR), NOW)).toBe('on');
  });

  it('is on while now lies in its window, ends included', () => {
    expect(maintenanceStateOf(place(false, NOW - HOUR, NOW + HOUR), NOW)).toBe('on');
    expect(maintenanceStateOf(place(false, NOW, NOW + HOUR), NOW)).toBe('on');
    expect(maintenanceStateOf(place(false, NOW - HOUR, NOW), NOW)).toBe('on');
    expect(isPlaceInMaintenance(place(false, NOW - HOUR, NOW), NOW + 1)).toBe(false);
  });

  it('is scheduled before its window and off after it or without one', () => {
    expect(maintenanceStateOf(place(false, NOW + 1, NOW + HOUR), NOW)).toBe('scheduled');
    expect(maintenanceStateOf(place(false, NOW - 2 * HOUR, NOW - HOUR), NOW)).toBe('off');
    expect(maintenanceStateOf(place(false, null, null), NOW)).toBe('off');
  });

  it('reads a side left empty as open', () => {
    expect(maintenanceStateOf(place(false, null, NOW + HOUR), NOW)).toBe('on');
    expect(maintenanceStateOf(place(false, NOW - HOUR, null), NOW)).toBe('on');
    expect(maintenanceStateOf(place(false, NOW + HOUR, null), NOW)).toBe('scheduled');
    expect(maintenanceStateOf(place(false, null, NOW - HOUR), NOW)).toBe('off');
  });
});
