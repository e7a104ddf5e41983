/**
 * The sports service answered code 8: the response as is (spec §8), for the caller to read.
 * For `match/statistical` it means the sportsbook is in maintenance, and `maintenance` holds the
 * period the message announces (null when it names none).
 */
export interface SportsNotice {
  readonly kind: 'sports-notice';
  readonly code: number;
  readonly msg: string;
  readonly data: unknown;
  readonly maintenance: { start: number; end: number } | null;
}

export function isSportsNotice(value: unknown): value is SportsNotice {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { kind?: unknown }).kind === 'sports-notice'
  );
}
