import { describe, expect, it } from 'vitest';
import { isDiceTarget } from './games/dice.ts';
import {
  autoplayAfterRound,
  diceTargetBounds,
  gameHistoryRange,
  gameMaintenanceWindow,
  RECENT_GAMES_LIMIT,
  rememberRecentGame,
  toggleFavouriteGame,
} from './games-lobby.ts';

describe('gameHistoryRange', () => {
  // 2026-11-22 17:30 UTC is 2026-11-23 01:30 at UTC+8
  const now = Date.UTC(2026, 10, 22, 17, 30);

  it('cuts whole days at UTC+8, ending with the day now falls on there', () => {
    expect(gameHistoryRange('today', now)).toEqual({
      beginTime: '2026-11-23 00:00:00',
      endTime: '2026-11-23 23:59:59',
    });
    expect(gameHistoryRange('7d', now)).toEqual({
      beginTime: '2026-11-17 00:00:00',
      endTime: '2026-11-23 23:59:59',
    });
    expect(gameHistoryRange('30d', now)).toEqual({
      beginTime: '2026-10-25 00:00:00',
      endTime: '2026-11-23 23:59:59',
    });
  });
});

describe('rememberRecentGame', () => {
  it('puts the game first without repeating it, keeping at most the limit', () => {
    expect(rememberRecentGame(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
    const many = Array.from({ length: RECENT_GAMES_LIMIT }, (_, i) => `g${i}`);
    const next = rememberRecentGame(many, 'new');
    expect(next).toHaveLength(RECENT_GAMES_LIMIT);
    expect(next[0]).toBe('new');
    expect(next).not.toContain(`g${RECENT_GAMES_LIMIT - 1}`);
  });
});

describe('toggleFavouriteGame', () => {
  it('adds once and removes', () => {
    expect(toggleFavouriteGame(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleFavouriteGame(['a', 'b'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleFavouriteGame(['a', 'b'], 'a', false)).toEqual(['b']);
  });
});

describe('gameMaintenanceWindow', () => {
  const open = { startTimestamp: null, endTimestamp: null, isMaintain: false };
  const now = 1_000;
  it('is the window holding now, the game first, then its lobby', () => {
    const game = { ...open, startTimestamp: 900, endTimestamp: 1_100 };
    const lobby = { ...open, startTimestamp: 800, endTimestamp: 2_000 };
    expect(gameMaintenanceWindow(game, lobby, now)).toEqual({
      startTimestamp: 900,
      endTimestamp: 1_100,
    });
    expect(gameMaintenanceWindow(open, lobby, now)).toEqual({
      startTimestamp: 800,
      endTimestamp: 2_000,
    });
    const later = { ...open, startTimestamp: 5_000, endTimestamp: 6_000 };
    expect(gameMaintenanceWindow(later, lobby, now)).toEqual({
      startTimestamp: 800,
      endTimestamp: 2_000,
    });
    expect(gameMaintenanceWindow(later, open, now)).toEqual({
      startTimestamp: 5_000,
      endTimestamp: 6_000,
    });
    expect(gameMaintenanceWindow(open, null, now)).toBeNull();
  });

  it("holds every instant when the operator's switch is on", () => {
    const w = gameMaintenanceWindow(open, { ...open, isMaintain: true }, now)!;
    expect(w.startTimestamp <= now && now <= w.endTimestamp).toBe(true);
    expect(gameMaintenanceWindow({ ...open, isMaintain: true }, null, 9e15)).not.toBeNull();
  });
});

describe('autoplayAfterRound', () => {
  const auto = { left: 3, stopOnWin: false, stopBelow: null };
  const round = { win: '0.00', balance: '100.00', stake: '1.00' };
  it('counts down and stops when none are left', () => {
    expect(autoplayAfterRound(auto, round)).toEqual({ ...auto, left: 2 });
    expect(autoplayAfterRound({ ...auto, left: 1 }, round)).toBeNull();
  });
  it('stops on a win when asked, exactly above zero', () => {
    expect(autoplayAfterRound({ ...auto, stopOnWin: true }, { ...round, win: '0.01' })).toBeNull();
    expect(autoplayAfterRound({ ...auto, stopOnWin: true }, round)).not.toBeNull();
    expect(autoplayAfterRound(auto, { ...round, win: '5.00' })).not.toBeNull();
  });
  it('stops under the floor and when the next stake is not covered', () => {
    expect(autoplayAfterRound({ ...auto, stopBelow: '100.01' }, round)).toBeNull();
    expect(autoplayAfterRound({ ...auto, stopBelow: '100.00' }, round)).not.toBeNull();
    expect(autoplayAfterRound(auto, { ...round, balance: '0.99' })).toBeNull();
  });
});

describe('diceTargetBounds', () => {
  it('holds exactly the targets isDiceTarget accepts', () => {
    for (const direction of ['over', 'under'] as const) {
      const { min, max } = diceTargetBounds(direction);
      expect(isDiceTarget(min, direction)).toBe(true);
      expect(isDiceTarget(max, direction)).toBe(true);
      expect(isDiceTarget(min - 1, direction)).toBe(false);
      expect(isDiceTarget(max + 1, direction)).toBe(false);
    }
  });
});
