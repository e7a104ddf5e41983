import {
  ADMIN_BET_KINDS,
  BET_ORDER_STATUSES,
  CAMPAIGN_CATEGORIES,
  MARKET_STATUSES,
  CAMPAIGN_KINDS,
  reserveBetSchema,
  USER_ROLES,
} from '@touchline/api';
import {
  ADMIN_ACTIONS,
  ADMIN_AUDIT_FIELDS,
  ADMIN_MATCH_STATES,
  ADMIN_STREAM_STATES,
  ADMIN_TARGET_KINDS,
  GLOBAL_BAN_DURATIONS,
  CAMPAIGN_REFUSALS,
  CAMPAIGN_STATES,
  LANGUAGES,
  NEWBIE_TASKS,
  ODDS_FORMATS,
  // the campaigns section's reward rules (ADR 036)
  CAMPAIGN_MECHANICS_LIST_FIELDS,
  REWARD_RULE_FAULTS,
  VIP_BENEFIT_KEYS,
  VIP_BENEFIT_VALUE_KINDS,
} from '@touchline/domain';
import { describe, expect, it } from 'vitest';
import { MEMBER_ACTIONS } from '../data/mutations/admin.ts';
import {
  MECHANICS_CHOICES,
  MECHANICS_FIELDS,
  PREVIEW_WIDTHS,
} from '../pages/admin/campaignDraft.ts';
import { NAMESPACES } from './i18n.ts';

/**
 * The translation packs against the code, statically: every key the code asks for is in every
 * pack, and every key a pack holds is asked for somewhere. The app's own source is scanned (tests,
 * stories and test helpers are not usage); the component library's texts are its own (typed keys).
 */

type Namespace = (typeof NAMESPACES)[number];
const DEFAULT_NS: Namespace = 'common';

/**
 * Keys the code builds at run time (a template literal in `t(…)`): the key's prefix, as written
 * after the namespace, and the full set of values that can follow it — taken from the constant
 * the code iterates or the schema the value comes from, never typed out here. A template key
 * whose prefix is not listed fails the scan; so does an entry no code uses any more.
 */
const DYNAMIC_KEYS: Readonly<Record<string, readonly string[]>> = {
  // SettingsView: t(`oddsFormat_${format}`) over ODDS_FORMATS
  'sports:oddsFormat_': ODDS_FORMATS,
  // MyBetsView: t(`reserveStatus_${r.status}`), the status of a reserve bet
  'sports:reserveStatus_': reserveBetSchema.shape.status.options,
  // the campaign pages: a campaign's state, category, refusal and newbie step, as the server says
  'campaign:state.': CAMPAIGN_STATES,
  'campaign:list.categories.': CAMPAIGN_CATEGORIES,
  'campaign:refusal.': CAMPAIGN_REFUSALS,
  'campaign:newbie.task.': NEWBIE_TASKS,
  'admin:role.': USER_ROLES,
  'admin:action.': MEMBER_ACTIONS,
  'admin:confirmTitle.': MEMBER_ACTIONS,
  'admin:confirmText.': MEMBER_ACTIONS,
  'admin:actionName.': ADMIN_ACTIONS,
  'admin:field.': ADMIN_AUDIT_FIELDS,
  'admin:bets.kind.': ADMIN_BET_KINDS,
  'admin:bets.status.': BET_ORDER_STATUSES,
  'admin:audit.targetKind.': ADMIN_TARGET_KINDS,
  'admin:sports.state.': ADMIN_MATCH_STATES,
  'admin:sports.status.': MARKET_STATUSES,
  'admin:bulletins.language.': LANGUAGES,
  'admin:campaigns.state.': CAMPAIGN_STATES,
  'admin:campaigns.kind.': CAMPAIGN_KINDS,
  'admin:campaigns.category.': CAMPAIGN_CATEGORIES,
  'admin:campaign.languageName.': LANGUAGES,
  'admin:mech.': MECHANICS_FIELDS,
  'admin:mech.value.': MECHANICS_CHOICES,
  'admin:preview.px': PREVIEW_WIDTHS.map(String),
  // the campaigns section's reward rules and mechanics lists (ADR 036)
  'admin:mech.add.': CAMPAIGN_MECHANICS_LIST_FIELDS,
  'admin:rules.benefit.': VIP_BENEFIT_KEYS,
  'admin:rules.vip.benefitKind.': VIP_BENEFIT_VALUE_KINDS,
  'admin:rules.fault.': REWARD_RULE_FAULTS,
  // the live section (ADR 034): a stream's state, a ban's length (`forever`: until lifted)
  'admin:live.streams.state.': ADMIN_STREAM_STATES,
  'admin:live.bans.durations.': GLOBAL_BAN_DURATIONS.map((m) =>
    m === null ? 'forever' : String(m),
  ),
};

/** i18next's plural forms: asking for `key` with a count reads `key_one`, `key_other`… */
const PLURAL_SUFFIXES = ['_zero', '_one', '_two', '_few', '_many', '_other'];

const packFiles = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

const sourceFiles = import.meta.glob<string>(
  [
    '../**/*.{ts,tsx}',
    '!../**/*.test.{ts,tsx}',
    '!../**/*.stories.tsx',
    // styles hold no texts (and the style plugin compiles them away)
    '!../**/*.css.ts',
    '!../testing/**',
    '!../stories/**',
  ],
  { eager: true, query: '?raw', import: 'default' },
);

function flatten(value: unknown, prefix = '', out: Map<string, unknown> = new Map()) {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) {
      flatten(inner, prefix ? `${prefix}.${key}` : key, out);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

/** Every pack as `ns:key` → text, per language. */
const packs = new Map<string, Map<string, unknown>>();
for (const [file, pack] of Object.entries(packFiles)) {
  const [, lang, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file)!;
  const keys = packs.get(lang!) ?? new Map<string, unknown>();
  for (const [key, text] of flatten(pack)) keys.set(`${ns}:${key}`, text);
  packs.set(lang!, keys);
}
const englishKeys = [...packs.get('en')!.keys()];

/**
 * The keys to compare across languages: a plural key as its base (each language holds the
 * plural forms its own rules have, checked on their own).
 */
function sameKeys(keys: readonly string[]): string[] {
  const bases = keys.map((key) => {
    const suffix = PLURAL_SUFFIXES.find((s) => key.endsWith(s));
    return suffix ? `${key.slice(0, -suffix.length)} (plural)` : key;
  });
  return [...new Set(bases)].sort();
}

/** The source without comments (strings, template literals and regexes kept as they are). */
function stripComments(source: string): string {
  let out = '';
  let i = 0;
  let quote: string | null = null;
  while (i < source.length) {
    const c = source[i]!;
    const next = source[i + 1];
    if (quote) {
      out += c;
      if (c === '\\') {
        out += next ?? '';
        i += 2;
        continue;
      }
      if (c === quote) quote = null;
      i += 1;
      continue;
    }
    if (c === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') i += 1;
      continue;
    }
    if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end < 0 ? source.length : end + 2;
      continue;
    }
    if (c === "'" || c === '"' || c === '`') quote = c;
    out += c;
    i += 1;
  }
  return out;
}

interface KeyUse {
  file: string;
  /** A whole key (`ns:key`, or a key to look up in the file's namespaces). */
  key?: string;
  /** The fixed start of a key built with a template literal. */
  prefix?: string;
  /** The key is asked for (a `t` call, a `…Key` field, a route title): it must exist. */
  required: boolean;
}

const LITERAL = String.raw`(['"])((?:\\.|(?!\1)[^\\\n])*)\1`;
const T_CALL = new RegExp(String.raw`(?<![\w$.])(?:t|i18n\.t|i18next\.t)\(\s*` + LITERAL, 'g');
const T_TEMPLATE = /(?<![\w$.])(?:t|i18n\.t|i18next\.t)\(\s*`([^`$]*)(\$\{)?[^`]*`/g;
const KEY_FIELD = new RegExp(
  String.raw`\b(?:titleKey|labelKey|messageKey|i18nKey)\s*[:=]\s*` + LITERAL,
  'g',
);
// the route table: page('/path', 'route.title', …)
const ROUTE_TITLE = new RegExp(
  String.raw`\bpage\(\s*` + LITERAL + String.raw`\s*,\s*` + LITERAL,
  'g',
);
const ANY_LITERAL = new RegExp(LITERAL, 'g');
const NS_HOOK = /useTranslation\(\s*(?:\[([^\]]*)\]|(['"])(\w+)\2)/g;

/** The namespaces a file's bare keys may belong to: the default and those its hooks name. */
function namespacesOf(source: string): Namespace[] {
  const found = new Set<Namespace>([DEFAULT_NS]);
  for (const m of source.matchAll(NS_HOOK)) {
    const names = m[1] ? [...m[1].matchAll(/['"](\w+)['"]/g)].map((n) => n[1]!) : [m[3]!];
    for (const name of names) {
      if ((NAMESPACES as readonly string[]).includes(name)) found.add(name as Namespace);
    }
  }
  return [...found];
}

/** What one file asks of the packs. */
function keyUses(file: string, raw: string): KeyUse[] {
  const source = stripComments(raw);
  const uses: KeyUse[] = [];
  for (const m of source.matchAll(T_CALL)) uses.push({ file, key: m[2]!, required: true });
  for (const m of source.matchAll(T_TEMPLATE)) {
    if (m[2]) uses.push({ file, prefix: m[1]!, required: true });
    else uses.push({ file, key: m[1]!, required: true });
  }
  for (const m of source.matchAll(KEY_FIELD)) uses.push({ file, key: m[2]!, required: true });
  for (const m of source.matchAll(ROUTE_TITLE)) uses.push({ file, key: m[4]!, required: true });
  // any other literal that names a key counts as a use (a key kept in data, read later)
  for (const m of source.matchAll(ANY_LITERAL)) {
    if (/^[\w.:-]+$/.test(m[2]!)) uses.push({ file, key: m[2]!, required: false });
  }
  return uses;
}

const isNamespace = (name: string): name is Namespace =>
  (NAMESPACES as readonly string[]).includes(name);

/** `ns:key` candidates of a key as written in a file. */
function candidates(key: string, fileNamespaces: readonly Namespace[]): string[] {
  const colon = key.indexOf(':');
  if (colon > 0 && isNamespace(key.slice(0, colon))) return [key];
  if (colon >= 0) return [];
  return fileNamespaces.map((ns) => `${ns}:${key}`);
}

function scan() {
  const used = new Set<string>();
  const missing: string[] = [];
  const unlisted: string[] = [];
  const dynamicSeen = new Set<string>();
  const english = packs.get('en')!;
  const mark = (key: string) => {
    used.add(key);
    for (const suffix of PLURAL_SUFFIXES) used.add(key + suffix);
  };
  const exists = (key: string) =>
    english.has(key) || PLURAL_SUFFIXES.some((s) => english.has(key + s));

  for (const [file, raw] of Object.entries(sourceFiles)) {
    const fileNamespaces = namespacesOf(stripComments(raw));
    for (const use of keyUses(file, raw)) {
      if (use.prefix !== undefined) {
        const [prefix] = candidates(use.prefix, fileNamespaces).filter((p) => p in DYNAMIC_KEYS);
        if (!prefix) {
          unlisted.push(`${file}: t(\`${use.prefix}…\`)`);
          continue;
        }
        dynamicSeen.add(prefix);
        for (const value of DYNAMIC_KEYS[prefix]!) mark(prefix + value);
        continue;
      }
      const keys = candidates(use.key!, fileNamespaces).filter(exists);
      for (const key of keys) mark(key);
      if (use.required && keys.length === 0) missing.push(`${file}: ${use.key}`);
    }
  }
  return { used, missing, unlisted, dynamicSeen };
}

const result = scan();

describe('the translation packs', () => {
  it('are the same keys in every language, each a non-empty text', () => {
    expect([...packs.keys()].sort()).toEqual([...LANGUAGES].sort());
    for (const [lang, keys] of packs) {
      expect(sameKeys([...keys.keys()]), lang).toEqual(sameKeys(englishKeys));
      for (const [key, text] of keys) {
        expect(typeof text === 'string' && text.trim() !== '', `${lang} ${key}`).toBe(true);
      }
    }
  });

  it('hold exactly the plural forms of each language (en one and other; zh-cn, vi, th other)', () => {
    for (const [lang, keys] of packs) {
      const needed = new Intl.PluralRules(lang)
        .resolvedOptions()
        .pluralCategories.map((category) => `_${category}`);
      const forms = new Map<string, string[]>();
      for (const key of keys.keys()) {
        const suffix = PLURAL_SUFFIXES.find((s) => key.endsWith(s));
        if (!suffix) continue;
        const base = key.slice(0, -suffix.length);
        forms.set(base, [...(forms.get(base) ?? []), suffix]);
      }
      for (const [base, suffixes] of forms) {
        expect(suffixes.sort(), `${lang} ${base}`).toEqual([...needed].sort());
      }
    }
    expect(packs.get('en')!.get('campaign:wheel.free_one')).toMatch(/free spin a day/);
  });

  it('hold every key the code asks for', () => {
    expect(result.missing).toEqual([]);
    // every key a template builds is in the packs too
    for (const [prefix, values] of Object.entries(DYNAMIC_KEYS)) {
      for (const value of values) {
        expect(englishKeys, `${prefix}${value}`).toContain(prefix + value);
      }
    }
  });

  it('hold no key the code never uses', () => {
    const unused = englishKeys.filter((key) => !result.used.has(key));
    expect(unused).toEqual([]);
  });

  it('list every key the code builds at run time, and only those', () => {
    expect(result.unlisted).toEqual([]);
    expect([...result.dynamicSeen].sort()).toEqual(Object.keys(DYNAMIC_KEYS).sort());
  });
});

describe('the key scan', () => {
  it('finds t calls, template keys, key fields and route titles, not comments', () => {
    const uses = keyUses(
      'x.tsx',
      [
        "const a = t('auth:login');",
        'const b = i18n.t("tagline", { x: 1 });',
        'const c = t(`oddsFormat_${format}`);',
        "const d = { titleKey: 'campaigns:promo.newbie' };",
        "page('/x', 'route.home', {});",
        "// t('common:commented')",
        "/* t('common:blocked') */",
        "const e = 'some text';",
      ].join('\n'),
    );
    const required = uses.filter((u) => u.required);
    expect(required.map((u) => u.key ?? `${u.prefix}…`).sort()).toEqual(
      ['auth:login', 'campaigns:promo.newbie', 'oddsFormat_…', 'route.home', 'tagline'].sort(),
    );
    expect(uses.some((u) => u.key?.includes('commented') || u.key?.includes('blocked'))).toBe(
      false,
    );
  });

  it("reads a file's namespaces from its hooks", () => {
    expect(namespacesOf("useTranslation('sports'); useTranslation(['auth', 'live'])")).toEqual([
      'common',
      'sports',
      'auth',
      'live',
    ]);
    expect(namespacesOf('useTranslation()')).toEqual(['common']);
  });
});
