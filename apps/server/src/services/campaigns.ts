import { randomBytes } from 'node:crypto';
import { CODES, type CampaignDetail, type CampaignSummary } from '@touchline/api/contract';
import {
  amountInCurrency,
  campaignCurrencyFor,
  campaignDayOf,
  campaignEligibility,
  campaignState,
  CURRENCIES,
  currentStreak,
  DEFAULT_CLIENT_SEED,
  depositMatchBonus,
  drawWheelSegment,
  hashServerSeed,
  maskName,
  newbieStepStatus,
  newbieTaskDone,
  newServerSeed,
  periodStart,
  pricingCurrency,
  rankLeaderboard,
  rebateClaimWindow,
  rebateFor,
  signInOn,
  turnoverTypes,
  wageringProgress,
  wageringRequirement,
  wheelProbabilities,
  wheelSpinsLeft,
  type CampaignMember,
  type CampaignRefusal,
  type Currency,
  type Language,
  type NewbieFacts,
  type NewbieTask,
  type SignInStanding,
} from '@touchline/domain';
import type { CampaignMechanics, LocalizedText } from '../campaigns/definition.ts';
import { allCampaigns, campaignByPath, type StoredCampaign } from '../campaigns/store.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { FeedMatch, SportsFeed } from '../sports/feed.ts';
import { failure, type Failure } from '../http/failure.ts';
import { answerLanguage } from '../http/messages.ts';
import type { CallContext, PlatformHandlers } from '../http/routes.ts';
import { LEAGUES } from '../sports/names.ts';
import { postMovement } from '../wallet/ledger.ts';
import { money } from './common.ts';
import { checkNotExcluded, rgStateOf } from './responsible.ts';
import { walletOf } from './wallet.ts';

/**
 * Campaign mechanics on the server (issue 21, ADR 026). A campaign is a row of data
 * (`campaigns/store.ts`); its rules are domain's (`campaigns.ts`). Every award:
 *
 * - is refused to a member in a time-out or self-exclusion (`checkNotExcluded`) and to one the
 *   campaign's audience leaves out, checked here, never trusted from the page;
 * - is written once per (campaign, member, key) in `campaign_awards`, and its money moves
 *   through the ledger with a key made of the same three, in the same transaction, so a repeat
 *   or a race pays once.
 */

type Kind<K extends CampaignMechanics['kind']> = Extract<CampaignMechanics, { kind: K }>;

interface MemberFacts extends CampaignMember {
  memberId: bigint;
  currency: Currency;
  phoneVerified: boolean;
  depositedMinor: bigint;
  nickName: string;
}

async function memberFacts(q: Queryable, memberId: bigint): Promise<MemberFacts> {
  const [row] = await q.query<{
    vip_level: number;
    created_at: Date;
    mobile: string | null;
    deposit_total_minor: bigint;
    nick_name: string;
    currency: string;
  }>(
    `select m.vip_level, m.created_at, m.mobile, m.deposit_total_minor, m.nick_name, w.currency
       from members m join wallets w on w.member_id = m.id where m.id = $1`,
    [memberId],
  );
  if (!row) throw new Error(`member ${memberId} has no wallet`);
  return {
    memberId,
    vipLevel: Number(row.vip_level),
    registeredAt: new Date(row.created_at).getTime(),
    currency: pricingCurrency(row.currency),
    phoneVerified: row.mobile !== null,
    depositedMinor: BigInt(row.deposit_total_minor),
    nickName: row.nick_name,
  };
}

const REFUSAL_KEYS = {
  notStarted: 'campaignNotStarted',
  ended: 'campaignEnded',
  signInRequired: 'sessionExpired',
  vipLevel: 'campaignVipLevel',
  notNewMember: 'campaignNewMembersOnly',
  currency: 'campaignCurrency',
} as const satisfies Record<CampaignRefusal, string>;

function refusal(reason: CampaignRefusal, campaign: StoredCampaign): Failure {
  // a visitor never reaches an award (those calls need a session); named for completeness
  if (reason === 'signInRequired') return failure(CODES.sessionExpired, REFUSAL_KEYS[reason]);
  return failure(CODES.forbidden, REFUSAL_KEYS[reason], {
    level: campaign.audience.minVipLevel ?? 0,
  });
}

function noSuchAction(): Failure {
  return failure(CODES.invalidRequest, 'campaignNoSuchAction');
}

const say = (text: LocalizedText, language: Language) => text[language] || text.en;

/**
 * A competition a tournament names (the sports feed's English name, its key) in the reader's
 * language, from the feed's own names; a name the feed does not know is answered as it is.
 */
function leagueName(name: string, language: Language): string {
  for (const pair of Object.values(LEAGUES)) {
    const league = pair.find((l) => l.en === name);
    if (league) return say(league, language);
  }
  return name;
}

/** The valid turnover of a member's stakes of `products` in [from, to). */
async function turnoverOf(
  q: Queryable,
  memberId: bigint,
  products: readonly ('sports' | 'games')[],
  from: number,
  to: number,
): Promise<bigint> {
  const [row] = await q.query<{ turnover: bigint | null }>(
    `select -sum(amount_minor) as turnover from ledger_entries
      where member_id = $1 and type = any($2::text[]) and created_at >= $3 and created_at < $4`,
    [memberId, turnoverTypes(products), new Date(from), new Date(to)],
  );
  const turnover = BigInt(row?.turnover ?? 0);
  return turnover > 0n ? turnover : 0n;
}

/** What the member deposited in [from, to), from the ledger. */
async function depositedBetween(
  q: Queryable,
  memberId: bigint,
  from: number,
  to: number,
): Promise<bigint> {
  const [row] = await q.query<{ total: bigint | null }>(
    `select sum(amount_minor) as total from ledger_entries
      where member_id = $1 and type = 'deposit' and amount_minor > 0
        and created_at >= $2 and created_at < $3`,
    [memberId, new Date(from), new Date(to)],
  );
  return BigInt(row?.total ?? 0);
}

type AwardRow = { award_key: string; amount_minor: bigint; detail: unknown; created_at: Date };

async function awardsOf(
  q: Queryable,
  campaignId: bigint,
  memberId: bigint,
  keyPrefix: string,
): Promise<AwardRow[]> {
  return q.query<AwardRow>(
    `select award_key, amount_minor, detail, created_at from campaign_awards
      where campaign_id = $1 and member_id = $2 and award_key like $3
      order by created_at desc, id desc`,
    [campaignId, memberId, `${keyPrefix}%`],
  );
}

async function awardByKey(
  q: Queryable,
  campaignId: bigint,
  memberId: bigint,
  key: string,
): Promise<AwardRow | undefined> {
  const [row] = await q.query<AwardRow>(
    `select award_key, amount_minor, detail, created_at from campaign_awards
      where campaign_id = $1 and member_id = $2 and award_key = $3`,
    [campaignId, memberId, key],
  );
  return row;
}

const detailOf = <T>(row: AwardRow): T =>
  (typeof row.detail === 'string' ? JSON.parse(row.detail) : row.detail) as T;

/**
 * Writes an award once and pays it through the ledger in the caller's transaction. Answers
 * null when this key was already awarded (a repeat, or a race lost): nothing is paid twice.
 */
async function award(
  tx: Queryable,
  a: {
    campaign: StoredCampaign;
    member: MemberFacts;
    key: string;
    amountMinor: bigint;
    detail: Record<string, unknown>;
    now: number;
  },
): Promise<{ balanceMinor: bigint } | null> {
  const [row] = await tx.query<{ id: bigint }>(
    `insert into campaign_awards (campaign_id, member_id, award_key, amount_minor, currency, detail, created_at)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7)
     on conflict (campaign_id, member_id, award_key) do nothing returning id`,
    [
      a.campaign.id,
      a.member.memberId,
      a.key,
      a.amountMinor,
      a.member.currency,
      JSON.stringify(a.detail),
      new Date(a.now),
    ],
  );
  if (!row) return null;
  if (a.amountMinor === 0n) {
    const wallet = await walletOf(tx, a.member.memberId);
    return { balanceMinor: wallet.balanceMinor };
  }
  const posted = await postMovement(tx, {
    memberId: a.member.memberId,
    amountMinor: a.amountMinor,
    type: 'campaign-award',
    reference: `campaign:${a.campaign.slug}:${a.key}`,
    idempotencyKey: `campaign:${a.campaign.id}:${a.member.memberId}:${a.key}`,
  });
  await tx.query('update campaign_awards set ledger_entry_id = $2 where id = $1', [
    row.id,
    posted.entryId,
  ]);
  return { balanceMinor: posted.balanceAfterMinor };
}

async function campaignBySlug(q: Queryable, slug: string): Promise<StoredCampaign> {
  const [row] = await q.query<{ path: string }>(
    `select p.path from campaign_paths p join campaigns c on c.id = p.campaign_id
      where c.slug = $1 order by p.position limit 1`,
    [slug],
  );
  const campaign = row ? await campaignByPath(q, row.path) : null;
  if (!campaign) throw failure(CODES.notFound, 'campaignNotFound');
  return campaign;
}

function mechanicsOf<K extends CampaignMechanics['kind']>(
  campaign: StoredCampaign,
  kind: K,
): Kind<K> {
  if (campaign.mechanics.kind !== kind) throw noSuchAction();
  return campaign.mechanics as Kind<K>;
}

// --- sign-in -------------------------------------------------------------------------------

async function signInStanding(
  q: Queryable,
  campaign: StoredCampaign,
  memberId: bigint,
): Promise<SignInStanding> {
  const [last] = await awardsOf(q, campaign.id, memberId, 'day:');
  if (!last) return { lastDay: null, streak: 0 };
  return {
    lastDay: last.award_key.slice('day:'.length),
    streak: detailOf<{ streak: number }>(last).streak,
  };
}

// --- the wheel -----------------------------------------------------------------------------

type SeedRow = {
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
};

function freshSeed(): { seed: string; hash: string } {
  const seed = newServerSeed((n) => randomBytes(n));
  return { seed, hash: hashServerSeed(seed) };
}

/** The member's committed next seed for the wheel, made on first use; locked with `lock`. */
async function wheelSeed(
  q: Queryable,
  campaignId: bigint,
  memberId: bigint,
  lock: boolean,
): Promise<SeedRow> {
  const { seed, hash } = freshSeed();
  await q.query(
    `insert into campaign_wheel_seeds (campaign_id, member_id, server_seed, server_seed_hash, client_seed)
     values ($1, $2, $3, $4, $5) on conflict (campaign_id, member_id) do nothing`,
    [campaignId, memberId, seed, hash, DEFAULT_CLIENT_SEED],
  );
  const [row] = await q.query<SeedRow>(
    `select server_seed, server_seed_hash, client_seed, nonce from campaign_wheel_seeds
      where campaign_id = $1 and member_id = $2${lock ? ' for update' : ''}`,
    [campaignId, memberId],
  );
  return row!;
}

async function spinsLeft(
  q: Queryable,
  campaign: StoredCampaign,
  mechanics: Kind<'luckyWheel'>,
  member: MemberFacts,
  now: number,
) {
  const today = campaignDayOf(now);
  const [used] = await q.query<{ free_today: bigint; deposit_used: bigint }>(
    `select count(*) filter (where detail ->> 'source' = 'free' and detail ->> 'day' = $3) as free_today,
            count(*) filter (where detail ->> 'source' = 'deposit') as deposit_used
       from campaign_awards where campaign_id = $1 and member_id = $2 and award_key like 'spin:%'`,
    [campaign.id, member.memberId, today],
  );
  const until =
    campaign.period.endsAt === null ? now + 1 : Math.min(now + 1, campaign.period.endsAt);
  return wheelSpinsLeft({
    dailyFreeSpins: mechanics.dailyFreeSpins,
    freeUsedToday: Number(used?.free_today ?? 0),
    depositedMinor: await depositedBetween(q, member.memberId, campaign.period.startsAt, until),
    depositPerSpinMinor: amountInCurrency(mechanics.depositPerSpin, member.currency),
    depositSpinsUsed: Number(used?.deposit_used ?? 0),
  });
}

// --- deposit match -------------------------------------------------------------------------

/** The deposit a match is of: the member's first ever (when the rule says so) or latest one in the period. */
async function qualifyingDeposit(
  q: Queryable,
  campaign: StoredCampaign,
  mechanics: Kind<'depositMatch'>,
  memberId: bigint,
  now: number,
): Promise<bigint> {
  const [row] = await q.query<{ amount_minor: bigint; created_at: Date }>(
    `select amount_minor, created_at from ledger_entries
      where member_id = $1 and type = 'deposit' and amount_minor > 0
        ${mechanics.firstDepositOnly ? '' : 'and created_at >= $2'}
      order by created_at ${mechanics.firstDepositOnly ? 'asc' : 'desc'}, id ${mechanics.firstDepositOnly ? 'asc' : 'desc'}
      limit 1`,
    mechanics.firstDepositOnly ? [memberId] : [memberId, new Date(campaign.period.startsAt)],
  );
  if (!row) return 0n;
  const at = new Date(row.created_at).getTime();
  if (at < campaign.period.startsAt || at > now) return 0n;
  return BigInt(row.amount_minor);
}

type BonusRow = {
  campaign_id: bigint;
  deposit_minor: bigint;
  bonus_minor: bigint;
  required_minor: bigint;
  started_at: Date;
};

/** A bonus's wagering so far: all valid turnover (sports and games) since it was given. */
async function bonusProgress(q: Queryable, memberId: bigint, bonus: BonusRow, now: number) {
  const turnover = await turnoverOf(
    q,
    memberId,
    ['sports', 'games'],
    new Date(bonus.started_at).getTime(),
    now + 1,
  );
  return wageringProgress(BigInt(bonus.required_minor), turnover);
}

/**
 * What a member's deposit match bonuses still hold back from withdrawal: each bonus whose
 * wagering requirement is not met yet. The cashier subtracts it from what may be withdrawn.
 */
export async function heldBonusMinor(q: Queryable, memberId: bigint, now: number): Promise<bigint> {
  const rows = await q.query<BonusRow>(
    `select campaign_id, deposit_minor, bonus_minor, required_minor, started_at
       from campaign_bonuses where member_id = $1 and completed_at is null`,
    [memberId],
  );
  let held = 0n;
  for (const bonus of rows) {
    const progress = await bonusProgress(q, memberId, bonus, now);
    if (progress.complete) {
      await q.query(
        'update campaign_bonuses set completed_at = $3 where campaign_id = $1 and member_id = $2 and completed_at is null',
        [bonus.campaign_id, memberId, new Date(now)],
      );
    } else {
      held += BigInt(bonus.bonus_minor);
    }
  }
  return held;
}

// --- leaderboard ---------------------------------------------------------------------------

const LEADERBOARD_SHOWN = 20;

async function leaderboardOf(
  q: Queryable,
  campaign: StoredCampaign,
  mechanics: Kind<'leaderboard'>,
  currency: Currency,
  now: number,
) {
  const until =
    campaign.period.endsAt === null ? now + 1 : Math.min(now + 1, campaign.period.endsAt);
  const rows = await q.query<{
    member_id: bigint;
    nick_name: string;
    user_name: string;
    score: bigint;
  }>(
    `select e.member_id, m.nick_name, m.user_name, -sum(e.amount_minor) as score
       from ledger_entries e join members m on m.id = e.member_id
       join wallets w on w.member_id = e.member_id
      where e.type = any($1::text[]) and e.created_at >= $2 and e.created_at < $3 and w.currency = $4
      group by e.member_id, m.nick_name, m.user_name
     having -sum(e.amount_minor) > 0
      order by score desc, e.member_id
      limit 200`,
    [
      turnoverTypes(mechanics.products),
      new Date(campaign.period.startsAt),
      new Date(until),
      currency,
    ],
  );
  const prizes = mechanics.prizes.map((p) => amountInCurrency(p, currency));
  const ranked = rankLeaderboard(
    rows.map((r) => ({ id: r, scoreMinor: BigInt(r.score) })),
    prizes,
  );
  return { ranked, prizes };
}

/** Which of `memberIds` have had a board's prize credited. */
async function prizesPaid(
  q: Queryable,
  campaignId: bigint,
  memberIds: readonly bigint[],
): Promise<Set<bigint>> {
  if (memberIds.length === 0) return new Set();
  const rows = await q.query<{ member_id: bigint }>(
    `select member_id from campaign_awards
      where campaign_id = $1 and award_key = 'prize' and member_id = any($2::bigint[])`,
    [campaignId, memberIds.map(String)],
  );
  return new Set(rows.map((r) => BigInt(r.member_id)));
}

/** How often the feed's leader pays the prizes of closed leaderboards (ms). */
export const LEADERBOARD_PAYOUT_MS = 60_000;

export interface LeaderboardPayout {
  /** Prizes credited by this run. */
  paid: number;
  /** Winners left unpaid because they are in a time-out or self-exclusion now. */
  held: number;
}

/**
 * Pays every prize of every closed leaderboard not paid yet (ADR 028): for each currency's
 * final ranking (ties sharing, domain's `rankLeaderboard`), each winner in their own
 * transaction with their wallet row locked, under the award key `prize` a claim uses too, so
 * the job and a claim, or two runs, pay once. A winner in a time-out or self-exclusion is left
 * unpaid while it lasts: the first run after it ends pays them (or they claim then). Run by
 * the sports feed's leader only (`FeedLeadership`), every `LEADERBOARD_PAYOUT_MS`.
 */
export async function payLeaderboardPrizes(
  db: Database,
  now: number,
  /** Told of each prize credited, after its transaction (to push the member's new balance). */
  onPaid?: (memberId: bigint, balanceMinor: bigint, currency: Currency) => void,
): Promise<LeaderboardPayout> {
  const result: LeaderboardPayout = { paid: 0, held: 0 };
  for (const c of await allCampaigns(db)) {
    if (c.mechanics.kind !== 'leaderboard' || campaignState(c.period, now) !== 'ended') continue;
    for (const currency of CURRENCIES) {
      const { ranked } = await leaderboardOf(db, c, c.mechanics, currency, now);
      const winners = ranked.filter((r) => r.prizeMinor > 0n);
      if (winners.length === 0) continue;
      const paid = await prizesPaid(
        db,
        c.id,
        winners.map((w) => BigInt(w.id.member_id)),
      );
      for (const w of winners) {
        const memberId = BigInt(w.id.member_id);
        if (paid.has(memberId)) continue;
        const outcome = await db.transaction(async (tx) => {
          await tx.query('select 1 from wallets where member_id = $1 for update', [memberId]);
          if ((await rgStateOf(tx, memberId, now)).exclusion) return 'held';
          const member = await memberFacts(tx, memberId);
          const credited = await award(tx, {
            campaign: c,
            member,
            key: 'prize',
            amountMinor: w.prizeMinor,
            detail: { rank: w.rank, score: w.scoreMinor.toString(), by: 'payout' },
            now,
          });
          return credited
            ? { balanceMinor: credited.balanceMinor, currency: member.currency }
            : 'already';
        });
        if (typeof outcome === 'object') {
          result.paid += 1;
          onPaid?.(memberId, outcome.balanceMinor, outcome.currency);
        }
        if (outcome === 'held') result.held += 1;
      }
    }
  }
  return result;
}

// --- tournaments ---------------------------------------------------------------------------

/** How many fixtures and results a tournament page lists of each group. */
export const TOURNAMENT_SHOWN = 10;

function fixtureOf(
  match: FeedMatch,
  language: Language,
): NonNullable<CampaignDetail['tournament']>['live'][number] {
  const { phase, score, period, elapsed } = match.progress;
  const status = phase === 'live' ? 'live' : phase === 'finished' ? 'finished' : 'upcoming';
  const timed = match.model.profile.model === 'goals' || match.model.profile.model === 'points';
  return {
    id: match.id,
    league: match.league.names[language],
    home: match.home.names[language],
    away: match.away.names[language],
    startsAt: match.startsAt,
    status,
    score: status === 'upcoming' ? null : `${score.h}:${score.a}`,
    clock: status === 'live' ? { period, minute: timed ? Math.floor(elapsed / 60) : null } : null,
  };
}

/**
 * A tournament's matches from the sports feed: those of its sport in the competitions it names
 * (by the feed's English names), live ones, the next to kick off and the latest results, each
 * named in the caller's language. Outrights and called-off matches are left out.
 */
function tournamentOf(
  feed: SportsFeed | null,
  m: Kind<'tournament'>,
  language: Language,
): NonNullable<CampaignDetail['tournament']> {
  const leagues = (feed?.leagues() ?? []).filter(
    (l) => l.sid === m.sportId && m.leagues.includes(l.names.en),
  );
  const ids = new Set(leagues.map((l) => l.id));
  const matches = (feed?.matches() ?? []).filter((x) => x.kind === 'match' && ids.has(x.league.id));
  const of = (phase: FeedMatch['progress']['phase']) =>
    matches.filter((x) => x.progress.phase === phase);
  const soonest = (a: FeedMatch, b: FeedMatch) => a.startsAt - b.startsAt || a.id - b.id;
  return {
    sportId: m.sportId,
    // the competitions as the campaign names them, in the caller's language (with or without a feed)
    leagues: m.leagues.map((league) => leagueName(league, language)),
    live: of('live')
      .sort(soonest)
      .slice(0, TOURNAMENT_SHOWN)
      .map((x) => fixtureOf(x, language)),
    upcoming: of('upcoming')
      .sort(soonest)
      .slice(0, TOURNAMENT_SHOWN)
      .map((x) => fixtureOf(x, language)),
    results: of('finished')
      .sort((a, b) => soonest(b, a))
      .slice(0, TOURNAMENT_SHOWN)
      .map((x) => fixtureOf(x, language)),
  };
}

// --- the page ------------------------------------------------------------------------------

export function summaryOf(c: StoredCampaign, language: Language, now: number): CampaignSummary {
  return {
    slug: c.slug,
    path: c.paths[0] ?? `/${c.slug}`,
    kind: c.kind,
    category: c.category,
    state: campaignState(c.period, now),
    startsAt: c.period.startsAt,
    endsAt: c.period.endsAt,
    title: say(c.hero.title, language),
    subtitle: say(c.hero.subtitle, language),
    image: c.hero.image,
    ctaLabel: say(c.cta.label, language),
    sort: c.sort,
  };
}

export async function campaignPage(
  q: Queryable,
  feed: SportsFeed | null,
  c: StoredCampaign,
  language: Language,
  member: MemberFacts | null,
  now: number,
): Promise<CampaignDetail> {
  const currency = member?.currency ?? campaignCurrencyFor(language);
  const verdict = campaignEligibility(
    { period: c.period, audience: c.audience, member, now },
    { needsMember: c.kind !== 'static' && c.kind !== 'tournament' },
  );
  const page: CampaignDetail = {
    ...summaryOf(c, language, now),
    paths: c.paths,
    body: c.body.map((t) => say(t, language)),
    rules: c.rules.map((t) => say(t, language)),
    rewardTiers: c.rewardTiers.map((tier) => ({
      condition: say(tier.condition, language),
      ...(tier.reward ? { reward: say(tier.reward, language) } : {}),
      ...(tier.amounts ? { amount: money(amountInCurrency(tier.amounts, currency)) } : {}),
    })),
    cta: { label: say(c.cta.label, language), to: c.cta.to },
    currency,
    eligibility: verdict.ok ? { ok: true } : { ok: false, reason: verdict.reason },
  };
  const m = c.mechanics;
  const today = campaignDayOf(now);
  switch (m.kind) {
    case 'signIn': {
      const standing = member
        ? await signInStanding(q, c, member.memberId)
        : { lastDay: null, streak: 0 };
      const signedToday = standing.lastDay === today;
      const next = signInOn(standing, today, {
        rewardDays: m.dailyRewards.length,
        resetOnMiss: m.resetOnMiss,
      });
      page.signIn = {
        days: m.dailyRewards.map((r, i) => ({
          day: i + 1,
          reward: money(amountInCurrency(r, currency)),
        })),
        resetOnMiss: m.resetOnMiss,
        streak: currentStreak(standing, today, m.resetOnMiss),
        signedToday,
        todayIndex: next.ok
          ? next.rewardIndex
          : Math.min(standing.streak, m.dailyRewards.length) - 1,
      };
      break;
    }
    case 'luckyWheel': {
      const seed = member ? await wheelSeed(q, c.id, member.memberId, false) : null;
      const left = member ? await spinsLeft(q, c, m, member, now) : null;
      const probabilities = wheelProbabilities(m.segments.map((s) => s.weight));
      page.wheel = {
        segments: m.segments.map((s, i) => ({
          label: say(s.label, language),
          prize: s.prize ? money(amountInCurrency(s.prize, currency)) : null,
          probability: probabilities[i]!,
        })),
        dailyFreeSpins: m.dailyFreeSpins,
        depositPerSpin: money(amountInCurrency(m.depositPerSpin, currency)),
        spinsLeft: left ? left.total : null,
        nextServerSeedHash: seed ? seed.server_seed_hash : null,
      };
      break;
    }
    case 'newbieTasks': {
      const facts = member ? await newbieFacts(q, member) : null;
      const claimed = member
        ? new Set((await awardsOf(q, c.id, member.memberId, 'step:')).map((a) => a.award_key))
        : new Set<string>();
      page.newbie = {
        steps: m.steps.map((s) => ({
          task: s.task,
          reward: money(amountInCurrency(s.reward, currency)),
          status: facts ? newbieStepStatus(s.task, facts, claimed.has(`step:${s.task}`)) : 'todo',
        })),
      };
      break;
    }
    case 'depositMatch': {
      let claimable = 0n;
      let bonus: NonNullable<CampaignDetail['depositMatch']>['bonus'] = null;
      if (member) {
        const [row] = await q.query<BonusRow>(
          `select campaign_id, deposit_minor, bonus_minor, required_minor, started_at
             from campaign_bonuses where campaign_id = $1 and member_id = $2`,
          [c.id, member.memberId],
        );
        if (row) {
          const progress = await bonusProgress(q, member.memberId, row, now);
          bonus = {
            deposit: money(row.deposit_minor),
            bonus: money(row.bonus_minor),
            required: money(progress.requiredMinor),
            done: money(progress.doneMinor),
            complete: progress.complete,
          };
        } else if (verdict.ok) {
          claimable = depositMatchBonus({
            percent: m.percent,
            depositMinor: await qualifyingDeposit(q, c, m, member.memberId, now),
            minDepositMinor: amountInCurrency(m.minDeposit, currency),
            capMinor: amountInCurrency(m.cap, currency),
          });
        }
      }
      page.depositMatch = {
        percent: m.percent,
        minDeposit: money(amountInCurrency(m.minDeposit, currency)),
        cap: money(amountInCurrency(m.cap, currency)),
        wageringMultiple: m.wageringMultiple,
        firstDepositOnly: m.firstDepositOnly,
        claimable: money(claimable),
        bonus,
      };
      break;
    }
    case 'rebate': {
      let last: NonNullable<CampaignDetail['rebate']>['last'] = null;
      let currentTurnover: string | null = null;
      if (member) {
        const owed = await rebateOwed(q, c, m, member, now);
        if (owed) {
          const claimed = await awardByKey(q, c.id, member.memberId, `period:${owed.key}`);
          last = {
            startsAt: owed.startsAt,
            endsAt: owed.endsAt,
            turnover: money(owed.turnoverMinor),
            rebate: money(owed.rebateMinor),
            claimed: claimed !== undefined,
            claimUntil: owed.claimUntil,
          };
        }
        if (campaignState(c.period, now) === 'active') {
          const from = Math.max(periodStart(m.period, now), c.period.startsAt);
          currentTurnover = money(await turnoverOf(q, member.memberId, m.products, from, now + 1));
        }
      }
      page.rebate = {
        percent: m.percent,
        period: m.period,
        products: [...m.products],
        maxPerPeriod: money(amountInCurrency(m.maxPerPeriod, currency)),
        last,
        currentTurnover,
      };
      break;
    }
    case 'leaderboard': {
      const { ranked, prizes } = await leaderboardOf(q, c, m, currency, now);
      const shown = ranked.slice(0, LEADERBOARD_SHOWN);
      const paid = await prizesPaid(
        q,
        c.id,
        shown.map((r) => BigInt(r.id.member_id)),
      );
      page.leaderboard = {
        products: [...m.products],
        prizes: prizes.map(money),
        entries: shown.map((r) => ({
          rank: r.rank,
          name: maskName(r.id.nick_name || r.id.user_name),
          score: money(r.scoreMinor),
          prize: money(r.prizeMinor),
          you: member !== null && BigInt(r.id.member_id) === member.memberId,
          paid: paid.has(BigInt(r.id.member_id)),
        })),
      };
      break;
    }
    case 'tournament':
      page.tournament = tournamentOf(feed, m, language);
      break;
    case 'static':
      break;
  }
  return page;
}

async function newbieFacts(q: Queryable, member: MemberFacts): Promise<NewbieFacts> {
  const [bet] = await q.query(
    `select 1 from ledger_entries where member_id = $1 and type = any($2::text[]) limit 1`,
    [member.memberId, turnoverTypes(['sports', 'games'])],
  );
  return {
    phoneVerified: member.phoneVerified,
    depositedMinor: member.depositedMinor,
    hasBet: bet !== undefined,
  };
}

/**
 * The rebate a claim at `now` pays (domain's `rebateClaimWindow`: the last whole period while
 * the campaign runs, its last period for a grace window after the end), if any.
 */
async function rebateOwed(
  q: Queryable,
  c: StoredCampaign,
  m: Kind<'rebate'>,
  member: MemberFacts,
  now: number,
) {
  const window = rebateClaimWindow(m.period, c.period, now);
  if (!window) return null;
  const turnoverMinor = await turnoverOf(
    q,
    member.memberId,
    m.products,
    window.startsAt,
    window.endsAt,
  );
  const rebateMinor = rebateFor({
    percent: m.percent,
    turnoverMinor,
    maxMinor: amountInCurrency(m.maxPerPeriod, member.currency),
  });
  return { ...window, turnoverMinor, rebateMinor };
}

/** Runs an award's checks and payment in one transaction, the member's wallet row locked. */
async function inAwardTransaction<T>(
  ctx: CallContext,
  slug: string,
  work: (tx: Queryable, campaign: StoredCampaign, member: MemberFacts, now: number) => Promise<T>,
): Promise<T> {
  const { db, now: clock } = ctx.app;
  const { memberId } = ctx.member;
  return db.transaction(async (tx) => {
    // the wallet's row lock queues one member's claims: each sees what the last one wrote
    await tx.query('select 1 from wallets where member_id = $1 for update', [memberId]);
    const now = clock();
    await checkNotExcluded(tx, memberId, now);
    const campaign = await campaignBySlug(tx, slug);
    const member = await memberFacts(tx, memberId);
    const verdict = campaignEligibility({
      period: campaign.period,
      audience: campaign.audience,
      member,
      now,
    });
    // a leaderboard's prizes are claimed once it is over; everything else while it runs
    const prizeAfterEnd =
      campaign.kind === 'leaderboard' && !verdict.ok && verdict.reason === 'ended';
    if (!verdict.ok && !prizeAfterEnd) {
      // a rebate's last period stays claimable for its grace window after the end, by whoever
      // the audience let in at the end's last millisecond
      const lastRebate =
        verdict.reason === 'ended' &&
        campaign.mechanics.kind === 'rebate' &&
        rebateClaimWindow(campaign.mechanics.period, campaign.period, now) !== null
          ? campaignEligibility({
              period: campaign.period,
              audience: campaign.audience,
              member,
              now: campaign.period.endsAt! - 1,
            })
          : verdict;
      if (!lastRebate.ok) throw refusal(lastRebate.reason, campaign);
    }
    return work(tx, campaign, member, now);
  });
}

const claimed = () => failure(CODES.forbidden, 'campaignAlreadyClaimed');

async function claimNewbieStep(
  tx: Queryable,
  c: StoredCampaign,
  member: MemberFacts,
  task: NewbieTask,
  now: number,
) {
  const step = mechanicsOf(c, 'newbieTasks').steps.find((s) => s.task === task);
  if (!step) throw noSuchAction();
  if (!newbieTaskDone(task, await newbieFacts(tx, member))) {
    throw failure(CODES.forbidden, 'newbieStepNotDone');
  }
  const paid = await award(tx, {
    campaign: c,
    member,
    key: `step:${task}`,
    amountMinor: amountInCurrency(step.reward, member.currency),
    detail: { task },
    now,
  });
  if (!paid) throw claimed();
  return { amountMinor: amountInCurrency(step.reward, member.currency), ...paid };
}

async function claimRebate(tx: Queryable, c: StoredCampaign, member: MemberFacts, now: number) {
  const owed = await rebateOwed(tx, c, mechanicsOf(c, 'rebate'), member, now);
  if (!owed || owed.rebateMinor === 0n) {
    throw failure(CODES.forbidden, 'rebateNothingToClaim');
  }
  const paid = await award(tx, {
    campaign: c,
    member,
    key: `period:${owed.key}`,
    amountMinor: owed.rebateMinor,
    detail: { turnover: owed.turnoverMinor.toString(), from: owed.startsAt, to: owed.endsAt },
    now,
  });
  if (!paid) throw claimed();
  return { amountMinor: owed.rebateMinor, ...paid };
}

async function claimDepositMatch(
  tx: Queryable,
  c: StoredCampaign,
  member: MemberFacts,
  now: number,
) {
  const m = mechanicsOf(c, 'depositMatch');
  const depositMinor = await qualifyingDeposit(tx, c, m, member.memberId, now);
  const bonusMinor = depositMatchBonus({
    percent: m.percent,
    depositMinor,
    minDepositMinor: amountInCurrency(m.minDeposit, member.currency),
    capMinor: amountInCurrency(m.cap, member.currency),
  });
  const [prior] = await tx.query(
    'select 1 from campaign_bonuses where campaign_id = $1 and member_id = $2',
    [c.id, member.memberId],
  );
  if (prior) throw claimed();
  if (bonusMinor === 0n) throw failure(CODES.forbidden, 'depositMatchNothing');
  const required = wageringRequirement(depositMinor, bonusMinor, m.wageringMultiple);
  await tx.query(
    `insert into campaign_bonuses (campaign_id, member_id, deposit_minor, bonus_minor, required_minor, started_at, completed_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      c.id,
      member.memberId,
      depositMinor,
      bonusMinor,
      required,
      new Date(now),
      required === 0n ? new Date(now) : null,
    ],
  );
  const paid = await award(tx, {
    campaign: c,
    member,
    key: 'match',
    amountMinor: bonusMinor,
    detail: { deposit: depositMinor.toString(), required: required.toString() },
    now,
  });
  if (!paid) throw claimed();
  return { amountMinor: bonusMinor, ...paid };
}

/** A finished leaderboard's prize for the member's final rank (ties share), paid once. */
async function claimLeaderboardPrize(
  tx: Queryable,
  c: StoredCampaign,
  member: MemberFacts,
  now: number,
) {
  if (campaignState(c.period, now) !== 'ended') {
    throw failure(CODES.forbidden, 'leaderboardNotOver');
  }
  const { ranked } = await leaderboardOf(
    tx,
    c,
    mechanicsOf(c, 'leaderboard'),
    member.currency,
    now,
  );
  const mine = ranked.find((r) => BigInt(r.id.member_id) === member.memberId);
  if (!mine || mine.prizeMinor === 0n) throw failure(CODES.forbidden, 'leaderboardNoPrize');
  const paid = await award(tx, {
    campaign: c,
    member,
    key: 'prize',
    amountMinor: mine.prizeMinor,
    detail: { rank: mine.rank, score: mine.scoreMinor.toString() },
    now,
  });
  if (!paid) throw claimed();
  return { amountMinor: mine.prizeMinor, ...paid };
}

export const campaignsHandlers = {
  getCampaign: {
    access: 'optional',
    async handle(input, ctx) {
      const { db, now } = ctx.app;
      const campaign = await campaignByPath(db, input.path);
      if (!campaign) throw failure(CODES.notFound, 'campaignNotFound');
      const member = ctx.caller ? await memberFacts(db, ctx.caller.memberId) : null;
      return campaignPage(
        db,
        ctx.app.sports.feed,
        campaign,
        answerLanguage(ctx.language),
        member,
        now(),
      );
    },
  },

  listCampaigns: {
    access: 'public',
    async handle(input, ctx) {
      const now = ctx.app.now();
      const language = answerLanguage(ctx.language);
      return (await allCampaigns(ctx.app.db))
        .map((c) => summaryOf(c, language, now))
        .filter(
          (c) =>
            (!input.state || c.state === input.state) &&
            (!input.category || c.category === input.category),
        );
    },
  },

  signInCampaign: {
    access: 'member',
    async handle(input, ctx) {
      return inAwardTransaction(ctx, input.slug, async (tx, c, member, now) => {
        const m = mechanicsOf(c, 'signIn');
        const today = campaignDayOf(now);
        const next = signInOn(await signInStanding(tx, c, member.memberId), today, {
          rewardDays: m.dailyRewards.length,
          resetOnMiss: m.resetOnMiss,
        });
        if (!next.ok) throw failure(CODES.forbidden, 'signInAlreadyToday');
        const amountMinor = amountInCurrency(m.dailyRewards[next.rewardIndex], member.currency);
        const paid = await award(tx, {
          campaign: c,
          member,
          key: `day:${today}`,
          amountMinor,
          detail: { streak: next.streak },
          now,
        });
        if (!paid) throw failure(CODES.forbidden, 'signInAlreadyToday');
        return {
          amount: money(amountMinor),
          balance: money(paid.balanceMinor),
          streak: next.streak,
        };
      });
    },
  },

  spinWheel: {
    access: 'member',
    async handle(input, ctx) {
      return inAwardTransaction(ctx, input.slug, async (tx, c, member, now) => {
        const m = mechanicsOf(c, 'luckyWheel');
        const key = `spin:${input.idempotencyKey}`;
        const seed = await wheelSeed(tx, c.id, member.memberId, true);
        const prior = await awardByKey(tx, c.id, member.memberId, key);
        if (prior) {
          // the same spin asked again: the same answer, nothing drawn or paid
          const d = detailOf<{
            segmentIndex: number;
            fairness: {
              serverSeed: string;
              serverSeedHash: string;
              clientSeed: string;
              nonce: number;
              nextServerSeedHash: string;
            };
          }>(prior);
          const left = await spinsLeft(tx, c, m, member, now);
          const wallet = await walletOf(tx, member.memberId);
          return {
            amount: money(prior.amount_minor),
            balance: money(wallet.balanceMinor),
            segmentIndex: d.segmentIndex,
            spinsLeft: left.total,
            fairness: d.fairness,
          };
        }
        const left = await spinsLeft(tx, c, m, member, now);
        if (left.total < 1) throw failure(CODES.forbidden, 'wheelNoSpins');
        const clientSeed = input.clientSeed ?? seed.client_seed;
        const nonce = Number(seed.nonce);
        const segmentIndex = drawWheelSegment(
          m.segments.map((s) => s.weight),
          { serverSeed: seed.server_seed, clientSeed, nonce },
        );
        const segment = m.segments[segmentIndex]!;
        const amountMinor = segment.prize ? amountInCurrency(segment.prize, member.currency) : 0n;
        const next = freshSeed();
        const fairness = {
          serverSeed: seed.server_seed,
          serverSeedHash: seed.server_seed_hash,
          clientSeed,
          nonce,
          nextServerSeedHash: next.hash,
        };
        const paid = await award(tx, {
          campaign: c,
          member,
          key,
          amountMinor,
          detail: {
            segmentIndex,
            source: left.free > 0 ? 'free' : 'deposit',
            day: campaignDayOf(now),
            fairness,
          },
          now,
        });
        if (!paid) throw new Error('a spin key was taken under the seed lock');
        await tx.query(
          `update campaign_wheel_seeds set server_seed = $3, server_seed_hash = $4,
             client_seed = $5, nonce = nonce + 1 where campaign_id = $1 and member_id = $2`,
          [c.id, member.memberId, next.seed, next.hash, clientSeed],
        );
        return {
          amount: money(amountMinor),
          balance: money(paid.balanceMinor),
          segmentIndex,
          spinsLeft: left.total - 1,
          fairness,
        };
      });
    },
  },

  claimCampaign: {
    access: 'member',
    async handle(input, ctx) {
      const paid = await inAwardTransaction(ctx, input.slug, async (tx, c, member, now) => {
        switch (c.kind) {
          case 'newbieTasks':
            if (!input.step) throw noSuchAction();
            return claimNewbieStep(tx, c, member, input.step, now);
          case 'rebate':
            return claimRebate(tx, c, member, now);
          case 'depositMatch':
            return claimDepositMatch(tx, c, member, now);
          case 'leaderboard':
            return claimLeaderboardPrize(tx, c, member, now);
          default:
            throw noSuchAction();
        }
      });
      return { amount: money(paid.amountMinor), balance: money(paid.balanceMinor) };
    },
  },
} satisfies PlatformHandlers;
