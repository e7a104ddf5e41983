import { createHash, randomBytes } from 'node:crypto';
import { CODES, restrictionSchema } from '@touchline/api/contract';
import type { DiceRound, GameSession, PlayedRound, SlotRound } from '@touchline/api/contract';
import {
  DEFAULT_CLIENT_SEED,
  formatMinor,
  parseAmountToMinor,
  type Language,
} from '@touchline/domain';
import type { FastifyInstance } from 'fastify';
import type { Database, Queryable } from '../../db/database.ts';
import { failure, illegalInput } from '../../http/failure.ts';
import { refusalOf, restrictionFailure } from '../../services/responsible.ts';
import { engines, type SlotConfig, type SlotRound as DomainSlotRound } from '../engines.ts';
import {
  ProtocolError,
  launchAnswerSchema,
  launchRequestSchema,
  signedCall,
  walletAnswerSchema,
  type GameFetch,
  type LaunchRequest,
  type WalletAnswer,
} from '../protocol.ts';
import { registerSignedRoutes } from '../signed-routes.ts';

/**
 * "Touchline Originals", the in-house game provider (ADR 019): a separate party from the
 * operator. Its own tables (provider_*) hold launch and session tokens, each player's seeds and
 * the rounds with their fairness inputs; money is the operator's, reached only through the
 * operator's signed seamless endpoints over HTTP, so a licensed aggregator can take its place by
 * configuration.
 */

export const ORIGINALS_LAUNCH_PATH = '/api/originals/launch';

/** The provider's games: its catalogue, not the operator's lobby data. */
export const ORIGINAL_GAMES: Readonly<
  Record<string, { kind: 'slot' | 'dice'; names: Readonly<Record<Language, string>> }>
> = {
  'golden-goal': {
    kind: 'slot',
    names: { en: 'Golden Goal', 'zh-cn': '黄金进球', vi: 'Bàn thắng vàng', th: 'โกลเดนโกล' },
  },
  'penalty-dice': {
    kind: 'dice',
    names: { en: 'Penalty Dice', 'zh-cn': '点球骰子', vi: 'Xúc xắc phạt đền', th: 'ลูกเต๋าจุดโทษ' },
  },
};

/**
 * The stakes offered, in minor units, smallest first: each divides by the slot's 20 lines, so a
 * slot's line wins are exact money.
 */
export const ORIGINAL_STAKES_MINOR: readonly bigint[] = [20n, 100n, 200n, 500n, 1000n];

export const LAUNCH_TOKEN_TTL_MS = 2 * 60_000;
export const GAME_SESSION_TTL_MS = 12 * 3_600_000;
/** Attempts of a credit (then of a rollback) before the provider gives up on the operator. */
const ATTEMPTS = 3;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const token = (prefix: string) => `${prefix}_${randomBytes(24).toString('base64url')}`;
const money = (minor: bigint) => formatMinor(minor);

export interface OriginalsOptions {
  db: Database;
  now: () => number;
  /** This provider's name in its calls to the operator. */
  name: string;
  /** The secret its calls are signed with (and the operator's launch calls checked with). */
  secret: string;
  /** The operator's address: its seamless endpoints are under it. */
  operatorUrl: () => string;
  fetch: GameFetch;
  random?: (bytes: number) => Uint8Array;
}

type SessionRow = {
  operator: string;
  player_ref: string;
  game_code: string;
  currency: string;
  language: Language;
};

type SeedRow = {
  id: bigint;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
};

type Fairness = { serverSeedHash: string; clientSeed: string; nonce: number };
const fairnessOf = (seed: SeedRow): Fairness => ({
  serverSeedHash: seed.server_seed_hash,
  clientSeed: seed.client_seed,
  nonce: Number(seed.next_nonce),
});

const sessionEnded = () => failure(CODES.notFound, 'gameSessionEnded');
const unavailable = (cause?: unknown) =>
  failure(CODES.internalError, 'gameProviderUnavailable', {}, { httpStatus: 503, cause });

export class OriginalsProvider {
  private readonly random: (bytes: number) => Uint8Array;
  constructor(private readonly o: OriginalsOptions) {
    this.random = o.random ?? ((n) => new Uint8Array(randomBytes(n)));
  }

  // ---- the operator's side of the provider: launch ----

  /** A one-time launch token for a player and a game (the operator's signed launch call). */
  async launch(request: LaunchRequest): Promise<{ launchToken: string; expiresAt: number }> {
    if (!ORIGINAL_GAMES[request.gameCode]) {
      throw new ProtocolError('UNKNOWN_GAME', 'this provider does not run that game');
    }
    const language = (['en', 'zh-cn', 'vi', 'th'] as const).find((l) => l === request.language);
    const launchToken = token('lt');
    const expiresAt = this.o.now() + LAUNCH_TOKEN_TTL_MS;
    await this.o.db.transaction(async (tx) => {
      await this.activeSeed(tx, request.memberRef);
      await tx.query(
        `insert into provider_sessions (launch_token_hash, operator, player_ref, game_code, currency,
           language, launch_expires_at)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          hashToken(launchToken),
          request.operator,
          request.memberRef,
          request.gameCode,
          request.currency,
          language ?? 'en',
          new Date(expiresAt),
        ],
      );
    });
    return launchAnswerSchema.parse({ launchToken, expiresAt });
  }

  // ---- the game client's calls ----

  /** Spends a launch token (once, before it expires) for a session token. */
  async openSession(launchToken: string): Promise<GameSession> {
    const sessionToken = token('gs');
    const now = this.o.now();
    const [session] = await this.o.db.query<SessionRow>(
      `update provider_sessions
          set session_token_hash = $2, opened_at = $3, expires_at = $4
        where launch_token_hash = $1 and opened_at is null and launch_expires_at > $3
        returning operator, player_ref, game_code, currency, language`,
      [
        hashToken(launchToken),
        hashToken(sessionToken),
        new Date(now),
        new Date(now + GAME_SESSION_TTL_MS),
      ],
    );
    if (!session) throw failure(CODES.notFound, 'gameLaunchExpired');
    const game = ORIGINAL_GAMES[session.game_code]!;
    let wallet: WalletAnswer;
    try {
      wallet = await this.persist(() => this.operator<WalletAnswer>('balance', session, {}));
    } catch (error) {
      throw unavailable(error);
    }
    const seed = await this.o.db.transaction((tx) => this.activeSeed(tx, session.player_ref));
    return {
      sessionToken,
      gameCode: session.game_code,
      gameName: game.names[session.language] ?? game.names.en,
      kind: game.kind,
      currency: session.currency,
      balance: wallet.balance,
      stakes: ORIGINAL_STAKES_MINOR.map(money),
      fairness: fairnessOf(seed),
    };
  }

  async spinSlot(sessionToken: string, stake: string): Promise<SlotRound> {
    const session = await this.session(sessionToken, 'slot');
    const config = engines.slotConfig(session.game_code);
    if (!config) throw sessionEnded();
    const stakeMinor = this.stakeOf(stake);
    const played = await this.play(session, stakeMinor, null, (seed, nonce) => {
      const round = engines.playSlot(config, seed.server_seed, seed.client_seed, nonce);
      return {
        winMinor: engines.slotWin(config, stakeMinor, round.totalPayUnits),
        outcome: { totalPayUnits: round.totalPayUnits },
        round,
      };
    });
    return {
      ...played.base,
      spins: played.result.round.spins.map((spin) => slotSpin(config, stakeMinor, spin)),
    };
  }

  async rollDice(
    sessionToken: string,
    stake: string,
    bet: { target: number; direction: 'over' | 'under' },
  ): Promise<DiceRound> {
    const session = await this.session(sessionToken, 'dice');
    if (!engines.isDiceBet(bet)) {
      throw failure(CODES.invalidRequest, 'gameDiceTarget');
    }
    const stakeMinor = this.stakeOf(stake);
    const played = await this.play(session, stakeMinor, bet, (seed, nonce) => {
      const round = engines.playDice(seed.server_seed, seed.client_seed, nonce, bet);
      return {
        winMinor: round.win ? engines.diceWin(stakeMinor, round.multiplier) : 0n,
        outcome: { roll: round.roll, win: round.win, multiplier: round.multiplier },
        round,
      };
    });
    return {
      ...played.base,
      target: bet.target,
      direction: bet.direction,
      roll: played.result.round.roll,
      multiplier: played.result.round.multiplier,
    };
  }

  /** The player's client seed from the next round on; the server seed and nonce go on. */
  async setClientSeed(sessionToken: string, clientSeed: string): Promise<Fairness> {
    const session = await this.session(sessionToken);
    return this.o.db.transaction(async (tx) => {
      const seed = await this.activeSeed(tx, session.player_ref, true);
      await tx.query('update provider_seeds set client_seed = $2 where id = $1', [
        seed.id,
        clientSeed,
      ]);
      return fairnessOf({ ...seed, client_seed: clientSeed });
    });
  }

  /** Reveals the server seed in use and commits to a new one (nonce 0, same client seed). */
  async rotateSeed(sessionToken: string) {
    const session = await this.session(sessionToken);
    return this.o.db.transaction(async (tx) => {
      const old = await this.activeSeed(tx, session.player_ref, true);
      await tx.query('update provider_seeds set revealed_at = $2 where id = $1', [
        old.id,
        new Date(this.o.now()),
      ]);
      const fresh = await this.activeSeed(tx, session.player_ref, false, old.client_seed);
      return {
        revealed: {
          serverSeed: old.server_seed,
          serverSeedHash: old.server_seed_hash,
          clientSeed: old.client_seed,
          rounds: Number(old.next_nonce),
        },
        fairness: fairnessOf(fresh),
      };
    });
  }

  /** The player's rounds here, newest first; a server seed shows once it has been rotated away. */
  async listRounds(sessionToken: string, page: number, pageSize: number) {
    const session = await this.session(sessionToken);
    const rows = await this.o.db.query<{
      round_id: string;
      game_code: string;
      kind: 'slot' | 'dice';
      stake_minor: bigint;
      win_minor: bigint;
      played_at: Date;
      server_seed: string;
      server_seed_hash: string;
      revealed_at: Date | null;
      client_seed: string;
      nonce: number;
      bet: { target: number; direction: 'over' | 'under' } | null;
      total: bigint;
    }>(
      `select r.round_id, r.game_code, r.kind, r.stake_minor, r.win_minor, r.played_at,
              s.server_seed, s.server_seed_hash, s.revealed_at, r.client_seed, r.nonce, r.bet,
              count(*) over () as total
         from provider_rounds r join provider_seeds s on s.id = r.seed_id
        where r.player_ref = $1 and r.status = 'settled'
        order by r.played_at desc, r.seed_id desc, r.nonce desc
        limit $2 offset $3`,
      [session.player_ref, pageSize, (page - 1) * pageSize],
    );
    let total = Number(rows[0]?.total ?? 0);
    if (rows.length === 0 && page > 1) {
      const [count] = await this.o.db.query<{ n: bigint }>(
        `select count(*) as n from provider_rounds where player_ref = $1 and status = 'settled'`,
        [session.player_ref],
      );
      total = Number(count?.n ?? 0);
    }
    const list: PlayedRound[] = rows.map((r) => ({
      roundId: r.round_id,
      gameCode: r.game_code,
      kind: r.kind,
      stake: money(BigInt(r.stake_minor)),
      win: money(BigInt(r.win_minor)),
      playedAt: new Date(r.played_at).getTime(),
      serverSeedHash: r.server_seed_hash,
      serverSeed: r.revealed_at ? r.server_seed : null,
      clientSeed: r.client_seed,
      nonce: Number(r.nonce),
      dice: r.bet,
    }));
    return { list, total, page, pageSize };
  }

  // ---- inside ----

  private stakeOf(stake: string): bigint {
    const minor = parseAmountToMinor(stake);
    if (minor === null || !ORIGINAL_STAKES_MINOR.includes(minor)) {
      throw failure(CODES.invalidRequest, 'gameStakeNotOffered', {
        stakes: ORIGINAL_STAKES_MINOR.map(money).join(', '),
      });
    }
    return minor;
  }

  private async session(sessionToken: string, kind?: 'slot' | 'dice'): Promise<SessionRow> {
    const [row] = await this.o.db.query<SessionRow>(
      `select operator, player_ref, game_code, currency, language from provider_sessions
        where session_token_hash = $1 and expires_at > $2`,
      [hashToken(sessionToken), new Date(this.o.now())],
    );
    if (!row) throw sessionEnded();
    if (kind && ORIGINAL_GAMES[row.game_code]?.kind !== kind) {
      throw illegalInput('sessionToken', `not a ${kind} game's session`);
    }
    return row;
  }

  /** The player's seed pair in use (made on first need); locked when asked. */
  private async activeSeed(
    tx: Queryable,
    playerRef: string,
    lock = false,
    clientSeed: string = DEFAULT_CLIENT_SEED,
  ): Promise<SeedRow> {
    const select = `select id, server_seed, server_seed_hash, client_seed, next_nonce
                      from provider_seeds where player_ref = $1 and revealed_at is null`;
    const [found] = await tx.query<SeedRow>(lock ? `${select} for update` : select, [playerRef]);
    if (found) return found;
    const serverSeed = engines.newServerSeed(this.random);
    const [made] = await tx.query<SeedRow>(
      `insert into provider_seeds (player_ref, server_seed, server_seed_hash, client_seed)
       values ($1, $2, $3, $4)
       on conflict (player_ref) where revealed_at is null do nothing
       returning id, server_seed, server_seed_hash, client_seed, next_nonce`,
      [playerRef, serverSeed, engines.hashServerSeed(serverSeed), clientSeed],
    );
    if (made) return made;
    const [raced] = await tx.query<SeedRow>(select, [playerRef]);
    if (!raced) throw new Error('no active seed');
    return raced;
  }

  private operator<T>(
    kind: 'balance' | 'debit' | 'credit' | 'rollback',
    session: SessionRow,
    fields: Record<string, unknown>,
  ): Promise<T> {
    return signedCall(
      this.o.fetch,
      `${this.o.operatorUrl()}/api/seamless/${kind}`,
      this.o.secret,
      {
        provider: this.o.name,
        memberRef: session.player_ref,
        currency: session.currency,
        ...fields,
      },
      walletAnswerSchema,
      this.o.now(),
    ) as Promise<T>;
  }

  /** A call repeated while it fails for another reason than the operator's refusal. */
  private async persist<T>(attempt: () => Promise<T>): Promise<T> {
    let last: unknown;
    for (let i = 0; i < ATTEMPTS; i += 1) {
      try {
        return await attempt();
      } catch (error) {
        if (error instanceof ProtocolError) throw error;
        last = error;
      }
    }
    throw last;
  }

  /**
   * One round: nonce n of the player's seed pair (taken atomically), the outcome, the stake
   * debited, the round stored, the win credited (0 too: it closes the round). A refused debit
   * stores nothing; a credit that still fails after retries rolls the debit back.
   */
  private async play<R>(
    session: SessionRow,
    stakeMinor: bigint,
    bet: { target: number; direction: string } | null,
    outcomeOf: (seed: SeedRow, nonce: number) => { winMinor: bigint; outcome: unknown; round: R },
  ) {
    const [seed] = await this.o.db.query<SeedRow & { nonce: number }>(
      `update provider_seeds set next_nonce = next_nonce + 1
        where player_ref = $1 and revealed_at is null
        returning id, server_seed, server_seed_hash, client_seed, next_nonce, next_nonce - 1 as nonce`,
      [session.player_ref],
    );
    if (!seed) throw sessionEnded();
    const nonce = Number(seed.nonce);
    const result = outcomeOf(seed, nonce);
    const roundId = `og_${randomBytes(12).toString('hex')}`;
    const roundFields = { roundId, gameCode: session.game_code };
    const giveBackNonce = () =>
      this.o.db.query(
        'update provider_seeds set next_nonce = $2 where id = $1 and next_nonce = $2 + 1',
        [seed.id, nonce],
      );
    const debitId = `${roundId}:debit`;
    const rollBack = () =>
      this.persist(() =>
        this.operator<WalletAnswer>('rollback', session, {
          ...roundFields,
          transactionId: `${roundId}:rollback`,
          referenceTransactionId: debitId,
          amount: formatMinor(stakeMinor),
        }),
      );
    try {
      await this.persist(() =>
        this.operator<WalletAnswer>('debit', session, {
          ...roundFields,
          transactionId: debitId,
          amount: formatMinor(stakeMinor),
        }),
      );
    } catch (error) {
      if (error instanceof ProtocolError) {
        await giveBackNonce();
        if (error.code === 'INSUFFICIENT_FUNDS') {
          throw failure(CODES.insufficientFunds, 'gameBalanceTooLow');
        }
        if (error.code === 'PLAYER_RESTRICTED') {
          // the operator's restriction, said in the player's language with when it lifts
          const restriction = restrictionSchema.safeParse(error.data);
          if (restriction.success) throw restrictionFailure(refusalOf(restriction.data));
          throw failure(CODES.playerProtection, 'gameRestricted');
        }
        throw unavailable(error);
      }
      // whether the debit arrived is unknown: undo it (a rollback before it leaves a tombstone)
      await rollBack().catch(() => undefined);
      throw unavailable(error);
    }
    await this.o.db.query(
      `insert into provider_rounds (round_id, operator, player_ref, seed_id, game_code, kind,
         stake_minor, client_seed, nonce, bet, outcome, status, played_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11::jsonb, 'open', $12)`,
      [
        roundId,
        session.operator,
        session.player_ref,
        seed.id,
        session.game_code,
        ORIGINAL_GAMES[session.game_code]!.kind,
        stakeMinor,
        seed.client_seed,
        nonce,
        bet === null ? null : JSON.stringify(bet),
        JSON.stringify(result.outcome),
        new Date(this.o.now()),
      ],
    );
    let credited: WalletAnswer;
    try {
      credited = await this.persist(() =>
        this.operator<WalletAnswer>('credit', session, {
          ...roundFields,
          transactionId: `${roundId}:credit`,
          amount: formatMinor(result.winMinor),
          roundEnded: true,
        }),
      );
    } catch (error) {
      await rollBack()
        .then(() =>
          this.o.db.query(`update provider_rounds set status = 'rolled-back' where round_id = $1`, [
            roundId,
          ]),
        )
        .catch(() => undefined);
      throw unavailable(error);
    }
    await this.o.db.query(
      `update provider_rounds set status = 'settled', win_minor = $2 where round_id = $1`,
      [roundId, result.winMinor],
    );
    const fairness = { serverSeedHash: seed.server_seed_hash, clientSeed: seed.client_seed };
    return {
      result,
      base: {
        roundId,
        stake: formatMinor(stakeMinor),
        win: formatMinor(result.winMinor),
        balance: credited.balance,
        ...fairness,
        nonce,
        fairness: { ...fairness, nonce: Number(seed.next_nonce) },
      },
    };
  }
}

type DomainSpin = DomainSlotRound['spins'][number];

function slotSpin(config: SlotConfig, stakeMinor: bigint, spin: DomainSpin) {
  const { evaluation, multiplier } = spin;
  const cells = (positions: readonly (readonly [number, number])[]) =>
    positions.map(([reel, row]) => [reel, row] as [number, number]);
  return {
    freeSpin: spin.freeSpin,
    multiplier,
    window: evaluation.window.map((reel) => [...reel]),
    lineWins: evaluation.lineWins.map((w) => ({
      line: w.line,
      symbol: w.symbol,
      count: w.count,
      positions: cells(w.positions),
      win: formatMinor(engines.slotWin(config, stakeMinor, w.pay * multiplier)),
    })),
    scatter: {
      count: evaluation.scatter.count,
      positions: cells(evaluation.scatter.positions),
      win: formatMinor(
        engines.slotWin(
          config,
          stakeMinor,
          evaluation.scatter.pay * engines.payUnitsPerStake(config) * multiplier,
        ),
      ),
    },
    freeSpinsAwarded: evaluation.freeSpinsAwarded,
    win: formatMinor(engines.slotWin(config, stakeMinor, spin.payUnits)),
  };
}

/** The provider's launch endpoint: the operator's signed call for a one-time launch token. */
export async function registerOriginals(
  fastify: FastifyInstance,
  provider: OriginalsProvider,
  operators: { name: string; secret: string },
  now: () => number,
): Promise<void> {
  await registerSignedRoutes(
    fastify,
    {
      [ORIGINALS_LAUNCH_PATH]: {
        secretFor: (body) => (body.operator === operators.name ? operators.secret : null),
        async handle(body) {
          const request = launchRequestSchema.safeParse(body);
          if (!request.success) throw new ProtocolError('BAD_REQUEST', 'not a launch request');
          return provider.launch(request.data);
        },
      },
    },
    now,
  );
}
