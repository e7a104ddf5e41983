import {
  botCheckExtraBits,
  loginNeedsBotCheck,
  throttleDelayMs,
  type ThrottleRule,
} from '@touchline/domain';
import type { AppContext } from '../context.ts';
import { tooManyRequests } from '../http/rate-limit.ts';

/**
 * Login throttling (issue 14, item 3). Failures are counted per account and address, per address
 * and per account, in the app's rate store (the database, or Redis): a restart does not clear
 * them and every instance sees them. A failure beyond the free ones opens a "held back" window
 * of the domain's growing delay for its source; an attempt inside it is refused with a 429 before
 * the password is even looked at (and is not counted). An account's failures never lock it: past
 * a few, each of its logins needs a passed bot check. So a guesser is slowed down where it
 * guesses, and the owner, from another address, logs in.
 */

/** Where a login attempt comes from and what it is for. */
export interface LoginSource {
  /** The account guessed at: a user name or `mobile:<area>:<number>`, any case. */
  account: string;
  /** The client's address. */
  ip: string;
}

function keys(source: LoginSource) {
  const account = source.account.trim().toLowerCase().slice(0, 80);
  return {
    pairFailures: `login:fail:pair:${account}:${source.ip}`,
    pairHeld: `login:held:pair:${account}:${source.ip}`,
    addressFailures: `login:fail:ip:${source.ip}`,
    addressHeld: `login:held:ip:${source.ip}`,
    accountFailures: `login:fail:account:${account}`,
  };
}

/**
 * Refuses (429) an attempt from a source that is held back; answers whether this attempt needs a
 * passed bot check (its account has had many failures lately).
 */
export async function checkLoginThrottle(
  app: AppContext,
  source: LoginSource,
): Promise<{ botCheckRequired: boolean }> {
  const k = keys(source);
  const now = app.now();
  const [pair, address, account] = await Promise.all([
    app.limiter.read(k.pairHeld),
    app.limiter.read(k.addressHeld),
    app.limiter.read(k.accountFailures),
  ]);
  const heldUntil = Math.max(pair?.resetAt ?? 0, address?.resetAt ?? 0);
  if (heldUntil > now) throw tooManyRequests('login attempts', heldUntil - now);
  return { botCheckRequired: loginNeedsBotCheck(account?.count ?? 0, app.limits.login) };
}

async function countFailure(app: AppContext, failures: string, held: string, rule: ThrottleRule) {
  const window = await app.limiter.count(failures, rule.forgetAfterMs);
  const delay = throttleDelayMs(window.count, rule);
  if (delay > 0) await app.limiter.count(held, delay);
}

/** Counts a failed attempt: the source waits the domain's delay before its next one. */
export async function recordLoginFailure(app: AppContext, source: LoginSource): Promise<void> {
  const k = keys(source);
  const policy = app.limits.login;
  await countFailure(app, k.pairFailures, k.pairHeld, policy.perAccountAndAddress);
  await countFailure(app, k.addressFailures, k.addressHeld, policy.perAddress);
  await app.limiter.count(k.accountFailures, policy.accountForgetAfterMs);
}

/**
 * Settles a login attempt that was checked: a failed one counts against its source and throws
 * `failure`, a passed one clears the account's count (below).
 */
export async function settleLoginAttempt(
  app: AppContext,
  source: LoginSource,
  passed: boolean,
  failure: () => Error,
): Promise<void> {
  if (!passed) {
    await recordLoginFailure(app, source);
    throw failure();
  }
  await recordLoginSuccess(app, source);
}

/**
 * A login that passed: the account's failures and this address's on it are forgotten. The
 * address's failures across accounts are not (a guesser's own account would clear them).
 */
export async function recordLoginSuccess(app: AppContext, source: LoginSource): Promise<void> {
  const k = keys(source);
  await Promise.all([
    app.limiter.reset(k.pairFailures),
    app.limiter.reset(k.pairHeld),
    app.limiter.reset(k.accountFailures),
  ]);
}

/** Extra bot-check bits for an address by its recent failed logins (domain's escalation). */
export async function botCheckExtraBitsFor(app: AppContext, ip: string): Promise<number> {
  const window = await app.limiter.read(keys({ account: '', ip }).addressFailures);
  return botCheckExtraBits(window?.count ?? 0);
}
