import { searchProofOfWork, solvesProofOfWork } from '@touchline/domain';
import { createHash, randomBytes } from 'node:crypto';

/**
 * The built-in bot check: a proof-of-work challenge. The browser finds a nonce such that
 * SHA-256(salt + nonce) starts with `difficulty` zero bits (about 2^difficulty hashes: well under
 * a second for a person's browser, costly at a bot's scale), and trades it for a one-time token.
 */
export const DEFAULT_DIFFICULTY = 16;
const CHALLENGE_TTL_MS = 2 * 60_000;
const TOKEN_TTL_MS = 5 * 60_000;

/** SHA-256 of a text's UTF-8 bytes, the hash domain's proof-of-work rule is given. */
const sha256Text = (text: string): Uint8Array => createHash('sha256').update(text).digest();

/** Whether the nonce solves the challenge (domain's rule over node's SHA-256). */
export function solves(salt: string, nonce: string, difficulty: number): boolean {
  return solvesProofOfWork(sha256Text, salt, nonce, difficulty);
}

/** Finds a nonce (what the browser does; used by tests and the bench). */
export function solve(salt: string, difficulty: number): string {
  return searchProofOfWork(sha256Text, salt, difficulty)!;
}

interface Pending {
  salt: string;
  difficulty: number;
  expiresAt: number;
}

export type Verdict = { code: 200 | 201; token: string } | { code: 400 | 410; reason: string };

/**
 * Challenges and tokens live in memory: they are short-lived, and a restart only asks browsers
 * to solve one more challenge. Answers 200 with a new token, 201 when the same solution is sent
 * again while its token is still valid (the spec counts both as passed).
 */
export class ProofOfWorkBotCheck {
  private readonly challenges = new Map<string, Pending>();
  private readonly solved = new Map<string, { token: string; expiresAt: number }>();
  private readonly tokens = new Map<string, number>();

  constructor(
    private readonly now: () => number = Date.now,
    readonly difficulty: number = DEFAULT_DIFFICULTY,
  ) {}

  challenge(): { challengeId: string; salt: string; difficulty: number; expiresAt: number } {
    this.sweep();
    const challengeId = randomBytes(12).toString('base64url');
    const salt = randomBytes(16).toString('hex');
    const expiresAt = this.now() + CHALLENGE_TTL_MS;
    this.challenges.set(challengeId, { salt, difficulty: this.difficulty, expiresAt });
    return { challengeId, salt, difficulty: this.difficulty, expiresAt };
  }

  verify(challengeId: string, nonce: string): Verdict {
    const again = this.solved.get(`${challengeId}:${nonce}`);
    if (again && again.expiresAt > this.now()) return { code: 201, token: again.token };
    const pending = this.challenges.get(challengeId);
    if (!pending || pending.expiresAt <= this.now())
      return { code: 410, reason: 'challenge expired' };
    if (!solves(pending.salt, nonce, pending.difficulty))
      return { code: 400, reason: 'wrong solution' };
    this.challenges.delete(challengeId);
    const token = randomBytes(24).toString('base64url');
    const expiresAt = this.now() + TOKEN_TTL_MS;
    this.tokens.set(token, expiresAt);
    this.solved.set(`${challengeId}:${nonce}`, { token, expiresAt });
    return { code: 200, token };
  }

  /** Spends a token: true once per token while it is valid. */
  consume(token: string | undefined | null): boolean {
    if (!token) return false;
    const expiresAt = this.tokens.get(token);
    if (expiresAt === undefined) return false;
    this.tokens.delete(token);
    return expiresAt > this.now();
  }

  private sweep(): void {
    const now = this.now();
    for (const [id, c] of this.challenges) if (c.expiresAt <= now) this.challenges.delete(id);
    for (const [key, s] of this.solved) if (s.expiresAt <= now) this.solved.delete(key);
    for (const [t, exp] of this.tokens) if (exp <= now) this.tokens.delete(t);
  }
}
