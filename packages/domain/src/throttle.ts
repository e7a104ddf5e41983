/**
 * Throttling of guesses (passwords, login codes): instead of locking an account after a number
 * of failures — which lets anyone lock anyone out — each source of failures waits longer and
 * longer before its next attempt is even evaluated.
 */

/** How failures from one source slow it down. */
export interface ThrottleRule {
  /** Failures that cost nothing (a typo or two). */
  readonly freeFailures: number;
  /** The wait after the first failure beyond the free ones; it doubles with each further one. */
  readonly firstDelayMs: number;
  /** The longest wait. */
  readonly maxDelayMs: number;
  /** Failures are forgotten this long after the first one of a run. */
  readonly forgetAfterMs: number;
}

/** The wait imposed after the `failures`-th failure of a source (0: the next attempt is free). */
export function throttleDelayMs(failures: number, rule: ThrottleRule): number {
  if (!Number.isFinite(failures) || failures <= rule.freeFailures) return 0;
  const doublings = Math.min(Math.floor(failures) - rule.freeFailures - 1, 40);
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** doublings);
}

/** The login throttles: by account and address, by address, and the account's bot check. */
export interface LoginThrottlePolicy {
  /** One account from one address: the guesser slows down, the owner elsewhere does not. */
  readonly perAccountAndAddress: ThrottleRule;
  /** One address across accounts (trying one password on many accounts). */
  readonly perAddress: ThrottleRule;
  /**
   * Failures on an account, from any address, after which every login of it needs a passed
   * bot check (the owner's browser obtains one unseen; a guesser spread over many addresses
   * pays a proof of work per guess). Never a lock.
   */
  readonly accountBotCheckAfter: number;
  /** The account's failures are forgotten this long after the first one of a run. */
  readonly accountForgetAfterMs: number;
}

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const LOGIN_THROTTLE: LoginThrottlePolicy = Object.freeze({
  perAccountAndAddress: Object.freeze({
    freeFailures: 3,
    firstDelayMs: 2 * SECOND,
    maxDelayMs: 15 * MINUTE,
    forgetAfterMs: 24 * HOUR,
  }),
  perAddress: Object.freeze({
    freeFailures: 30,
    firstDelayMs: 2 * SECOND,
    maxDelayMs: 15 * MINUTE,
    forgetAfterMs: HOUR,
  }),
  accountBotCheckAfter: 5,
  accountForgetAfterMs: 24 * HOUR,
});

/** Whether a login of an account with `accountFailures` recent failures needs a bot check. */
export function loginNeedsBotCheck(accountFailures: number, policy: LoginThrottlePolicy): boolean {
  return accountFailures >= policy.accountBotCheckAfter;
}

/** How the bot check hardens for an address whose logins keep failing. */
export interface BotCheckEscalation {
  /** Failed logins from the address for each extra zero bit (each doubles the work). */
  readonly failuresPerBit: number;
  /** The most extra bits: the browser must still solve it within the bot check's time limit. */
  readonly maxExtraBits: number;
}

export const BOT_CHECK_ESCALATION: BotCheckEscalation = Object.freeze({
  failuresPerBit: 5,
  maxExtraBits: 3,
});

/**
 * Extra zero bits a bot-check challenge asks of an address with `addressFailures` recent failed
 * logins: none for a person's typos, then one more per `failuresPerBit` failures, up to the cap.
 */
export function botCheckExtraBits(
  addressFailures: number,
  rule: BotCheckEscalation = BOT_CHECK_ESCALATION,
): number {
  if (!Number.isFinite(addressFailures) || addressFailures < rule.failuresPerBit) return 0;
  return Math.min(rule.maxExtraBits, Math.floor(addressFailures / rule.failuresPerBit));
}
