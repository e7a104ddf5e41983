import { CODES, type AdminGameRow, type AdminLobbyRow } from '@touchline/api/contract';
import {
  ADMIN_PAGE_DEFAULT,
  GAME_MAINTENANCE_MAX_DAYS,
  gameMaintenanceFault,
  maintenanceStateOf,
  type AdminAction,
  type GameMaintenanceFault,
} from '@touchline/domain';
import type { Queryable } from '../db/database.ts';
import { failure } from '../http/failure.ts';
import type { CallContext, PlatformHandlers } from '../http/routes.ts';
import { adminAction, publishSite, type AuditValues } from './admin-audit.ts';
import { epochMs } from './common.ts';
import { contentLanguage, translated } from './games.ts';

/**
 * The super-admin centre's games section (issue 22, ADR 035): lobbies and games with their hot
 * flags and maintenance windows. The players' lists and the launch read `lobbies` and `games` on
 * every request (no cache), so a change counts from the next call: a game in its window is
 * refused at launch, a hot flag is in the next list.
 */

type PlaceRow = {
  is_hot: boolean;
  is_maintain: boolean;
  maintain_start: Date | string | null;
  maintain_end: Date | string | null;
};
type LobbyRow = PlaceRow & {
  lobby_code: string;
  lobby_name: string;
  game_type: string;
  games: bigint | number | string;
};
type GameRow = PlaceRow & {
  game_code: string;
  game_name: string;
  game_type: string;
  lobby_code: string;
  lobby_name: string;
};

function placeOut(row: PlaceRow, now: number) {
  const maintainFrom = row.maintain_start === null ? null : epochMs(row.maintain_start);
  const maintainTo = row.maintain_end === null ? null : epochMs(row.maintain_end);
  return {
    hot: row.is_hot,
    maintained: row.is_maintain,
    maintainFrom,
    maintainTo,
    state: maintenanceStateOf(
      { isMaintain: row.is_maintain, startTimestamp: maintainFrom, endTimestamp: maintainTo },
      now,
    ),
  };
}

function lobbyOut(row: LobbyRow, now: number): AdminLobbyRow {
  return {
    lobbyCode: row.lobby_code,
    lobbyName: row.lobby_name,
    gameType: row.game_type,
    games: Number(row.games),
    ...placeOut(row, now),
  };
}

function gameOut(row: GameRow, now: number): AdminGameRow {
  return {
    gameCode: row.game_code,
    gameName: row.game_name,
    gameType: row.game_type,
    lobbyCode: row.lobby_code,
    lobbyName: row.lobby_name,
    ...placeOut(row, now),
  };
}

/** A lobby or a game as its audit row keeps it: the switch, the window and the hot flag. */
function placeValues(place: ReturnType<typeof placeOut>): AuditValues {
  return {
    maintained: place.maintained,
    from: place.maintainFrom,
    to: place.maintainTo,
    hot: place.hot,
  };
}

const LOBBY_SQL = (language: string, where: string) =>
  `select l.lobby_code, ${translated('l.names', 'l.lobby_name', language)} as lobby_name,
          l.game_type, l.is_hot, l.is_maintain, l.maintain_start, l.maintain_end,
          (select count(*) from games g where g.lobby_code = l.lobby_code) as games
     from lobbies l join game_types t on t.game_type = l.game_type
    where ${where}`;

const GAME_SQL = (language: string, where: string) =>
  `select g.game_code, ${translated('g.names', 'g.game_name', language)} as game_name,
          g.game_type, g.lobby_code, ${translated('l.names', 'l.lobby_name', language)} as lobby_name,
          g.is_hot, g.is_maintain, g.maintain_start, g.maintain_end
     from games g join lobbies l on l.lobby_code = g.lobby_code
    where ${where}`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const FAULT_MESSAGES = {
  endsBeforeStart: 'adminMaintenanceEndsBeforeStart',
  tooLong: 'adminMaintenanceTooLong',
  alreadyOver: 'adminMaintenanceOver',
} as const satisfies Record<GameMaintenanceFault, string>;

/** The window asked for, starting now when `from` is left out; refused as the domain says. */
function windowOf(input: { from?: number | undefined; to: number }, now: number) {
  const from = input.from ?? now;
  const fault = gameMaintenanceFault({ from, to: input.to }, now);
  if (fault) {
    throw failure(CODES.invalidRequest, FAULT_MESSAGES[fault], {
      days: GAME_MAINTENANCE_MAX_DAYS,
    });
  }
  return { from, to: input.to };
}

/** Where a change is made: the table, its key column, and how to read one row back. */
interface PlaceKind<Row extends PlaceRow, Out> {
  table: 'lobbies' | 'games';
  key: 'lobby_code' | 'game_code';
  kind: 'lobby' | 'game';
  read: (db: Queryable, code: string, language: string, lock: boolean) => Promise<Row | undefined>;
  out: (row: Row, now: number) => Out;
  notFound: () => Error;
}

const LOBBY: PlaceKind<LobbyRow, AdminLobbyRow> = {
  table: 'lobbies',
  key: 'lobby_code',
  kind: 'lobby',
  async read(db, code, language, lock) {
    // the row is locked first (a count cannot be locked), then read whole
    if (lock) await db.query('select 1 from lobbies where lobby_code = $1 for update', [code]);
    const [row] = await db.query<LobbyRow>(LOBBY_SQL('$2', 'l.lobby_code = $1'), [code, language]);
    return row;
  },
  out: lobbyOut,
  notFound: () => failure(CODES.notFound, 'adminLobbyNotFound'),
};

const GAME: PlaceKind<GameRow, AdminGameRow> = {
  table: 'games',
  key: 'game_code',
  kind: 'game',
  async read(db, code, language, lock) {
    const [row] = await db.query<GameRow>(
      `${GAME_SQL('$2', 'g.game_code = $1')}${lock ? ' for update of g' : ''}`,
      [code, language],
    );
    return row;
  },
  out: gameOut,
  notFound: () => failure(CODES.notFound, 'adminGameNotFound'),
};

type Change =
  { kind: 'window'; from: number; to: number } | { kind: 'end' } | { kind: 'hot'; hot: boolean };

/** What a change writes: the columns after it, or null when they are so already. */
function columnsAfter(row: PlaceRow, change: Change) {
  const now = {
    is_hot: row.is_hot,
    is_maintain: row.is_maintain,
    start: row.maintain_start === null ? null : epochMs(row.maintain_start),
    end: row.maintain_end === null ? null : epochMs(row.maintain_end),
  };
  // a window replaces the switch: the operator's window is what holds from now on
  const next =
    change.kind === 'hot'
      ? { ...now, is_hot: change.hot }
      : change.kind === 'end'
        ? { ...now, is_maintain: false, start: null, end: null }
        : { ...now, is_maintain: false, start: change.from, end: change.to };
  const same =
    next.is_hot === now.is_hot &&
    next.is_maintain === now.is_maintain &&
    next.start === now.start &&
    next.end === now.end;
  return same ? null : next;
}

/** One audited change of a lobby or a game: locked, changed, read back, with its audit row. */
async function changePlace<Row extends PlaceRow, Out>(
  ctx: CallContext,
  place: PlaceKind<Row, Out>,
  code: string,
  action: AdminAction,
  reason: string,
  change: (now: number) => Change,
): Promise<Out> {
  const now = ctx.app.now();
  const language = contentLanguage(ctx.language);
  const asked = change(now);
  const changed = await adminAction(
    ctx,
    { action, target: { kind: place.kind, id: code }, reason },
    async (tx) => {
      const before = await place.read(tx, code, language, true);
      if (!before) throw place.notFound();
      const next = columnsAfter(before, asked);
      if (next === null) return { result: place.out(before, now), unchanged: true };
      await tx.query(
        `update ${place.table}
          set is_hot = $2, is_maintain = $3, maintain_start = $4, maintain_end = $5
        where ${place.key} = $1`,
        [
          code,
          next.is_hot,
          next.is_maintain,
          next.start === null ? null : new Date(next.start),
          next.end === null ? null : new Date(next.end),
        ],
      );
      const after = (await place.read(tx, code, language, false))!;
      return {
        result: place.out(after, now),
        before: placeValues(placeOut(before, now)),
        after: placeValues(placeOut(after, now)),
      };
    },
  );
  // open lobbies and home pages take their games again (the site topic)
  publishSite(ctx, 'games');
  return changed;
}

export const adminGamesHandlers = {
  /** Every lobby (of a type), in the players' order, with its games counted. */
  adminListLobbies: {
    access: 'superAdmin',
    async handle(input, ctx) {
      const rows = await ctx.app.db.query<LobbyRow>(
        `${LOBBY_SQL('$2', '($1::text is null or l.game_type = $1)')}
          order by t.sort, l.sort, l.lobby_code`,
        [input.gameType ?? null, contentLanguage(ctx.language)],
      );
      const now = ctx.app.now();
      return { list: rows.map((r) => lobbyOut(r, now)) };
    },
  },

  /** Games by lobby, type and a part of their name or code; by code, a page at a time. */
  adminListGames: {
    access: 'superAdmin',
    async handle(input, ctx) {
      const limit = input.limit ?? ADMIN_PAGE_DEFAULT;
      const search = input.search?.trim() ? likePattern(input.search.trim()) : null;
      const rows = await ctx.app.db.query<GameRow>(
        `${GAME_SQL(
          '$6',
          `($1::text is null or g.lobby_code = $1)
           and ($2::text is null or g.game_type = $2)
           and ($3::text is null or g.game_code ilike $3 or g.game_name ilike $3
                or ${translated('g.names', 'g.game_name', '$6')} ilike $3)
           and ($4::text is null or g.game_code > $4)`,
        )}
          order by g.game_code limit $5`,
        [
          input.lobbyCode ?? null,
          input.gameType ?? null,
          search,
          input.before ?? null,
          limit + 1,
          contentLanguage(ctx.language),
        ],
      );
      const page = rows.slice(0, limit);
      const now = ctx.app.now();
      return {
        list: page.map((r) => gameOut(r, now)),
        next: rows.length > limit ? page[page.length - 1]!.game_code : null,
      };
    },
  },

  adminSetLobbyMaintenance: {
    access: 'superAdmin',
    handle: (input, ctx) =>
      changePlace(ctx, LOBBY, input.lobbyCode, 'lobby.maintenanceSet', input.reason, (now) => ({
        kind: 'window',
        ...windowOf(input, now),
      })),
  },

  adminEndLobbyMaintenance: {
    access: 'superAdmin',
    handle: (input, ctx) =>
      changePlace(ctx, LOBBY, input.lobbyCode, 'lobby.maintenanceEnd', input.reason, () => ({
        kind: 'end',
      })),
  },

  adminSetLobbyHot: {
    access: 'superAdmin',
    handle: (input, ctx) =>
      changePlace(ctx, LOBBY, input.lobbyCode, 'lobby.setHot', input.reason, () => ({
        kind: 'hot',
        hot: input.hot,
      })),
  },

  adminSetGameMaintenance: {
    access: 'superAdmin',
    handle: (input, ctx) =>
      changePlace(ctx, GAME, input.gameCode, 'game.maintenanceSet', input.reason, (now) => ({
        kind: 'window',
        ...windowOf(input, now),
      })),
  },

  adminEndGameMaintenance: {
    access: 'superAdmin',
    handle: (input, ctx) =>
      changePlace(ctx, GAME, input.gameCode, 'game.maintenanceEnd', input.reason, () => ({
        kind: 'end',
      })),
  },

  adminSetGameHot: {
    access: 'superAdmin',
    handle: (input, ctx) =>
      changePlace(ctx, GAME, input.gameCode, 'game.setHot', input.reason, () => ({
        kind: 'hot',
        hot: input.hot,
      })),
  },
} satisfies PlatformHandlers;
