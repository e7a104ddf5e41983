import { VIP_LEVEL_MAX, VIP_LEVEL_MIN } from './constants.ts';

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
