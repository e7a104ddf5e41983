import { createHash, randomBytes } from 'node:crypto';
import { maskIpAddress } from '@touchline/domain';
import { schemaChannel, type Database, type Queryable } from '../db/database.ts';

/** How long a session lasts without being renewed by a new login. */
export const SESSION_TTL_MS = 7 * 24 * 3_600_000;

/** Tokens are 256 random bits; only their SHA-256 is stored, so a database leak reveals none. */
export function newToken(): string {
  return `tl_${randomBytes(32).toString('base64url')}`;
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Where a session signed in from, as the member's list of sessions shows it. */
export interface SessionOrigin {
  userAgent?: string | null;
  /** The client's address (stored masked). */
  ip?: string | null;
}

/** How much of a user-agent text is kept. */
const USER_AGENT_LIMIT = 300;

export async function createSession(
  q: Queryable,
  memberId: bigint,
  now: number,
  ttlMs: number = SESSION_TTL_MS,
  origin: SessionOrigin = {},
): Promise<string> {
  const token = newToken();
  await q.query(
    `insert into sessions (token_hash, member_id, expires_at, created_at, user_agent, ip)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      tokenHash(token),
      memberId,
      new Date(now + ttlMs),
      new Date(now),
      origin.userAgent ? origin.userAgent.slice(0, USER_AGENT_LIMIT) : null,
      origin.ip ? maskIpAddress(origin.ip) : null,
    ],
  );
  return token;
}

/** How often a session's "last seen" is written (not on every call). */
export const LAST_SEEN_STEP_MS = 60_000;

/** Notes that a session was used now, at most once a step. */
export async function touchSession(q: Queryable, token: string, now: number): Promise<void> {
  await q.query(
    `update sessions set last_seen_at = $2
     where token_hash = $1 and (last_seen_at is null or last_seen_at < $3)`,
    [tokenHash(token), new Date(now), new Date(now - LAST_SEEN_STEP_MS)],
  );
}

export interface SessionRow {
  id: string;
  tokenHash: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: number;
  lastSeenAt: number | null;
  expiresAt: number;
}

/** A member's sessions that still stand (not revoked, not expired), newest first. */
export async function liveSessions(
  q: Queryable,
  memberId: bigint,
  now: number,
): Promise<SessionRow[]> {
  const rows = await q.query<{
    id: bigint;
    token_hash: string;
    user_agent: string | null;
    ip: string | null;
    created_at: Date;
    last_seen_at: Date | null;
    expires_at: Date;
  }>(
    `select id, token_hash, user_agent, ip, created_at, last_seen_at, expires_at from sessions
     where member_id = $1 and revoked_at is null and expires_at > $2
     order by created_at desc, id desc`,
    [memberId, new Date(now)],
  );
  return rows.map((r) => ({
    id: String(r.id),
    tokenHash: r.token_hash,
    userAgent: r.user_agent,
    ip: r.ip,
    createdAt: new Date(r.created_at).getTime(),
    lastSeenAt: r.last_seen_at ? new Date(r.last_seen_at).getTime() : null,
    expiresAt: new Date(r.expires_at).getTime(),
  }));
}

/** Revokes one of a member's sessions by its public id; false when it is not theirs or has ended. */
export async function revokeSessionById(
  q: Queryable,
  memberId: bigint,
  sessionId: string,
): Promise<boolean> {
  if (!/^\d{1,18}$/.test(sessionId)) return false;
  const rows = await q.query<{ token_hash: string }>(
    `update sessions set revoked_at = now()
     where id = $1 and member_id = $2 and revoked_at is null returning token_hash`,
    [BigInt(sessionId), memberId],
  );
  sessionsEnded(rows.map((r) => r.token_hash));
  return rows.length > 0;
}

/**
 * Revokes every session of a member but the one with this token, inside the caller's
 * transaction; answers the ended sessions' token hashes (tell `sessionsEnded` once committed).
 */
export async function revokeOtherSessions(
  q: Queryable,
  memberId: bigint,
  keepToken: string,
): Promise<string[]> {
  const rows = await q.query<{ token_hash: string }>(
    `update sessions set revoked_at = now()
     where member_id = $1 and token_hash <> $2 and revoked_at is null returning token_hash`,
    [memberId, tokenHash(keepToken)],
  );
  return rows.map((r) => r.token_hash);
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

/** A valid session with what the call pipeline needs of its member, read in one round trip. */
export type SessionCallerLookup =
  | {
      status: 'valid';
      memberId: bigint;
      expiresAt: number;
      /** When the session was last noted as used (epoch ms), or null if never. */
      lastSeenAt: number | null;
      userName: string;
      role: string;
    }
  | { status: 'expired' | 'revoked' | 'unknown' };

/**
 * `findSession` with the member's name and role and the session's last use, in one statement: a
 * session whose member is gone is `unknown`. The call pipeline uses it on every authenticated call,
 * and writes "last seen" only when `lastSeenAt` is older than a step (`isSeenStale`).
 */
export async function findSessionCaller(
  q: Queryable,
  token: string,
  now: number,
): Promise<SessionCallerLookup> {
  if (!token) return { status: 'unknown' };
  const [row] = await q.query<{
    member_id: bigint;
    expires_at: Date;
    revoked_at: Date | null;
    last_seen_at: Date | null;
    user_name: string;
    role: string;
    suspended: boolean;
  }>(
    `select s.member_id, s.expires_at, s.revoked_at, s.last_seen_at, m.user_name, m.role,
            m.login_suspended_at is not null as suspended
     from sessions s join members m on m.id = s.member_id
     where s.token_hash = $1`,
    [tokenHash(token)],
  );
  if (!row) return { status: 'unknown' };
  // a suspended member's sessions are ended with the suspension; this holds if one slipped by
  if (row.revoked_at || row.suspended) return { status: 'revoked' };
  const expiresAt = new Date(row.expires_at).getTime();
  if (expiresAt <= now) return { status: 'expired' };
  return {
    status: 'valid',
    memberId: BigInt(row.member_id),
    expiresAt,
    lastSeenAt: row.last_seen_at ? new Date(row.last_seen_at).getTime() : null,
    userName: row.user_name,
    role: row.role,
  };
}

/** Whether a session's "last seen" is due a write (never written, or a step old). */
export function isSeenStale(lastSeenAt: number | null, now: number): boolean {
  return lastSeenAt === null || lastSeenAt < now - LAST_SEEN_STEP_MS;
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

/** The NOTIFY channel (before `:<schema>`) of the sessions table's trigger (migration 031). */
const SESSIONS_CHANNEL = 'touchline_sessions';

/**
 * Hears of every session that ends, whoever ended it: at once when this process revoked it
 * (`onSessionsEnded`), and through the NOTIFY of the sessions table's trigger (migration 031)
 * when any statement of any instance revoked or deleted it. `lost` is called when the listening
 * connection was made again: what was notified meanwhile is unknown. Answers the function that
 * stops.
 */
export async function followSessionsEnded(
  db: Database,
  handlers: {
    ended: SessionsEndedListener;
    lost: () => void;
    onError: (error: unknown) => void;
  },
): Promise<() => Promise<void>> {
  const stopLocal = onSessionsEnded(handlers.ended);
  const stopListening = await db.listen(
    await schemaChannel(db, SESSIONS_CHANNEL),
    (hash) => handlers.ended([hash]),
    { onReconnect: handlers.lost, onError: handlers.onError },
  );
  return async () => {
    stopLocal();
    await stopListening();
  };
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
