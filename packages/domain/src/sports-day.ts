/**
 * The sports service's days and wall-clock times, at a fixed offset from UTC that the caller
 * passes in (the service runs on UTC+8: `SPORTS_UTC_OFFSET_HOURS`). Pure: no clock is read.
 */

/** The sports service's offset from UTC, in hours. */
export const SPORTS_UTC_OFFSET_HOURS = 8;
/** The same zone as an IANA name, for `Intl` (the sign of `Etc/` zones is reversed). */
export const SPORTS_DAY_TIME_ZONE = 'Etc/GMT-8';

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
  const ms = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(ms);
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) {
    return null;
  }
  return ms - offset;
}

/** Epoch ms as `YYYY-MM-DD HH:mm:ss` wall-clock text at that offset. */
export function epochToWallClock(ms: number, offsetHours: number): string {
  return new Date(ms + offsetMs(offsetHours)).toISOString().slice(0, 19).replace('T', ' ');
}
