import { randomBytes } from 'node:crypto';
import type { SportsbookConfig } from '@touchline/api/contract';
import { tokenHash } from '../auth/sessions.ts';
import type { Queryable } from '../db/database.ts';

/**
 * A sports token lasts at most this long; it also ends with the session that asked for it. The
 * browser keeps it in memory only (ADR 012) and its client fetches a new one when it expires, so
 * an hour costs one call an hour and bounds what a leaked token is worth.
 */
export const SPORTS_TOKEN_TTL_MS = 3_600_000;

/**
 * Issues the token the web client sends to the sports service (spec §3 "Sportsbook config").
 * Random, stored hashed and bound to the member's session, so logging out ends it too.
 */
export async function issueSportsToken(
  q: Queryable,
  caller: { memberId: bigint; token: string },
  now: number,
): Promise<string> {
  const token = `st_${randomBytes(32).toString('base64url')}`;
  await q.query('delete from sports_tokens where member_id = $1 and expires_at <= $2', [
    caller.memberId,
    new Date(now),
  ]);
  await q.query(
    `insert into sports_tokens (token_hash, member_id, session_hash, expires_at)
     values ($1, $2, $3, $4)`,
    [
      tokenHash(token),
      caller.memberId,
      tokenHash(caller.token),
      new Date(now + SPORTS_TOKEN_TTL_MS),
    ],
  );
  return token;
}

export type SportsTokenLookup =
  { status: 'valid'; memberId: bigint } | { status: 'expired' | 'unknown' };

/** What a sports token's check reads of it and of its session. */
export type SportsTokenRow = {
  member_id: bigint;
  /** The session's token hash (what its ending is announced by). */
  session_hash: string;
  expires_at: Date;
  session_expires_at: Date;
  revoked_at: Date | null;
};

/**
 * The statement reading a token's row by its hash (`$1`), for `sportsTokenStatus`; a caller may
 * run it with other reads in one statement (the sports calls' guard does).
 */
export const SPORTS_TOKEN_ROW_SQL = `select t.member_id, t.session_hash, t.expires_at, s.expires_at as session_expires_at, s.revoked_at
   from sports_tokens t join sessions s on s.token_hash = t.session_hash
  where t.token_hash = $1`;

/** The hash a token is looked up by; null when it cannot be one (nothing to read). */
export function sportsTokenHash(token: string): string | null {
  return !token || token.length > 200 ? null : tokenHash(token);
}

/** A token's row judged: known, unexpired, and its session still live. */
export function sportsTokenStatus(row: SportsTokenRow | undefined, now: number): SportsTokenLookup {
  if (!row) return { status: 'unknown' };
  const live =
    !row.revoked_at &&
    new Date(row.expires_at).getTime() > now &&
    new Date(row.session_expires_at).getTime() > now;
  return live ? { status: 'valid', memberId: BigInt(row.member_id) } : { status: 'expired' };
}

/** What the sports service checks: the token is known, unexpired, and its session still live. */
export async function verifySportsToken(
  q: Queryable,
  token: string,
  now: number,
): Promise<SportsTokenLookup> {
  const hash = sportsTokenHash(token);
  if (hash === null) return { status: 'unknown' };
  const [row] = await q.query<SportsTokenRow>(SPORTS_TOKEN_ROW_SQL, [hash]);
  return sportsTokenStatus(row, now);
}

/**
 * The sportsbook config: the sports service lives on this same server (`/v1/…` on its origin),
 * its pushes on this server's socket.
 */
export function sportsbookConfig(origin: string, token: string): SportsbookConfig {
  const wsOrigin = origin.replace(/^http/, 'ws');
  return {
    token,
    apiServerAddress: origin,
    pcAddress: `${origin}/sports`,
    pushServerAddress: `${wsOrigin}/ws`,
    virtualAddress: `${origin}/sports/virtual`,
  };
}
