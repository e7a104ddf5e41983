import { CODES, isApiError, type CampaignDetail, type TournamentFixture } from '@touchline/api';
import { compareAmounts, type Language } from '@touchline/domain';
import {
  Badge,
  Button,
  CampaignHero,
  Countdown,
  EmptyState,
  FixtureList,
  formatMoney,
  Leaderboard,
  Link,
  LuckyWheel,
  RewardTable,
  RuleList,
  SignInCalendar,
  Skeleton,
  StepProgress,
} from '@touchline/ui';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useDialogs, useSessionState, useShell } from '../../app/context.tsx';
import { useRenderTime } from '../../app/renderTime.ts';
import {
  useClaimCampaign,
  useSignInCampaign,
  useSpinWheel,
} from '../../data/mutations/campaigns.ts';
import { useCampaign } from '../../data/queries/campaigns.ts';
import { LoadFailed, MutationFailure } from '../parts.tsx';
import * as css from './Campaign.css.ts';

/** Campaign periods are set and shown in UTC+8 (spec). */
export const CAMPAIGN_TIME_ZONE = 'Asia/Shanghai';

type T = ReturnType<typeof useTranslation<'campaign'>>['t'];

interface Ctx {
  campaign: CampaignDetail;
  t: T;
  language: Language;
  /** The reader is logged in. */
  member: boolean;
  /** The reader may act now (logged in, eligible, running). */
  canAct: boolean;
  money: (amount: string) => string;
  /** Money for tight places (a wheel's segment, a calendar's day): whole amounts lose ".00". */
  shortMoney: (amount: string) => string;
  login: () => void;
}

/**
 * Every campaign route (spec §2's campaign paths, the activity views, the lucky wheel): the
 * campaign the address serves, composed from the ui blocks by its kind. A new campaign of an
 * existing kind is data on the server, no code here.
 */
export function CampaignRoute() {
  const { pathname } = useLocation();
  const query = useCampaign(pathname);
  const { t } = useTranslation('campaign');
  if (query.isPending) {
    return (
      <section aria-busy="true" aria-label={t('loading')} className={css.page}>
        <Skeleton height={200} />
        <Skeleton height={120} />
      </section>
    );
  }
  if (query.isError) {
    return isApiError(query.error) && query.error.code === CODES.notFound ? (
      <CampaignNotFound />
    ) : (
      <section aria-labelledby="page-title" className={css.page}>
        <h1 id="page-title" className={css.title}>
          {t('loadFailed')}
        </h1>
        <LoadFailed ns="campaign" onRetry={() => void query.refetch()} />
      </section>
    );
  }
  return <CampaignPage campaign={query.data} />;
}

/** An address that serves no campaign: says so, with the way to the promotions list. */
export function CampaignNotFound() {
  const { t } = useTranslation('campaign');
  return (
    <section aria-labelledby="page-title" className={css.page}>
      <h1 id="page-title" className={css.title}>
        {t('notFound.title')}
      </h1>
      <EmptyState
        kind="noMatchingData"
        title={t('notFound.title')}
        description={t('notFound.text')}
        action={<Link href="/activity">{t('notFound.back')}</Link>}
      />
    </section>
  );
}

/**
 * A campaign's page. `asVisitor` shows it as a visitor sees it whoever reads it (the super-admin
 * centre's preview of a draft: the same screen, not a copy of it).
 */
export function CampaignPage({
  campaign,
  asVisitor = false,
}: {
  campaign: CampaignDetail;
  asVisitor?: boolean;
}) {
  const { t, i18n } = useTranslation('campaign');
  const { sessionId } = useSessionState();
  const dialogs = useDialogs();
  const { clock } = useShell();
  const now = useRenderTime();
  const language = i18n.language as Language;
  const member = !asVisitor && !!sessionId;
  const ctx: Ctx = {
    campaign,
    t,
    language,
    member,
    canAct: member && campaign.eligibility.ok && campaign.state === 'active',
    money: (amount) => formatMoney(amount, { language, currency: campaign.currency }),
    shortMoney: (amount) =>
      formatMoney(amount, {
        language,
        currency: campaign.currency,
        decimals: /\.0*$/.test(amount) || !amount.includes('.') ? 0 : 2,
      }),
    login: () => dialogs.open({ kind: 'login', mode: 'account' }),
  };
  const ended = campaign.state === 'ended';
  const upcoming = campaign.state === 'upcoming';
  return (
    <article className={css.page}>
      {/* the campaign's picture above its hero: full-colour art under the title made it unreadable */}
      <img className={css.banner} src={campaign.image} alt="" width={720} height={320} />
      <CampaignHero
        title={campaign.title}
        subtitle={campaign.subtitle}
        tags={[t(`state.${campaign.state}`)]}
        startsAt={campaign.startsAt}
        {...(campaign.endsAt !== null ? { endsAt: campaign.endsAt } : {})}
        timeZone={CAMPAIGN_TIME_ZONE}
        ended={ended}
        {...(!ended && !upcoming && campaign.cta.to !== campaign.path
          ? { ctaHref: campaign.cta.to, ctaLabel: campaign.cta.label }
          : {})}
      >
        {upcoming ? (
          <Countdown
            now={now}
            endsAt={campaign.startsAt}
            label={t('countdown.startsIn')}
            live={clock.ticking}
          />
        ) : !ended && campaign.endsAt !== null ? (
          <Countdown
            now={now}
            endsAt={campaign.endsAt}
            label={t('countdown.endsIn')}
            endedText={t('countdown.ended')}
            live={clock.ticking}
          />
        ) : null}
      </CampaignHero>
      {ended && (
        <div className={css.notice} role="note">
          <h2 className={css.sectionTitle}>{t('ended.title')}</h2>
          <p className={css.muted}>{t('ended.text')}</p>
        </div>
      )}
      {upcoming && (
        <div className={css.notice} role="note">
          <h2 className={css.sectionTitle}>
            {t('upcoming.title', { date: startDate(campaign.startsAt, language) })}
          </h2>
        </div>
      )}
      {campaign.body.length > 0 && (
        <div className={css.body}>
          {campaign.body.map((text, i) => (
            <p key={i} className={css.paragraph}>
              {text}
            </p>
          ))}
        </div>
      )}
      <Standing {...ctx} />
      {!ended && !member && campaign.kind !== 'static' && campaign.kind !== 'tournament' && (
        <VisitorCall t={t} onLogin={ctx.login} />
      )}
      {member &&
        !campaign.eligibility.ok &&
        campaign.eligibility.reason &&
        campaign.eligibility.reason !== 'ended' &&
        campaign.eligibility.reason !== 'notStarted' && (
          <p className={css.notice} role="note">
            {t(`refusal.${campaign.eligibility.reason}`)}
          </p>
        )}
      {campaign.rewardTiers.length > 0 && (
        <RewardTable
          thresholdKind="text"
          caption={t('rewards.caption')}
          thresholdLabel={t('rewards.condition')}
          rewardLabel={t('rewards.reward')}
          currency={campaign.currency}
          decimals={campaign.currency === 'VND' ? 0 : 2}
          tiers={campaign.rewardTiers.map((tier) => ({
            threshold: tier.condition,
            reward: tier.amount ?? null,
            ...(tier.reward ? { note: tier.reward } : {}),
          }))}
        />
      )}
      {campaign.rules.length > 0 && (
        <RuleList rules={campaign.rules} title={t('rules')} headingLevel="h2" />
      )}
    </article>
  );
}

function startDate(ms: number, language: Language): string {
  return new Intl.DateTimeFormat(language === 'zh-cn' ? 'zh-CN' : language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: CAMPAIGN_TIME_ZONE,
  }).format(ms);
}

/** What a visitor sees in place of the actions: a way to log in or register. */
function VisitorCall({ t, onLogin }: { t: T; onLogin: () => void }) {
  const dialogs = useDialogs();
  return (
    <section className={css.notice} aria-labelledby="campaign-visitor">
      <h2 id="campaign-visitor" className={css.sectionTitle}>
        {t('visitor.title')}
      </h2>
      <p className={css.muted}>{t('visitor.text')}</p>
      <div className={css.actions}>
        <Button onClick={onLogin}>{t('visitor.login')}</Button>
        <Button
          variant="outline"
          onClick={() => dialogs.open({ kind: 'register', mode: 'account' })}
        >
          {t('visitor.register')}
        </Button>
      </div>
    </section>
  );
}

/** The kind's own part: the calendar, the wheel, the steps, the claim, the ranking… */
function Standing(ctx: Ctx) {
  const { campaign } = ctx;
  switch (campaign.kind) {
    case 'signIn':
      return campaign.signIn ? <SignInPart {...ctx} /> : null;
    case 'luckyWheel':
      return campaign.wheel ? <WheelPart {...ctx} /> : null;
    case 'newbieTasks':
      return campaign.newbie ? <NewbiePart {...ctx} /> : null;
    case 'depositMatch':
      return campaign.depositMatch ? <DepositMatchPart {...ctx} /> : null;
    case 'rebate':
      return campaign.rebate ? <RebatePart {...ctx} /> : null;
    case 'leaderboard':
      return campaign.leaderboard ? <LeaderboardPart {...ctx} /> : null;
    case 'tournament':
      return campaign.tournament ? <TournamentPart {...ctx} /> : null;
    default:
      return null;
  }
}

function Credited({ amount, money, t }: { amount: string | null; money: Ctx['money']; t: T }) {
  return (
    <p role="status" className={css.success}>
      {amount !== null ? t('credited', { amount: money(amount) }) : ''}
    </p>
  );
}

function SignInPart({ campaign, t, canAct, money, shortMoney }: Ctx) {
  const standing = campaign.signIn!;
  const signIn = useSignInCampaign(campaign.slug);
  const signedToday = standing.signedToday || signIn.isSuccess;
  return (
    <div className={css.card}>
      <SignInCalendar
        title={t('signIn.title')}
        streak={signIn.data?.streak ?? standing.streak}
        todayIndex={standing.todayIndex}
        days={standing.days.map((day, i) => ({
          signed:
            i < standing.todayIndex
              ? i >= standing.todayIndex - standing.streak
              : i === standing.todayIndex && signedToday,
          reward: shortMoney(day.reward),
          label: t('signIn.day', { day: day.day }),
        }))}
        {...(canAct ? { onSignIn: () => signIn.mutate(), signing: signIn.isPending } : {})}
      />
      {standing.resetOnMiss && <p className={css.muted}>{t('signIn.reset')}</p>}
      <Credited amount={signIn.data?.amount ?? null} money={money} t={t} />
      <MutationFailure mutation={signIn} />
    </div>
  );
}

function WheelPart({ campaign, t, member, canAct, money, shortMoney, login }: Ctx) {
  const standing = campaign.wheel!;
  const spin = useSpinWheel(campaign.slug);
  const [spinning, setSpinning] = useState(false);
  const key = useRef<string | null>(null);
  const result = spin.data;
  const spinsLeft = result?.spinsLeft ?? standing.spinsLeft ?? standing.dailyFreeSpins;
  const onSpin = canAct
    ? () => {
        key.current ??= `spin-${crypto.randomUUID()}`;
        setSpinning(true);
        spin.mutate(key.current, {
          onSuccess: () => {
            key.current = null;
          },
          onError: () => setSpinning(false),
        });
      }
    : !member && campaign.state === 'active'
      ? login
      : undefined;
  return (
    <div className={css.card}>
      <LuckyWheel
        title={t('wheel.title')}
        // a segment shows its prize (what a spin credits), or its name when it pays nothing
        segments={standing.segments.map((segment) => ({
          label: segment.prize !== null ? shortMoney(segment.prize) : segment.label,
          probability: segment.probability,
        }))}
        // without a way to spin (ended, not eligible) the wheel shows none left, never a dead button
        chances={onSpin ? spinsLeft : 0}
        spinning={spinning}
        {...(result ? { resultIndex: result.segmentIndex } : {})}
        {...(onSpin ? { onSpin } : {})}
        onSpinEnd={() => setSpinning(false)}
      />
      <p className={css.muted}>
        {t('wheel.free', {
          count: standing.dailyFreeSpins,
          amount: shortMoney(standing.depositPerSpin),
        })}
      </p>
      {result && !spinning && (
        <p role="status" className={css.success}>
          {compareAmounts(result.amount, '0') === 0
            ? t('wheel.nothing')
            : t('wheel.won', { amount: money(result.amount) })}
        </p>
      )}
      <MutationFailure mutation={spin} />
      {result ? (
        <section aria-labelledby="wheel-fairness">
          <h3 id="wheel-fairness" className={css.sectionTitle}>
            {t('wheel.fairness')}
          </h3>
          <dl className={css.codeFacts}>
            <Fact code term={t('wheel.serverSeedHash')}>
              {result.fairness.serverSeedHash}
            </Fact>
            <Fact code term={t('wheel.serverSeed')}>
              {result.fairness.serverSeed}
            </Fact>
            <Fact code term={t('wheel.clientSeed')}>
              {result.fairness.clientSeed}
            </Fact>
            <Fact code term={t('wheel.nonce')}>
              {String(result.fairness.nonce)}
            </Fact>
            <Fact code term={t('wheel.nextHash')}>
              {result.fairness.nextServerSeedHash}
            </Fact>
          </dl>
          <p className={css.muted}>{t('wheel.fairnessHelp')}</p>
        </section>
      ) : standing.nextServerSeedHash ? (
        <dl className={css.codeFacts}>
          <Fact code term={t('wheel.nextHash')}>
            {standing.nextServerSeedHash}
          </Fact>
        </dl>
      ) : null}
    </div>
  );
}

function Fact({
  term,
  code = false,
  children,
}: {
  term: ReactNode;
  /** The value is a code (a seed, a hash): set in the code face under its term. */
  code?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <dt className={css.term}>{term}</dt>
      <dd className={code ? css.code : css.detail}>{children}</dd>
    </>
  );
}

function NewbiePart({ campaign, t, canAct, money, shortMoney }: Ctx) {
  const standing = campaign.newbie!;
  const claim = useClaimCampaign(campaign.slug);
  return (
    <section className={css.card} aria-labelledby="newbie-steps">
      <h2 id="newbie-steps" className={css.sectionTitle}>
        {t('newbie.title')}
      </h2>
      <StepProgress
        steps={standing.steps.map((step) => ({
          id: step.task,
          label: t(`newbie.task.${step.task}`),
          description: t('newbie.reward', { amount: shortMoney(step.reward) }),
          status:
            step.status === 'claimed' ? 'done' : step.status === 'claimable' ? 'current' : 'todo',
        }))}
      />
      {canAct && (
        <ul className={css.steps}>
          {standing.steps.map((step) => (
            <li key={step.task} className={css.step}>
              <span>{t(`newbie.task.${step.task}`)}</span>
              {step.status === 'claimable' ? (
                <Button
                  size="sm"
                  loading={claim.isPending && claim.variables === step.task}
                  disabled={claim.isPending}
                  onClick={() => claim.mutate(step.task)}
                >
                  {t('newbie.claim', { amount: money(step.reward) })}
                </Button>
              ) : (
                <Badge tone={step.status === 'claimed' ? 'success' : 'neutral'} size="sm">
                  {step.status === 'claimed' ? t('newbie.claimed') : t('newbie.todo')}
                </Badge>
              )}
            </li>
          ))}
        </ul>
      )}
      <Credited amount={claim.data?.amount ?? null} money={money} t={t} />
      <MutationFailure mutation={claim} />
    </section>
  );
}

function DepositMatchPart({ campaign, t, member, canAct, money }: Ctx) {
  const standing = campaign.depositMatch!;
  const claim = useClaimCampaign(campaign.slug);
  const claimable = compareAmounts(standing.claimable, '0') === 1;
  return (
    <section className={css.card} aria-labelledby="deposit-match">
      <h2 id="deposit-match" className={css.sectionTitle}>
        {t('depositMatch.title')}
      </h2>
      <p className={css.paragraph}>
        {t('depositMatch.offer', {
          percent: standing.percent,
          min: money(standing.minDeposit),
          cap: money(standing.cap),
          multiple: standing.wageringMultiple,
        })}
      </p>
      {member && !standing.bonus && (
        <>
          <p className={css.paragraph}>
            {claimable
              ? t('depositMatch.claimable', { amount: money(standing.claimable) })
              : t('depositMatch.nothing')}
          </p>
          {canAct && claimable && (
            <div className={css.actions}>
              <Button loading={claim.isPending} onClick={() => claim.mutate(undefined)}>
                {t('depositMatch.claim')}
              </Button>
            </div>
          )}
        </>
      )}
      {standing.bonus && (
        <dl className={css.facts}>
          <Fact term={t('depositMatch.deposit')}>{money(standing.bonus.deposit)}</Fact>
          <Fact term={t('depositMatch.bonus')}>{money(standing.bonus.bonus)}</Fact>
          <Fact term={t('depositMatch.progress')}>
            {t('depositMatch.progressValue', {
              done: money(standing.bonus.done),
              required: money(standing.bonus.required),
            })}
          </Fact>
        </dl>
      )}
      {standing.bonus?.complete && <p className={css.success}>{t('depositMatch.complete')}</p>}
      <Credited amount={claim.data?.amount ?? null} money={money} t={t} />
      <MutationFailure mutation={claim} />
    </section>
  );
}

function RebatePart({ campaign, t, member, canAct, money, language }: Ctx) {
  const standing = campaign.rebate!;
  const claim = useClaimCampaign(campaign.slug);
  const last = standing.last;
  const claimable = !!last && !last.claimed && compareAmounts(last.rebate, '0') === 1;
  // an ended campaign's last period stays claimable for a while (the server sends it only then)
  const mayClaim = canAct || campaign.state === 'ended';
  return (
    <section className={css.card} aria-labelledby="rebate">
      <h2 id="rebate" className={css.sectionTitle}>
        {t('rebate.title')}
      </h2>
      <p className={css.paragraph}>
        {t('rebate.offer', { percent: standing.percent, max: money(standing.maxPerPeriod) })}
      </p>
      {member && last && (
        <dl className={css.facts}>
          <Fact term={t('rebate.last')}>{money(last.turnover)}</Fact>
          <Fact term={t('rebate.amount')}>{money(last.rebate)}</Fact>
        </dl>
      )}
      {member &&
        (claimable && mayClaim && !claim.isSuccess ? (
          <div className={css.actions}>
            <Button loading={claim.isPending} onClick={() => claim.mutate(undefined)}>
              {t('rebate.claim', { amount: money(last.rebate) })}
            </Button>
            <p className={css.muted}>
              {t('rebate.until', { date: startDate(last.claimUntil, language) })}
            </p>
          </div>
        ) : (
          <p className={css.muted}>
            {last?.claimed || claim.isSuccess ? t('rebate.claimed') : t('rebate.nothing')}
          </p>
        ))}
      {member && standing.currentTurnover !== null && (
        <p className={css.muted}>
          {t('rebate.current', { amount: money(standing.currentTurnover) })}
        </p>
      )}
      <Credited amount={claim.data?.amount ?? null} money={money} t={t} />
      <MutationFailure mutation={claim} />
    </section>
  );
}

function LeaderboardPart({ campaign, t, member, money }: Ctx) {
  const standing = campaign.leaderboard!;
  const claim = useClaimCampaign(campaign.slug);
  const you = standing.entries.find((entry) => entry.you);
  const won = !!you && compareAmounts(you.prize, '0') === 1;
  // the server pays a closed board's prizes itself; a winner it has not paid yet (just closed,
  // or an exclusion just over) may collect here, once (the server refuses a second time)
  const prize = campaign.state === 'ended' && won && !you.paid;
  return (
    <section className={css.card} aria-labelledby="leaderboard">
      <h2 id="leaderboard" className={css.sectionTitle}>
        {campaign.state === 'ended' ? t('leaderboard.final') : t('leaderboard.title')}
      </h2>
      {standing.entries.length === 0 ? (
        <p className={css.muted}>{t('leaderboard.empty')}</p>
      ) : (
        <Leaderboard
          entries={standing.entries.map((entry) => ({
            id: `${entry.rank}-${entry.name}`,
            rank: entry.rank,
            name: entry.name,
            score: entry.score,
          }))}
          {...(you ? { youId: `${you.rank}-${you.name}` } : {})}
          scoreKind="money"
          currency={campaign.currency}
          scoreLabel={t('leaderboard.score')}
        />
      )}
      {campaign.state !== 'ended' && <p className={css.muted}>{t('leaderboard.auto')}</p>}
      {member && you?.paid && (
        <p className={css.success}>{t('leaderboard.paid', { amount: money(you.prize) })}</p>
      )}
      {member && prize && you && !claim.isSuccess && (
        <div className={css.actions}>
          <Button loading={claim.isPending} onClick={() => claim.mutate(undefined)}>
            {t('leaderboard.collect', { amount: money(you.prize) })}
          </Button>
        </div>
      )}
      <Credited amount={claim.data?.amount ?? null} money={money} t={t} />
      <MutationFailure mutation={claim} />
    </section>
  );
}

/** A tournament's competitions from the sports feed: live now, next fixtures, latest results. */
function TournamentPart({ campaign, t }: Ctx) {
  const standing = campaign.tournament!;
  const rows = (fixtures: readonly TournamentFixture[]) =>
    fixtures.map((f) => ({ ...f, href: `/sports/sportsdetail/${f.id}` }));
  const list = (title: string, fixtures: readonly TournamentFixture[], emptyText: string) => (
    <FixtureList
      title={title}
      sportId={standing.sportId}
      fixtures={rows(fixtures)}
      emptyText={emptyText}
      timeZone={CAMPAIGN_TIME_ZONE}
    />
  );
  return (
    <section className={css.card} aria-labelledby="tournament">
      <h2 id="tournament" className={css.sectionTitle}>
        {t('tournament.title')}
      </h2>
      {standing.leagues.length > 0 && (
        <p className={css.muted}>
          {t('tournament.leagues', { leagues: standing.leagues.join(' · ') })}
        </p>
      )}
      {standing.live.length > 0 &&
        list(t('tournament.live'), standing.live, t('tournament.noUpcoming'))}
      {list(t('tournament.upcoming'), standing.upcoming, t('tournament.noUpcoming'))}
      {list(t('tournament.results'), standing.results, t('tournament.noResults'))}
      <div className={css.actions}>
        <Link href={`/sports?sport=${standing.sportId}`}>{t('tournament.open')}</Link>
      </div>
    </section>
  );
}
