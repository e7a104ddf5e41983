import { SUCCESS_CODE } from '@touchline/domain';

/**
 * Codes of the envelope, in a module without zod: the errors and every page's code name them. The
 * clients act on the first four; the others are what the reference server answers with, and a
 * client treats them like any failure (the message is shown).
 */
export const CODES = Object.freeze({
  /** Success (spec §8). */
  success: SUCCESS_CODE,
  /** The session expired or the token is unknown: one forced logout (spec §8). */
  sessionExpired: 401,
  /** Sports service: return the response as is; for statistics, maintenance with its period. */
  sportsPassThrough: 8,
  /** Sports service: the sports token expired; refresh it and retry once. */
  sportsTokenExpired: 14010,
  /** The request does not match the call's schema ("Illegal input"). */
  invalidRequest: 400,
  /** The member may not make this call (role, ban, VIP level). */
  forbidden: 403,
  /** What the call names does not exist. */
  notFound: 404,
  /**
   * An idempotency key sent again with a different request (another bet slip, another cash-out,
   * another draw): refused, nothing done. A repeat of the same request answers as the first did.
   */
  idempotencyKeyReused: 409,
  /** Too many attempts (logins, registrations, SMS codes): wait before trying again. */
  tooManyRequests: 429,
  /** The wallet holds less than the call would take. */
  insufficientFunds: 460,
  /** A price moved beyond what the player's odds-change setting accepts. */
  priceChanged: 461,
  /** The market or selection is suspended or closed. */
  marketUnavailable: 462,
  /**
   * A player-protection rule refuses the call (ours, issue 20): a time-out, a self-exclusion, a
   * deposit or a loss limit. `data` says which and when it lifts.
   */
  playerProtection: 463,
  /** The server failed; the message says no more than that. */
  internalError: 500,
} as const);
