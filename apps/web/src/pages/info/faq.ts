import {
  MAX_PARLAY_LEGS,
  MAX_SLIP_SELECTIONS,
  MIN_PARLAY_LEGS,
  MINIMUM_AGE,
  VIP_LEVEL_MAX,
  VIP_SERVICES,
} from '@touchline/domain';

/** The help centre's categories, in the order the page shows them. */
export const HELP_CATEGORIES = [
  'account',
  'money',
  'betting',
  'games',
  'live',
  'vip',
  'safer',
  'privacy',
] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

/** A category's name (a key of the `help` pack). */
export const CATEGORY_NAME: Record<HelpCategory, string> = {
  account: 'cat.account',
  money: 'cat.money',
  betting: 'cat.betting',
  games: 'cat.games',
  live: 'cat.live',
  vip: 'cat.vip',
  safer: 'cat.safer',
  privacy: 'cat.privacy',
};

export interface HelpEntry {
  id: string;
  category: HelpCategory;
  /** Keys of the `help` pack. */
  q: string;
  a: string;
}

/** Every question with its answer; ids are stable (a link may name one). */
export const HELP_ENTRIES: readonly HelpEntry[] = [
  { id: 'register', category: 'account', q: 'account.registerQ', a: 'account.registerA' },
  { id: 'security', category: 'account', q: 'account.securityQ', a: 'account.securityA' },
  { id: 'currency', category: 'account', q: 'account.currencyQ', a: 'account.currencyA' },
  { id: 'deposit', category: 'money', q: 'money.depositQ', a: 'money.depositA' },
  { id: 'withdraw', category: 'money', q: 'money.withdrawQ', a: 'money.withdrawA' },
  { id: 'statement', category: 'money', q: 'money.statementQ', a: 'money.statementA' },
  { id: 'odds-formats', category: 'betting', q: 'betting.formatsQ', a: 'betting.formatsA' },
  { id: 'odds-change', category: 'betting', q: 'betting.changeQ', a: 'betting.changeA' },
  { id: 'parlay', category: 'betting', q: 'betting.parlayQ', a: 'betting.parlayA' },
  { id: 'cash-out', category: 'betting', q: 'betting.cashOutQ', a: 'betting.cashOutA' },
  { id: 'reserve', category: 'betting', q: 'betting.reserveQ', a: 'betting.reserveA' },
  { id: 'fair', category: 'games', q: 'games.fairQ', a: 'games.fairA' },
  { id: 'rounds', category: 'games', q: 'games.roundsQ', a: 'games.roundsA' },
  { id: 'watch', category: 'live', q: 'live.watchQ', a: 'live.watchA' },
  { id: 'gifts', category: 'live', q: 'live.giftsQ', a: 'live.giftsA' },
  { id: 'levels', category: 'vip', q: 'vip.levelsQ', a: 'vip.levelsA' },
  { id: 'services', category: 'vip', q: 'vip.servicesQ', a: 'vip.servicesA' },
  { id: 'limits', category: 'safer', q: 'safer.limitsQ', a: 'safer.limitsA' },
  { id: 'break', category: 'safer', q: 'safer.breakQ', a: 'safer.breakA' },
  { id: 'reality', category: 'safer', q: 'safer.realityQ', a: 'safer.realityA' },
  { id: 'data', category: 'privacy', q: 'privacy.dataQ', a: 'privacy.dataA' },
  { id: 'browser', category: 'privacy', q: 'privacy.browserQ', a: 'privacy.browserA' },
];

/** The numbers the answers name, from their one home in domain. */
export const HELP_VALUES = {
  age: MINIMUM_AGE,
  minLegs: MIN_PARLAY_LEGS,
  maxLegs: MAX_PARLAY_LEGS,
  maxSelections: MAX_SLIP_SELECTIONS,
  topLevel: VIP_LEVEL_MAX,
  manager: VIP_SERVICES.dedicatedManager.minLevel,
  hospitality: VIP_SERVICES.businessHospitality.minLevel,
  yacht: VIP_SERVICES.yacht.minLevel,
} as const;

/** Lower case, accents and tone marks gone (so "rut tien" finds "rút tiền"), spaces folded. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A pack text with the answer's values filled in. */
export function fillValues(text: string): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in HELP_VALUES ? String(HELP_VALUES[name as keyof typeof HELP_VALUES]) : whole,
  );
}

function lookUp(pack: Record<string, unknown>, key: string): string {
  let node: unknown = pack;
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? fillValues(node) : '';
}

/**
 * The entries whose question or answer, in any of the given packs, holds every word of the query
 * (folded: case, accents and tone marks ignored). An empty query matches everything.
 */
export function searchHelp(
  entries: readonly HelpEntry[],
  packs: readonly Record<string, unknown>[],
  query: string,
): HelpEntry[] {
  const words = foldText(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) =>
    packs.some((pack) => {
      const text = foldText(`${lookUp(pack, entry.q)} ${lookUp(pack, entry.a)}`);
      return words.every((word) => text.includes(word));
    }),
  );
}
