import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

/** How long a session lasts without being renewed by a new login. */
export const SESSION_TTL_MS = 7 * 24 * 3_600_000;

/** Tokens are 256 random bits; only their SHA-256 is stored, so a database leak reveals none. */
export function newToken(): string {
  return `tl_${randomBytes(32).toString('base64url')}`;
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  q: Queryable,
  memberId: bigint,
  now: number,
  ttlMs: number = SESSION_TTL_MS,
): Promise<string> {
  const token = newToken();
  await q.query('insert into sessions (token_hash, member_id, expires_at) values ($1, $2, $3)', [
    tokenHash(token),
    memberId,
    new Date(now + ttlMs),
  ]);
  return token;
}

export type SessionLookup =
  | { status: 'valid'; memberId: bigint; /** When it ends (epoch ms). */ expiresAt: number }
  | { status: 'expired' | 'revoked' | 'unknown' };

export async function findSession(
  q: Queryable,
  token: string,
  now: number,
): Promise<SessionLookup> {
  if (!token) return { status: 'unknown' };
  const [row] = await q.query<{ member_id: bigint; expires_at: Date; revoked_at: Date | null }>(
    'select member_id, expires_at, revoked_at from sessions where token_hash = $1',
    [tokenHash(token)],
  );
  if (!row) return { status: 'unknown' };
  if (row.revoked_at) return { status: 'revoked' };
  const expiresAt = new Date(row.expires_at).getTime();
  if (expiresAt <= now) return { status: 'expired' };
  return { status: 'valid', memberId: BigInt(row.member_id), expiresAt };
}

/** Told the token hashes of sessions this process revoked (the realtime sockets sign them out). */
export type SessionsEndedListener = (tokenHashes: readonly string[]) => void;
const endedListeners = new Set<SessionsEndedListener>();

/**
 * Listens for sessions revoked in this process, told once the revocation is written; returns
 * the function that stops listening. Other processes learn of every revocation (and deletion)
 * through the NOTIFY of the sessions table's trigger (migration 031).
 */
export function onSessionsEnded(listener: SessionsEndedListener): () => void {
  endedListeners.add(listener);
  return () => void endedListeners.delete(listener);
}

/** Tells this process's listeners that these sessions ended (call after revoking any). */
export function sessionsEnded(tokenHashes: readonly string[]): void {
  if (tokenHashes.length === 0) return;
  for (const listener of endedListeners) listener(tokenHashes);
}

export async function revokeSession(q: Queryable, token: string): Promise<boolean> {
  const hash = tokenHash(token);
  const rows = await q.query(
    'update sessions set revoked_at = now() where token_hash = $1 and revoked_at is null returning 1',
    [hash],
  );
  if (rows.length > 0) sessionsEnded([hash]);
  return rows.length > 0;
}
