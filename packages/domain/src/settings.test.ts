import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  LOCAL_STORAGE_KEYS,
  RETIRED_LOCAL_STORAGE_KEYS,
  parseSettings,
  parseTheme,
  SESSION_STORAGE_KEYS,
} from './index.ts';

describe('parseSettings', () => {
  it('defaults both fields to 1', () => {
    expect(DEFAULT_SETTINGS).toEqual({ oddsFormat: 1, oddsChange: 1 });
    expect(parseSettings(null)).toEqual({ oddsFormat: 1, oddsChange: 1 });
    expect(parseSettings('')).toEqual({ oddsFormat: 1, oddsChange: 1 });
  });
  it('reads stored values', () => {
    expect(parseSettings('{"oddsFormat":2,"oddsChange":3}')).toEqual({
      oddsFormat: 2,
      oddsChange: 3,
    });
    expect(parseSettings('{"oddsFormat":"2"}')).toEqual({ oddsFormat: 2, oddsChange: 1 });
  });
  it('replaces damaged fields by their default', () => {
    expect(parseSettings('{"oddsFormat":-1,"oddsChange":1.5}')).toEqual({
      oddsFormat: 1,
      oddsChange: 1,
    });
    expect(parseSettings('{"oddsFormat":null,"oddsChange":"x"}')).toEqual({
      oddsFormat: 1,
      oddsChange: 1,
    });
    expect(parseSettings('not json')).toEqual({ oddsFormat: 1, oddsChange: 1 });
    expect(parseSettings('7')).toEqual({ oddsFormat: 1, oddsChange: 1 });
  });
});

describe('themes and storage keys', () => {
  it('is dark unless light is stored', () => {
    expect(parseTheme(null)).toBe('dark');
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme('LIGHT')).toBe('dark');
  });
  it('names every local and session storage key of the spec once', () => {
    const local = Object.values(LOCAL_STORAGE_KEYS);
    expect(local).toHaveLength(12);
    expect(new Set(local).size).toBe(local.length);
    // the secrets earlier versions kept are only ever deleted, and no live key reuses their names
    for (const retired of RETIRED_LOCAL_STORAGE_KEYS) expect(local).not.toContain(retired);
    expect(Object.values(SESSION_STORAGE_KEYS)).toEqual(['inviteCode', 'referCode']);
  });
});
