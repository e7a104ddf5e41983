import {
  ADMIN_GAME_SEARCH_MAX,
  ADMIN_PAGE_MAX,
  isGameMaintenanceShape,
  MAINTENANCE_STATES,
} from '@touchline/domain';
import { z } from 'zod/mini';
import { defineCalls } from '../define.ts';
import { gameTypeCodeSchema } from '../entities/games.ts';
import { epochMsSchema } from '../primitives.ts';
import { adminReasonSchema } from './admin.ts';
import { lazySchema } from '../lazy.ts';

/**
 * The super-admin centre's games section (issue 22, ADR 035): the lobbies and games as an
 * operator reads them, their maintenance windows and hot flags. The spec shows no admin calls:
 * every path here is ours.
 */

const codeSchema = lazySchema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(64)));

/** What a lobby and a game share in the centre: the hot flag and the maintenance. */
const maintainedShape = lazySchema(() => ({
  /** Listed among the hot games (`isHotGame`). */
  hot: z.boolean(),
  /** The switch: in maintenance with no planned end (set by the database's owner). */
  maintained: z.boolean(),
  /** The window, either side open when null. */
  maintainFrom: z.nullable(epochMsSchema),
  maintainTo: z.nullable(epochMsSchema),
  /** Now: off, a window still to come, or on (launches refused). */
  state: z.enum(MAINTENANCE_STATES),
}));

/** A lobby as the games section lists it (its name in the caller's language). */
export const adminLobbyRowSchema = lazySchema(() =>
  z.object({
    lobbyCode: z.string(),
    lobbyName: z.string(),
    gameType: z.string(),
    /** How many games it holds. */
    games: z.int().check(z.nonnegative()),
    ...maintainedShape,
  }),
);
export type AdminLobbyRow = z.infer<typeof adminLobbyRowSchema>;

/** A game as the games section lists it. */
export const adminGameRowSchema = lazySchema(() =>
  z.object({
    gameCode: z.string(),
    gameName: z.string(),
    gameType: z.string(),
    lobbyCode: z.string(),
    lobbyName: z.string(),
    ...maintainedShape,
  }),
);
export type AdminGameRow = z.infer<typeof adminGameRowSchema>;

const windowFields = lazySchema(() => ({
  /** Left out: the window starts now (the server's clock). */
  from: z.optional(epochMsSchema),
  to: epochMsSchema,
  reason: adminReasonSchema,
}));

/** The window's order and length (domain); whether it is over is the server's, knowing now. */
const windowShape = lazySchema(() =>
  z.refine<{ from?: number | undefined; to: number }>(
    (w) => w.from === undefined || isGameMaintenanceShape({ from: w.from, to: w.to }),
    'the window ends after it starts and lasts at most 30 days',
  ),
);

export const adminGamesCalls = defineCalls('admin', {
  adminListLobbies: {
    method: 'POST',
    // path is ours: the spec shows no admin calls
    path: '/api/admin/games/lobbies',
    request: lazySchema(() => z.object({ gameType: z.optional(gameTypeCodeSchema) })),
    /** Every lobby of the type, in the players' order (a site has a handful). */
    response: lazySchema(() => z.object({ list: z.array(adminLobbyRowSchema) })),
    pathIsOurs: true,
  },
  adminListGames: {
    method: 'POST',
    // path is ours
    path: '/api/admin/games/list',
    request: lazySchema(() =>
      z.object({
        lobbyCode: z.optional(codeSchema),
        gameType: z.optional(gameTypeCodeSchema),
        /** A part of the game's name (any language) or code. */
        search: z.optional(z.string().check(z.trim(), z.maxLength(ADMIN_GAME_SEARCH_MAX))),
        /** The last game code of the page before (games are listed by code). */
        before: z.optional(codeSchema),
        limit: z.optional(z.int().check(z.minimum(1), z.maximum(ADMIN_PAGE_MAX))),
      }),
    ),
    response: lazySchema(() =>
      z.object({ list: z.array(adminGameRowSchema), next: z.nullable(z.string()) }),
    ),
    pathIsOurs: true,
  },
  adminSetLobbyMaintenance: {
    method: 'POST',
    // path is ours
    path: '/api/admin/games/lobbies/maintenance/set',
    request: lazySchema(() =>
      z.object({ lobbyCode: codeSchema, ...windowFields }).check(windowShape),
    ),
    response: adminLobbyRowSchema,
    pathIsOurs: true,
  },
  adminEndLobbyMaintenance: {
    method: 'POST',
    // path is ours
    path: '/api/admin/games/lobbies/maintenance/end',
    request: lazySchema(() => z.object({ lobbyCode: codeSchema, reason: adminReasonSchema })),
    response: adminLobbyRowSchema,
    pathIsOurs: true,
  },
  adminSetLobbyHot: {
    method: 'POST',
    // path is ours
    path: '/api/admin/games/lobbies/hot',
    request: lazySchema(() =>
      z.object({ lobbyCode: codeSchema, hot: z.boolean(), reason: adminReasonSchema }),
    ),
    response: adminLobbyRowSchema,
    pathIsOurs: true,
  },
  adminSetGameMaintenance: {
    method: 'POST',
    // path is ours
    path: '/api/admin/games/maintenance/set',
    request: lazySchema(() =>
      z.object({ gameCode: codeSchema, ...windowFields }).check(windowShape),
    ),
    response: adminGameRowSchema,
    pathIsOurs: true,
  },
  adminEndGameMaintenance: {
    method: 'POST',
    // path is ours
    path: '/api/admin/games/maintenance/end',
    request: lazySchema(() => z.object({ gameCode: codeSchema, reason: adminReasonSchema })),
    response: adminGameRowSchema,
    pathIsOurs: true,
  },
  adminSetGameHot: {
    method: 'POST',
    // path is ours
    path: '/api/admin/games/hot',
    request: lazySchema(() =>
      z.object({ gameCode: codeSchema, hot: z.boolean(), reason: adminReasonSchema }),
    ),
    response: adminGameRowSchema,
    pathIsOurs: true,
  },
});
