import { type Currency } from './currency.ts';
import { Big, ROUND_DOWN, ROUND_HALF_UP, toDecimal, toFixedText } from './decimal.ts';
import { parseAmountToMinor } from './money.ts';
import { periodEnd, periodStart, type LimitPeriod } from './responsible.ts';
import { sportsDayOf, startOfSportsDay } from './sports-day.ts';

/**
 * The rules of campaigns (issue 21, ADR 026): when one runs, who may take part, and what each
 * kind pays. A campaign's numbers are data (the server's `campaigns` rows); these functions read
 * them. Days and periods are those of UTC+8, the spec's zone (the sportsbook's days, the
 * responsible-gambling periods). Money is integer minor units (bigint), never a float.
 */

const DAY_MS = 86_400_000;

export const CAMPAIGN_STATES = ['upcoming', 'active', 'ended'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

export interface CampaignPeriod {
  /** Epoch ms, inclusive. */
  startsAt: number;
  /** Epoch ms, exclusive; null: open-ended. */
  endsAt: number | null;
}

/**
 * The period of a catalogue entry seeded at `seededAt`: whole days from that day's midnight at
 * UTC+8 (`startDay: -10, endDay: 20` runs from ten days before to twenty days after).
 */
export function seedPeriod(
  seededAt: number,
  period: { startDay: number; endDay: number | null },
): CampaignPeriod {
  for (const day of [period.startDay, period.endDay]) {
    if (day !== null && !Number.isSafeInteger(day)) {
      throw new RangeError(`a period's days are whole numbers, got ${day}`);
    }
  }
  if (period.endDay !== null && period.endDay <= period.startDay) {
    throw new RangeError('a period ends after it starts');
  }
  const midnight = startOfSportsDay(seededAt);
  return {
    startsAt: midnight + period.startDay * DAY_MS,
    endsAt: period.endDay === null ? null : midnight + period.endDay * DAY_MS,
  };
}

/** Upcoming before its start, active from its start, ended from its end (exclusive). */
export function campaignState(period: CampaignPeriod, now: number): CampaignState {
  if (now < period.startsAt) return 'upcoming';
  if (period.endsAt !== null && now >= period.endsAt) return 'ended';
  return 'active';
}

export interface CampaignAudienceRule {
  membersOnly: boolean;
  minVipLevel?: number;
  newMembersWithinDays?: number;
  currencies?: readonly string[];
}

export interface CampaignMember {
  vipLevel: number;
  /** When the member registered (epoch ms). */
  registeredAt: number;
  /** The wallet's currency. */
  currency: string;
}

export const CAMPAIGN_REFUSALS = [
  'notStarted',
  'ended',
  'signInRequired',
  'vipLevel',
  'notNewMember',
  'currency',
] as const;
export type CampaignRefusal = (typeof CAMPAIGN_REFUSALS)[number];

/**
 * Whether a caller (null: a visitor) may take part in a campaign at `now`; the first reason
 * they may not. Every kind with mechanics needs a member; a visitor may only read.
 */
export function campaignEligibility(
  input: {
    period: CampaignPeriod;
    audience: CampaignAudienceRule;
    member: CampaignMember | null;
    now: number;
  },
  options: { needsMember?: boolean } = {},
): { ok: true } | { ok: false; reason: CampaignRefusal } {
  const { period, audience, member, now } = input;
  const state = campaignState(period, now);
  if (state === 'upcoming') return { ok: false, reason: 'notStarted' };
  if (state === 'ended') return { ok: false, reason: 'ended' };
  if (!member) {
    return audience.membersOnly || options.needsMember
      ? { ok: false, reason: 'signInRequired' }
      : { ok: true };
  }
  if (audience.minVipLevel !== undefined && member.vipLevel < audience.minVipLevel) {
    return { ok: false, reason: 'vipLevel' };
  }
  if (
    audience.newMembersWithinDays !== undefined &&
    now - member.registeredAt >= audience.newMembersWithinDays * DAY_MS
  ) {
    return { ok: false, reason: 'notNewMember' };
  }
  if (audience.currencies && !audience.currencies.includes(member.currency)) {
    return { ok: false, reason: 'currency' };
  }
  return { ok: true };
}

/** An amount of a campaign in the member's currency, in minor units (0 when it names none). */
export function amountInCurrency(
  amounts: Readonly<Partial<Record<Currency, string>>> | null | undefined,
  currency: Currency,
): bigint {
  const text = amounts?.[currency];
  if (text === undefined) return 0n;
  const minor = parseAmountToMinor(text);
  if (minor === null) throw new RangeError(`not an amount: ${text}`);
  return minor;
}

/** Whole days from one `YYYY-MM-DD` to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The calendar day (UTC+8) an instant falls on, as `YYYY-MM-DD`: a sign-in's day. */
export function campaignDayOf(ms: number): string {
  return sportsDayOf(ms);
}

export interface SignInStanding {
  /** The day (UTC+8) of the member's last sign-in, null before the first. */
  lastDay: string | null;
  /** The streak that sign-in reached (1 on a first day). */
  streak: number;
}

/**
 * Signing in on `today`: refused when already signed in that day; otherwise the streak it makes
 * (one more than yesterday's, or 1 after a missed day when the campaign resets on a miss) and
 * which of the daily rewards it earns (index into `dailyRewards`; the last one repeats).
 */
export function signInOn(
  standing: SignInStanding,
  today: string,
  rule: { rewardDays: number; resetOnMiss: boolean },
): { ok: false; reason: 'alreadySigned' } | { ok: true; streak: number; rewardIndex: number } {
  if (rule.rewardDays < 1) throw new RangeError('a sign-in campaign has a reward for day 1');
  const gap = standing.lastDay === null ? null : daysBetween(standing.lastDay, today);
  if (gap !== null && gap <= 0) return { ok: false, reason: 'alreadySigned' };
  const continues = gap === 1 || (gap !== null && !rule.resetOnMiss);
  const streak = continues ? standing.streak + 1 : 1;
  return { ok: true, streak, rewardIndex: Math.min(streak, rule.rewardDays) - 1 };
}

/**
 * The streak as the calendar shows it today: the last sign-in's streak while it still continues
 * (signed today or yesterday, or any time when misses do not reset it), else 0.
 */
export function currentStreak(
  standing: SignInStanding,
  today: string,
  resetOnMiss: boolean,
): number {
  if (standing.lastDay === null) return 0;
  const gap = daysBetween(standing.lastDay, today);
  return gap <= 1 || !resetOnMiss ? standing.streak : 0;
}

/** A wheel segment's published probability, weight / total, as a percent with 2 decimals. */
export function wheelProbabilities(weights: readonly number[]): string[] {
  const total = checkWeights(weights);
  return weights.map((w) => toFixedText(new Big(w).times(100).div(total), 2, ROUND_HALF_UP));
}

function checkWeights(weights: readonly number[]): number {
  if (weights.length === 0) throw new RangeError('a wheel has segments');
  let total = 0;
  for (const w of weights) {
    if (!Number.isSafeInteger(w) || w < 0) throw new RangeError(`a weight is whole, got ${w}`);
    total += w;
  }
  if (total <= 0 || total > 2 ** 32) throw new RangeError('the weights sum to 1 … 2^32');
  return total;
}

/**
 * The segment a 32-bit draw `u` (0 … 2^32 - 1) lands on: `u × total / 2^32`, floored, picks the
 * weight interval; exact in integers, so each segment's chance is its weight / total to within
 * one part in 2^32 / total.
 */
export function wheelSegmentOf(weights: readonly number[], u: number): number {
  const total = checkWeights(weights);
  if (!Number.isSafeInteger(u) || u < 0 || u >= 2 ** 32) throw new RangeError('u is 32-bit');
  const target = Number((BigInt(u) * BigInt(total)) >> 32n);
  let upto = 0;
  for (let i = 0; i < weights.length; i += 1) {
    upto += weights[i]!;
    if (target < upto) return i;
  }
  /* c8 ignore next */
  throw new RangeError('unreachable');
}

/**
 * A deposit match: `percent` of the deposit, floored to the minor unit and capped; nothing when
 * the deposit is below the minimum.
 */
export function depositMatchBonus(input: {
  percent: string;
  depositMinor: bigint;
  minDepositMinor: bigint;
  capMinor: bigint;
}): bigint {
  if (input.depositMinor < input.minDepositMinor || input.depositMinor <= 0n) return 0n;
  const bonus = percentOf(input.depositMinor, input.percent);
  return bonus > input.capMinor ? input.capMinor : bonus;
}

/** `percent` % of an amount in minor units, floored (exact: big.js). */
export function percentOf(minor: bigint, percent: string): bigint {
  const p = toDecimal(percent);
  if (!p || p.lt(0)) throw new RangeError(`not a percent: ${percent}`);
  return BigInt(toFixedText(new Big(minor.toString()).times(p).div(100), 0, ROUND_DOWN));
}

/** The valid turnover a deposit match asks for: (deposit + bonus) × the multiple. */
export function wageringRequirement(
  depositMinor: bigint,
  bonusMinor: bigint,
  multiple: number,
): bigint {
  if (!Number.isSafeInteger(multiple) || multiple < 0) {
    throw new RangeError(`the wagering multiple is whole, got ${multiple}`);
  }
  return (depositMinor + bonusMinor) * BigInt(multiple);
}

export interface WageringProgress {
  requiredMinor: bigint;
  /** Counted turnover, at most the requirement. */
  doneMinor: bigint;
  remainingMinor: bigint;
  complete: boolean;
}

export function wageringProgress(requiredMinor: bigint, turnoverMinor: bigint): WageringProgress {
  const done =
    turnoverMinor < 0n ? 0n : turnoverMinor > requiredMinor ? requiredMinor : turnoverMinor;
  return {
    requiredMinor,
    doneMinor: done,
    remainingMinor: requiredMinor - done,
    complete: done >= requiredMinor,
  };
}

/** A rebate: `percent` % of the period's valid turnover, floored, at most `maxMinor`. */
export function rebateFor(input: {
  percent: string;
  turnoverMinor: bigint;
  maxMinor: bigint;
}): bigint {
  if (input.turnoverMinor <= 0n) return 0n;
  const rebate = percentOf(input.turnoverMinor, input.percent);
  return rebate > input.maxMinor ? input.maxMinor : rebate;
}

/**
 * The rebate period a claim at `now` pays: the last whole period before the current one (a
 * day's turnover is claimed from the next day on, once). Starts and ends are epoch ms, UTC+8.
 */
export function rebatePeriod(
  period: LimitPeriod,
  now: number,
): { startsAt: number; endsAt: number; key: string } {
  const endsAt = periodStart(period, now);
  const startsAt = periodStart(period, endsAt - 1);
  return { startsAt, endsAt, key: periodKey(period, startsAt) };
}

/**
 * How long after a rebate campaign ends its last period may still be claimed: whole days from
 * the end (UTC+8 instants, so an end at midnight UTC+8 gives a window to midnight UTC+8).
 */
export const REBATE_CLAIM_GRACE_DAYS = 7;

/**
 * The rebate period a claim at `now` pays, clipped to the campaign, and until when it may be
 * claimed; null when there is none (before the start, the first period not over yet, or the
 * grace window after the end gone).
 *
 * - While the campaign runs: the last whole period before the current one (`rebatePeriod`),
 *   claimable until the current period ends, or the campaign ends if sooner.
 * - From the end: the campaign's last period (the one holding the end's last millisecond, cut
 *   at the end), claimable for `REBATE_CLAIM_GRACE_DAYS` days after the end, exclusive.
 *
 * `key` names the whole period (`day:2026-11-24`), the same whichever way it is reached, so a
 * period is paid once.
 */
export function rebateClaimWindow(
  period: LimitPeriod,
  campaign: CampaignPeriod,
  now: number,
): { startsAt: number; endsAt: number; key: string; claimUntil: number } | null {
  if (now < campaign.startsAt) return null;
  const ended = campaign.endsAt !== null && now >= campaign.endsAt;
  let whole: { startsAt: number; endsAt: number; key: string };
  let claimUntil: number;
  if (ended) {
    const end = campaign.endsAt!;
    claimUntil = end + REBATE_CLAIM_GRACE_DAYS * DAY_MS;
    if (now >= claimUntil) return null;
    const startsAt = periodStart(period, end - 1);
    whole = { startsAt, endsAt: periodEnd(period, end - 1), key: periodKey(period, startsAt) };
  } else {
    whole = rebatePeriod(period, now);
    const current = periodEnd(period, now);
    claimUntil = campaign.endsAt === null ? current : Math.min(current, campaign.endsAt);
  }
  const startsAt = Math.max(whole.startsAt, campaign.startsAt);
  const endsAt = campaign.endsAt === null ? whole.endsAt : Math.min(whole.endsAt, campaign.endsAt);
  if (endsAt <= startsAt) return null;
  return { startsAt, endsAt, key: whole.key, claimUntil };
}

function periodKey(period: LimitPeriod, startsAt: number): string {
  return `${period}:${campaignDayOf(startsAt)}`;
}

/**
 * The movement types whose stakes count as a product's valid turnover (a refunded or rolled
 * back stake gives its turnover back): the server sums them from the ledger, negated.
 */
export const CAMPAIGN_TURNOVER_TYPES = Object.freeze({
  sports: ['bet-stake', 'bet-refund'],
  games: ['game-stake', 'game-rollback'],
} as const);

export function turnoverTypes(products: readonly ('sports' | 'games')[]): string[] {
  return products.flatMap((p) => CAMPAIGN_TURNOVER_TYPES[p]);
}

export interface RankedEntry<Id> {
  id: Id;
  scoreMinor: bigint;
  /** Competition rank: ties share the best rank (1, 1, 3). */
  rank: number;
  /** This entry's prize: the tied ranks' prizes summed and shared equally, floored. */
  prizeMinor: bigint;
}

/**
 * Ranks a leaderboard by score (highest first; equal scores tie) and shares the prizes: a group
 * tied over ranks r … r+k-1 shares the prizes of those ranks equally, each floored to the minor
 * unit (what cannot be split evenly, under one minor unit a member, is not paid). A zero score
 * ranks but wins nothing. The order among tied entries is the input order.
 */
export function rankLeaderboard<Id>(
  entries: readonly { id: Id; scoreMinor: bigint }[],
  prizesMinor: readonly bigint[],
): RankedEntry<Id>[] {
  const sorted = entries
    .map((e, i) => ({ ...e, i }))
    .sort((a, b) =>
      a.scoreMinor === b.scoreMinor ? a.i - b.i : a.scoreMinor > b.scoreMinor ? -1 : 1,
    );
  const ranked: RankedEntry<Id>[] = [];
  for (let start = 0; start < sorted.length;) {
    let end = start;
    while (end < sorted.length && sorted[end]!.scoreMinor === sorted[start]!.scoreMinor) end += 1;
    const size = end - start;
    let pool = 0n;
    for (let r = start; r < end; r += 1) pool += prizesMinor[r] ?? 0n;
    const share = sorted[start]!.scoreMinor > 0n ? pool / BigInt(size) : 0n;
    for (let k = start; k < end; k += 1) {
      const e = sorted[k]!;
      ranked.push({ id: e.id, scoreMinor: e.scoreMinor, rank: start + 1, prizeMinor: share });
    }
    start = end;
  }
  return ranked;
}

export const NEWBIE_TASKS = ['register', 'verifyPhone', 'firstDeposit', 'firstBet'] as const;
export type NewbieTask = (typeof NEWBIE_TASKS)[number];

/** What the server knows of a member for the newbie steps. */
export interface NewbieFacts {
  phoneVerified: boolean;
  depositedMinor: bigint;
  hasBet: boolean;
}

/** Whether a member has done a newbie step (registering is done by being a member). */
export function newbieTaskDone(task: NewbieTask, facts: NewbieFacts): boolean {
  switch (task) {
    case 'register':
      return true;
    case 'verifyPhone':
      return facts.phoneVerified;
    case 'firstDeposit':
      return facts.depositedMinor > 0n;
    case 'firstBet':
      return facts.hasBet;
  }
}

/** A step's status on the page: claimed, ready to claim, or still to do. */
export function newbieStepStatus(
  task: NewbieTask,
  facts: NewbieFacts,
  claimed: boolean,
): 'claimed' | 'claimable' | 'todo' {
  if (claimed) return 'claimed';
  return newbieTaskDone(task, facts) ? 'claimable' : 'todo';
}

/** The currency a visitor's campaign page shows its amounts in, by the page's language. */
export function campaignCurrencyFor(language: string | null | undefined): Currency {
  switch (language) {
    case 'zh-cn':
      return 'CNY';
    case 'vi':
      return 'VND';
    case 'en':
      return 'USD';
    default:
      return 'USDT';
  }
}

/**
 * A member's wheel spins left: the day's free spins not used today (UTC+8), and one spin per
 * `depositPerSpinMinor` deposited during the campaign not used yet. Free spins are used first.
 */
export function wheelSpinsLeft(input: {
  dailyFreeSpins: number;
  freeUsedToday: number;
  depositedMinor: bigint;
  depositPerSpinMinor: bigint;
  depositSpinsUsed: number;
}): { free: number; deposit: number; total: number } {
  const free = Math.max(0, input.dailyFreeSpins - input.freeUsedToday);
  const earned =
    input.depositPerSpinMinor > 0n ? Number(input.depositedMinor / input.depositPerSpinMinor) : 0;
  const deposit = Math.max(0, earned - input.depositSpinsUsed);
  return { free, deposit, total: free + deposit };
}

/** The campaign paths of spec §2 (it lists 44; the issue counts 45): the routes' table and the seed catalogue's test read this list, each with footer and tab bar. */
export const CAMPAIGN_PATHS = [
  '/rebate-activity',
  '/game-activity',
  '/game-activity-argentina',
  '/invite-activity',
  '/royal-activity',
  '/transaction-activity',
  '/suggestion-activity',
  '/sign-activity',
  '/monthly-activity',
  '/day-activity',
  '/feast-activity',
  '/moneyball-activity',
  '/61flow-activity',
  '/base-activity',
  '/negative-activity',
  '/schedule-display',
  '/america-activity',
  '/america-details',
  '/america-schedule',
  '/olympic-games',
  '/c2cVirtual-activity',
  '/goldMedal-Activity',
  '/olympicCheck-Activity',
  '/k2v-activity',
  '/dedicated-customer-service',
  '/Valentine-Day',
  '/Five-Major-Leagues',
  '/Five-Major-Leagues2',
  '/Mid-Autumn-Festival',
  '/Chess-Card-Challenge',
  '/glory-activity',
  '/electronic-activity',
  '/national-activity',
  '/invite-politely',
  '/national-day-activity',
  '/peers-activity',
  '/eSports-activity',
  '/usdt-activity',
  '/usdt-activity2',
  '/usdt-activity3',
  '/businessYoungModel',
  '/singlesDay-activity',
  '/cbPay-activity',
  '/christmas-activities',
] as const;
