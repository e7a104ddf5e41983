import { DEFAULT_ODDS_CHANGE, DEFAULT_ODDS_FORMAT } from './constants.ts';

/** The app settings kept in local storage: odds type and odds-change acceptance (both default 1). */
export interface Settings {
  oddsFormat: number;
  oddsChange: number;
}

export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  oddsFormat: DEFAULT_ODDS_FORMAT,
  oddsChange: DEFAULT_ODDS_CHANGE,
});

function positiveInteger(value: unknown, fallback: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Stored settings text read back, every missing or damaged field replaced by its default. */
export function parseSettings(raw: string | null | undefined): Settings {
  let value: unknown = null;
  if (typeof raw === 'string' && raw !== '') {
    try {
      value = JSON.parse(raw);
    } catch {
      value = null;
    }
  }
  const record = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return {
    oddsFormat: positiveInteger(record.oddsFormat, DEFAULT_SETTINGS.oddsFormat),
    oddsChange: positiveInteger(record.oddsChange, DEFAULT_SETTINGS.oddsChange),
  };
}

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];
/** The theme when none is stored. */
export const DEFAULT_THEME: Theme = 'dark';

export function parseTheme(raw: string | null | undefined): Theme {
  return raw === 'light' || raw === 'dark' ? raw : DEFAULT_THEME;
}
