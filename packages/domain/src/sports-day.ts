/**
 * The sports service's days and wall-clock times, at a fixed offset from UTC that the caller
 * passes in (the service runs on UTC+8: `SPORTS_UTC_OFFSET_HOURS`). Pure: no clock is read.
 */

/** The sports service's offset from UTC, in hours. */
export const SPORTS_UTC_OFFSET_HOURS = 8;
/** The same zone as an IANA name, for `Intl` (the sign of `Etc/` zones is reversed). */
export const SPORTS_DAY_TIME_ZONE = 'Etc/GMT-8';
/** The same zone as people read it, `UTC+8`: the results page names it next to its times. */
export const SPORTS_DAY_ZONE_NAME = `UTC+${SPORTS_UTC_OFFSET_HOURS}`;

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

function offsetMs(offsetHours: number): number {
  if (!Number.isFinite(offsetHours) || Math.abs(offsetHours) > 14) {
    throw new RangeError(`offsetHours must be a number from -14 to 14, got ${offsetHours}`);
  }
  return offsetHours * HOUR_MS;
}

/** The end (exclusive, epoch ms) of the day at that offset which holds `now`. */
export function endOfDayAt(now: number, offsetHours: number): number {
  const offset = offsetMs(offsetHours);
  return Math.floor((now + offset) / DAY_MS) * DAY_MS + DAY_MS - offset;
}

/** `"2026-11-22 00:00:00"` read at that offset, as epoch ms; null when it is not such a time. */
export function wallClockToEpoch(text: string, offsetHours: number): number | null {
  const offset = offsetMs(offsetHours);
  const m = typeof text === 'string' ? WALL_CLOCK.exec(text.trim()) : null;
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  // Date.UTC reads the years 0–99 as 1900–1999: the full year is set on its own
  const back = new Date(Date.UTC(2000, mo - 1, d, h, mi, s));
  back.setUTCFullYear(y, mo - 1, d);
  const ms = back.getTime();
  if (
    back.getUTCFullYear() !== y ||
    back.getUTCMonth() !== mo - 1 ||
    back.getUTCDate() !== d ||
    h > 23 ||
    mi > 59 ||
    s > 59
  ) {
    return null;
  }
  return ms - offset;
}

/** Epoch ms as `YYYY-MM-DD HH:mm:ss` wall-clock text at that offset. */
export function epochToWallClock(ms: number, offsetHours: number): string {
  return new Date(ms + offsetMs(offsetHours)).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The results day rule: a day of the sportsbook is a calendar day at UTC+8 (00:00:00–23:59:59
 * wall-clock), whatever the reader's zone. The server files a match under the day its kick-off
 * falls on there, the web opens the results on the day `now` falls on there, and a result row
 * shows its date and time there too, so a row never sits under a date other than its own.
 */
export function sportsDayOf(ms: number): string {
  return epochToWallClock(ms, SPORTS_UTC_OFFSET_HOURS).slice(0, 10);
}

/** The first instant (epoch ms) of the sportsbook day holding `ms`. */
export function startOfSportsDay(ms: number): number {
  return endOfDayAt(ms, SPORTS_UTC_OFFSET_HOURS) - DAY_MS;
}

/**
 * The sportsbook days a results picker offers: the day holding `now` and the `count - 1` days
 * before it, newest first, as `YYYY-MM-DD` (results-day rule above).
 */
export function recentSportsDays(now: number, count: number): string[] {
  const today = startOfSportsDay(now);
  return Array.from({ length: Math.max(0, Math.floor(count)) }, (_, i) =>
    sportsDayOf(today - i * DAY_MS),
  );
}

/** How many days of results the results page offers (today and the six before it). */
export const RESULTS_DAYS_OFFERED = 7;
