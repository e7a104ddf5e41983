import type { Market, Match, MatchDetail, Statistics } from '@touchline/api';
import {
  oddsChangePolicyForSetting,
  oddsChangeSettingForPolicy,
  oddsFormatForSetting,
  settingForOddsFormat,
  SPORTS,
  sportsDayOf,
  STATISTICS_TYPES,
  type OddsChangePolicy,
  type OddsFormat,
  type Settings,
  type SlipLeg,
} from '@touchline/domain';

/** The tabs of `/sports`. `all` walks live, today and early in turn; `follow` is the follow list. */
export const SPORTS_TABS = ['all', 'live', 'today', 'early', 'champions', 'follow'] as const;
export type SportsTab = (typeof SPORTS_TABS)[number];

export function isSportsTab(value: unknown): value is SportsTab {
  return typeof value === 'string' && (SPORTS_TABS as readonly string[]).includes(value);
}

/** The service's statistics types a tab lists, in the order they are shown. */
export function statisticsTypesOf(tab: SportsTab): readonly number[] {
  switch (tab) {
    case 'live':
      return [STATISTICS_TYPES.live];
    case 'today':
      return [STATISTICS_TYPES.today];
    case 'early':
      return [STATISTICS_TYPES.early];
    case 'champions':
      return [STATISTICS_TYPES.champions];
    case 'all':
      return [STATISTICS_TYPES.live, STATISTICS_TYPES.today, STATISTICS_TYPES.early];
    case 'follow':
      return [];
  }
}

/**
 * The match count per sport id for a tab, from `match/statistical` (`sl[ty, ssl[sid, c]]`);
 * the follow tab counts the follow list. Every one of the 17 sports is present (0 when none).
 */
export function sportCounts(
  statistics: Statistics | null | undefined,
  tab: SportsTab,
  follows: (sportId: number) => readonly string[] = () => [],
): Map<number, number> {
  const counts = new Map<number, number>(SPORTS.map((s) => [s.id, 0]));
  if (tab === 'follow') {
    for (const s of SPORTS) counts.set(s.id, follows(s.id).length);
    return counts;
  }
  const types = statisticsTypesOf(tab);
  for (const entry of statistics?.sl ?? []) {
    if (!types.includes(entry.ty)) continue;
    for (const { sid, c } of entry.ssl) counts.set(sid, (counts.get(sid) ?? 0) + c);
  }
  return counts;
}

/**
 * A tab's count as the list under it shows it: the matches of the chosen sport in the tab's
 * types (not the tab's `tc`, which counts every sport while the list shows one).
 */
export function tabCount(
  statistics: Statistics | null | undefined,
  tab: SportsTab,
  sportId: number,
): number {
  return sportCounts(statistics, tab).get(sportId) ?? 0;
}

/**
 * A tab's count under a league filter: the chosen leagues' matches in the tab, from the leagues
 * the tab has on sale (a chosen league with nothing in the tab adds nothing).
 */
export function leagueTabCount(
  leagues: readonly { id: number; matchCount: number }[],
  leagueIds: readonly number[],
): number {
  const chosen = new Set(leagueIds);
  return leagues.reduce((sum, league) => sum + (chosen.has(league.id) ? league.matchCount : 0), 0);
}

export interface SportsSettings {
  oddsFormat: OddsFormat;
  oddsChange: OddsChangePolicy;
}

export function sportsSettingsOf(settings: Settings): SportsSettings {
  return {
    oddsFormat: oddsFormatForSetting(settings.oddsFormat),
    oddsChange: oddsChangePolicyForSetting(settings.oddsChange),
  };
}

export function storedSettingsOf(settings: SportsSettings): Settings {
  return {
    oddsFormat: settingForOddsFormat(settings.oddsFormat),
    oddsChange: oddsChangeSettingForPolicy(settings.oddsChange),
  };
}

/** A category tab of the detail page: its key and the markets (by `mty`/`pe`) it lists. */
export interface MarketTab {
  category: string;
  markets: Market[];
}

/**
 * The detail page's category tabs, in the order of the match's `tabs` (`category`, `mty`, `pe`);
 * each lists the match's markets of those types and periods. Markets no tab names go to the tab
 * of their own category, so every market is shown.
 */
export function marketTabsOf(detail: Pick<MatchDetail, 'tabs' | 'markets'>): MarketTab[] {
  const tabs = new Map<string, Market[]>();
  const placed = new Set<string>();
  for (const tab of detail.tabs) {
    const list = tabs.get(tab.category) ?? [];
    for (const market of detail.markets) {
      if (market.mty === tab.mty && market.pe === tab.pe && !placed.has(market.id)) {
        list.push(market);
        placed.add(market.id);
      }
    }
    tabs.set(tab.category, list);
  }
  for (const market of detail.markets) {
    if (placed.has(market.id)) continue;
    const list = tabs.get(market.category) ?? [];
    list.push(market);
    tabs.set(market.category, list);
  }
  return [...tabs].map(([category, markets]) => ({ category, markets }));
}

/**
 * The sportsbook's current day by domain's results-day rule (`sportsDayOf`: a calendar day at
 * UTC+8, whatever the browser's zone): the results open on it, so the latest matches are on it.
 */
export function sportsToday(now: number): string {
  return sportsDayOf(now);
}

/** Case- and accent-insensitive search over teams and league. */
export function matchesSearch(match: Pick<Match, 'home' | 'away' | 'lg'>, query: string): boolean {
  const q = fold(query.trim());
  if (!q) return true;
  return [match.home.na, match.away.na, match.lg.na].some((text) => fold(text).includes(q));
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/gi, 'd').toLowerCase();
}

/** Rows of several pages (or tabs) with duplicates left out, first seen first. */
export function uniqueById<T extends { id: number | string }>(rows: readonly T[]): T[] {
  const seen = new Set<number | string>();
  return rows.filter((row) => (seen.has(row.id) ? false : (seen.add(row.id), true)));
}

// ——— the bet slip ———

/** A pick in the slip, with what the player saw when picking it. */
export interface SlipPick {
  matchId: number;
  marketId: string;
  selectionId: string;
  sid: number;
  matchName: string;
  marketName: string;
  label: string;
  /** The price when it was picked (or last accepted). */
  pickedPrice: number;
  /**
   * Kick-off of a match not yet under way when picked (a reserve bet is offered until then);
   * null for a match already in play. Picks stored before this field have none: no reserve.
   */
  startsAt?: number | null;
}

/** Whether the slip's one pick may still be a reserve bet: its match has not kicked off. */
export function reservable(picks: readonly SlipPick[], now: number): boolean {
  const [only] = picks;
  return picks.length === 1 && typeof only?.startsAt === 'number' && only.startsAt > now;
}

/** The current state of a pick (jump-line quote or the live feed). */
export interface SlipQuote {
  selectionId: string;
  price: number;
  status: 'open' | 'suspended' | 'closed';
  minStake: string;
  maxStake: string;
}

export type { SlipMode } from '@touchline/domain';

/** The slip's picks with their quotes, as domain's legs (its rules and totals take these). */
export function slipLegsOf(
  picks: readonly SlipPick[],
  quotes: ReadonlyMap<string, SlipQuote>,
): SlipLeg[] {
  return picks.map(({ selectionId, matchId, pickedPrice }) => ({
    selectionId,
    matchId,
    pickedPrice,
    quote: quotes.get(selectionId) ?? null,
  }));
}

// ——— live deltas ———

export interface OddsDelta {
  markets: readonly {
    id: string;
    status: 'open' | 'suspended' | 'closed';
    selections: readonly { id: string; price: number; status: 'open' | 'suspended' | 'closed' }[];
  }[];
}
