import type { AdminCampaignDocument } from '@touchline/api';
import {
  CURRENCIES,
  NEWBIE_TASKS,
  epochToWallClock,
  SPORTS_UTC_OFFSET_HOURS,
  wallClockToEpoch,
} from '@touchline/domain';

/**
 * The campaign editor's pure helpers: times as the operator types them (UTC+8, the site's clock,
 * as the spec sets campaign periods) and immutable edits of the draft by path.
 */

/** An instant as a `datetime-local` value at UTC+8. */
export function toWallInput(ms: number): string {
  return epochToWallClock(ms, SPORTS_UTC_OFFSET_HOURS).slice(0, 16).replace(' ', 'T');
}

/** A `datetime-local` value read at UTC+8; null when it is not a whole time. */
export function fromWallInput(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  return wallClockToEpoch(`${value.replace('T', ' ')}:00`, SPORTS_UTC_OFFSET_HOURS);
}

export type Path = readonly (string | number)[];

/** `value` with `path` set to `next` (each object and array on the way copied). */
export function setIn<T>(value: T, path: Path, next: unknown): T {
  if (path.length === 0) return next as T;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = setIn(copy[head as number], rest, next);
    return copy as T;
  }
  const record = (value ?? {}) as Record<string, unknown>;
  return { ...record, [head!]: setIn(record[head as string], rest, next) } as T;
}

/** The value at `path`, if any. */
export function getIn(value: unknown, path: Path): unknown {
  let at = value;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string | number, unknown>)[key];
  }
  return at;
}

/** A text of the four languages. */
export function isLocalized(value: unknown): value is Record<'en' | 'zh-cn' | 'vi' | 'th', string> {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    ['en', 'zh-cn', 'vi', 'th'].every(
      (l) => typeof (value as Record<string, unknown>)[l] === 'string',
    )
  );
}

/** An amount per wallet currency. */
export function isCurrencyCode(key: string | number): boolean {
  return (CURRENCIES as readonly unknown[]).includes(key);
}

/** A new empty text of the four languages (the server asks for each before it saves). */
export const emptyText = () => ({ en: '', 'zh-cn': '', vi: '', th: '' });

/** Whether the draft differs from what is stored. */
export function isDirty(draft: AdminCampaignDocument, stored: AdminCampaignDocument): boolean {
  return JSON.stringify(draft) !== JSON.stringify(stored);
}

/** The mechanics' fields labelled in the centre's words (others by their index or currency). */
export const MECHANICS_FIELDS = [
  'percent',
  'minDeposit',
  'cap',
  'wageringMultiple',
  'firstDepositOnly',
  'steps',
  'task',
  'reward',
  'dailyRewards',
  'resetOnMiss',
  'products',
  'period',
  'maxPerPeriod',
  'prizes',
  'leagues',
  'sportId',
  'segments',
  'label',
  'prize',
  'weight',
  'depositPerSpin',
  'dailyFreeSpins',
] as const;

/** The values of the kinds' choices (a newbie task, a rebate's period, a product). */
export const MECHANICS_CHOICES = [
  ...NEWBIE_TASKS,
  'day',
  'week',
  'month',
  'sports',
  'games',
] as const;

/** The widths a draft is previewed at: a phone's and a desktop's (px). */
export const PREVIEW_WIDTHS = [375, 1280] as const;
export type PreviewWidth = (typeof PREVIEW_WIDTHS)[number];

/**
 * The entry an operator's "add" appends to a mechanics list (ADR 036): a day or a prize like the
 * last one (its amounts to change), the first task not in the list yet with the last step's
 * reward, a league to name, a segment to label with the last prize and a weight of 1; undefined
 * when the list can take no other (every task is in it).
 */
export function newMechanicsEntry(field: string, list: readonly unknown[]): unknown {
  const last = list.at(-1);
  const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  switch (field) {
    case 'steps': {
      const used = new Set(list.map((s) => (s as { task: string }).task));
      const task = NEWBIE_TASKS.find((x) => !used.has(x));
      if (task === undefined) return undefined;
      const reward = (last as { reward?: object } | undefined)?.reward;
      return { task, reward: reward ? copy(reward) : zeroAmounts() };
    }
    case 'leagues':
      return '';
    case 'segments': {
      const prize = [...list]
        .reverse()
        .map((s) => (s as { prize: object | null }).prize)
        .find((p) => p !== null);
      return { label: emptyText(), prize: prize ? copy(prize) : null, weight: 1 };
    }
    default:
      return last === undefined ? zeroAmounts() : copy(last);
  }
}

/** An amount of zero in every currency (VND without decimals, as the catalogue writes it). */
function zeroAmounts(): Record<string, string> {
  return Object.fromEntries(CURRENCIES.map((c) => [c, c === 'VND' ? '0' : '0.00']));
}
