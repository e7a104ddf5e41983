import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Cash-out quote ids as signed tokens, so handing out a quote writes nothing: the id carries the
 * offered amount (minor units) and the expiry, and an HMAC-SHA256 over them with the order and
 * the member, keyed by a key derived from the server's secret for this purpose only. A token
 * names its amount and expiry in the clear; what it proves is that this server quoted them for
 * this order to this member.
 */
export interface QuoteClaim {
  readonly orderId: string;
  readonly memberId: bigint;
  readonly amountMinor: bigint;
  readonly expiresAt: number;
}

const VERSION = 'Q1';
const TOKEN = /^Q1\.(\d{1,19})\.(\d{1,16})\.([\w-]{43})$/;

/** The purpose-specific key: the server's secret never signs anything itself. */
export function cashOutQuoteKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('touchline/sports/cash-out-quote/v1').digest();
}

function mac(key: Buffer, claim: QuoteClaim): Buffer {
  return createHmac('sha256', key)
    .update(`${claim.orderId}\n${claim.memberId}\n${claim.amountMinor}\n${claim.expiresAt}`)
    .digest();
}

/** `Q1.<amount minor>.<expires at ms>.<signature>`. */
export function signQuote(key: Buffer, claim: QuoteClaim): string {
  const signature = mac(key, claim).toString('base64url');
  return `${VERSION}.${claim.amountMinor}.${claim.expiresAt}.${signature}`;
}

/**
 * The amount and expiry a token was signed with for this order and member; null when it is not
 * one of ours, was altered, or was signed for another order or member. Expiry is the caller's.
 */
export function verifyQuote(
  key: Buffer,
  token: string,
  orderId: string,
  memberId: bigint,
): { amountMinor: bigint; expiresAt: number } | null {
  const m = TOKEN.exec(token);
  if (!m) return null;
  const claim = { orderId, memberId, amountMinor: BigInt(m[1]!), expiresAt: Number(m[2]) };
  // the texts are compared, not the decoded bytes: base64url decoding ignores a last
  // character's spare bits, so another spelling of the same signature must not pass
  const given = Buffer.from(m[3]!);
  const expected = Buffer.from(mac(key, claim).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { amountMinor: claim.amountMinor, expiresAt: claim.expiresAt };
}
