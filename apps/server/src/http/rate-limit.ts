import { CODES } from '@touchline/api/contract';
import { LOGIN_THROTTLE, type LoginThrottlePolicy } from '@touchline/domain';
import type { Queryable } from '../db/database.ts';
import { Failure } from './failure.ts';
import { text } from './messages.ts';

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
  /** Login failures slow their source down (auth/throttle.ts); they never lock an account. */
  login: LoginThrottlePolicy;
  registerPerAddress: RateRule;
  /** Attempts to register one user name or mobile (probing which names are taken). */
  registerPerAccount: RateRule;
  smsPerMobile: RateRule;
  smsPerAddress: RateRule;
  /** Every text the site sends, whoever asks: the ceiling of what SMS pumping can cost. */
  smsGlobal: RateRule;
  /** Wrong SMS codes per mobile and address before that address is held back for the window. */
  smsCheckPerMobile: RateRule;
  /** Partner programme applications from one address (a public form: spam costs review time). */
  partnerApplyPerAddress: RateRule;
}

const MINUTE = 60_000;

export const DEFAULT_RATE_LIMITS: RateLimits = Object.freeze({
  login: LOGIN_THROTTLE,
  registerPerAddress: { limit: 10, windowMs: 60 * MINUTE },
  registerPerAccount: { limit: 5, windowMs: 60 * MINUTE },
  smsPerMobile: { limit: 5, windowMs: 60 * MINUTE },
  smsPerAddress: { limit: 20, windowMs: 60 * MINUTE },
  smsGlobal: { limit: 2_000, windowMs: 60 * MINUTE },
  smsCheckPerMobile: { limit: 10, windowMs: 15 * MINUTE },
  partnerApplyPerAddress: { limit: 5, windowMs: 60 * MINUTE },
});

/** Limits no test or demo run reaches (the rate-limit tests set their own). */
export const RELAXED_RATE_LIMITS: RateLimits = Object.freeze({
  login: {
    perAccountAndAddress: { ...LOGIN_THROTTLE.perAccountAndAddress, freeFailures: 10_000 },
    perAddress: { ...LOGIN_THROTTLE.perAddress, freeFailures: 10_000 },
    accountBotCheckAfter: 10_000,
    accountForgetAfterMs: MINUTE,
  },
  registerPerAddress: { limit: 10_000, windowMs: MINUTE },
  registerPerAccount: { limit: 10_000, windowMs: MINUTE },
  smsPerMobile: { limit: 10_000, windowMs: MINUTE },
  smsPerAddress: { limit: 10_000, windowMs: MINUTE },
  smsGlobal: { limit: 10_000, windowMs: MINUTE },
  smsCheckPerMobile: { limit: 10_000, windowMs: MINUTE },
  partnerApplyPerAddress: { limit: 10_000, windowMs: MINUTE },
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
    text('tooMany', { what, seconds: retryAfterSeconds }),
    429,
    { retryAfterSeconds },
  );
}

/** A counting window: attempts so far, and when it closes (epoch ms). */
export interface RateWindow {
  count: number;
  resetAt: number;
}

/** Where windows are counted: in this process's memory, or in Redis (shared by instances). */
export interface RateStore {
  /** Counts one attempt in the key's window, opening one of `windowMs` when none is open. */
  incr(key: string, windowMs: number): Promise<RateWindow>;
  /** The key's open window, or null. */
  read(key: string): Promise<RateWindow | null>;
  /** Forgets a key. */
  delete(key: string): Promise<void>;
}

/** Fixed windows in memory, on the app's clock (tests move it): one process's counts. */
export class MemoryRateStore implements RateStore {
  private readonly windows = new Map<string, RateWindow>();

  constructor(private readonly now: () => number = Date.now) {}

  async incr(key: string, windowMs: number): Promise<RateWindow> {
    const now = this.now();
    if (this.windows.size > 50_000) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { ...window };
  }

  async read(key: string): Promise<RateWindow | null> {
    const window = this.windows.get(key);
    return window && window.resetAt > this.now() ? { ...window } : null;
  }

  async delete(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** Expired windows are deleted once in this many counts (a sweep is one indexed delete). */
const SWEEP_EVERY = 500;

/**
 * Fixed windows in the database (`rate_windows`, migration 030), on the app's clock: a restart
 * clears nothing and every instance on the database counts against the same windows. One
 * upsert per count: the row lock makes concurrent counts of a key add up exactly, on PGlite and
 * PostgreSQL alike. The default store without Redis.
 */
export class DatabaseRateStore implements RateStore {
  private counts = 0;

  constructor(
    private readonly db: Queryable,
    private readonly now: () => number = Date.now,
  ) {}

  async incr(key: string, windowMs: number): Promise<RateWindow> {
    const now = this.now();
    this.counts += 1;
    if (this.counts % SWEEP_EVERY === 0) {
      await this.db.query('delete from rate_windows where reset_at <= $1', [new Date(now)]);
    }
    const [row] = await this.db.query<{ count: number; reset_at: Date }>(
      `insert into rate_windows (key, count, reset_at) values ($1, 1, $3)
       on conflict (key) do update set
         count = case when rate_windows.reset_at <= $2 then 1 else rate_windows.count + 1 end,
         reset_at = case when rate_windows.reset_at <= $2 then excluded.reset_at
                         else rate_windows.reset_at end
       returning count, reset_at`,
      [key, new Date(now), new Date(now + windowMs)],
    );
    return { count: row!.count, resetAt: new Date(row!.reset_at).getTime() };
  }

  async read(key: string): Promise<RateWindow | null> {
    const [row] = await this.db.query<{ count: number; reset_at: Date }>(
      'select count, reset_at from rate_windows where key = $1 and reset_at > $2',
      [key, new Date(this.now())],
    );
    return row ? { count: row.count, resetAt: new Date(row.reset_at).getTime() } : null;
  }

  async delete(key: string): Promise<void> {
    await this.db.query('delete from rate_windows where key = $1', [key]);
  }
}

/** The commands of Redis a shared store needs (an ioredis client has them). */
export interface RedisCommands {
  eval(script: string, keys: number, ...args: (string | number)[]): Promise<unknown>;
  del(key: string): Promise<number>;
  quit(): Promise<unknown>;
}

/** INCR, and PEXPIRE when it opened the window; answers the count and the window's time left. */
const INCR_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;
const READ_SCRIPT = `
local count = redis.call('GET', KEYS[1])
if not count then return {0, 0} end
return {tonumber(count), redis.call('PTTL', KEYS[1])}`;

/**
 * Fixed windows in Redis, shared by every instance configured with the same address: a key
 * expires with its window (Redis's clock, not the app's).
 */
export class RedisRateStore implements RateStore {
  constructor(
    private readonly redis: RedisCommands,
    private readonly now: () => number = Date.now,
    private readonly prefix = 'touchline:rate:',
  ) {}

  async incr(key: string, windowMs: number): Promise<RateWindow> {
    const [count, ttl] = (await this.redis.eval(INCR_SCRIPT, 1, this.prefix + key, windowMs)) as [
      number,
      number,
    ];
    return { count, resetAt: this.now() + ttl };
  }

  async read(key: string): Promise<RateWindow | null> {
    const [count, ttl] = (await this.redis.eval(READ_SCRIPT, 1, this.prefix + key)) as [
      number,
      number,
    ];
    return count > 0 && ttl > 0 ? { count, resetAt: this.now() + ttl } : null;
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}

/**
 * Fixed windows per key, counted in a store: in the database by default (kept across restarts,
 * shared by the instances on it), in Redis (`REDIS_URL`), or in memory (unit tests).
 */
export class RateLimiter {
  constructor(
    private readonly now: () => number = Date.now,
    readonly store: RateStore = new MemoryRateStore(now),
  ) {}

  /**
   * Counts one attempt against every key; throws a 429 Failure naming `what` when any key is
   * over its limit (the attempt is still counted, so hammering does not reopen the window).
   */
  async hit(what: string, checks: readonly { key: string; rule: RateRule }[]): Promise<void> {
    let retryAfterMs = 0;
    for (const { key, rule } of checks) {
      const window = await this.store.incr(key, rule.windowMs);
      if (window.count > rule.limit) {
        retryAfterMs = Math.max(retryAfterMs, window.resetAt - this.now());
      }
    }
    if (retryAfterMs > 0) throw tooManyRequests(what, retryAfterMs);
  }

  /** Throws when a key is already over its limit, without counting an attempt. */
  async check(what: string, checks: readonly { key: string; rule: RateRule }[]): Promise<void> {
    const now = this.now();
    let retryAfterMs = 0;
    for (const { key, rule } of checks) {
      const window = await this.store.read(key);
      if (window && window.resetAt > now && window.count >= rule.limit) {
        retryAfterMs = Math.max(retryAfterMs, window.resetAt - now);
      }
    }
    if (retryAfterMs > 0) throw tooManyRequests(what, retryAfterMs);
  }

  /** Forgets a key (a successful login clears its account's failures). */
  reset(key: string): Promise<void> {
    return this.store.delete(key);
  }

  /** Counts one attempt in the key's window and answers the window (no limit applied). */
  count(key: string, windowMs: number): Promise<RateWindow> {
    return this.store.incr(key, windowMs);
  }

  /** The key's open window, or null. */
  read(key: string): Promise<RateWindow | null> {
    return this.store.read(key);
  }
}
