import {
  Big,
  decimalPlaces,
  ROUND_DOWN,
  ROUND_HALF_UP,
  toDecimal,
  toFixedText,
  trimTrailingZeros,
} from './decimal.ts';

/** Every way a price can be displayed. Prices are always stored and sent as decimal odds. */
export const ODDS_FORMATS = [
  'decimal',
  'hongkong',
  'malay',
  'indonesian',
  'american',
  'fractional',
] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

export function isOddsFormat(value: unknown): value is OddsFormat {
  return typeof value === 'string' && (ODDS_FORMATS as readonly string[]).includes(value);
}

/**
 * The stored odds type setting of each display format: 1 European (decimal) and 2 Hong Kong as
 * the spec says, then the other formats the site displays. The one mapping for every page.
 */
export const ODDS_FORMAT_SETTINGS: readonly { setting: number; format: OddsFormat }[] =
  Object.freeze([
    { setting: 1, format: 'decimal' },
    { setting: 2, format: 'hongkong' },
    { setting: 3, format: 'malay' },
    { setting: 4, format: 'indonesian' },
    { setting: 5, format: 'american' },
    { setting: 6, format: 'fractional' },
  ] as const);

/** The display format of a stored odds type setting; decimal for one it does not know. */
export function oddsFormatForSetting(setting: number): OddsFormat {
  return ODDS_FORMAT_SETTINGS.find((f) => f.setting === setting)?.format ?? 'decimal';
}

/** The stored odds type setting of a display format (1 for one it does not know). */
export function settingForOddsFormat(format: OddsFormat): number {
  return ODDS_FORMAT_SETTINGS.find((f) => f.format === format)?.setting ?? 1;
}

/** The numeric odds type the sports service understands for a format (1 European, 2 Hong Kong). */
export function oddsTypeForFormat(format: OddsFormat): 1 | 2 {
  return format === 'hongkong' ? 2 : 1;
}

const NO_PRICE = '-';

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

function asFraction(value: Big): string {
  const places = decimalPlaces(value);
  const denominator = 10n ** BigInt(places);
  const numerator = BigInt(value.times(new Big(denominator.toString())).toFixed(0));
  const divisor = gcd(numerator, denominator);
  return `${numerator / divisor}/${denominator / divisor}`;
}

/** How many decimals a price shows in the decimal, Hong Kong, Malay and Indonesian formats. */
export const ODDS_DISPLAY_DECIMALS = 2;

/**
 * A price as text in the chosen format, exactly (no binary-float artefacts). The spec's one
 * rule for decimals is Hong Kong's "two decimals": every format with decimals shows two,
 * rounded half up, so a price reads the same in decimal and Hong Kong (`2.46` and `1.46`) and a
 * combined price (`46.96275`) reads as a single one does (`46.96`).
 */
function displayPrice(p: Big | null, format: OddsFormat): string {
  if (!p || p.lte(1)) return NO_PRICE;
  const profit = p.minus(1);
  const places = ODDS_DISPLAY_DECIMALS;
  switch (format) {
    case 'hongkong':
      return trimTrailingZeros(toFixedText(profit, places, ROUND_HALF_UP));
    case 'malay':
      return toFixedText(p.lte(2) ? profit : new Big(-1).div(profit), places, ROUND_HALF_UP);
    case 'indonesian':
      return toFixedText(p.lt(2) ? new Big(-1).div(profit) : profit, places, ROUND_HALF_UP);
    case 'american':
      return p.gte(2)
        ? `+${profit.times(100).toFixed(0, ROUND_HALF_UP)}`
        : `-${new Big(100).div(profit).toFixed(0, ROUND_HALF_UP)}`;
    case 'fractional':
      return asFraction(profit);
    case 'decimal':
    default:
      return toFixedText(p, places, ROUND_HALF_UP);
  }
}

/** How many price texts `formatOdds` keeps (format and price → text, a few dozen bytes each). */
const FORMATTED_MAX = 4_096;
const formatted = new Map<string, string>();

/**
 * A decimal price as text in the chosen format (see `ODDS_DISPLAY_DECIMALS`). A price that is
 * not finite or is at most 1 has no display: `-`.
 */
export function formatOdds(price: number, format: OddsFormat): string {
  if (typeof price !== 'number') return NO_PRICE;
  // a book's prices are few and shown over and over (a live list formats each move): each
  // price's text is worked out once per format, in a cache that starts again when it is full
  const key = `${format} ${price}`;
  let text = formatted.get(key);
  if (text === undefined) {
    if (formatted.size >= FORMATTED_MAX) formatted.clear();
    formatted.set(key, (text = displayPrice(toDecimal(price), format)));
  }
  return text;
}

/**
 * A decimal price given as exact decimal text — a parlay's combined price from `combinedPrice`
 * or `slipTotals` — in the chosen format, by the same rule as `formatOdds`, without going
 * through a binary float. Text that is not a price above 1 gives `-`.
 */
export function formatOddsText(price: string | null | undefined, format: OddsFormat): string {
  if (typeof price !== 'string') return NO_PRICE;
  return displayPrice(toDecimal(price), format);
}

/**
 * The decimal price of an accumulator: the exact product of its legs' prices, as text.
 * Null when there are no legs or a leg has no valid price.
 */
export function combinedPrice(prices: readonly number[]): string | null {
  if (prices.length === 0) return null;
  let product = new Big(1);
  for (const price of prices) {
    const p = typeof price === 'number' ? toDecimal(price) : null;
    if (!p || p.lte(1)) return null;
    product = product.times(p);
  }
  return product.toString();
}

/**
 * The price of a parlay: the product of its legs' prices rounded down to hundredths, as text —
 * the price the slip shows, the order keeps and the return is paid at, so the shown odds times
 * the stake is the shown return to the cent (and the rounding never favours the house's copy
 * over the player's: both read this). Once legs are settled, their factors take the prices'
 * place (1 void, (1 + price)/2 half won, 1/2 half lost). Null when there are no legs or one is
 * not a positive number.
 */
export function parlayPrice(factors: readonly (number | string)[]): string | null {
  if (factors.length === 0) return null;
  let product = new Big(1);
  for (const factor of factors) {
    const f = typeof factor === 'number' || typeof factor === 'string' ? toDecimal(factor) : null;
    if (!f || f.lte(0)) return null;
    product = product.times(f);
  }
  return toFixedText(product, ODDS_DISPLAY_DECIMALS, ROUND_DOWN);
}

/** How a bet treats a price that moved since the player saw it. */
export const ODDS_CHANGE_POLICIES = ['any', 'better', 'none'] as const;
export type OddsChangePolicy = (typeof ODDS_CHANGE_POLICIES)[number];

/** The settings value `oddsChange` (1 accept any, 2 accept better, 3 accept none) as a policy. */
export function oddsChangePolicyForSetting(setting: number): OddsChangePolicy {
  if (setting === 2) return 'better';
  if (setting === 3) return 'none';
  return 'any';
}

export function oddsChangeSettingForPolicy(policy: OddsChangePolicy): 1 | 2 | 3 {
  return policy === 'better' ? 2 : policy === 'none' ? 3 : 1;
}

/** Whether a bet asked at `requested` may be placed at `current` under the policy. */
export function acceptsPriceChange(
  requested: number,
  current: number,
  policy: OddsChangePolicy,
): boolean {
  const asked = toDecimal(requested);
  const now = toDecimal(current);
  if (!asked || !now || asked.lte(1) || now.lte(1)) return false;
  if (now.eq(asked)) return true;
  if (policy === 'any') return true;
  if (policy === 'better') return now.gt(asked);
  return false;
}

/**
 * Direction of a price move, for the up/down flash. Two finite numbers compare exactly as the
 * decimals they were written as (each number's shortest decimal text lies in its own, ordered
 * rounding interval), so no decimal is built: a live list asks this hundreds of times a second.
 */
export function priceMovement(
  previous: number | null | undefined,
  next: number,
): 'up' | 'down' | null {
  if (typeof previous !== 'number' || typeof next !== 'number') return null;
  if (!Number.isFinite(previous) || !Number.isFinite(next) || previous === next) return null;
  return next > previous ? 'up' : 'down';
}
