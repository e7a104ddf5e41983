import { z } from 'zod';
import { epochMsSchema, idSchema, moneySchema } from '../primitives.ts';

/** A game type code: `slot`, `live-casino`, `fishing`, `sports`, `esports`, `lottery`, `chess`… */
export const gameTypeCodeSchema = z.string().regex(/^[a-z][a-z0-9-]*$/);

/**
 * Maintenance windows of lobbies and games are epoch milliseconds; null when none is planned.
 * `isMaintain` is the operator's switch, independent of the window.
 */
const maintenanceWindow = {
  startTimestamp: epochMsSchema.nullable(),
  endTimestamp: epochMsSchema.nullable(),
  isMaintain: z.boolean(),
};

export const gameSchema = z.object({
  gameCode: z.string().min(1),
  gameName: z.string().min(1),
  gameType: gameTypeCodeSchema,
  lobbyCode: z.string().min(1),
  icon: z.string(),
  isHotGame: z.boolean(),
  ...maintenanceWindow,
});
export type Game = z.infer<typeof gameSchema>;

/** A game lobby (spec §3): a vendor's room of games of one type. */
export const lobbySchema = z.object({
  lobbyCode: z.string().min(1),
  lobbyName: z.string().min(1),
  gameType: gameTypeCodeSchema,
  icon: z.string(),
  gameList: z.array(gameSchema),
  isHotGame: z.boolean(),
  ...maintenanceWindow,
});
export type Lobby = z.infer<typeof lobbySchema>;

export const gameTypeSchema = z.object({
  gameType: gameTypeCodeSchema,
  name: z.string().min(1),
  icon: z.string(),
  sort: z.number().int(),
});

/** Where the single-wallet jump sends the player. */
export const gameLaunchSchema = z.object({
  url: z.string().min(1),
  /** An embedded frame, or a new window for vendors that refuse to be framed. */
  openMode: z.enum(['iframe', 'window']),
});

/** The sportsbook config the token call answers (spec §3). */
export const sportsbookConfigSchema = z.object({
  token: z.string().min(1),
  apiServerAddress: z.string().min(1),
  pcAddress: z.string(),
  pushServerAddress: z.string(),
  virtualAddress: z.string(),
});
export type SportsbookConfig = z.infer<typeof sportsbookConfigSchema>;

/** The e-sports (cSports) vendor's token and API address. */
export const cSportsTokenSchema = z.object({
  token: z.string().min(1),
  apiServerAddress: z.string().min(1),
});

export const myBetSumSchema = z.object({
  betCount: z.number().int().nonnegative(),
  betAmount: moneySchema,
  validBetAmount: moneySchema,
  /** Positive when the member won overall. */
  winLoss: moneySchema,
});

export const BET_RECORD_STATUSES = ['unsettled', 'won', 'lost', 'draw', 'void'] as const;
export const myBetRecordSchema = z.object({
  orderNo: z.string().min(1),
  gameType: gameTypeCodeSchema,
  lobbyCode: z.string(),
  gameName: z.string(),
  betAmount: moneySchema,
  validBetAmount: moneySchema,
  winLoss: moneySchema,
  status: z.enum(BET_RECORD_STATUSES),
  betAt: epochMsSchema,
  settledAt: epochMsSchema.nullable(),
});

/** The sportsbook's own words (market and period names) in one language, by key. */
export const sportLanguagePackageSchema = z.object({
  language: z.string().min(1),
  entries: z.record(z.string(), z.string()),
});

/**
 * Where a home banner leads: a path of this site (`/firstcharge`) or an https address. Anything
 * else (`javascript:`, `//other.site`) is refused by the contract.
 */
export const homeLinkSchema = z
  .string()
  .regex(/^(\/(?![/\\])|https:\/\/)/, 'a site path (/…) or an https address');

/** A home page banner (the carousel), in the language the `Language` header asked for. */
export const homeBannerSchema = z.object({
  id: idSchema,
  title: z.string().min(1),
  /** The picture, wide (about 8 : 3). */
  image: z.string().min(1),
  /** Where it leads; null for a banner that only shows. */
  link: homeLinkSchema.nullable(),
});
export type HomeBanner = z.infer<typeof homeBannerSchema>;

/** A home page notice (the scrolling notice bar), in the language the `Language` header asked for. */
export const homeNoticeSchema = z.object({
  id: idSchema,
  text: z.string().min(1),
});
export type HomeNotice = z.infer<typeof homeNoticeSchema>;
