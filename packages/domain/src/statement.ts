import { SPORTS_UTC_OFFSET_HOURS, wallClockToEpoch } from './sports-day.ts';
import { isValidDate } from './time.ts';

/**
 * The wallet statement (issue 20): every ledger movement shown under one of a few kinds a member
 * reads, filtered by kind and by whole days at UTC+8 (the spec's zone, as the results and the
 * game history read their days), and exported as CSV. This is the one home of the grouping: the
 * server filters by it and the web labels rows by it.
 */

/** The kinds a statement shows and filters by, in the order the filter lists them. */
export const STATEMENT_KINDS = [
  'bet',
  'payout',
  'cash-out',
  'gift',
  'game',
  'award',
  'deposit',
  'withdrawal',
  'adjustment',
] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

/**
 * Each ledger movement type (the server's `MOVEMENT_TYPES`) under its statement kind. A refund
 * of a bet is paid back like a payout; room fees are the room money gifts are; the demo grant
 * is a credit the site gives, like an award; a withdrawal a provider failed is given back as a
 * withdrawal credit.
 */
export const STATEMENT_KIND_OF_MOVEMENT: Readonly<Record<string, StatementKind>> = Object.freeze({
  'bet-stake': 'bet',
  'bet-payout': 'payout',
  'bet-refund': 'payout',
  'cash-out': 'cash-out',
  'gift-sent': 'gift',
  'gift-received': 'gift',
  'room-fee-paid': 'gift',
  'room-fee-received': 'gift',
  'game-transfer-out': 'game',
  'game-transfer-in': 'game',
  'game-stake': 'game',
  'game-win': 'game',
  'game-rollback': 'game',
  'invite-award': 'award',
  'campaign-award': 'award',
  'demo-grant': 'award',
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  adjustment: 'adjustment',
});

export function isStatementKind(value: unknown): value is StatementKind {
  return (STATEMENT_KINDS as readonly unknown[]).includes(value);
}

/** The statement kind of a movement type; a type it does not know is an adjustment. */
export function statementKindOf(movementType: string): StatementKind {
  return Object.hasOwn(STATEMENT_KIND_OF_MOVEMENT, movementType)
    ? STATEMENT_KIND_OF_MOVEMENT[movementType]!
    : 'adjustment';
}

/** The movement types a kind holds (what the server filters the ledger by). */
export function movementTypesOf(kind: StatementKind): string[] {
  return Object.entries(STATEMENT_KIND_OF_MOVEMENT)
    .filter(([, k]) => k === kind)
    .map(([type]) => type);
}

const DAY_MS = 86_400_000;

/** The most days one statement filter may span (a year and a day: a leap year's whole year). */
export const STATEMENT_MAX_DAYS = 366;

export type StatementRange =
  | { ok: true; fromMs: number | null; toMs: number | null }
  | { ok: false; reason: 'badDate' | 'reversed' | 'tooLong' };

/**
 * The instants a filter of whole days (`YYYY-MM-DD`, both ends included, read at UTC+8) covers:
 * from the first instant of `from` to the first instant after `to` (exclusive). Either end may be
 * left open; a range with both ends spans at most `STATEMENT_MAX_DAYS`.
 */
export function statementRange(from?: string | null, to?: string | null): StatementRange {
  const start = (date: string) =>
    isValidDate(date) ? wallClockToEpoch(`${date} 00:00:00`, SPORTS_UTC_OFFSET_HOURS) : null;
  const fromMs = from ? start(from) : null;
  const toStart = to ? start(to) : null;
  if ((from && fromMs === null) || (to && toStart === null))
    return { ok: false, reason: 'badDate' };
  const toMs = toStart === null ? null : toStart + DAY_MS;
  if (fromMs !== null && toMs !== null) {
    if (toMs <= fromMs) return { ok: false, reason: 'reversed' };
    if ((toMs - fromMs) / DAY_MS > STATEMENT_MAX_DAYS) return { ok: false, reason: 'tooLong' };
  }
  return { ok: true, fromMs, toMs };
}

/** Rows the CSV export takes at most (it pages through the statement call up to this many). */
export const STATEMENT_EXPORT_MAX_ROWS = 5_000;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote, a line break or edge spaces,
 * its quotes doubled. A text a spreadsheet would run as a formula (`=`, `+`, `@`, a tab or a
 * carriage return first, or `-` not starting a number) is prefixed with `'`, so an exported
 * reference never becomes a formula; an amount such as `-12.50` stays a number.
 */
export function csvField(value: string | number | bigint | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+@\t\r]/.test(text) || /^-(?!\d+(\.\d+)?$)/.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV text: fields escaped by `csvField`, lines ended with CRLF (RFC 4180). */
export function toCsv(
  rows: readonly (readonly (string | number | bigint | null | undefined)[])[],
): string {
  return rows.map((row) => row.map(csvField).join(',') + '\r\n').join('');
}
