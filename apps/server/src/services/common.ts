import { createHmac, randomInt } from 'node:crypto';
import {
  epochToWallClock,
  formatMinor,
  SPORTS_DAY_ZONE_NAME,
  SPORTS_UTC_OFFSET_HOURS,
} from '@touchline/domain';
import type { Queryable } from '../db/database.ts';

/** Integer minor units (a bigint column) as the wire's decimal text: `125050n` → `"1250.50"`. */
export function money(minor: bigint | number | string | null | undefined): string {
  return formatMinor(BigInt(minor ?? 0));
}

/** A timestamp column as epoch milliseconds. */
export function epochMs(value: Date | string | number | null | undefined): number {
  if (value === null || value === undefined) return 0;
  return new Date(value).getTime();
}

/** A keyed hash for short secrets (SMS codes, tickets): useless without the server's secret. */
export function secretHash(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Random text from an alphabet without look-alike characters (no 0/O, 1/I/L). */
export function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** A JSON setting of the operator (site_settings), or null when it is not set. */
export async function setting<T>(q: Queryable, key: string): Promise<T | null> {
  const [row] = await q.query<{ value: T }>('select value from site_settings where key = $1', [
    key,
  ]);
  return row ? row.value : null;
}

export async function saveSetting(q: Queryable, key: string, value: unknown): Promise<void> {
  await q.query(
    `insert into site_settings (key, value) values ($1, $2::jsonb)
     on conflict (key) do update set value = excluded.value`,
    [key, JSON.stringify(value)],
  );
}

/**
 * A time as a refusal names it: wall clock at UTC+8, the site's zone (ADR 015), labelled —
 * a chat ban's end, a maintenance window, a time-out's end.
 */
export const shownTime = (ms: number) =>
  `${epochToWallClock(ms, SPORTS_UTC_OFFSET_HOURS).slice(0, 16)} ${SPORTS_DAY_ZONE_NAME}`;
