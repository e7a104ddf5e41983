import { NEWBIE_TASKS } from './campaigns.ts';
import { VIP_LEVEL_MAX, VIP_LEVEL_MIN } from './constants.ts';
import { parseAmountToMinor } from './money.ts';

/**
 * The operator's reward rules (issue 22 §1 "Campaigns", ADR 036): the VIP levels' thresholds and
 * benefits, the invitation programme's tiers, and how many entries a campaign's mechanics lists
 * hold. The super-admin centre's forms check with these; the server refuses with them.
 * Amounts are money text (`"1000.00"`) read into integer minor units; rates are decimal text
 * read into parts per million. No float touches either.
 */

/** The largest amount a rule holds: 1,000,000,000,000.00 in minor units (safe in JSON too). */
export const REWARD_RULE_AMOUNT_MAX_MINOR = 100_000_000_000_000n;

/** An amount an operator types for a rule, in minor units; null when not one (or too large). */
export function parseRuleAmount(input: string): bigint | null {
  const minor = parseAmountToMinor(input.trim());
  return minor === null || minor > REWARD_RULE_AMOUNT_MAX_MINOR ? null : minor;
}

/** Parts per million of a whole (a rate of 1 is 1,000,000). */
export const RATE_PPM_ONE = 1_000_000;

/**
 * A bet award's rate typed as decimal text (`"0.003"` is 0.3 % of a bet) in parts per million;
 * null when it is not a rate above 0 and at most 1 with at most six decimals.
 */
export function parseRatePpm(input: string): number | null {
  const match = /^(\d+)(?:\.(\d{1,6}))?$/.exec(input.trim());
  if (!match) return null;
  const ppm = Number(match[1]) * RATE_PPM_ONE + Number((match[2] ?? '').padEnd(6, '0'));
  return ppm > 0 && ppm <= RATE_PPM_ONE ? ppm : null;
}

/** Parts per million as rate text: 3000 → `"0.003"` (the contract's and the editor's form). */
export function ratePpmText(ppm: number): string {
  const whole = Math.trunc(ppm / RATE_PPM_ONE);
  const fraction = String(ppm % RATE_PPM_ONE)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** Parts per million as a percent's text, four decimals at most: 3000 → `"0.3"`, 10000 → `"1"`. */
export function ratePpmPercentText(ppm: number): string {
  const whole = Math.trunc(ppm / 10_000);
  const fraction = String(ppm % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/**
 * Why a rule list is refused, with the 1-based entry at fault:
 * - `amount`: an amount is not money text (two decimals at most), is too large, or is zero
 *   where a positive one is needed;
 * - `rate`: a rate is not above 0 and at most 1 with six decimals at most;
 * - `order`: a threshold (or level) is not strictly above the one before — tiers are kept in
 *   order and without duplicates;
 * - `level`: a VIP level is not 0–11;
 * - `count`: the list holds too few or too many entries (`entry` 0);
 * - `base`: level 0's threshold is not zero (every member is at least level 0).
 */
export const REWARD_RULE_FAULTS = ['amount', 'rate', 'order', 'level', 'count', 'base'] as const;
export type RewardRuleFault = (typeof REWARD_RULE_FAULTS)[number];
export type RewardRuleVerdict = { ok: true } | { ok: false; fault: RewardRuleFault; entry: number };

const refuse = (fault: RewardRuleFault, entry: number): RewardRuleVerdict => ({
  ok: false,
  fault,
  entry,
});

/** How many tiers a bet or deposit list, and how many rewards the VIP list, may hold. */
export const INVITE_TIERS_MIN = 1;
export const INVITE_TIERS_MAX = 20;
export const INVITE_VIP_REWARDS_MIN = 1;
export const INVITE_VIP_REWARDS_MAX = VIP_LEVEL_MAX - VIP_LEVEL_MIN + 1;

function counted(length: number, min: number, max: number): RewardRuleVerdict | null {
  return length < min || length > max ? refuse('count', 0) : null;
}

/** A bet tier: the invitee's lifetime valid turnover from which the rate applies. */
export interface InviteBetTierInput {
  minValidBet: string;
  rate: string;
}

/** Bet tiers: thresholds from zero up, strictly increasing; each rate in (0, 1]. */
export function checkInviteBetTiers(tiers: readonly InviteBetTierInput[]): RewardRuleVerdict {
  const size = counted(tiers.length, INVITE_TIERS_MIN, INVITE_TIERS_MAX);
  if (size) return size;
  let before: bigint | null = null;
  for (const [i, tier] of tiers.entries()) {
    const min = parseRuleAmount(tier.minValidBet);
    if (min === null) return refuse('amount', i + 1);
    if (parseRatePpm(tier.rate) === null) return refuse('rate', i + 1);
    if (before !== null && min <= before) return refuse('order', i + 1);
    before = min;
  }
  return { ok: true };
}

/** A deposit tier: a first deposit of at least `minDeposit` earns `reward`. */
export interface InviteDepositTierInput {
  minDeposit: string;
  reward: string;
}

/** Deposit tiers: thresholds above zero, strictly increasing; each reward above zero. */
export function checkInviteDepositTiers(
  tiers: readonly InviteDepositTierInput[],
): RewardRuleVerdict {
  const size = counted(tiers.length, INVITE_TIERS_MIN, INVITE_TIERS_MAX);
  if (size) return size;
  let before: bigint | null = null;
  for (const [i, tier] of tiers.entries()) {
    const min = parseRuleAmount(tier.minDeposit);
    const reward = parseRuleAmount(tier.reward);
    if (min === null || min === 0n || reward === null || reward === 0n) {
      return refuse('amount', i + 1);
    }
    if (before !== null && min <= before) return refuse('order', i + 1);
    before = min;
  }
  return { ok: true };
}

/** A VIP reward: an invitee reaching `vipLevel` earns their inviter `reward`, once. */
export interface InviteVipRewardInput {
  vipLevel: number;
  reward: string;
}

/** VIP rewards: levels 0–11, strictly increasing (each once); each reward above zero. */
export function checkInviteVipRewards(rewards: readonly InviteVipRewardInput[]): RewardRuleVerdict {
  const size = counted(rewards.length, INVITE_VIP_REWARDS_MIN, INVITE_VIP_REWARDS_MAX);
  if (size) return size;
  let before: number | null = null;
  for (const [i, r] of rewards.entries()) {
    if (!Number.isInteger(r.vipLevel) || r.vipLevel < VIP_LEVEL_MIN || r.vipLevel > VIP_LEVEL_MAX) {
      return refuse('level', i + 1);
    }
    const reward = parseRuleAmount(r.reward);
    if (reward === null || reward === 0n) return refuse('amount', i + 1);
    if (before !== null && r.vipLevel <= before) return refuse('order', i + 1);
    before = r.vipLevel;
  }
  return { ok: true };
}

/** What a VIP benefit's value is: an amount (`"8.00"`), a count (`"3"`) or a word (`"yes"`). */
export const VIP_BENEFIT_VALUE_KINDS = ['amount', 'count', 'text'] as const;
export type VipBenefitValueKind = (typeof VIP_BENEFIT_VALUE_KINDS)[number];

/**
 * The benefits the seeded VIP levels hold, which the centre names in the operator's language
 * (another key a level may hold is shown by its stored title).
 */
export const VIP_BENEFIT_KEYS = [
  'birthday-bonus',
  'withdrawals-per-day',
  'dedicated-manager',
] as const;

export function vipBenefitValueKind(value: string): VipBenefitValueKind {
  if (/^\d+\.\d{2}$/.test(value)) return 'amount';
  if (/^\d+$/.test(value)) return 'count';
  return 'text';
}

/** The longest value of a benefit that is a word. */
export const VIP_BENEFIT_TEXT_MAX = 40;
/** The largest count a benefit holds (withdrawals a day…). */
export const VIP_BENEFIT_COUNT_MAX = 1_000_000;

/**
 * A benefit's value as an operator typed it, kept in its stored kind: an amount as money text
 * with two decimals (`"8"` → `"8.00"`), a count as a whole number, a word trimmed; null when it
 * is not one of its kind.
 */
export function normalizeVipBenefitValue(kind: VipBenefitValueKind, typed: string): string | null {
  const text = typed.trim();
  if (kind === 'amount') {
    const minor = parseRuleAmount(text);
    if (minor === null) return null;
    const digits = minor.toString().padStart(3, '0');
    return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
  }
  if (kind === 'count') {
    if (!/^\d{1,7}$/.test(text) || Number(text) > VIP_BENEFIT_COUNT_MAX) return null;
    return String(Number(text));
  }
  return text.length >= 1 && text.length <= VIP_BENEFIT_TEXT_MAX ? text : null;
}

/** A VIP level's threshold: the lifetime valid turnover that reaches it, as money text. */
export interface VipThresholdInput {
  level: number;
  minTurnover: string;
}

/**
 * VIP thresholds, all levels in order: level 0 from zero, each next level's threshold strictly
 * above the one before (a higher level is never easier to reach). `entry` is the level at fault
 * plus one (level 0 is entry 1).
 */
export function checkVipThresholds(levels: readonly VipThresholdInput[]): RewardRuleVerdict {
  let before: bigint | null = null;
  let levelBefore: number | null = null;
  for (const [i, l] of levels.entries()) {
    if (!Number.isInteger(l.level) || l.level < VIP_LEVEL_MIN || l.level > VIP_LEVEL_MAX) {
      return refuse('level', i + 1);
    }
    if (levelBefore !== null && l.level <= levelBefore) return refuse('level', i + 1);
    const min = parseRuleAmount(l.minTurnover);
    if (min === null) return refuse('amount', l.level + 1);
    if (l.level === VIP_LEVEL_MIN && min !== 0n) return refuse('base', l.level + 1);
    if (before !== null && min <= before) return refuse('order', l.level + 1);
    before = min;
    levelBefore = l.level;
  }
  return { ok: true };
}

/**
 * The lists of a campaign kind's mechanics an operator adds entries to and removes them from,
 * and how many entries each may hold (the server's campaign schema reads the same bounds).
 */
export const CAMPAIGN_MECHANICS_LISTS = {
  newbieTasks: { steps: { min: 1, max: NEWBIE_TASKS.length } },
  signIn: { dailyRewards: { min: 1, max: 31 } },
  leaderboard: { prizes: { min: 1, max: 100 } },
  tournament: { leagues: { min: 1, max: 20 } },
  luckyWheel: { segments: { min: 2, max: 16 } },
} as const satisfies Record<string, Record<string, { min: number; max: number }>>;

/** The fields of the mechanics that are such lists (of any kind). */
export const CAMPAIGN_MECHANICS_LIST_FIELDS: readonly string[] = [
  ...new Set(Object.values(CAMPAIGN_MECHANICS_LISTS).flatMap((lists) => Object.keys(lists))),
];

/** The bounds of a mechanics list (`kind`'s `field`), or null when it is not an editable list. */
export function mechanicsListBounds(
  kind: string,
  field: string,
): { min: number; max: number } | null {
  const lists = (
    CAMPAIGN_MECHANICS_LISTS as Record<string, Record<string, { min: number; max: number }>>
  )[kind];
  return lists?.[field] ?? null;
}
