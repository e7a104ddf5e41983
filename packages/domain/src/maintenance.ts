import { MAINTENANCE_UTC_OFFSET_HOURS } from './constants.ts';
import { wallClockToEpoch } from './sports-day.ts';

export interface SiteMaintenanceInfo {
  status: number;
  point: readonly (number | string)[] | string;
}

/** A maintenance notice's status: 1 while maintenance is on, 0 otherwise. */
export const MAINTENANCE_STATUS = Object.freeze({ off: 0, on: 1 } as const);
export type MaintenanceStatus = (typeof MAINTENANCE_STATUS)[keyof typeof MAINTENANCE_STATUS];

/** A stored or sent status as the contract's 0 or 1: on only when it is 1 (or `"1"`). */
export function maintenanceStatusOf(status: unknown): MaintenanceStatus {
  return Number(status) === MAINTENANCE_STATUS.on ? MAINTENANCE_STATUS.on : MAINTENANCE_STATUS.off;
}

/** The maintenance point that stands for the whole site. */
export const SITE_MAINTENANCE_POINT = 0;

function points(point: SiteMaintenanceInfo['point']): number[] {
  const items = typeof point === 'string' ? point.split(',') : Array.isArray(point) ? point : [];
  return items
    .map((p) => (typeof p === 'string' ? p.trim() : p))
    .filter((p) => p !== '')
    .map(Number)
    .filter(Number.isFinite);
}

/** The whole site is in maintenance when status is 1 and the point list includes 0. */
export function isSiteInMaintenance(info: SiteMaintenanceInfo | null | undefined): boolean {
  if (!info || maintenanceStatusOf(info.status) !== MAINTENANCE_STATUS.on) return false;
  return points(info.point).includes(SITE_MAINTENANCE_POINT);
}

/** A lobby or game is in maintenance while now lies between its start and end (epoch ms, inclusive). */
export function isInMaintenanceWindow(
  w: { startTimestamp: number; endTimestamp: number } | null | undefined,
  now: number,
): boolean {
  if (!w) return false;
  const { startTimestamp: start, endTimestamp: end } = w;
  if (![start, end, now].every((n) => typeof n === 'number' && Number.isFinite(n))) return false;
  return start <= now && now <= end;
}

const TIMESTAMP =
  /(?<!\d)(\d{4})[-/](\d{1,2})[-/](\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?(?!\d)|(?<![\d.])(\d{13}|\d{10})(?![\d.])/g;

/** A wall-clock time of a message (its parts as written), read at UTC+8. */
function wallClockUtc8(
  y: string,
  mo: string,
  d: string,
  h: string,
  mi: string,
  s = '0',
): number | null {
  const two = (part: string) => part.padStart(2, '0');
  return wallClockToEpoch(
    `${y}-${two(mo)}-${two(d)} ${two(h)}:${two(mi)}:${two(s)}`,
    MAINTENANCE_UTC_OFFSET_HOURS,
  );
}

/**
 * The maintenance period announced in a message: its first two timestamps, written as
 * `YYYY-MM-DD HH:mm[:ss]` (read as UTC+8) or as 10/13-digit epoch seconds/milliseconds.
 * Null when the message holds fewer than two.
 */
export function parseMaintenanceRange(message: string): { start: number; end: number } | null {
  if (typeof message !== 'string') return null;
  const found: number[] = [];
  for (const m of message.matchAll(TIMESTAMP)) {
    const epoch = m[7];
    const value = epoch
      ? epoch.length === 13
        ? Number(epoch)
        : Number(epoch) * 1000
      : wallClockUtc8(m[1]!, m[2]!, m[3]!, m[4]!, m[5]!, m[6]);
    if (value !== null) found.push(value);
    if (found.length === 2) return { start: found[0]!, end: found[1]! };
  }
  return null;
}
