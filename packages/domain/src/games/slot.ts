/**
 * The video slot's rules: reels, the visible window, line and scatter wins, free spins and the
 * money of a round. Configs are data (see slot-games.ts); the maths of their return is in
 * slot-rtp.ts. Pays are integers in units of the LINE bet so that money stays exact: a round's
 * `totalPayUnits` becomes minor units with `slotWin`. A config is read once into lookup tables
 * (kept per config object), so configs are never changed once used.
 */
import { fairFloatStream, type FloatSource } from './fairness.ts';

export type SlotSymbol = string;

/** A win table: the number of symbols (3, 4, 5 …) to what it pays. */
export type SlotPays = Readonly<Partial<Record<number, number>>>;

export interface SlotConfig {
  /** The game's code (what the lobby and the provider call it). */
  readonly code: string;
  /** One strip of symbol ids per reel, read top to bottom, wrapping round. */
  readonly reels: readonly (readonly SlotSymbol[])[];
  /** Visible rows per reel. */
  readonly rows: number;
  /** Each payline names the row it crosses on each reel, left to right. */
  readonly paylines: readonly (readonly number[])[];
  /**
   * Line pays in units of the line bet by count of a kind from the leftmost reel. The wild may
   * have its own entry: a run of wilds alone pays it.
   */
  readonly paytable: Readonly<Record<SlotSymbol, SlotPays>>;
  /** Substitutes for every symbol but the scatter. */
  readonly wild: SlotSymbol;
  /** Pays anywhere in the window, never on a line. */
  readonly scatter: SlotSymbol;
  /**
   * Scatter pays in units of the TOTAL stake, by count anywhere in the window. A count above the
   * highest entry pays as that entry (same for `freeSpins`).
   */
  readonly scatterPays: SlotPays;
  /** Free spins awarded by count of scatters anywhere in the window. */
  readonly freeSpins: SlotPays;
  /** Every pay of a free spin (lines and scatter) is multiplied by this whole number. */
  readonly freeSpinMultiplier: number;
  /**
   * Whether scatters landing during free spins award more free spins. Without it a round is at
   * most 1 + the largest award spins long; with it the round ends with probability 1 (the
   * expected free spins per spin must stay under 1; playing or pricing such a config throws).
   */
  readonly retrigger: boolean;
}

/** A visible window: `window[reel][row]`. */
export type SlotWindow = readonly (readonly SlotSymbol[])[];

/** A position in the window: [reel, row]. */
export type SlotPosition = readonly [reel: number, row: number];

export interface SlotLineWin {
  /** Index of the payline in `config.paylines`. */
  readonly line: number;
  readonly symbol: SlotSymbol;
  readonly count: number;
  readonly positions: readonly SlotPosition[];
  /** In units of the line bet. */
  readonly pay: number;
}

export interface SlotScatterResult {
  readonly count: number;
  readonly positions: readonly SlotPosition[];
  /** In units of the total stake. */
  readonly pay: number;
}

export interface SlotEvaluation {
  readonly window: SlotWindow;
  readonly lineWins: readonly SlotLineWin[];
  readonly scatter: SlotScatterResult;
  readonly freeSpinsAwarded: number;
  /** Lines plus scatter, before any multiplier, in units of the line bet. */
  readonly payUnits: number;
}

export interface SlotSpin {
  readonly freeSpin: boolean;
  readonly stops: readonly number[];
  readonly evaluation: SlotEvaluation;
  /** 1 for the base spin, `freeSpinMultiplier` for a free spin. */
  readonly multiplier: number;
  /** `evaluation.payUnits × multiplier`, in units of the line bet. */
  readonly payUnits: number;
}

export interface SlotRound {
  readonly spins: readonly SlotSpin[];
  /** Every spin's pay, in units of the line bet (the stake is `lines` units). */
  readonly totalPayUnits: number;
}

/** A win table's pay for `count`: the highest entry at or below it, 0 when there is none. */
export function paysFor(table: SlotPays, count: number): number {
  let best = 0;
  let bestCount = -1;
  for (const [key, pay] of Object.entries(table)) {
    const at = Number(key);
    if (at <= count && at > bestCount && pay !== undefined) {
      best = pay;
      bestCount = at;
    }
  }
  return best;
}

/**
 * How many of the config's stop combinations show each total of scatters (index = count): each
 * reel's stops enumerated, the reels convolved.
 */
export function slotScatterCountWeights(config: SlotConfig): bigint[] {
  let total: bigint[] = [1n];
  for (const strip of config.reels) {
    const perReel: bigint[] = Array.from({ length: config.rows + 1 }, () => 0n);
    for (let stop = 0; stop < strip.length; stop += 1) {
      let visible = 0;
      for (let row = 0; row < config.rows; row += 1) {
        if (strip[(stop + row) % strip.length] === config.scatter) visible += 1;
      }
      perReel[visible] = (perReel[visible] ?? 0n) + 1n;
    }
    const next: bigint[] = Array.from({ length: total.length + config.rows }, () => 0n);
    total.forEach((a, i) =>
      perReel.forEach((b, j) => {
        next[i + j] = (next[i + j] ?? 0n) + a * b;
      }),
    );
    total = next;
  }
  return total;
}

/** A config's tables as arrays by count, built once per config (evaluation runs per spin). */
interface CompiledSlot {
  /** symbol -> pay by exact count on a line (index = count). */
  readonly linePays: ReadonlyMap<SlotSymbol, readonly number[]>;
  /** By count of leading wilds: the best symbol those wilds alone can stand for, and its pay. */
  readonly wildRuns: readonly ({ symbol: SlotSymbol; pay: number } | null)[];
  /** By count of scatters in the window (index = count, up to every cell). */
  readonly scatterPays: readonly number[];
  readonly freeSpins: readonly number[];
}

const compiled = new WeakMap<SlotConfig, CompiledSlot>();

function compile(config: SlotConfig): CompiledSlot {
  const known = compiled.get(config);
  if (known) return known;
  const reels = config.reels.length;
  const linePays = new Map<SlotSymbol, number[]>();
  for (const [symbol, table] of Object.entries(config.paytable)) {
    if (symbol === config.scatter) continue;
    linePays.set(
      symbol,
      Array.from({ length: reels + 1 }, (_, count) => table[count] ?? 0),
    );
  }
  const wildRuns = Array.from({ length: reels + 1 }, (_, count) => {
    let best: { symbol: SlotSymbol; pay: number } | null = null;
    for (const [symbol, pays] of linePays) {
      const pay = pays[count] ?? 0;
      if (pay > 0 && (!best || pay > best.pay)) best = { symbol, pay };
    }
    return best;
  });
  const cells = reels * config.rows;
  const result: CompiledSlot = {
    linePays,
    wildRuns,
    scatterPays: Array.from({ length: cells + 1 }, (_, n) => paysFor(config.scatterPays, n)),
    freeSpins: Array.from({ length: cells + 1 }, (_, n) => paysFor(config.freeSpins, n)),
  };
  if (config.retrigger) {
    // a round must end: the free spins one spin awards must average under 1
    let awards = 0n;
    let combinations = 0n;
    slotScatterCountWeights(config).forEach((weight, count) => {
      awards += weight * BigInt(result.freeSpins[count] ?? 0);
      combinations += weight;
    });
    if (awards >= combinations) {
      throw new RangeError(`${config.code}: with retriggers a spin must award under 1 free spin`);
    }
  }
  compiled.set(config, result);
  return result;
}

/**
 * Units of the line bet in one total stake: the number of paylines. Every game of `SLOT_GAMES`
 * has this many lines, so a pay in units means the same money in each.
 */
export const SLOT_PAY_UNITS_PER_STAKE = 20;

/** Units of the line bet in one total stake of a config: its number of paylines. */
export function payUnitsPerStake(config: SlotConfig): number {
  return config.paylines.length;
}

/** The stop of each reel: floor(float × strip length), one float per reel. */
export function slotStops(floats: readonly number[], config: SlotConfig): number[] {
  if (floats.length < config.reels.length) {
    throw new RangeError(`need ${config.reels.length} floats, got ${floats.length}`);
  }
  const stops: number[] = [];
  for (let reel = 0; reel < config.reels.length; reel += 1) {
    const float = floats[reel] ?? 0;
    if (!(float >= 0 && float < 1)) throw new RangeError(`float must be in [0, 1), got ${float}`);
    stops.push(Math.floor(float * (config.reels[reel]?.length ?? 0)));
  }
  return stops;
}

/** The visible window: row r of reel i is strip[(stop + r) % length]. */
export function slotWindow(config: SlotConfig, stops: readonly number[]): SlotSymbol[][] {
  const window: SlotSymbol[][] = [];
  for (let reel = 0; reel < config.reels.length; reel += 1) {
    const strip = config.reels[reel] ?? [];
    const stop = stops[reel] ?? 0;
    const column: SlotSymbol[] = [];
    for (let row = 0; row < config.rows; row += 1) {
      column.push(strip[(stop + row) % strip.length] as SlotSymbol);
    }
    window.push(column);
  }
  return window;
}

/**
 * The best win of one line's symbols read left to right, or null. A wild stands for any symbol
 * but the scatter; the scatter breaks a line. Candidates: the first non-wild symbol with the run
 * of it and wilds from the left, and — because leading wilds can be any symbol — every symbol
 * (the wild's own pays included) with just the leading wilds. The highest pay wins; on a tie the
 * first non-wild symbol's run.
 */
export function bestLineWin(
  config: SlotConfig,
  symbols: readonly SlotSymbol[],
): { symbol: SlotSymbol; count: number; pay: number } | null {
  return lineWinFrom(config, compile(config), symbols);
}

function lineWinFrom(
  config: SlotConfig,
  tables: CompiledSlot,
  symbols: readonly SlotSymbol[],
): { symbol: SlotSymbol; count: number; pay: number } | null {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === config.wild) wilds += 1;
  let best: { symbol: SlotSymbol; count: number; pay: number } | null = null;
  const first = symbols[wilds];
  if (first !== undefined && first !== config.scatter) {
    let run = wilds + 1;
    while (run < symbols.length && (symbols[run] === first || symbols[run] === config.wild)) {
      run += 1;
    }
    const pay = tables.linePays.get(first)?.[run] ?? 0;
    if (pay > 0) best = { symbol: first, count: run, pay };
  }
  const wildRun = tables.wildRuns[wilds];
  if (wildRun && (!best || wildRun.pay > best.pay)) {
    best = { symbol: wildRun.symbol, count: wilds, pay: wildRun.pay };
  }
  return best;
}

/** Every line win, the scatters, and the free spins one window gives. */
export function evaluateSpin(config: SlotConfig, window: SlotWindow): SlotEvaluation {
  const tables = compile(config);
  const lineWins: SlotLineWin[] = [];
  let lineUnits = 0;
  const symbols: SlotSymbol[] = [];
  for (let line = 0; line < config.paylines.length; line += 1) {
    const rows = config.paylines[line] ?? [];
    symbols.length = rows.length;
    for (let reel = 0; reel < rows.length; reel += 1) {
      symbols[reel] = window[reel]?.[rows[reel] ?? 0] as SlotSymbol;
    }
    const win = lineWinFrom(config, tables, symbols);
    if (!win) continue;
    lineUnits += win.pay;
    const positions: SlotPosition[] = [];
    for (let reel = 0; reel < win.count; reel += 1) positions.push([reel, rows[reel] ?? 0]);
    lineWins.push({ line, symbol: win.symbol, count: win.count, positions, pay: win.pay });
  }
  const positions: SlotPosition[] = [];
  for (let reel = 0; reel < window.length; reel += 1) {
    const column = window[reel] ?? [];
    for (let row = 0; row < column.length; row += 1) {
      if (column[row] === config.scatter) positions.push([reel, row]);
    }
  }
  const count = positions.length;
  const scatterPay = tables.scatterPays[count] ?? paysFor(config.scatterPays, count);
  return {
    window,
    lineWins,
    scatter: { count, positions, pay: scatterPay },
    freeSpinsAwarded: tables.freeSpins[count] ?? paysFor(config.freeSpins, count),
    payUnits: lineUnits + scatterPay * payUnitsPerStake(config),
  };
}

/**
 * One bet's whole round from a float source: the base spin, then every free spin it awards (and,
 * with `retrigger`, every free spin those award), 5 floats per spin (one per reel) in order.
 */
export function playSlotRoundFrom(config: SlotConfig, next: FloatSource): SlotRound {
  const spins: SlotSpin[] = [];
  let totalPayUnits = 0;
  let freeLeft = 0;
  for (let freeSpin = false; ; freeSpin = true) {
    const floats: number[] = [];
    for (let reel = 0; reel < config.reels.length; reel += 1) floats.push(next());
    const stops = slotStops(floats, config);
    const evaluation = evaluateSpin(config, slotWindow(config, stops));
    const multiplier = freeSpin ? config.freeSpinMultiplier : 1;
    const payUnits = evaluation.payUnits * multiplier;
    spins.push({ freeSpin, stops, evaluation, multiplier, payUnits });
    totalPayUnits += payUnits;
    if (!freeSpin || config.retrigger) freeLeft += evaluation.freeSpinsAwarded;
    if (freeLeft === 0) break;
    freeLeft -= 1;
  }
  return { spins, totalPayUnits };
}

/** One bet's provably fair round (see `fairFloatStream`). */
export function playSlotRound(
  config: SlotConfig,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): SlotRound {
  return playSlotRoundFrom(config, fairFloatStream(serverSeed, clientSeed, nonce));
}

/**
 * A round's win in minor units: floor(stake × units / unitsPerStake). The stake buys
 * `unitsPerStake` units (one line bet per line), so the win is exact whenever the stake divides by
 * the lines; otherwise the fraction of a minor unit is kept by the house (floored toward zero,
 * never rounded up). Pass `payUnitsPerStake(config)` for a config with other than 20 lines.
 */
export function slotWin(
  stakeMinor: bigint,
  totalPayUnits: number,
  unitsPerStake: number = SLOT_PAY_UNITS_PER_STAKE,
): bigint {
  if (!Number.isSafeInteger(totalPayUnits) || totalPayUnits < 0) {
    throw new RangeError(`pay units must be a whole number from 0, got ${totalPayUnits}`);
  }
  if (!Number.isSafeInteger(unitsPerStake) || unitsPerStake < 1) {
    throw new RangeError(`units per stake must be a whole number from 1, got ${unitsPerStake}`);
  }
  if (stakeMinor < 0n) throw new RangeError('stake must not be negative');
  return (stakeMinor * BigInt(totalPayUnits)) / BigInt(unitsPerStake);
}
