import { CODES } from '@touchline/api/contract';
import { Failure } from './failure.ts';

/** At most `limit` attempts per `windowMs`. */
export interface RateRule {
  limit: number;
  windowMs: number;
}

/**
 * The limits on what an attacker would repeat: password guesses, sign-ups and SMS codes (each
 * costs the operator money). Counted per account or mobile and per client address.
 */
export interface RateLimits {
  loginPerAccount: RateRule;
  loginPerAddress: RateRule;
  registerPerAddress: RateRule;
  /** Attempts to register one user name or mobile (probing which names are taken). */
  registerPerAccount: RateRule;
  smsPerMobile: RateRule;
  smsPerAddress: RateRule;
  /** Wrong SMS codes per mobile before it is locked for the window. */
  smsCheckPerMobile: RateRule;
}

const MINUTE = 60_000;

export const DEFAULT_RATE_LIMITS: RateLimits = Object.freeze({
  loginPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  loginPerAddress: { limit: 60, windowMs: 15 * MINUTE },
  registerPerAddress: { limit: 10, windowMs: 60 * MINUTE },
  registerPerAccount: { limit: 5, windowMs: 60 * MINUTE },
  smsPerMobile: { limit: 5, windowMs: 60 * MINUTE },
  smsPerAddress: { limit: 20, windowMs: 60 * MINUTE },
  smsCheckPerMobile: { limit: 10, windowMs: 15 * MINUTE },
});

/** Limits no test or demo run reaches (the rate-limit tests set their own). */
export const RELAXED_RATE_LIMITS: RateLimits = Object.freeze({
  loginPerAccount: { limit: 10_000, windowMs: MINUTE },
  loginPerAddress: { limit: 10_000, windowMs: MINUTE },
  registerPerAddress: { limit: 10_000, windowMs: MINUTE },
  registerPerAccount: { limit: 10_000, windowMs: MINUTE },
  smsPerMobile: { limit: 10_000, windowMs: MINUTE },
  smsPerAddress: { limit: 10_000, windowMs: MINUTE },
  smsCheckPerMobile: { limit: 10_000, windowMs: MINUTE },
});

/** "in 40 seconds", "in 3 minutes", "in 2 hours": when the window opens again. */
export function retryText(retryAfterMs: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

export function tooManyRequests(what: string, retryAfterMs: number): Failure {
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new Failure(
    CODES.tooManyRequests,
    `Too many ${what}. Try again in ${retryText(retryAfterMs)}.`,
    429,
    { retryAfterSeconds },
  );
}

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed windows counted in memory, per key. One instance guards one process; behind several
 * instances a shared store (Redis) takes its place with the same interface.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * Counts one attempt against every key; throws a 429 Failure naming `what` when any key is
   * over its limit (the attempt is still counted, so hammering does not reopen the window).
   */
  hit(what: string, checks: readonly { key: string; rule: RateRule }[]): void {
    let retryAfterMs = 0;
    for (const { key, rule } of checks) {
      const window = this.count(key, rule);
      if (window.count > rule.limit) {
        retryAfterMs = Math.max(retryAfterMs, window.resetAt - this.now());
      }
    }
    if (retryAfterMs > 0) throw tooManyRequests(what, retryAfterMs);
  }

  /** Throws when a key is already over its limit, without counting an attempt. */
  check(what: string, checks: readonly { key: string; rule: RateRule }[]): void {
    const now = this.now();
    let retryAfterMs = 0;
    for (const { key, rule } of checks) {
      const window = this.windows.get(key);
      if (window && window.resetAt > now && window.count >= rule.limit) {
        retryAfterMs = Math.max(retryAfterMs, window.resetAt - now);
      }
    }
    if (retryAfterMs > 0) throw tooManyRequests(what, retryAfterMs);
  }

  /** Forgets a key (a successful login clears its account's failures). */
  reset(key: string): void {
    this.windows.delete(key);
  }

  private count(key: string, rule: RateRule): Window {
    const now = this.now();
    if (this.windows.size > 50_000) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + rule.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
