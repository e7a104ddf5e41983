import { z } from 'zod/mini';
import { epochMsSchema, idSchema, moneySchema } from '../primitives.ts';
import { lazySchema } from '../lazy.ts';

/** A game type code: `slot`, `live-casino`, `fishing`, `sports`, `esports`, `lottery`, `chess`… */
export const gameTypeCodeSchema = lazySchema(() => z.string().check(z.regex(/^[a-z][a-z0-9-]*$/)));

/**
 * Maintenance windows of lobbies and games are epoch milliseconds; null when none is planned.
 * `isMaintain` is the operator's switch, independent of the window.
 */
const maintenanceWindow = lazySchema(() => ({
  startTimestamp: z.nullable(epochMsSchema),
  endTimestamp: z.nullable(epochMsSchema),
  isMaintain: z.boolean(),
}));

export const gameSchema = lazySchema(() =>
  z.object({
    gameCode: z.string().check(z.minLength(1)),
    gameName: z.string().check(z.minLength(1)),
    gameType: gameTypeCodeSchema,
    lobbyCode: z.string().check(z.minLength(1)),
    icon: z.string(),
    isHotGame: z.boolean(),
    ...maintenanceWindow,
  }),
);
export type Game = z.infer<typeof gameSchema>;

/** A game lobby (spec §3): a vendor's room of games of one type. */
export const lobbySchema = lazySchema(() =>
  z.object({
    lobbyCode: z.string().check(z.minLength(1)),
    lobbyName: z.string().check(z.minLength(1)),
    gameType: gameTypeCodeSchema,
    icon: z.string(),
    gameList: z.array(gameSchema),
    isHotGame: z.boolean(),
    ...maintenanceWindow,
  }),
);
export type Lobby = z.infer<typeof lobbySchema>;

export const gameTypeSchema = lazySchema(() =>
  z.object({
    gameType: gameTypeCodeSchema,
    name: z.string().check(z.minLength(1)),
    icon: z.string(),
    sort: z.int(),
  }),
);

/** Where the single-wallet jump sends the player. */
export const gameLaunchSchema = lazySchema(() =>
  z.object({
    url: z.string().check(z.minLength(1)),
    /** An embedded frame, or a new window for vendors that refuse to be framed. */
    openMode: z.enum(['iframe', 'window']),
  }),
);

/** The sportsbook config the token call answers (spec §3). */
export const sportsbookConfigSchema = lazySchema(() =>
  z.object({
    token: z.string().check(z.minLength(1)),
    apiServerAddress: z.string().check(z.minLength(1)),
    pcAddress: z.string(),
    pushServerAddress: z.string(),
    virtualAddress: z.string(),
  }),
);
export type SportsbookConfig = z.infer<typeof sportsbookConfigSchema>;

/** The e-sports (cSports) vendor's token and API address. */
export const cSportsTokenSchema = lazySchema(() =>
  z.object({
    token: z.string().check(z.minLength(1)),
    apiServerAddress: z.string().check(z.minLength(1)),
  }),
);

const betTotals = lazySchema(() => ({
  betCount: z.int().check(z.nonnegative()),
  betAmount: moneySchema,
  validBetAmount: moneySchema,
  /** Positive when the member won overall. */
  winLoss: moneySchema,
}));

/** A member's game rounds in a range: the totals, and the totals by game and day (UTC+8). */
export const myBetSumSchema = lazySchema(() =>
  z.object({
    ...betTotals,
    rows: z.array(
      z.object({
        /** The day at UTC+8, `YYYY-MM-DD`. */
        date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
        gameCode: z.string().check(z.minLength(1)),
        gameName: z.string().check(z.minLength(1)),
        gameType: gameTypeCodeSchema,
        ...betTotals,
      }),
    ),
  }),
);

export const BET_RECORD_STATUSES = ['unsettled', 'won', 'lost', 'draw', 'void'] as const;
export const myBetRecordSchema = lazySchema(() =>
  z.object({
    /** The round's id at the provider (a game round is one order). */
    orderNo: z.string().check(z.minLength(1)),
    gameCode: z.string(),
    gameType: gameTypeCodeSchema,
    lobbyCode: z.string(),
    gameName: z.string(),
    betAmount: moneySchema,
    validBetAmount: moneySchema,
    winLoss: moneySchema,
    status: z.enum(BET_RECORD_STATUSES),
    betAt: epochMsSchema,
    settledAt: z.nullable(epochMsSchema),
  }),
);

/** The sportsbook's own words (market and period names) in one language, by key. */
export const sportLanguagePackageSchema = lazySchema(() =>
  z.object({
    language: z.string().check(z.minLength(1)),
    entries: z.record(z.string(), z.string()),
  }),
);

/**
 * Where a home banner leads: a path of this site (`/firstcharge`) or an https address. Anything
 * else (`javascript:`, `//other.site`) is refused by the contract.
 */
export const homeLinkSchema = lazySchema(() =>
  z.string().check(z.regex(/^(\/(?![/\\])|https:\/\/)/, 'a site path (/…) or an https address')),
);

/** A home page banner (the carousel), in the language the `Language` header asked for. */
export const homeBannerSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    title: z.string().check(z.minLength(1)),
    /** The picture, wide (about 8 : 3). */
    image: z.string().check(z.minLength(1)),
    /** Where it leads; null for a banner that only shows. */
    link: z.nullable(homeLinkSchema),
  }),
);
export type HomeBanner = z.infer<typeof homeBannerSchema>;

/** A home page notice (the scrolling notice bar), in the language the `Language` header asked for. */
export const homeNoticeSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    text: z.string().check(z.minLength(1)),
  }),
);
export type HomeNotice = z.infer<typeof homeNoticeSchema>;

/**
 * A house popup ad running now, in the asked language (spec §4: shown at most once a day per
 * visitor and ad). Its button leads to `link`; none when the ad only informs.
 */
export const popupAdSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    title: z.string().check(z.minLength(1)),
    text: z.string().check(z.minLength(1)),
    ctaLabel: z.nullable(z.string().check(z.minLength(1))),
    link: z.nullable(homeLinkSchema),
  }),
);
export type PopupAdInfo = z.infer<typeof popupAdSchema>;

/** The games the in-house provider runs (issue 19): a video slot and a dice game. */
export const ORIGINAL_GAME_KINDS = ['slot', 'dice'] as const;
export type OriginalGameKind = (typeof ORIGINAL_GAME_KINDS)[number];

/** A SHA-256 digest as 64 lower-case hex characters. */
export const sha256HexSchema = lazySchema(() => z.string().check(z.regex(/^[0-9a-f]{64}$/)));

/** The provably fair state of a game session: what the next round will be derived from. */
export const fairnessStateSchema = lazySchema(() =>
  z.object({
    /** SHA-256 of the server seed in use; the seed itself is revealed when it is rotated. */
    serverSeedHash: sha256HexSchema,
    clientSeed: z.string().check(z.minLength(1), z.maxLength(64)),
    /** The nonce the next round will use. */
    nonce: z.int().check(z.nonnegative()),
  }),
);
export type FairnessState = z.infer<typeof fairnessStateSchema>;

/** A slot window cell position: [reel, row]. */
const cellSchema = lazySchema(() =>
  z.tuple([z.int().check(z.nonnegative()), z.int().check(z.nonnegative())]),
);

/** One spin of a slot round (the base spin, or a free spin it awarded). */
export const slotSpinSchema = lazySchema(() =>
  z.object({
    freeSpin: z.boolean(),
    /** The free spins' win multiplier (1 on the base spin). */
    multiplier: z.int().check(z.positive()),
    /** The symbols shown, [reel][row]. */
    window: z.array(z.array(z.string().check(z.minLength(1)))),
    lineWins: z.array(
      z.object({
        line: z.int().check(z.nonnegative()),
        symbol: z.string().check(z.minLength(1)),
        count: z.int().check(z.positive()),
        positions: z.array(cellSchema),
        /** What the line paid, in money (after the multiplier). */
        win: moneySchema,
      }),
    ),
    scatter: z.object({
      count: z.int().check(z.nonnegative()),
      positions: z.array(cellSchema),
      win: moneySchema,
    }),
    freeSpinsAwarded: z.int().check(z.nonnegative()),
    /** Everything this spin paid. */
    win: moneySchema,
  }),
);
export type SlotSpin = z.infer<typeof slotSpinSchema>;

export const DICE_DIRECTIONS = ['over', 'under'] as const;
export const diceBetSchema = lazySchema(() =>
  z.object({
    /** In hundredths: 5050 is 50.50. */
    target: z.int().check(z.minimum(0), z.maximum(10000)),
    direction: z.enum(DICE_DIRECTIONS),
  }),
);

/** A played round as the provider answers it. */
const roundBase = lazySchema(() => ({
  roundId: z.string().check(z.minLength(1)),
  stake: moneySchema,
  win: moneySchema,
  /** The member's balance after the round, as the operator answered it. */
  balance: moneySchema,
  /** The fairness inputs of this round (the seed itself is revealed on rotation). */
  serverSeedHash: sha256HexSchema,
  clientSeed: z.string().check(z.minLength(1)),
  nonce: z.int().check(z.nonnegative()),
  /** The state the next round will use. */
  fairness: fairnessStateSchema,
}));

export const slotRoundSchema = lazySchema(() =>
  z.object({
    ...roundBase,
    spins: z.array(slotSpinSchema).check(z.minLength(1)),
  }),
);
export type SlotRound = z.infer<typeof slotRoundSchema>;

export const diceRoundSchema = lazySchema(() =>
  z.object({
    ...roundBase,
    ...diceBetSchema.shape,
    /** The roll in hundredths, 0 to 10000. */
    roll: z.int().check(z.minimum(0), z.maximum(10000)),
    /** The payout multiplier in ten-thousandths (19800 is ×1.98). */
    multiplier: z.int().check(z.positive()),
  }),
);
export type DiceRound = z.infer<typeof diceRoundSchema>;

/** A game session opened from a launch token: the game, the money and the fairness state. */
export const gameSessionSchema = lazySchema(() =>
  z.object({
    sessionToken: z.string().check(z.minLength(16)),
    gameCode: z.string().check(z.minLength(1)),
    gameName: z.string().check(z.minLength(1)),
    kind: z.enum(ORIGINAL_GAME_KINDS),
    currency: z.string().check(z.minLength(1)),
    balance: moneySchema,
    /** The stakes offered, smallest first. */
    stakes: z.array(moneySchema).check(z.minLength(1)),
    fairness: fairnessStateSchema,
  }),
);
export type GameSession = z.infer<typeof gameSessionSchema>;

/** A past round in the provider's list, with what is needed to verify it. */
export const playedRoundSchema = lazySchema(() =>
  z.object({
    roundId: z.string().check(z.minLength(1)),
    gameCode: z.string().check(z.minLength(1)),
    kind: z.enum(ORIGINAL_GAME_KINDS),
    stake: moneySchema,
    win: moneySchema,
    playedAt: epochMsSchema,
    serverSeedHash: sha256HexSchema,
    /** The server seed, once rotated away (null while it is still in use). */
    serverSeed: z.nullable(z.string()),
    clientSeed: z.string().check(z.minLength(1)),
    nonce: z.int().check(z.nonnegative()),
    /** The dice bet (null for a slot round). */
    dice: z.nullable(diceBetSchema),
  }),
);
export type PlayedRound = z.infer<typeof playedRoundSchema>;

/** The seed pair a rotation retires, now revealed, with the last nonce it served. */
export const revealedSeedSchema = lazySchema(() =>
  z.object({
    serverSeed: z.string().check(z.minLength(1)),
    serverSeedHash: sha256HexSchema,
    clientSeed: z.string().check(z.minLength(1)),
    /** Rounds played with this pair (nonces 0 to rounds − 1). */
    rounds: z.int().check(z.nonnegative()),
  }),
);
