import { formatMinor, parseAmountToMinor } from '@touchline/domain';

/**
 * The exact sum of decimal amounts as text with two places, through integer minor units:
 * amounts that are not valid (empty, `.`, more than two places) count as nothing.
 */
export function sumAmounts(amounts: readonly (string | null | undefined)[]): string {
  let total = 0n;
  for (const amount of amounts) {
    const minor = typeof amount === 'string' ? parseAmountToMinor(amount, 2) : null;
    if (minor !== null) total += minor;
  }
  return formatMinor(total, 2);
}

/** Whether a typed stake is an amount above zero. */
export function isPositiveAmount(amount: string | null | undefined): boolean {
  const minor = typeof amount === 'string' ? parseAmountToMinor(amount, 2) : null;
  return minor !== null && minor > 0n;
}
