import { VIP_LEVEL_MAX, VIP_LEVEL_MIN } from './constants.ts';
import { floorMoney, formatMinor } from './money.ts';

export const VIP_TIERS = ['entry', 'bronze', 'silver', 'gold', 'black-gold'] as const;
export type VipTier = (typeof VIP_TIERS)[number];

/** A VIP level clamped to 0–11 (anything not a number is 0). */
export function clampVipLevel(level: number): number {
  if (typeof level !== 'number' || !Number.isFinite(level)) return VIP_LEVEL_MIN;
  return Math.min(VIP_LEVEL_MAX, Math.max(VIP_LEVEL_MIN, Math.trunc(level)));
}

/** The colour tier of a level: 0 entry, 1–3 bronze, 4–6 silver, 7–10 gold, 11 black-gold. */
export function vipTier(level: number): VipTier {
  const l = clampVipLevel(level);
  if (l === 0) return 'entry';
  if (l <= 3) return 'bronze';
  if (l <= 6) return 'silver';
  if (l <= 10) return 'gold';
  return 'black-gold';
}

/** The way to the next VIP level: the turnover still needed and how far along (whole percent). */
export interface VipProgress {
  /** Turnover still needed for the next level (decimal text, 2 places); null at the top level. */
  remaining: string | null;
  /** 0–100, floored; 100 at the top level. */
  percent: number;
}

function toMinor(amount: string): bigint {
  const text = floorMoney(amount);
  const negative = text.startsWith('-');
  const digits = BigInt(text.replace('-', '').replace('.', ''));
  return negative ? -digits : digits;
}

/**
 * Progress from the turnover reached to the next level's threshold (both decimal text), exact:
 * `vipProgress('18000.00', '25000.00')` → `{ remaining: '7000.00', percent: 72 }`. No target
 * (the top level) is done; a turnover past the target needs nothing more.
 */
export function vipProgress(reached: string, target: string | null): VipProgress {
  if (target === null) return { remaining: null, percent: 100 };
  const have = toMinor(reached) < 0n ? 0n : toMinor(reached);
  const need = toMinor(target);
  if (need <= 0n || have >= need) return { remaining: '0.00', percent: 100 };
  return { remaining: formatMinor(need - have), percent: Number((have * 100n) / need) };
}

/**
 * The VIP service pages (/vipDedicatedManager, /vipBusinessGirl, /vipYacht) and the level each
 * opens at: a dedicated manager from VIP 3 (the level whose benefits name one), business
 * hospitality from VIP 6, yacht charter days from VIP 8. A request also needs the call-back
 * desk's own level (the operator's setting); the page asks for the higher of the two.
 */
export const VIP_SERVICES = Object.freeze({
  dedicatedManager: { minLevel: 3 },
  businessHospitality: { minLevel: 6 },
  yacht: { minLevel: 8 },
} as const);
export type VipService = keyof typeof VIP_SERVICES;
/** The services by name, in the pages' order (the contract's enum of a call-back's service). */
export const VIP_SERVICE_NAMES = Object.freeze(
  Object.keys(VIP_SERVICES) as [VipService, ...VipService[]],
);
/** A call-back request that names no service is for the dedicated manager (the general desk). */
export const DEFAULT_VIP_SERVICE: VipService = 'dedicatedManager';

/** The level a member needs to ask for a service: the service's and the desk's, the higher. */
export function vipServiceLevel(service: VipService, deskMinLevel = 0): number {
  return clampVipLevel(Math.max(VIP_SERVICES[service].minLevel, deskMinLevel));
}
