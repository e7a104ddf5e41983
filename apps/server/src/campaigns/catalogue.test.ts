import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  CASHIER_LIMITS,
  CURRENCIES,
  SPORTS,
  parseAmountToMinor,
  type Currency,
} from '@touchline/domain';
import { CAMPAIGN_PATHS } from '@touchline/domain';
import { describe, expect, it } from 'vitest';
import { LEAGUES } from '../sports/names.ts';
import { SimulatedFeed } from '../sports/simulated-feed.ts';
import { CAMPAIGN_CATALOGUE } from './catalogue.ts';
import type { CampaignSeed, CurrencyAmounts, LocalizedText } from './definition.ts';

/** The campaign pages of spec §2, as the spec spells them (44; domain keeps the list). */
const SPEC_CAMPAIGN_PATHS = CAMPAIGN_PATHS;

/** The activity views of spec §2 (6), each with its alias. */
const SPEC_ACTIVITY_VIEWS: readonly (readonly string[])[] = [
  ['/firstcharge', '/first-charge'],
  ['/newbieactivity', '/newbie-activity'],
  ['/ActivityView/StaticActivity', '/static-activity'],
  ['/ActivityView/WelcomeWealthActivity', '/welcomeWealthActivity'],
  ['/ActivityView/ElectronicActivity', '/ElectronicActivity'],
  ['/luckyWheel'],
];

/** Site pages a call to action may lead to besides the campaigns themselves (spec §2). */
const SITE_PATHS = new Set([
  '/sports',
  '/anchorPlay',
  '/personal/me',
  '/electronic/touchline-slots',
  '/HelpCenter',
  '/activity',
  '/sponsor',
  '/vipDedicatedManager',
  '/vipBusinessGirl',
  '/vipYacht',
]);

const LANGUAGES = ['en', 'zh-cn', 'vi', 'th'] as const;
const PUBLIC_DIR = fileURLToPath(new URL('../../../web/public', import.meta.url));

/** Every text of an entry, with where it sits (for the failure message). */
function textsOf(c: CampaignSeed): [where: string, text: LocalizedText][] {
  const out: [string, LocalizedText][] = [
    ['hero.title', c.hero.title],
    ['hero.subtitle', c.hero.subtitle],
    ['cta.label', c.cta.label],
  ];
  c.body.forEach((b, i) => out.push([`body[${i}]`, b]));
  c.rules.forEach((r, i) => out.push([`rules[${i}]`, r]));
  c.rewardTiers.forEach((tier, i) => {
    out.push([`rewardTiers[${i}].condition`, tier.condition]);
    if (tier.reward) out.push([`rewardTiers[${i}].reward`, tier.reward]);
  });
  if (c.mechanics.kind === 'luckyWheel') {
    c.mechanics.segments.forEach((s, i) => out.push([`segments[${i}].label`, s.label]));
  }
  return out;
}

/** Every amount of an entry, with where it sits. */
function amountsOf(c: CampaignSeed): [where: string, amounts: CurrencyAmounts][] {
  const out: [string, CurrencyAmounts][] = [];
  c.rewardTiers.forEach((tier, i) => {
    if (tier.amounts) out.push([`rewardTiers[${i}]`, tier.amounts]);
  });
  const mech = c.mechanics;
  switch (mech.kind) {
    case 'depositMatch':
      out.push(['minDeposit', mech.minDeposit], ['cap', mech.cap]);
      break;
    case 'newbieTasks':
      mech.steps.forEach((s) => out.push([`steps.${s.task}`, s.reward]));
      break;
    case 'signIn':
      mech.dailyRewards.forEach((r, i) => out.push([`dailyRewards[${i}]`, r]));
      break;
    case 'rebate':
      out.push(['maxPerPeriod', mech.maxPerPeriod]);
      break;
    case 'leaderboard':
      mech.prizes.forEach((p, i) => out.push([`prizes[${i}]`, p]));
      break;
    case 'luckyWheel':
      out.push(['depositPerSpin', mech.depositPerSpin]);
      mech.segments.forEach((s, i) => {
        if (s.prize) out.push([`segments[${i}].prize`, s.prize]);
      });
      break;
    default:
      break;
  }
  return out;
}

/** An amount in minor units (two places, like every wallet amount; VND is written whole). */
const minor = (amounts: CurrencyAmounts, currency: Currency): bigint =>
  parseAmountToMinor(amounts[currency])!;

/** A text that is the same in every language by nature: numbers, symbols and brand names only. */
const LANGUAGE_FREE = /^[\d\s.,:%×·+\-–()/]*(?:USDT|VIP)?[\d\s.,:%×·+\-–()/]*$/;

/** A text's width in Latin character cells: a CJK character takes two. */
const displayWidth = (text: string): number =>
  [...text].reduce((w, ch) => w + (/[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? 2 : 1), 0);

describe('the campaign catalogue', () => {
  const allPaths = CAMPAIGN_CATALOGUE.flatMap((c) => c.paths);

  it('has every campaign path and activity view of spec §2 exactly once, and nothing else', () => {
    const expected = [...SPEC_CAMPAIGN_PATHS, ...SPEC_ACTIVITY_VIEWS.flat()];
    expect(SPEC_CAMPAIGN_PATHS).toHaveLength(44);
    expect(SPEC_ACTIVITY_VIEWS).toHaveLength(6);
    for (const path of expected) {
      expect(
        allPaths.filter((p) => p === path),
        path,
      ).toHaveLength(1);
    }
    expect([...allPaths].sort()).toEqual([...expected].sort());
    expect(CAMPAIGN_CATALOGUE).toHaveLength(50);
  });

  it('serves each activity view and its alias from one entry, the spec’s path first', () => {
    for (const view of SPEC_ACTIVITY_VIEWS) {
      const entry = CAMPAIGN_CATALOGUE.find((c) => c.paths[0] === view[0]);
      expect(entry?.paths, view[0]).toEqual(view);
    }
    for (const path of SPEC_CAMPAIGN_PATHS) {
      expect(CAMPAIGN_CATALOGUE.find((c) => c.paths.includes(path))?.paths).toEqual([path]);
    }
  });

  it('names each entry by its first path, uniquely, and sorts them without ties', () => {
    for (const c of CAMPAIGN_CATALOGUE)
      expect(c.slug).toBe(c.paths[0]!.slice(1).replaceAll('/', '-'));
    expect(new Set(CAMPAIGN_CATALOGUE.map((c) => c.slug)).size).toBe(CAMPAIGN_CATALOGUE.length);
    expect(new Set(CAMPAIGN_CATALOGUE.map((c) => c.sort)).size).toBe(CAMPAIGN_CATALOGUE.length);
  });

  it('gives the kinds the brief asks of the names', () => {
    const kindOf = (path: string) => CAMPAIGN_CATALOGUE.find((c) => c.paths.includes(path))?.kind;
    expect(kindOf('/rebate-activity')).toBe('rebate');
    expect(kindOf('/sign-activity')).toBe('signIn');
    expect(kindOf('/firstcharge')).toBe('depositMatch');
    expect(kindOf('/newbieactivity')).toBe('newbieTasks');
    expect(kindOf('/luckyWheel')).toBe('luckyWheel');
    for (const path of [
      '/Five-Major-Leagues',
      '/america-schedule',
      '/olympic-games',
      '/schedule-display',
      '/eSports-activity',
    ]) {
      expect(kindOf(path), path).toBe('tournament');
    }
    for (const path of ['/monthly-activity', '/day-activity']) {
      expect(['leaderboard', 'rebate'], path).toContain(kindOf(path));
    }
    expect(kindOf('/dedicated-customer-service')).toBe('static');
    for (const c of CAMPAIGN_CATALOGUE.filter((c) => c.paths[0]!.startsWith('/usdt-activity'))) {
      expect(c.kind, c.slug).toBe('depositMatch');
      expect(c.audience.currencies, c.slug).toEqual(['USDT']);
    }
    for (const c of CAMPAIGN_CATALOGUE) expect(c.mechanics.kind, c.slug).toBe(c.kind);
  });

  it('has a text in all four languages everywhere, translated, never a placeholder', () => {
    for (const c of CAMPAIGN_CATALOGUE) {
      for (const [where, text] of textsOf(c)) {
        const at = `${c.slug} ${where}`;
        expect(Object.keys(text).sort(), at).toEqual([...LANGUAGES].sort());
        for (const lang of LANGUAGES) {
          expect(text[lang].trim().length, `${at} ${lang}`).toBeGreaterThan(0);
          expect(text[lang], `${at} ${lang}`).not.toMatch(/lorem|ipsum|TODO|\{\{|\$\{/i);
        }
        if (!LANGUAGE_FREE.test(text.en)) {
          for (const lang of ['zh-cn', 'vi', 'th'] as const) {
            expect(text[lang], `${at} ${lang} is the English`).not.toBe(text.en);
          }
        }
        // Chinese and Thai texts are written in their own scripts
        expect(text['zh-cn'], at).toMatch(/[\u4e00-\u9fff]|^[^A-Za-z]*$/);
        expect(text.th, at).toMatch(/[\u0e00-\u0e7f]|^[^A-Za-z]*$/);
      }
    }
  });

  it('keeps titles short enough for a phone, and never just “Campaign”', () => {
    for (const c of CAMPAIGN_CATALOGUE) {
      const { title } = c.hero;
      expect([...title.en].length, title.en).toBeLessThanOrEqual(28);
      // Chinese characters are twice as wide as Latin ones: narrower than the English limit
      expect(displayWidth(title['zh-cn']), title['zh-cn']).toBeLessThanOrEqual(24);
      expect([...title.vi].length, title.vi).toBeLessThanOrEqual(34);
      expect([...title.th].length, title.th).toBeLessThanOrEqual(34);
      expect(title.en.toLowerCase()).not.toBe('campaign');
    }
    const titles = CAMPAIGN_CATALOGUE.map((c) => c.hero.title.en);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('states 18+ and the safer-gambling tools in every entry’s rules', () => {
    for (const c of CAMPAIGN_CATALOGUE) {
      const rules = c.rules.map((r) => r.en).join('\n');
      expect(rules, c.slug).toMatch(/18 or over/);
      expect(rules, c.slug).toMatch(/Safer gambling/);
      expect(rules, c.slug).not.toMatch(/guarantee|risk-free|sure win/i);
    }
  });

  it('states a wagering requirement plainly wherever a bonus has one', () => {
    for (const c of CAMPAIGN_CATALOGUE) {
      if (c.mechanics.kind !== 'depositMatch') continue;
      const rules = c.rules.map((r) => r.en).join('\n');
      expect(rules, c.slug).toContain(`${c.mechanics.wageringMultiple} times the deposit plus`);
    }
  });

  it('writes every amount as money in each of the four currencies', () => {
    for (const c of CAMPAIGN_CATALOGUE) {
      for (const [where, amounts] of amountsOf(c)) {
        const at = `${c.slug} ${where}`;
        expect(Object.keys(amounts).sort(), at).toEqual([...CURRENCIES].sort());
        for (const currency of CURRENCIES) {
          const text = amounts[currency];
          if (currency === 'VND') {
            expect(text, `${at} VND`).toMatch(/^[1-9]\d*000$/);
          } else {
            expect(text, `${at} ${currency}`).toMatch(/^(0|[1-9]\d*)\.\d\d$/);
          }
          expect(minor(amounts, currency), `${at} ${currency}`).toBeGreaterThan(0n);
        }
      }
    }
  });

  it('keeps mechanics consistent: periods, weights, tiers and leagues', () => {
    for (const c of CAMPAIGN_CATALOGUE) {
      const { startDay, endDay } = c.period;
      expect(Number.isInteger(startDay), c.slug).toBe(true);
      if (endDay !== null) expect(startDay, c.slug).toBeLessThan(endDay);
      if (c.audience.minVipLevel !== undefined) {
        expect(c.audience.minVipLevel).toBeGreaterThanOrEqual(1);
        expect(c.audience.minVipLevel).toBeLessThanOrEqual(11);
      }
      const mech = c.mechanics;
      switch (mech.kind) {
        case 'depositMatch':
          expect(Number(mech.percent), c.slug).toBeGreaterThan(0);
          expect(Number.isInteger(mech.wageringMultiple) && mech.wageringMultiple >= 1).toBe(true);
          for (const currency of CURRENCIES) {
            // a qualifying deposit must be one the cashier accepts
            const limits = CASHIER_LIMITS[currency];
            const min = minor(mech.minDeposit, currency);
            expect(min, `${c.slug} ${currency}`).toBeGreaterThanOrEqual(limits.depositMinMinor);
            expect(min, `${c.slug} ${currency}`).toBeLessThan(limits.depositMaxMinor);
          }
          break;
        case 'newbieTasks': {
          const tasks = mech.steps.map((s) => s.task);
          expect(new Set(tasks).size).toBe(tasks.length);
          break;
        }
        case 'signIn':
          expect(mech.dailyRewards.length, c.slug).toBeGreaterThanOrEqual(3);
          for (const currency of CURRENCIES) {
            const days = mech.dailyRewards.map((r) => minor(r, currency));
            for (let i = 1; i < days.length; i++) {
              expect(days[i]! >= days[i - 1]!, `${c.slug} day ${i + 1} ${currency}`).toBe(true);
            }
          }
          break;
        case 'rebate':
          expect(Number(mech.percent), c.slug).toBeGreaterThan(0);
          expect(Number(mech.percent), c.slug).toBeLessThanOrEqual(2);
          expect(mech.products.length).toBeGreaterThan(0);
          break;
        case 'leaderboard':
          expect(mech.prizes.length, c.slug).toBeGreaterThanOrEqual(3);
          expect(mech.products.length).toBeGreaterThan(0);
          for (const currency of CURRENCIES) {
            const prizes = mech.prizes.map((p) => minor(p, currency));
            for (let i = 1; i < prizes.length; i++) {
              expect(prizes[i]! <= prizes[i - 1]!, `${c.slug} rank ${i + 1} ${currency}`).toBe(
                true,
              );
            }
          }
          break;
        case 'tournament': {
          const sport = SPORTS.find((s) => s.id === mech.sportId);
          expect(sport, c.slug).toBeDefined();
          const names = LEAGUES[sport!.key].map((l) => l.en);
          expect(mech.leagues.length).toBeGreaterThan(0);
          for (const league of mech.leagues) expect(names, c.slug).toContain(league);
          break;
        }
        case 'luckyWheel': {
          const { segments } = mech;
          for (const s of segments) {
            expect(Number.isInteger(s.weight) && s.weight > 0, s.label.en).toBe(true);
          }
          const total = segments.reduce((sum, s) => sum + s.weight, 0);
          const blanks = segments.filter((s) => s.prize === null);
          expect(blanks).toHaveLength(1);
          expect(blanks[0]!.label.en).toBe('No prize');
          // most spins win something, and the bigger a prize the rarer it is
          expect(blanks[0]!.weight * 2).toBeLessThan(total);
          const prized = segments.filter((s) => s.prize !== null);
          for (const currency of CURRENCIES) {
            for (let i = 1; i < prized.length; i++) {
              const [bigger, smaller] = [prized[i]!.prize!, prized[i - 1]!.prize!];
              expect(minor(bigger, currency) > minor(smaller, currency), currency).toBe(true);
              expect(prized[i]!.weight).toBeLessThanOrEqual(prized[i - 1]!.weight);
            }
          }
          expect(mech.dailyFreeSpins).toBeGreaterThanOrEqual(0);
          break;
        }
        default:
          break;
      }
    }
  });

  it('names, for every tournament, competitions the sports feed really has, with matches', () => {
    const tournaments = CAMPAIGN_CATALOGUE.flatMap((c) =>
      c.mechanics.kind === 'tournament' ? [{ slug: c.slug, ...c.mechanics }] : [],
    );
    expect(tournaments.map((c) => c.slug)).toEqual(
      expect.arrayContaining([
        'Five-Major-Leagues',
        'schedule-display',
        'america-schedule',
        'olympic-games',
        'moneyball-activity',
      ]),
    );
    const feed = new SimulatedFeed({
      seed: 'catalogue',
      now: Date.UTC(2026, 10, 23, 2),
      sports: tournaments.map((c) => c.sportId),
    });
    for (const c of tournaments) {
      for (const name of c.leagues) {
        // the server matches a tournament's leagues by the feed's English names, in its sport
        const league = feed.leagues().find((l) => l.sid === c.sportId && l.names.en === name);
        expect(league, `${c.slug}: ${name}`).toBeDefined();
        const matches = feed.matches().filter((m) => m.league.id === league!.id);
        expect(
          matches.some((m) => m.kind === 'match'),
          `${c.slug}: ${name}`,
        ).toBe(true);
      }
    }
  });

  it('mixes states: most running, a few upcoming, 6 to 10 ended', () => {
    const ended = CAMPAIGN_CATALOGUE.filter(
      (c) => c.period.endDay !== null && c.period.endDay <= 0,
    );
    const upcoming = CAMPAIGN_CATALOGUE.filter((c) => c.period.startDay > 0);
    const running = CAMPAIGN_CATALOGUE.length - ended.length - upcoming.length;
    expect(ended.length).toBeGreaterThanOrEqual(6);
    expect(ended.length).toBeLessThanOrEqual(10);
    expect(upcoming.length).toBeGreaterThanOrEqual(2);
    expect(running * 2).toBeGreaterThan(CAMPAIGN_CATALOGUE.length);
    // the activity views of the home page and the first visit are always open
    for (const path of ['/firstcharge', '/newbieactivity', '/luckyWheel', '/sign-activity']) {
      const c = CAMPAIGN_CATALOGUE.find((e) => e.paths[0] === path)!;
      expect(c.period.startDay <= 0 && (c.period.endDay ?? 1) > 0, path).toBe(true);
    }
    expect(new Set(CAMPAIGN_CATALOGUE.map((c) => c.category)).size).toBe(6);
  });

  it('leads every call to action to a page of the site', () => {
    for (const c of CAMPAIGN_CATALOGUE) {
      const path = c.cta.to.split('?')[0]!;
      expect(SITE_PATHS.has(path) || allPaths.includes(path), `${c.slug} → ${c.cta.to}`).toBe(true);
    }
  });

  it('names hero images that exist, small, without text', () => {
    for (const c of CAMPAIGN_CATALOGUE) {
      expect(c.hero.image, c.slug).toMatch(/^\/promo\/[a-z-]+\.svg$/);
      const file = `${PUBLIC_DIR}${c.hero.image}`;
      expect(statSync(file).size, file).toBeLessThan(4096);
    }
    const images = new Set(CAMPAIGN_CATALOGUE.map((c) => c.hero.image));
    expect(images.size).toBeGreaterThanOrEqual(10);
    for (const image of images) {
      const svg = readFileSync(`${PUBLIC_DIR}${image}`, 'utf8');
      expect(svg, image).toMatch(/^<svg [^>]*viewBox="0 0 (720 320|320 180)"/);
      if (svg.includes('viewBox="0 0 720 320"')) expect(svg, image).not.toContain('<text');
    }
  });
});
