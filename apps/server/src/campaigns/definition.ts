import type { Currency } from '@touchline/domain';

/**
 * The shape of one campaign in the seed catalogue (issue 21): what the server stores as a row of
 * campaign data. A new campaign of an existing kind is one more entry of this shape, no code.
 */

/** A text in each of the four languages. */
export interface LocalizedText {
  en: string;
  'zh-cn': string;
  vi: string;
  th: string;
}

/** An amount in every wallet currency (minor-unit decimal strings, e.g. '8.00'; VND '20000'). */
export type CurrencyAmounts = Readonly<Record<Currency, string>>;

export type CampaignKind =
  | 'depositMatch'
  | 'newbieTasks'
  | 'signIn'
  | 'rebate'
  | 'leaderboard'
  | 'tournament'
  | 'static'
  | 'luckyWheel';

export type CampaignCategory = 'sports' | 'games' | 'live' | 'newMembers' | 'vip' | 'festival';

/**
 * When a campaign runs, as whole days from the day the catalogue is seeded (midnight UTC+8): a
 * campaign seeded on day D with `startDay: -10, endDay: 20` runs from D-10 00:00 to D+20 00:00
 * UTC+8. `endDay: null` is open-ended. A negative `endDay` makes an ended campaign.
 */
export interface SeedPeriod {
  startDay: number;
  endDay: number | null;
}

export interface CampaignAudience {
  /** Only members may take part (visitors see the page and a sign-in call to action). */
  membersOnly: boolean;
  /** The lowest VIP level that may take part. */
  minVipLevel?: number;
  /** Only members registered within this many days. */
  newMembersWithinDays?: number;
  /** Only wallets in these currencies. */
  currencies?: readonly Currency[];
}

export interface RewardTier {
  /** What earns it, in words ("Deposit 100 or more", "Rank 1"). */
  condition: LocalizedText;
  /** What it pays, in words, when it is not a plain amount ("Signed shirt"). */
  reward?: LocalizedText;
  amounts?: CurrencyAmounts;
}

/** The mechanics of each kind: the numbers the server's rules read. */
export type CampaignMechanics =
  | {
      kind: 'depositMatch';
      /** Percentage of the qualifying deposit, as a decimal string ('100' = 100 %). */
      percent: string;
      minDeposit: CurrencyAmounts;
      cap: CurrencyAmounts;
      /** Valid turnover required before the bonus can be withdrawn: (deposit + bonus) × this. */
      wageringMultiple: number;
      /** Only the member's first deposit qualifies. */
      firstDepositOnly: boolean;
    }
  | {
      kind: 'newbieTasks';
      steps: readonly {
        task: 'register' | 'verifyPhone' | 'firstDeposit' | 'firstBet';
        reward: CurrencyAmounts;
      }[];
    }
  | {
      kind: 'signIn';
      /** The reward of the n-th consecutive day (index 0 = day 1); the last repeats after. */
      dailyRewards: readonly CurrencyAmounts[];
      /** A missed day starts the streak again at day 1. */
      resetOnMiss: boolean;
    }
  | {
      kind: 'rebate';
      /** Share of the period's valid turnover, as a decimal percent string ('0.5' = 0.5 %). */
      percent: string;
      /** Which turnover counts. */
      products: readonly ('sports' | 'games')[];
      period: 'day' | 'week' | 'month';
      maxPerPeriod: CurrencyAmounts;
    }
  | {
      kind: 'leaderboard';
      /** Ranked by valid turnover over the campaign's period. */
      products: readonly ('sports' | 'games')[];
      /** Prize of rank 1, 2, … (ties share the tied ranks' prizes equally). */
      prizes: readonly CurrencyAmounts[];
    }
  | {
      kind: 'tournament';
      /** The league names of the sports feed it shows fixtures and results of. */
      leagues: readonly string[];
      sportId: number;
    }
  | { kind: 'static' }
  | {
      kind: 'luckyWheel';
      /** Each segment's prize and weight; the published probability is weight / sum of weights. */
      segments: readonly { label: LocalizedText; prize: CurrencyAmounts | null; weight: number }[];
      /** Spins earned: one per this much deposited in the period (per currency). */
      depositPerSpin: CurrencyAmounts;
      /** Free spins every member gets each day (UTC+8). */
      dailyFreeSpins: number;
    };

export interface CampaignSeed {
  /**
   * Stable id: the first path without its leading slash, any other slash as `-` (e.g.
   * 'rebate-activity', 'ActivityView-StaticActivity').
   */
  slug: string;
  /** The routes of spec §2 that serve it: the first is its address, the others aliases. */
  paths: readonly string[];
  kind: CampaignKind;
  category: CampaignCategory;
  period: SeedPeriod;
  audience: CampaignAudience;
  /** Order in the promotions list (lower first). */
  sort: number;
  hero: {
    title: LocalizedText;
    subtitle: LocalizedText;
    /** An image under apps/web/public/promo (e.g. '/promo/rebate.svg'). */
    image: string;
  };
  /** Intro paragraphs (plain text, one paragraph each). */
  body: readonly LocalizedText[];
  rules: readonly LocalizedText[];
  rewardTiers: readonly RewardTier[];
  cta: {
    label: LocalizedText;
    /** A site path (e.g. '/sports', '/personal/me?tab=cashier'). */ to: string;
  };
  mechanics: CampaignMechanics;
}

/**
 * A campaign as an operator edits it (ADR 033): the seed's shape with its period as instants
 * (epoch ms; `endsAt` exclusive, null open-ended) instead of days from the seed day.
 */
export type CampaignDocument = Omit<CampaignSeed, 'period'> & {
  period: { startsAt: number; endsAt: number | null };
};
