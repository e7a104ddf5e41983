/** The multiples of a method's minimum the deposit form offers as quick amounts. */
const QUICK_MULTIPLES = [10n, 50n, 100n, 500n] as const;

/**
 * The quick amounts a deposit form offers for a method's limits (integer minor units): round
 * multiples of the minimum (10, 50, 100 and 500 times it), those within the maximum only. A
 * minimum of 10.00 offers 100, 500, 1,000 and 5,000.
 */
export function cashierQuickAmounts(minMinor: bigint, maxMinor: bigint): bigint[] {
  if (minMinor <= 0n || maxMinor < minMinor) return [];
  return QUICK_MULTIPLES.map((m) => minMinor * m).filter((amount) => amount <= maxMinor);
}
