/**
 * The partner (affiliate) programme of /VentureInvest: its commission tiers and what an
 * application carries. One home for these numbers: the page shows them, the contract validates
 * with them, the server stores applications by them.
 */

/**
 * Commission tiers by active referred players in a month (a player who placed at least one
 * settled bet): the share of the month's net gaming revenue of those players that is paid out.
 * Shares are whole percents (no float arithmetic anywhere they are used).
 */
export const PARTNER_COMMISSION_TIERS = Object.freeze([
  Object.freeze({ tier: 'starter', minActivePlayers: 1, sharePercent: 25 }),
  Object.freeze({ tier: 'growth', minActivePlayers: 10, sharePercent: 30 }),
  Object.freeze({ tier: 'pro', minActivePlayers: 30, sharePercent: 35 }),
  Object.freeze({ tier: 'elite', minActivePlayers: 100, sharePercent: 45 }),
] as const);
export type PartnerTier = (typeof PARTNER_COMMISSION_TIERS)[number]['tier'];

/** The tier a month with this many active players reaches; null below the first. */
export function partnerTierFor(activePlayers: number): PartnerTier | null {
  let reached: PartnerTier | null = null;
  for (const t of PARTNER_COMMISSION_TIERS) {
    if (Number.isFinite(activePlayers) && activePlayers >= t.minActivePlayers) reached = t.tier;
  }
  return reached;
}

/** Where a partner reaches their audience. */
export const PARTNER_CHANNELS = [
  'website',
  'social',
  'video',
  'community',
  'agent',
  'other',
] as const;
export type PartnerChannel = (typeof PARTNER_CHANNELS)[number];

/** The size of that audience (followers, monthly visitors or members). */
export const PARTNER_AUDIENCE_SIZES = ['under-1k', '1k-10k', '10k-100k', 'over-100k'] as const;
export type PartnerAudienceSize = (typeof PARTNER_AUDIENCE_SIZES)[number];

/** The markets the site serves (its four languages' audiences), and any other. */
export const PARTNER_MARKETS = ['china', 'vietnam', 'thailand', 'southeast-asia', 'other'] as const;
export type PartnerMarket = (typeof PARTNER_MARKETS)[number];

/** Lengths of an application's free-text fields (characters, after trimming). */
export const PARTNER_FIELD_LIMITS = Object.freeze({
  name: { min: 2, max: 60 },
  contact: { min: 5, max: 120 },
  message: { max: 1000 },
});

/**
 * The contact as an application is recognised by: trimmed, inner spaces gone, lower case (an
 * e-mail, a messenger handle or a phone number typed twice is the same contact).
 */
export function partnerContactKey(contact: string): string {
  return contact.trim().replace(/\s+/g, '').toLowerCase();
}
