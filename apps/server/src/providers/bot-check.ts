import { searchProofOfWork, solvesProofOfWork } from '@touchline/domain';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The built-in bot check: a proof-of-work challenge. The browser finds a nonce such that
 * SHA-256(salt + nonce) starts with `difficulty` zero bits (about 2^difficulty hashes: well under
 * a second for a person's browser, costly at a bot's scale), and trades it for a one-time token.
 *
 * Challenges and tokens are signed, not remembered: any instance that shares the secret
 * (`SESSION_SECRET`) checks what another issued. What must happen once — a challenge answered,
 * a token spent — is counted in the app's shared counters (the database, or Redis), so it holds
 * across instances and restarts too.
 */
export const DEFAULT_DIFFICULTY = 16;
export const CHALLENGE_TTL_MS = 2 * 60_000;
/** A token is good this long after its challenge expires (so at least this long after solving). */
export const TOKEN_TTL_MS = 5 * 60_000;

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

export type Verdict = { code: 200 | 201; token: string } | { code: 400 | 410; reason: string };

/** Counts uses of a key in a window (the app's RateLimiter, or memory in a lone process). */
export interface UseCounter {
  count(key: string, windowMs: number): Promise<{ count: number }>;
}

/** A counter in this process's memory (tests, and a check built without the app's counters). */
export function memoryUseCounter(now: () => number): UseCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async count(key, windowMs) {
      const t = now();
      if (windows.size > 10_000)
        for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
      let w = windows.get(key);
      if (!w || w.resetAt <= t) windows.set(key, (w = { count: 0, resetAt: t + windowMs }));
      w.count += 1;
      return { count: w.count };
    },
  };
}

export interface BotCheckOptions {
  now?: () => number;
  /** Zero bits a challenge asks for when nothing suggests an attack. */
  difficulty?: number;
  /** Signs challenges and tokens: instances that share it accept each other's. */
  secret?: string;
  /** Where "answered" and "spent" are counted; shared by instances for a multi-instance site. */
  uses?: UseCounter;
}

const SIGNATURE_LENGTH = 16; // base64url of 12 bytes: the contract caps a challenge id at 64

export class ProofOfWorkBotCheck {
  readonly difficulty: number;
  private readonly now: () => number;
  private readonly key: Buffer;
  private readonly uses: UseCounter;

  constructor(options: BotCheckOptions = {}) {
    this.now = options.now ?? Date.now;
    this.difficulty = options.difficulty ?? DEFAULT_DIFFICULTY;
    // a key of this purpose only, derived from the server's secret
    this.key = createHmac('sha256', options.secret ?? randomBytes(32).toString('hex'))
      .update('touchline/bot-check/v1')
      .digest();
    this.uses = options.uses ?? memoryUseCounter(this.now);
  }

  /** A new challenge, `extraBits` harder than the base difficulty (an address under suspicion). */
  challenge(extraBits = 0): {
    challengeId: string;
    salt: string;
    difficulty: number;
    expiresAt: number;
  } {
    const salt = randomBytes(9).toString('base64url');
    const difficulty = this.difficulty + Math.max(0, Math.floor(extraBits));
    const expiresAt = this.now() + CHALLENGE_TTL_MS;
    const challengeId = this.sign(`c.${salt}.${difficulty}.${expiresAt.toString(36)}`);
    return { challengeId, salt, difficulty, expiresAt };
  }

  /**
   * 200 with a token for a first good answer; 201 with the same token when the challenge is
   * answered again while the token is good (the spec counts both as passed); 400 for a wrong
   * answer; 410 for an unknown, forged or expired challenge.
   */
  async verify(challengeId: string, nonce: string): Promise<Verdict> {
    const fields = this.open(challengeId, 'c', 3);
    if (!fields) return { code: 410, reason: 'challenge expired' };
    const [salt, difficultyText, expiresText] = fields as [string, string, string];
    const expiresAt = parseInt(expiresText, 36);
    if (!(expiresAt > this.now())) return { code: 410, reason: 'challenge expired' };
    if (!solves(salt, nonce, Number(difficultyText)))
      return { code: 400, reason: 'wrong solution' };
    // one token per challenge: answering it again gives the same token back
    const token = this.sign(
      `t.${challengeId.slice(-SIGNATURE_LENGTH)}.${(expiresAt + TOKEN_TTL_MS).toString(36)}`,
    );
    const answers = await this.uses.count(
      `bot:answered:${challengeId.slice(-SIGNATURE_LENGTH)}`,
      CHALLENGE_TTL_MS + TOKEN_TTL_MS,
    );
    return { code: answers.count === 1 ? 200 : 201, token };
  }

  /** Spends a token: true once per token while it is good, on any instance sharing the counters. */
  async consume(token: string | undefined | null): Promise<boolean> {
    if (!token) return false;
    const fields = this.open(token, 't', 2);
    if (!fields) return false;
    const expiresAt = parseInt(fields[1]!, 36);
    if (!(expiresAt > this.now())) return false;
    const spent = await this.uses.count(
      `bot:spent:${token.slice(-SIGNATURE_LENGTH)}`,
      TOKEN_TTL_MS + CHALLENGE_TTL_MS,
    );
    return spent.count === 1;
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key)
      .update(payload)
      .digest()
      .subarray(0, 12)
      .toString('base64url');
  }

  private sign(payload: string): string {
    return `${payload}.${this.mac(payload)}`;
  }

  /** The fields of a signed text of that kind, or null when it is not one of ours. */
  private open(signed: string, kind: string, fieldCount: number): string[] | null {
    if (typeof signed !== 'string' || signed.length > 200) return null;
    const parts = signed.split('.');
    if (parts.length !== fieldCount + 2 || parts[0] !== kind) return null;
    const mac = Buffer.from(parts.at(-1)!);
    const expected = Buffer.from(this.mac(parts.slice(0, -1).join('.')));
    if (mac.length !== expected.length || !timingSafeEqual(mac, expected)) return null;
    return parts.slice(1, -1);
  }
}
