import { CODES } from '@touchline/api/contract';
import type { Queryable } from '../db/database.ts';
import {
  isPlaceInMaintenance,
  LANGUAGES,
  MAINTENANCE_UTC_OFFSET_HOURS,
  wallClockToEpoch,
  type Language,
} from '@touchline/domain';
import { ProtocolError, launchAnswerSchema, signedCall } from '../games/protocol.ts';
import { ORIGINALS_LAUNCH_PATH } from '../games/originals/provider.ts';
import { memberRefOf } from '../games/seamless.ts';
import { failure, illegalInput } from '../http/failure.ts';
import type { PlatformHandlers } from '../http/routes.ts';
import { epochMs, money, shownTime } from './common.ts';
import { issueSportsToken, sportsbookConfig } from './sports-token.ts';
import { checkNotExcluded } from './responsible.ts';
import { walletOf } from './wallet.ts';

/** A banner or notice row active at the time in `param` (its window holds it). */
function activeAt(param: string): string {
  return `active_from <= ${param} and (active_until is null or active_until > ${param})`;
}

/**
 * The picture of the first banner active now: the home page's largest element, which the page
 * sent for `/` preloads (issue 16). The same order as `listHomeBanners`; no title, so no language.
 */
export async function firstHomeBannerImage(db: Queryable, now: number): Promise<string | null> {
  const [row] = await db.query<{ image: string }>(
    `select image from home_banners where ${activeAt('$1')} order by sort, id limit 1`,
    [new Date(now)],
  );
  return row?.image ?? null;
}

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

/**
 * Refuses a lobby or game in maintenance: the operator's switch, or now inside its window; the
 * message names the window when there is one.
 */
export function refuseMaintenance(row: WindowRow, now: number): void {
  const start = row.maintain_start ? epochMs(row.maintain_start) : null;
  const end = row.maintain_end ? epochMs(row.maintain_end) : null;
  // the one rule of "in maintenance" (domain), as the centre's games section shows it
  const place = { isMaintain: row.is_maintain, startTimestamp: start, endTimestamp: end };
  if (!isPlaceInMaintenance(place, now)) return;
  if (start !== null && end !== null && now <= end) {
    throw failure(CODES.forbidden, 'gameMaintenanceWindow', {
      start: shownTime(start),
      end: shownTime(end),
    });
  }
  throw failure(CODES.forbidden, 'gameMaintenance');
}

/** A `beginTime`–`endTime` range of the history calls (wall clock at UTC+8) as epoch ms. */
function historyRange(input: { beginTime: string; endTime: string }): [Date, Date] {
  const begin = wallClockToEpoch(input.beginTime, MAINTENANCE_UTC_OFFSET_HOURS);
  const end = wallClockToEpoch(input.endTime, MAINTENANCE_UTC_OFFSET_HOURS);
  if (begin === null) throw illegalInput('beginTime', 'not a calendar time');
  if (end === null) throw illegalInput('endTime', 'not a calendar time');
  if (end < begin) throw illegalInput('endTime', 'before beginTime');
  // the end second is whole: 23:59:59 covers up to 23:59:59.999
  return [new Date(begin), new Date(end + 999)];
}

type RoundStatus = 'open' | 'settled' | 'rolled-back';

/** A round as a bet record's status: won, lost or draw once settled; void once rolled back. */
function recordStatus(status: RoundStatus, stake: bigint, win: bigint) {
  if (status === 'open') return 'unsettled' as const;
  if (status === 'rolled-back') return 'void' as const;
  return win > stake ? ('won' as const) : win < stake ? ('lost' as const) : ('draw' as const);
}

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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
          where ${activeAt('$2')}
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

  /** Popup ads running now, in order; each text in the asked language, else in English. */
  listPopupAds: {
    access: 'public',
    async handle(_input, ctx) {
      const rows = await ctx.app.db.query<{
        id: bigint | number;
        title: string;
        text: string;
        cta: string | null;
        link: string | null;
      }>(
        `select id, ${translated('title', "title ->> 'en'", '$1')} as title,
                ${translated('text', "text ->> 'en'", '$1')} as text,
                ${translated('cta', "nullif(cta ->> 'en', '')", '$1')} as cta, link
           from popup_ads
          where ${activeAt('$2')}
          order by sort, id`,
        [contentLanguage(ctx.language), new Date(ctx.app.now())],
      );
      return rows.map((r) => ({
        id: Number(r.id),
        title: r.title,
        text: r.text,
        ctaLabel: r.cta,
        link: r.link,
      }));
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

  /** A lobby's games (or every game), the same rows as the home bar; the whole list at once. */
  listSlotGames: {
    access: 'public',
    async handle(input, ctx) {
      const keyword = input.keyword?.trim() ? likePattern(input.keyword.trim()) : null;
      const rows = await ctx.app.db.query<GameRow>(
        `select g.game_code, g.lobby_code, ${translated('g.names', 'g.game_name', '$5')} as game_name,
                g.game_type, g.icon, g.is_hot, g.is_maintain, g.maintain_start, g.maintain_end
           from games g
           join lobbies l on l.lobby_code = g.lobby_code
           join game_types t on t.game_type = l.game_type
          where ($1::text is null or g.lobby_code = $1)
            and ($2::text is null or g.game_type = $2)
            and ($3::boolean is null or g.is_hot = $3)
            and ($4::text is null or g.game_name ilike $4 or g.game_code ilike $4
                 or ${translated('g.names', 'g.game_name', '$5')} ilike $4)
          order by t.sort, l.sort, g.sort, g.game_code`,
        [
          input.lobbyCode ?? null,
          input.gameType ?? null,
          input.isHotGame ?? null,
          keyword,
          contentLanguage(ctx.language),
        ],
      );
      return rows.map((g) => ({
        gameCode: g.game_code,
        gameName: g.game_name,
        gameType: g.game_type,
        lobbyCode: g.lobby_code,
        icon: g.icon,
        ...maintenanceWindow(g),
      }));
    },
  },

  /**
   * Launches a game in the seamless-wallet mode: the lobby and game exist and are out of
   * maintenance, the provider runs the game and hands out a one-time launch token, and the
   * answer is the game client's address with it (ADR 019).
   */
  jumpToGame: {
    access: 'member',
    async handle(input, ctx) {
      const { db, games, now } = ctx.app;
      const language = input.language ?? contentLanguage(ctx.language);
      const [lobby] = await db.query<WindowRow & { lobby_code: string }>(
        `select lobby_code, is_hot, is_maintain, maintain_start, maintain_end
           from lobbies where lobby_code = $1`,
        [input.lobbyCode],
      );
      if (!lobby) throw failure(CODES.notFound, 'gameNotFound');
      const [game] = await db.query<WindowRow & { game_code: string }>(
        `select game_code, is_hot, is_maintain, maintain_start, maintain_end from games
          where lobby_code = $1 and ($2::text is null or game_code = $2)
          order by sort, game_code limit 1`,
        [input.lobbyCode, input.gameCode ?? null],
      );
      if (!game) throw failure(CODES.notFound, 'gameNotFound');
      refuseMaintenance(lobby, now());
      refuseMaintenance(game, now());
      const { memberId } = ctx.member;
      // a time-out or self-exclusion says why here, before a game opens
      await checkNotExcluded(db, memberId, now());
      const wallet = await walletOf(db, memberId);
      const memberRef = await memberRefOf(db, games.providerName, memberId);
      let launchToken: string;
      try {
        ({ launchToken } = await signedCall(
          games.fetch,
          `${games.providerUrl()}${ORIGINALS_LAUNCH_PATH}`,
          games.providerSecret,
          {
            operator: games.operatorName,
            memberRef,
            gameCode: game.game_code,
            currency: wallet.currency,
            language,
          },
          launchAnswerSchema,
          now(),
        ));
      } catch (error) {
        if (error instanceof ProtocolError && error.code === 'UNKNOWN_GAME') {
          throw failure(CODES.forbidden, 'gameNotOffered');
        }
        ctx.log.error({ err: error }, 'the game provider did not launch');
        throw failure(CODES.internalError, 'gameProviderUnavailable', {}, { httpStatus: 503 });
      }
      const query = new URLSearchParams({ launch: launchToken, lang: language });
      return {
        url: `${games.clientUrl}/${encodeURIComponent(game.game_code)}?${query.toString()}`,
        openMode: 'iframe' as const,
      };
    },
  },

  /** The member's game rounds in a range: totals, and totals by game and day at UTC+8. */
  sumMyBets: {
    access: 'member',
    async handle(input, ctx) {
      const [begin, end] = historyRange(input);
      const rows = await ctx.app.db.query<{
        day: string;
        game_code: string;
        game_name: string;
        game_type: string;
        bet_count: bigint;
        bet_minor: bigint | string;
        valid_minor: bigint | string;
        win_loss_minor: bigint | string;
      }>(
        `select to_char((r.created_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD') as day,
                r.game_code, r.game_type,
                min(${translated('g.names', 'coalesce(g.game_name, r.game_code)', '$5')}) as game_name,
                count(*) as bet_count,
                sum(r.stake_minor) as bet_minor,
                sum(case when r.status = 'settled' then r.stake_minor else 0 end) as valid_minor,
                sum(case when r.status = 'settled' then r.win_minor - r.stake_minor else 0 end)
                  as win_loss_minor
           from game_rounds r left join games g on g.game_code = r.game_code
          where r.member_id = $1 and r.status <> 'rolled-back'
            and r.created_at >= $2 and r.created_at <= $3
            and ($4::text is null or r.game_type = $4)
          group by 1, r.game_code, r.game_type
          order by 1 desc, r.game_code`,
        [ctx.member.memberId, begin, end, input.gameType ?? null, contentLanguage(ctx.language)],
      );
      const totals = { betCount: 0, bet: 0n, valid: 0n, winLoss: 0n };
      const list = rows.map((r) => {
        const bet = BigInt(String(r.bet_minor));
        const valid = BigInt(String(r.valid_minor));
        const winLoss = BigInt(String(r.win_loss_minor));
        totals.betCount += Number(r.bet_count);
        totals.bet += bet;
        totals.valid += valid;
        totals.winLoss += winLoss;
        return {
          date: r.day,
          gameCode: r.game_code,
          gameName: r.game_name,
          gameType: r.game_type,
          betCount: Number(r.bet_count),
          betAmount: money(bet),
          validBetAmount: money(valid),
          winLoss: money(winLoss),
        };
      });
      return {
        betCount: totals.betCount,
        betAmount: money(totals.bet),
        validBetAmount: money(totals.valid),
        winLoss: money(totals.winLoss),
        rows: list,
      };
    },
  },

  /** The member's game rounds in a range as bet records, newest first, a page at a time. */
  listMyBets: {
    access: 'member',
    async handle(input, ctx) {
      const [begin, end] = historyRange(input);
      const where = `r.member_id = $1 and r.created_at >= $2 and r.created_at <= $3
                     and ($4::text is null or r.game_type = $4)`;
      const params = [ctx.member.memberId, begin, end, input.gameType ?? null];
      const [count] = await ctx.app.db.query<{ n: bigint }>(
        `select count(*) as n from game_rounds r where ${where}`,
        params,
      );
      const rows = await ctx.app.db.query<{
        round_id: string;
        game_code: string;
        game_type: string;
        lobby_code: string;
        game_name: string;
        stake_minor: bigint;
        win_minor: bigint;
        status: RoundStatus;
        created_at: Date;
        settled_at: Date | null;
      }>(
        `select r.round_id, r.game_code, r.game_type, r.lobby_code,
                ${translated('g.names', 'coalesce(g.game_name, r.game_code)', '$7')} as game_name,
                r.stake_minor, r.win_minor, r.status, r.created_at, r.settled_at
           from game_rounds r left join games g on g.game_code = r.game_code
          where ${where}
          order by r.created_at desc, r.id desc
          limit $5 offset $6`,
        [
          ...params,
          input.pageSize,
          (input.page - 1) * input.pageSize,
          contentLanguage(ctx.language),
        ],
      );
      return {
        list: rows.map((r) => {
          const stake = BigInt(r.stake_minor);
          const win = BigInt(r.win_minor);
          const settled = r.status === 'settled';
          return {
            orderNo: r.round_id,
            gameCode: r.game_code,
            gameType: r.game_type,
            lobbyCode: r.lobby_code,
            gameName: r.game_name,
            betAmount: money(stake),
            validBetAmount: money(settled ? stake : 0n),
            winLoss: money(settled ? win - stake : 0n),
            status: recordStatus(r.status, stake, win),
            betAt: epochMs(r.created_at),
            settledAt: r.settled_at ? epochMs(r.settled_at) : null,
          };
        }),
        total: Number(count?.n ?? 0),
        page: input.page,
        pageSize: input.pageSize,
      };
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
