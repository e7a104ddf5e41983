import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * The seamless-wallet protocol between the operator (this platform) and a game provider (ADR
 * 018), shared by both sides as a published spec would be: the signature, the bodies and the
 * error codes. Each side keeps its own state; they meet only over HTTP.
 */

export const SIGNATURE_HEADER = 'x-touchline-signature';
export const TIMESTAMP_HEADER = 'x-touchline-timestamp';
/** A signed call older or newer than this (by its timestamp) is refused: no replays later. */
export const SIGNATURE_WINDOW_MS = 5 * 60_000;

/** HMAC-SHA256(secret, `${timestamp}.${body}`) as lower-case hex. */
export function signature(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The headers of a signed call at `now` (epoch ms). */
export function signedHeaders(secret: string, body: string, now: number): Record<string, string> {
  const timestamp = String(Math.floor(now / 1000));
  return {
    'content-type': 'application/json',
    [TIMESTAMP_HEADER]: timestamp,
    [SIGNATURE_HEADER]: `sha256=${signature(secret, timestamp, body)}`,
  };
}

function header(headers: Record<string, string | string[] | undefined>, name: string) {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Whether a call's signature is the secret's over its timestamp and raw body, the timestamp
 * within ±5 minutes of `now`; compared in constant time.
 */
export function verifySignature(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  body: string,
  now: number,
): 'ok' | 'bad-signature' | 'stale' {
  const timestamp = header(headers, TIMESTAMP_HEADER) ?? '';
  const sent = /^sha256=([0-9a-f]{64})$/.exec(header(headers, SIGNATURE_HEADER) ?? '')?.[1];
  if (!/^\d{1,12}$/.test(timestamp) || !sent) return 'bad-signature';
  const expected = Buffer.from(signature(secret, timestamp, body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(sent, 'hex'))) return 'bad-signature';
  if (Math.abs(Number(timestamp) * 1000 - now) > SIGNATURE_WINDOW_MS) return 'stale';
  return 'ok';
}

/**
 * How one side calls the other: `fetch`'s shape, so the global fetch serves in production and a
 * test routes the calls to `app.inject` or a test server.
 */
export type GameFetch = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal?: AbortSignal },
) => Promise<{ status: number; text(): Promise<string> }>;

/** The errors of the protocol, each with its HTTP status. */
export const PROTOCOL_ERRORS = {
  BAD_SIGNATURE: 401,
  BAD_REQUEST: 400,
  UNKNOWN_PROVIDER: 401,
  UNKNOWN_PLAYER: 404,
  UNKNOWN_GAME: 404,
  UNKNOWN_ROUND: 404,
  UNKNOWN_TRANSACTION: 404,
  CURRENCY_MISMATCH: 400,
  INSUFFICIENT_FUNDS: 402,
  /** A time-out, self-exclusion or loss limit of the player's refuses the stake (issue 20). */
  PLAYER_RESTRICTED: 403,
  ROUND_CLOSED: 409,
  DUPLICATE_MISMATCH: 409,
  TRANSACTION_ROLLED_BACK: 409,
  GAME_UNAVAILABLE: 409,
} as const;
export type ProtocolErrorCode = keyof typeof PROTOCOL_ERRORS;

export class ProtocolError extends Error {
  override readonly name = 'ProtocolError';
  constructor(
    readonly code: ProtocolErrorCode,
    message: string,
    /** What the error says for a program to read (a restriction's reason and end). */
    readonly data?: unknown,
  ) {
    super(message);
  }
  get status(): number {
    return PROTOCOL_ERRORS[this.code];
  }
}

const amountText = z
  .string()
  .regex(/^\d{1,15}(\.\d{1,2})?$/, 'a non-negative amount, e.g. "10.50"');
const ref = z.string().min(1).max(100);

/** What the operator's seamless endpoints read: one body for balance, debit, credit, rollback. */
export const walletCallSchema = z.object({
  provider: z.string().min(1).max(32),
  /** The operator's opaque reference of the player (never the member id). */
  memberRef: ref,
  sessionRef: ref.optional(),
  currency: z.string().min(1).max(8),
});
export const moneyCallSchema = walletCallSchema.extend({
  roundId: ref,
  transactionId: ref,
  amount: amountText,
  gameCode: ref,
  /** A credit that ends the round (no more money moves in it). */
  roundEnded: z.boolean().optional(),
  /** A rollback's debit: the transaction it undoes. */
  referenceTransactionId: ref.optional(),
});
export type WalletCall = z.infer<typeof walletCallSchema>;
export type MoneyCall = z.infer<typeof moneyCallSchema>;

/** What the operator answers a successful call. */
export const walletAnswerSchema = z.object({
  balance: amountText,
  currency: z.string(),
  transactionId: z.string().optional(),
});
export type WalletAnswer = z.infer<typeof walletAnswerSchema>;

/** What the operator sends the provider's launch endpoint, and what it answers. */
export const launchRequestSchema = z.object({
  operator: z.string().min(1).max(32),
  memberRef: ref,
  gameCode: ref,
  currency: z.string().min(1).max(8),
  language: z.string().min(2).max(8),
});
export type LaunchRequest = z.infer<typeof launchRequestSchema>;
export const launchAnswerSchema = z.object({
  launchToken: z.string().min(16),
  expiresAt: z.number().int(),
});

export const errorAnswerSchema = z.object({
  code: z.string(),
  message: z.string(),
  data: z.unknown().optional(),
});

/** The answer of a signed call: its JSON when the status is 200, else a ProtocolError. */
export async function signedCall<T>(
  fetcher: GameFetch,
  url: string,
  secret: string,
  payload: unknown,
  answer: z.ZodType<T>,
  now: number,
  timeoutMs = 8_000,
): Promise<T> {
  const body = JSON.stringify(payload);
  const response = await fetcher(url, {
    method: 'POST',
    headers: signedHeaders(secret, body, now),
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${url} answered ${response.status} without JSON`);
  }
  if (response.status === 200) return answer.parse(json);
  const error = errorAnswerSchema.safeParse(json);
  if (error.success && error.data.code in PROTOCOL_ERRORS) {
    throw new ProtocolError(
      error.data.code as ProtocolErrorCode,
      error.data.message,
      error.data.data,
    );
  }
  throw new Error(`${url} answered ${response.status}: ${text.slice(0, 200)}`);
}
