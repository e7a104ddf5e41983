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

/** `Etc/GMT-8` is UTC+8: the IANA `Etc/GMT` names carry POSIX's sign, west positive. */
const ETC_GMT = /^Etc\/GMT([+-])(\d{1,2})$/;
const UTC_NAMES = new Set(['UTC', 'Etc/UTC', 'Etc/GMT', 'Etc/Universal', 'Etc/Zulu', 'GMT']);

/**
 * Minutes east of UTC of a zone whose name fixes its offset for all time (`UTC`, `Etc/GMT-8`);
 * null for any other zone. Such a zone needs no time-zone data: its calendar parts are the
 * UTC parts of the shifted instant, with none of the cost of the first `Intl.DateTimeFormat`
 * that names a zone (ICU loads its zone data then: 66–82 ms on a phone-class CPU, issue 16).
 */
function fixedOffsetMinutes(timeZone: string): number | null {
  if (UTC_NAMES.has(timeZone)) return 0;
  const m = ETC_GMT.exec(timeZone);
  if (!m) return null;
  const hours = Number(m[2]);
  // the zone database's range: Etc/GMT-14 (UTC+14) to Etc/GMT+12 (UTC-12)
  if (m[1] === '-' ? hours > 14 : hours > 12) return null;
  return m[1] === '-' ? hours * 60 : -hours * 60;
}

const two = (n: number) => String(n).padStart(2, '0');

/** The calendar parts of an instant in a zone with a fixed offset, by arithmetic. */
function shiftedParts(epochMs: number, offsetMinutes: number): DateParts {
  const d = new Date(Math.floor(epochMs / 60_000) * 60_000 + offsetMinutes * 60_000);
  return {
    year: String(d.getUTCFullYear()),
    month: two(d.getUTCMonth() + 1),
    day: two(d.getUTCDate()),
    hour: two(d.getUTCHours()),
    minute: two(d.getUTCMinutes()),
  };
}

/**
 * The calendar parts of an instant in an IANA zone; null for a time that is not a valid epoch.
 * An unknown zone throws a RangeError (a programming error, not bad data).
 */
function zonedParts(epochMs: number, timeZone: string): DateParts | null {
  const fixed = fixedOffsetMinutes(timeZone);
  const formatter = fixed === null ? formatterFor(timeZone) : null;
  if (typeof epochMs !== 'number' || !Number.isFinite(epochMs) || Math.abs(epochMs) > 8.64e15) {
    return null;
  }
  if (formatter === null) return shiftedParts(epochMs, fixed!);
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
