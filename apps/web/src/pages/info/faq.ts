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
  account: 'help:cat.account',
  money: 'help:cat.money',
  betting: 'help:cat.betting',
  games: 'help:cat.games',
  live: 'help:cat.live',
  vip: 'help:cat.vip',
  safer: 'help:cat.safer',
  privacy: 'help:cat.privacy',
};

export interface HelpEntry {
  id: string;
  category: HelpCategory;
  /** Keys of the `help` pack (`help:…`). */
  q: string;
  a: string;
}

/** Every question with its answer; ids are stable (a link may name one). */
export const HELP_ENTRIES: readonly HelpEntry[] = [
  { id: 'register', category: 'account', q: 'help:account.registerQ', a: 'help:account.registerA' },
  { id: 'security', category: 'account', q: 'help:account.securityQ', a: 'help:account.securityA' },
  { id: 'currency', category: 'account', q: 'help:account.currencyQ', a: 'help:account.currencyA' },
  { id: 'deposit', category: 'money', q: 'help:money.depositQ', a: 'help:money.depositA' },
  { id: 'withdraw', category: 'money', q: 'help:money.withdrawQ', a: 'help:money.withdrawA' },
  { id: 'statement', category: 'money', q: 'help:money.statementQ', a: 'help:money.statementA' },
  {
    id: 'odds-formats',
    category: 'betting',
    q: 'help:betting.formatsQ',
    a: 'help:betting.formatsA',
  },
  { id: 'odds-change', category: 'betting', q: 'help:betting.changeQ', a: 'help:betting.changeA' },
  { id: 'parlay', category: 'betting', q: 'help:betting.parlayQ', a: 'help:betting.parlayA' },
  { id: 'cash-out', category: 'betting', q: 'help:betting.cashOutQ', a: 'help:betting.cashOutA' },
  { id: 'reserve', category: 'betting', q: 'help:betting.reserveQ', a: 'help:betting.reserveA' },
  { id: 'fair', category: 'games', q: 'help:games.fairQ', a: 'help:games.fairA' },
  { id: 'rounds', category: 'games', q: 'help:games.roundsQ', a: 'help:games.roundsA' },
  { id: 'watch', category: 'live', q: 'help:live.watchQ', a: 'help:live.watchA' },
  { id: 'gifts', category: 'live', q: 'help:live.giftsQ', a: 'help:live.giftsA' },
  { id: 'levels', category: 'vip', q: 'help:vip.levelsQ', a: 'help:vip.levelsA' },
  { id: 'services', category: 'vip', q: 'help:vip.servicesQ', a: 'help:vip.servicesA' },
  { id: 'limits', category: 'safer', q: 'help:safer.limitsQ', a: 'help:safer.limitsA' },
  { id: 'break', category: 'safer', q: 'help:safer.breakQ', a: 'help:safer.breakA' },
  { id: 'reality', category: 'safer', q: 'help:safer.realityQ', a: 'help:safer.realityA' },
  { id: 'data', category: 'privacy', q: 'help:privacy.dataQ', a: 'help:privacy.dataA' },
  { id: 'browser', category: 'privacy', q: 'help:privacy.browserQ', a: 'help:privacy.browserA' },
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
  for (const part of key.replace(/^help:/, '').split('.')) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
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
