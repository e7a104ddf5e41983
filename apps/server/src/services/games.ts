import { LANGUAGES, type Language } from '@touchline/domain';
import type { PlatformHandlers } from '../http/routes.ts';
import { epochMs } from './common.ts';
import { issueSportsToken, sportsbookConfig } from './sports-token.ts';

type WindowRow = {
  is_hot: boolean;
  is_maintain: boolean;
  maintain_start: Date | null;
  maintain_end: Date | null;
};

function maintenanceWindow(row: WindowRow) {
  return {
    isHotGame: row.is_hot,
    isMaintain: row.is_maintain,
    startTimestamp: row.maintain_start ? epochMs(row.maintain_start) : null,
    endTimestamp: row.maintain_end ? epochMs(row.maintain_end) : null,
  };
}

type LobbyRow = WindowRow & {
  lobby_code: string;
  lobby_name: string;
  game_type: string;
  icon: string;
};
type GameRow = LobbyRow & { game_code: string; game_name: string };

/** The language of the `Language` header when it is one of ours; else English, the fallback. */
export function contentLanguage(header: string | null): Language {
  const asked = header?.toLowerCase();
  return (LANGUAGES as readonly string[]).includes(asked ?? '') ? (asked as Language) : 'en';
}

/**
 * SQL for a text in the asked language (the query's parameter `param`, a `contentLanguage`):
 * its entry in the jsonb `translations` when there is a non-empty one, else `fallback` (English).
 */
export function translated(translations: string, fallback: string, param: string): string {
  return `coalesce(nullif(${translations} ->> ${param}, ''), ${fallback})`;
}

export const gamesHandlers = {
  /** The lobbies with their games; lobby and game names in the asked language, else in English. */
  listHomeLobbies: {
    access: 'public',
    async handle(input, ctx) {
      const { db } = ctx.app;
      const language = contentLanguage(ctx.language);
      const lobbies = await db.query<LobbyRow>(
        `select l.lobby_code, ${translated('l.names', 'l.lobby_name', '$3')} as lobby_name,
                l.game_type, l.icon, l.is_hot, l.is_maintain, l.maintain_start, l.maintain_end
           from lobbies l join game_types t on t.game_type = l.game_type
          where ($1::text is null or l.game_type = $1) and ($2::boolean is null or l.is_hot = $2)
          order by t.sort, l.sort, l.lobby_code`,
        [input.gameType ?? null, input.isHotGame ?? null, language],
      );
      const games =
        lobbies.length === 0
          ? []
          : await db.query<GameRow>(
              `select game_code, lobby_code, ${translated('names', 'game_name', '$2')} as game_name,
                      game_type, icon, is_hot, is_maintain, maintain_start, maintain_end
                 from games where lobby_code = any($1::text[])
                order by sort, game_code`,
              [lobbies.map((l) => l.lobby_code), language],
            );
      return lobbies.map((l) => ({
        lobbyCode: l.lobby_code,
        lobbyName: l.lobby_name,
        gameType: l.game_type,
        icon: l.icon,
        ...maintenanceWindow(l),
        gameList: games
          .filter((g) => g.lobby_code === l.lobby_code)
          .map((g) => ({
            gameCode: g.game_code,
            gameName: g.game_name,
            gameType: g.game_type,
            lobbyCode: g.lobby_code,
            icon: g.icon,
            ...maintenanceWindow(g),
          })),
      }));
    },
  },

  /** Banners active now, in order; each title in the asked language, else in English. */
  listHomeBanners: {
    access: 'public',
    async handle(_input, ctx) {
      const rows = await ctx.app.db.query<{
        id: bigint | number;
        title: string;
        image: string;
        link: string | null;
      }>(
        `select id, ${translated('title', "title ->> 'en'", '$1')} as title, image, link
           from home_banners
          where active_from <= $2 and (active_until is null or active_until > $2)
          order by sort, id`,
        [contentLanguage(ctx.language), new Date(ctx.app.now())],
      );
      return rows.map((r) => ({ id: Number(r.id), title: r.title, image: r.image, link: r.link }));
    },
  },

  /** Notices active now, in order; each text in the asked language, else in English. */
  listHomeNotices: {
    access: 'public',
    async handle(_input, ctx) {
      const rows = await ctx.app.db.query<{ id: bigint | number; text: string }>(
        `select id, ${translated('text', "text ->> 'en'", '$1')} as text
           from home_notices
          where active_from <= $2 and (active_until is null or active_until > $2)
          order by sort, id`,
        [contentLanguage(ctx.language), new Date(ctx.app.now())],
      );
      return rows.map((r) => ({ id: Number(r.id), text: r.text }));
    },
  },

  /** The game types in order; each name in the asked language, else in English. */
  listGameTypes: {
    access: 'public',
    async handle(_input, ctx) {
      const rows = await ctx.app.db.query<{
        game_type: string;
        name: string;
        icon: string;
        sort: number;
      }>(
        `select game_type, ${translated('names', 'name', '$1')} as name, icon, sort
           from game_types order by sort, game_type`,
        [contentLanguage(ctx.language)],
      );
      return rows.map((r) => ({ gameType: r.game_type, name: r.name, icon: r.icon, sort: r.sort }));
    },
  },

  fetchSportsbookToken: {
    access: 'member',
    async handle(_input, ctx) {
      const token = await issueSportsToken(ctx.app.db, ctx.member, ctx.app.now());
      return sportsbookConfig(ctx.origin, token);
    },
  },

  /** The cSports token answers the same sportsbook config (its addresses and a fresh token). */
  fetchCSportsToken: {
    access: 'member',
    async handle(_input, ctx) {
      const token = await issueSportsToken(ctx.app.db, ctx.member, ctx.app.now());
      return sportsbookConfig(ctx.origin, token);
    },
  },
} satisfies PlatformHandlers;
