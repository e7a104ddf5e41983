import { DAY_END_TIME, DAY_START_TIME } from './constants.ts';
import type { Language } from './language.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

type DateParts = Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;

/**
 * The calendar parts of an instant in an IANA zone; null for a time that is not a valid epoch.
 * An unknown zone throws a RangeError (a programming error, not bad data).
 */
function zonedParts(epochMs: number, timeZone: string): DateParts | null {
  const formatter = formatterFor(timeZone);
  if (typeof epochMs !== 'number' || !Number.isFinite(epochMs) || Math.abs(epochMs) > 8.64e15) {
    return null;
  }
  const out: DateParts = { year: '', month: '', day: '', hour: '', minute: '' };
  for (const part of formatter.formatToParts(epochMs)) {
    if (part.type in out) out[part.type as keyof DateParts] = part.value;
  }
  return out;
}

const NO_TIME = '-';

/** `MM-DD HH:mm` in the given zone; `-` for a time that is not a valid epoch. */
export function formatMatchTime(epochMs: number, timeZone: string): string {
  const p = zonedParts(epochMs, timeZone);
  return p ? `${p.month}-${p.day} ${p.hour}:${p.minute}` : NO_TIME;
}

/** `DD-MM` for Vietnamese, `MM-DD` otherwise, in the given zone; `-` for an invalid time. */
export function formatShortDate(epochMs: number, lang: Language, timeZone: string): string {
  const p = zonedParts(epochMs, timeZone);
  if (!p) return NO_TIME;
  return lang === 'vi' ? `${p.day}-${p.month}` : `${p.month}-${p.day}`;
}

/** `YYYY-MM-DD` of an instant in the given zone (the "today" of popup ads and result dates). */
export function calendarDate(epochMs: number, timeZone: string): string {
  const p = zonedParts(epochMs, timeZone);
  if (!p) throw new RangeError(`not a valid time: ${String(epochMs)}`);
  return `${p.year}-${p.month}-${p.day}`;
}

/** Whether `YYYY-MM-DD` names a real calendar day. */
export function isValidDate(date: string): boolean {
  if (typeof date !== 'string') return false;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** The whole day as the sports service's range; an invalid date throws a RangeError. */
export function dayRange(date: string): { beginTime: string; endTime: string } {
  if (!isValidDate(date)) throw new RangeError(`not a valid date (YYYY-MM-DD): ${String(date)}`);
  return { beginTime: `${date} ${DAY_START_TIME}`, endTime: `${date} ${DAY_END_TIME}` };
}

/**
 * A zone's offset from UTC at an instant, as people read it next to a time: `UTC+8`, `UTC-3:30`,
 * `UTC` (the label the site writes beside its times; domain's `SPORTS_DAY_ZONE_NAME` is UTC+8's).
 */
export function utcOffsetName(timeZone: string, epochMs: number): string {
  const p = zonedParts(epochMs, timeZone);
  if (!p) throw new RangeError(`not a valid time: ${String(epochMs)}`);
  const wall = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
  );
  const minutes = Math.round((wall - Math.floor(epochMs / 60_000) * 60_000) / 60_000);
  if (minutes === 0) return 'UTC';
  const abs = Math.abs(minutes);
  const hours = Math.floor(abs / 60);
  const rest = abs % 60;
  return `UTC${minutes < 0 ? '-' : '+'}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}
