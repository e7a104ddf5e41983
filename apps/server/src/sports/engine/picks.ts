import { LANGUAGES, type Language } from '@touchline/domain';
import type { FeedMatch, SportsFeed } from '../feed.ts';
import { firstPeriodName } from '../markets.ts';
import { marketName, selectionName } from '../names.ts';
import { randomText } from '../../random.ts';
import { marketKeyOfMty, type MarketKey } from '../settlement.ts';

/** A slip leg as the player picked it. */
export interface Pick {
  matchId: number;
  marketId: string;
  selectionId: string;
}

export interface Bettor {
  memberId: bigint;
  currency: string;
  language: Language;
  /** 1 accept any price change, 2 only better, 3 none. */
  oddsChange: 1 | 2 | 3;
}

/** Where a pick stands in the feed right now. */
export interface Resolved {
  match: FeedMatch;
  marketId: string;
  selectionId: string;
  key: MarketKey;
  selectionKey: string;
  price: number;
  line: string | null;
  status: 'open' | 'suspended' | 'closed';
  q: number | null;
  marketName: string;
  selectionName: string;
  /** The pick's names in every language of the site (stored with a bet, read in the reader's). */
  allNames(): LegNamesByLanguage;
}

/** What a bet's leg is called: its league, teams, market and selection. */
export interface LegNames {
  league: string;
  home: string;
  away: string;
  market: string;
  selection: string;
}
export type LegNamesByLanguage = Readonly<Record<Language, LegNames>>;

/**
 * A stored leg's or reserve's names in `language`: those of the stored translations when the row
 * has them (rows written before migration 038 have none), else the names it was placed with.
 */
export function namesIn(
  stored: LegNamesByLanguage | null | undefined,
  language: Language,
): LegNames | null {
  return stored?.[language] ?? null;
}

/** A fresh order, quote or reserve id: the prefix and 72 random bits. */
export function newId(prefix: string): string {
  return `${prefix}${randomText(9, 'base64url')}`;
}

/** `<matchId>.<mty>.<pe>.<line|n>` back to the market it names. */
export function parseMarketId(id: string): { matchId: number; key: MarketKey } | null {
  const m = /^(\d+)\.(\d+)\.(\d+)\.(-?\d+|n)$/.exec(id);
  if (!m) return null;
  const key = marketKeyOfMty(Number(m[2]), Number(m[3]), m[4] === 'n' ? null : Number(m[4]));
  return key ? { matchId: Number(m[1]), key } : null;
}

/** A stored leg or reserve bet as the pick it was. */
export function pickOf(row: { match_id: bigint; market_id: string; selection_id: string }): Pick {
  return { matchId: Number(row.match_id), marketId: row.market_id, selectionId: row.selection_id };
}

/** A pick as it stands in the feed now (its names in `language`); null when it is unknown. */
export function resolvePick(feed: SportsFeed, pick: Pick, language: Language): Resolved | null {
  const match = feed.match(pick.matchId);
  const parsed = parseMarketId(pick.marketId);
  if (!match || !parsed || parsed.matchId !== pick.matchId) return null;
  const market = match.markets.find((m) => m.id === pick.marketId);
  const selection = market?.selections.find((s) => s.id === pick.selectionId);
  if (!market || !selection) return null;
  const over = match.progress.phase === 'finished' || match.progress.phase === 'cancelled';
  const status = over ? 'closed' : market.status !== 'open' ? market.status : selection.status;
  const period = firstPeriodName(match.model.profile);
  const namesOf = (lang: Language): LegNames => {
    const teams = { home: match.home.names[lang], away: match.away.names[lang] };
    return {
      league: match.league.names[lang],
      ...teams,
      market: marketName(market.def.key, lang, period),
      selection:
        market.def.key.type === 'outright'
          ? (match.league.teams.find((t) => String(t.id) === selection.key)?.names[lang] ??
            selection.key)
          : selectionName(market.def.key, selection.key, selection.line, teams, lang),
    };
  };
  const own = namesOf(language);
  return {
    match,
    marketId: market.id,
    selectionId: selection.id,
    key: market.def.key,
    selectionKey: selection.key,
    price: selection.price,
    line: selection.line,
    status,
    q: selection.q,
    marketName: own.market,
    selectionName: own.selection,
    allNames: () =>
      Object.fromEntries(
        LANGUAGES.map((lang) => [lang, lang === language ? own : namesOf(lang)]),
      ) as Record<Language, LegNames>,
  };
}
