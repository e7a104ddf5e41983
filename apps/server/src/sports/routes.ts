import {
  CODES,
  HEADERS,
  SPORTS_LANGUAGE_TYPES,
  sportsCalls,
  sportsWireRequest,
  type AnyCall,
  type CallDataInput,
  type SportsCommonBody,
} from '@touchline/api/contract';
import {
  DEFAULT_MATCH_PAGE_SIZE,
  SPORTS,
  SPORTS_UTC_OFFSET_HOURS,
  STATISTICS_TYPES,
  epochToWallClock,
  isLanguage,
  wallClockToEpoch,
  type Language,
} from '@touchline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import type { StreamLinks } from '../services/live-matches.ts';
import type { AppContext } from '../context.ts';
import { Failure, notFound } from '../http/failure.ts';
import { text } from '../http/messages.ts';
import { headerText, registerRoute } from '../http/routes.ts';
import type { SportsEngine } from './engine.ts';
import type { FeedMatch, SportsFeed } from './feed.ts';
import type { MaintenanceRow, SportsGate } from './gate.ts';
import { STATIC_WORDS } from './names.ts';
import {
  leagueView,
  matchDetailView,
  matchResultDetailView,
  matchResultView,
  matchView,
  tabOf,
} from './views.ts';

type SportsCalls = typeof sportsCalls;
type SportsCallName = keyof SportsCalls;

/** What a sports handler works with: the member behind the sports token and the body's settings. */
export interface SportsCallContext {
  readonly app: AppContext;
  readonly feed: SportsFeed;
  readonly engine: SportsEngine;
  /** Null only on the static-language list, which carries no token. */
  readonly memberId: bigint | null;
  /** The hash of the sports token the call came with (null with `memberId`). */
  readonly sportsTokenHash: string | null;
  readonly language: Language;
  readonly oddsChange: 1 | 2 | 3;
  /** The matches a live stream presents now: their "watch" links lead to its room. */
  readonly watchable: ReadonlySet<number>;
}

type Handler<Name extends SportsCallName> = (
  input: z.infer<SportsCalls[Name]['request']>,
  ctx: SportsCallContext,
) => Promise<CallDataInput<SportsCalls[Name]>>;

const LANGUAGE_OF_TYPE = Object.fromEntries(
  Object.entries(SPORTS_LANGUAGE_TYPES).map(([language, type]) => [type, language]),
) as Record<SportsCommonBody['languageType'], Language>;

/** Whether `ms` lies in a period given as the service's wall-clock times (UTC+8). */
function inRange(ms: number, begin?: string, end?: string): boolean {
  const from = begin === undefined ? null : wallClockToEpoch(begin, SPORTS_UTC_OFFSET_HOURS);
  const to = end === undefined ? null : wallClockToEpoch(end, SPORTS_UTC_OFFSET_HOURS);
  if (from !== null && ms < from) return false;
  if (to !== null && ms > to) return false;
  return true;
}

function page<T>(rows: T[], current = 1, size = DEFAULT_MATCH_PAGE_SIZE) {
  return {
    records: rows.slice((current - 1) * size, current * size),
    total: rows.length,
    current,
    size,
  };
}

function requireMember(ctx: SportsCallContext): bigint {
  if (ctx.memberId === null) throw sportsTokenExpired();
  return ctx.memberId;
}

const sportsTokenExpired = () =>
  new Failure(CODES.sportsTokenExpired, text('sportsSessionExpired'));

function listed(
  feed: SportsFeed,
  now: number,
  filter: {
    type?: number;
    sportId?: number;
    beginTime?: string;
    endTime?: string;
    leagueIds?: number[];
  },
): FeedMatch[] {
  return feed.matches().filter((m) => {
    const tab = tabOf(m, now);
    if (tab === null) return false;
    if (filter.type !== undefined && tab !== filter.type) return false;
    if (filter.sportId !== undefined && m.sid !== filter.sportId) return false;
    if (filter.leagueIds?.length && !filter.leagueIds.includes(m.league.id)) return false;
    return inRange(m.startsAt, filter.beginTime, filter.endTime);
  });
}

function finishedMatches(
  feed: SportsFeed,
  filter: { sportId: number; beginTime: string; endTime: string; leagueIds?: number[] },
): FeedMatch[] {
  return feed
    .matches()
    .filter(
      (m) =>
        m.kind === 'match' &&
        (m.progress.phase === 'finished' || m.progress.phase === 'cancelled') &&
        m.sid === filter.sportId &&
        (!filter.leagueIds?.length || filter.leagueIds.includes(m.league.id)) &&
        inRange(m.startsAt, filter.beginTime, filter.endTime),
    )
    .sort((a, b) => b.startsAt - a.startsAt || a.id - b.id);
}

/** The handler of every sports call. */
export const sportsHandlers: { [Name in SportsCallName]: Handler<Name> } = {
  async listMatches(input, ctx) {
    const rows = listed(ctx.feed, ctx.app.now(), input);
    rows.sort((a, b) =>
      input.orderBy === 2
        ? a.league.id - b.league.id || a.startsAt - b.startsAt || a.id - b.id
        : a.startsAt - b.startsAt || a.id - b.id,
    );
    const p = page(rows, input.current, input.size);
    return { ...p, records: p.records.map((m) => matchView(m, ctx.language, ctx.watchable)) };
  },

  async getStatistics(_input, ctx) {
    const now = ctx.app.now();
    const sl = Object.values(STATISTICS_TYPES).map((ty) => {
      const rows = listed(ctx.feed, now, { type: ty });
      return {
        ty,
        tc: rows.length,
        ssl: SPORTS.map((s) => ({ sid: s.id, c: rows.filter((m) => m.sid === s.id).length })),
      };
    });
    return { sl };
  },

  async listOnSaleLeagues(input, ctx) {
    const rows = listed(ctx.feed, ctx.app.now(), input);
    return ctx.feed
      .leagues()
      .filter((l) => l.sid === input.sportId)
      .map((l) => ({ league: l, count: rows.filter((m) => m.league.id === l.id).length }))
      .filter((x) => x.count > 0)
      .map((x) => leagueView(x.league, x.count, ctx.language));
  },

  async getMatchDetail(input, ctx) {
    const match = ctx.feed.match(input.matchId);
    if (!match) throw notFound(text('matchMissing'));
    return matchDetailView(match, ctx.language, ctx.watchable);
  },

  async listRecommendedMatches(input, ctx) {
    const now = ctx.app.now();
    const rows = listed(ctx.feed, now, { sportId: input.sportId }).filter(
      (m) => m.kind === 'match',
    );
    // live ones first (those with a stream before the others), then the soonest to start
    const watched = (m: FeedMatch) => m.liveUrl !== null || ctx.watchable.has(m.id);
    rows.sort(
      (a, b) =>
        Number(b.progress.phase === 'live') - Number(a.progress.phase === 'live') ||
        Number(watched(b)) - Number(watched(a)) ||
        a.startsAt - b.startsAt ||
        a.id - b.id,
    );
    return rows.slice(0, input.size ?? 10).map((m) => matchView(m, ctx.language, ctx.watchable));
  },

  async countMatches(input, ctx) {
    return { count: listed(ctx.feed, ctx.app.now(), input).length };
  },

  async listMatchResults(input, ctx) {
    return finishedMatches(ctx.feed, input).map((m) => matchResultView(m, ctx.language));
  },

  async pageMatchResults(input, ctx) {
    const p = page(finishedMatches(ctx.feed, input), input.current, input.size);
    return { ...p, records: p.records.map((m) => matchResultView(m, ctx.language)) };
  },

  async getMatchResult(input, ctx) {
    const match = ctx.feed.match(input.matchId);
    if (!match || (match.progress.phase !== 'finished' && match.progress.phase !== 'cancelled')) {
      throw notFound(text('matchNoResult'));
    }
    return matchResultDetailView(match, ctx.language);
  },

  async quoteBetSlip(input, ctx) {
    const memberId = requireMember(ctx);
    const bettor = await ctx.engine.bettor(memberId, ctx.language, ctx.oddsChange);
    return ctx.engine.quote(input.picks, bettor);
  },

  async listBets(input, ctx) {
    return ctx.engine.listBets(requireMember(ctx), {
      settled: input.isSettled,
      current: input.current ?? 1,
      size: input.size ?? DEFAULT_MATCH_PAGE_SIZE,
      language: ctx.language,
      ...(input.beginTime === undefined ? {} : { from: input.beginTime }),
      ...(input.endTime === undefined ? {} : { to: input.endTime }),
    });
  },

  async getCashOutQuotes(input, ctx) {
    return ctx.engine.cashOutQuotes(requireMember(ctx), input.orderIds);
  },

  async cashOut(input, ctx) {
    return ctx.engine.cashOut(requireMember(ctx), input);
  },

  async placeSingleBets(input, ctx) {
    const bettor = await ctx.engine.bettor(requireMember(ctx), ctx.language, ctx.oddsChange);
    return ctx.engine.placeSingles(
      bettor,
      input.bets,
      input.idempotencyKey,
      ctx.sportsTokenHash ?? undefined,
    );
  },

  async reserveBet(input, ctx) {
    const bettor = await ctx.engine.bettor(requireMember(ctx), ctx.language, ctx.oddsChange);
    return ctx.engine.reserve(bettor, input, ctx.sportsTokenHash ?? undefined);
  },

  async listReserveBets(input, ctx) {
    return ctx.engine.listReserves(requireMember(ctx), {
      current: input.current ?? 1,
      size: input.size ?? DEFAULT_MATCH_PAGE_SIZE,
      language: ctx.language,
      ...(input.status === undefined ? {} : { status: input.status }),
    });
  },

  async cancelReserveBet(input, ctx) {
    await ctx.engine.cancelReserve(requireMember(ctx), input.reserveId);
    return null;
  },

  async getBetStatuses(input, ctx) {
    return ctx.engine.statuses(requireMember(ctx), input.orderIds);
  },

  async placeMultipleBet(input, ctx) {
    const bettor = await ctx.engine.bettor(requireMember(ctx), ctx.language, ctx.oddsChange);
    return ctx.engine.placeMultiple(
      bettor,
      input.legs,
      input.stake,
      input.idempotencyKey,
      ctx.sportsTokenHash ?? undefined,
    );
  },

  async listTopBulletins(_input, ctx) {
    // a bulletin an operator expired (or whose expiry passed) is no longer listed
    const rows = await ctx.app.db.query<BulletinRow>(
      `select * from sports_bulletins where pinned and ${LISTED}
        order by published_at desc, id desc limit 10`,
      [new Date(ctx.app.now())],
    );
    return rows.map((r) => bulletinView(r, ctx.language));
  },

  async pageBulletins(input, ctx) {
    const size = input.size ?? DEFAULT_MATCH_PAGE_SIZE;
    const current = input.current ?? 1;
    const now = new Date(ctx.app.now());
    const [count] = await ctx.app.db.query<{ n: bigint }>(
      `select count(*)::bigint as n from sports_bulletins where ${LISTED}`,
      [now],
    );
    const rows = await ctx.app.db.query<BulletinRow>(
      `select * from sports_bulletins where ${LISTED}
        order by published_at desc, id desc limit $2 offset $3`,
      [now, size, (current - 1) * size],
    );
    return {
      records: rows.map((r) => bulletinView(r, ctx.language)),
      total: Number(count?.n ?? 0),
      current,
      size,
    };
  },

  async listStaticLanguage(_input, ctx) {
    return Object.entries(STATIC_WORDS).map(([key, text]) => ({ key, text: text[ctx.language] }));
  },
};

/** A bulletin is listed until its expiry (`$1` is now). */
const LISTED = '(expires_at is null or expires_at > $1)';

type BulletinRow = {
  id: bigint;
  title: Record<string, string>;
  content: Record<string, string>;
  published_at: Date;
};

function bulletinView(row: BulletinRow, language: Language) {
  return {
    id: Number(row.id),
    title: row.title[language] ?? row.title.en ?? '',
    content: row.content[language] ?? row.content.en ?? '',
    publishedAt: new Date(row.published_at).getTime(),
  };
}

/**
 * The sports maintenance an operator set (a maintenance notice whose sports config has status
 * 1), if now lies in its period: its message names the period in the service's UTC+8 times.
 */
function maintenanceOf(rows: readonly MaintenanceRow[], now: number): string | null {
  for (const row of rows) {
    const start = row.sports_config.startTime ?? new Date(row.start_time).getTime();
    const end = row.sports_config.endTime ?? new Date(row.end_time).getTime();
    if (now >= start && now < end) {
      const content = row.sports_config.content ? ` ${row.sports_config.content}` : '';
      const text = (ms: number) => epochToWallClock(ms, SPORTS_UTC_OFFSET_HOURS);
      return `Sports maintenance from ${text(start)} to ${text(end)}.${content}`;
    }
  }
  return null;
}

function headerLanguage(request: FastifyRequest): Language {
  const text = headerText(request, HEADERS.language);
  return text && isLanguage(text) ? text : 'en';
}

/**
 * Registers every sports call through the one registration path (`registerRoute`): its guard
 * answers code 8 while an operator's sports maintenance runs and 14010 when the sports token is
 * missing, unknown or expired; the body's common fields are checked by the contract.
 */
export function registerSportsCalls(
  fastify: FastifyInstance,
  app: AppContext,
  feed: SportsFeed,
  engine: SportsEngine,
  links: StreamLinks,
  gate: SportsGate,
): void {
  for (const name of Object.keys(sportsCalls) as SportsCallName[]) {
    const call = sportsCalls[name] as AnyCall;
    const handler = sportsHandlers[name] as Handler<SportsCallName>;
    const onService = call.service === 'sports';
    registerRoute(fastify, app, call, {
      schema: onService ? sportsWireRequest(call.request) : call.request,
      async guard(request) {
        const header = onService ? headerText(request, 'authorization') : null;
        const token = onService ? (header?.replace(/^Bearer\s+/i, '').trim() ?? '') : null;
        const reading = await gate.read(token);
        const maintenance = maintenanceOf(reading.maintenance, app.now());
        if (maintenance) throw new Failure(CODES.sportsPassThrough, maintenance);
        if (token === null) return null;
        if (reading.token.status !== 'valid') throw sportsTokenExpired();
        return { memberId: reading.token.memberId, sportsTokenHash: reading.tokenHash! };
      },
      async handle(input, caller, request) {
        const common = input as Partial<SportsCommonBody>;
        const ctx: SportsCallContext = {
          watchable: await links.current(),
          app,
          feed,
          engine,
          memberId: caller?.memberId ?? null,
          sportsTokenHash: caller?.sportsTokenHash ?? null,
          language: common.languageType
            ? LANGUAGE_OF_TYPE[common.languageType]
            : headerLanguage(request),
          oddsChange: common.oddsChange ?? 1,
        };
        return handler(input as never, ctx);
      },
    });
  }
}
