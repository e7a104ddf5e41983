/**
 * The 18+ rule (issue 20): the site is for adults only. Registration asks for the date of birth
 * and the server refuses anyone younger than `MINIMUM_AGE` on the day it registers. Days are
 * calendar dates (`YYYY-MM-DD`); "today" is passed in — the server reads it at UTC+8 (ADR 015,
 * `ageRuleDayOf`). Pure: no clock is read.
 */
import { epochToWallClock, SPORTS_UTC_OFFSET_HOURS } from './sports-day.ts';

/** The age a visitor must have reached to use the site. */
export const MINIMUM_AGE = 18;
/** The earliest year a date of birth may be in. */
export const EARLIEST_BIRTH_YEAR = 1900;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

/** `YYYY-MM-DD` as a real calendar date; null when it is not one (e.g. 2023-02-29). */
function parseCalendarDate(text: unknown): CalendarDate | null {
  const m = typeof text === 'string' ? DATE.exec(text) : null;
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function requireDate(text: string, name: string): CalendarDate {
  const date = parseCalendarDate(text);
  if (!date) throw new RangeError(`${name} must be a calendar date YYYY-MM-DD, got ${text}`);
  return date;
}

/**
 * Age in whole years on `today` of someone born on `dateOfBirth` (both `YYYY-MM-DD`): the
 * years since the birth year, less one when this year's birthday has not come yet.
 *
 * A 29 February birthday in a year without one falls on 1 March (the common legal reading, e.g.
 * England and Wales, Hong Kong): born 2008-02-29 is 17 on 2026-02-28 and 18 on 2026-03-01. Dates
 * compare as (month, day), so 28 February is before the birthday and 1 March is on or after it.
 *
 * Throws a RangeError when either text is not a calendar date; negative when today is before
 * the birth.
 */
export function ageOn(dateOfBirth: string, today: string): number {
  const born = requireDate(dateOfBirth, 'dateOfBirth');
  const now = requireDate(today, 'today');
  const years = now.year - born.year;
  const birthdayCame = now.month > born.month || (now.month === born.month && now.day >= born.day);
  return birthdayCame ? years : years - 1;
}

/** Whether someone born on `dateOfBirth` has reached `MINIMUM_AGE` on `today`. */
export function isAdult(dateOfBirth: string, today: string): boolean {
  return ageOn(dateOfBirth, today) >= MINIMUM_AGE;
}

/**
 * Whether `text` is a date of birth the site takes: a real calendar date `YYYY-MM-DD`, in or
 * after `EARLIEST_BIRTH_YEAR`, and not after `today` when it is given (the contract checks the
 * form only; the server passes today to check it is not in the future).
 */
export function isDateOfBirth(text: unknown, today?: string): text is string {
  const date = parseCalendarDate(text);
  if (!date || date.year < EARLIEST_BIRTH_YEAR) return false;
  if (today === undefined) return true;
  const now = parseCalendarDate(today);
  return now !== null && (text as string) <= today;
}

/** The calendar day (`YYYY-MM-DD`) at UTC+8 holding the instant `ms`: the age rule's "today". */
export function ageRuleDayOf(ms: number): string {
  return epochToWallClock(ms, SPORTS_UTC_OFFSET_HOURS).slice(0, 10);
}
