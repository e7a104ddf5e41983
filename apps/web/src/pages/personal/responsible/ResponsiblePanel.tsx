import type { ResponsibleGambling } from '@touchline/api';
import {
  exclusionEnd,
  formatMinor,
  parseAmountToMinor,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_DURATIONS,
  SESSION_LIMIT_MINUTES,
  TIME_OUT_DURATIONS,
  type Language,
  type RealityCheckMinutes,
  type RgLimit,
  type SelfExclusionDuration,
  type TimeOutDuration,
} from '@touchline/domain';
import {
  Button,
  Dialog,
  EmptyState,
  formatMoney,
  Input,
  MoneyText,
  RadioGroup,
  Skeleton,
  Text,
  useUiLanguage,
} from '@touchline/ui';
import { use, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useSetRealityCheck,
  useSetRgLimit,
  useTakeBreak,
} from '../../../data/mutations/responsible.ts';
import { useResponsibleGambling } from '../../../data/queries/responsible.ts';
import { failureText } from '../../parts.tsx';
import * as css from './responsible.css.ts';
import { BreakReport, BreakTaken, HelpCard, useWhen, type Exclusion } from './BreakTaken.tsx';

type LimitState = ResponsibleGambling['limits'][number];
type BreakDuration = TimeOutDuration | SelfExclusionDuration;

/** Each limit's name (the translation keys, written out so the packs' scan sees them). */
const LIMIT_NAMES: Record<RgLimit, string> = {
  'deposit-day': 'limitDepositDay',
  'deposit-week': 'limitDepositWeek',
  'deposit-month': 'limitDepositMonth',
  'loss-day': 'limitLossDay',
  'loss-week': 'limitLossWeek',
  'loss-month': 'limitLossMonth',
  session: 'limitSession',
};

const DURATION_NAMES: Record<BreakDuration, string> = {
  '24h': 'duration24h',
  '7d': 'duration7d',
  '30d': 'duration30d',
  '6w': 'duration6w',
  '6m': 'duration6m',
  '1y': 'duration1y',
  '2y': 'duration2y',
  '5y': 'duration5y',
};

export interface ResponsiblePanelProps {
  /** The time now (tests and stories fix it). */
  now?: () => number;
}

/**
 * "Safer gambling": the member's deposit, loss and session limits (lowering is at once, raising
 * or removing waits 24 hours, shown with its time), the reality check's interval, a time-out or
 * self-exclusion behind a plain confirmation, and where to find help. The server enforces all of
 * it; this panel only sets and shows it. Mounted by the personal centre as a tab.
 */
export function ResponsiblePanel({ now = Date.now }: ResponsiblePanelProps) {
  const { t } = useTranslation('responsible');
  const titleId = useId();
  const rg = useResponsibleGambling();
  const [taken, setTaken] = useState<Exclusion | null>(null);
  // the page around the panel shows the break when it stays mounted as the session ends (the
  // personal centre does); alone, the panel shows it
  const report = use(BreakReport);
  const onTaken = report ?? setTaken;

  if (taken) return <BreakTaken exclusion={taken} />;
  return (
    <section className={css.panel} aria-labelledby={titleId}>
      <div className={css.intro}>
        <h2 id={titleId} className={css.title}>
          {t('title')}
        </h2>
        <Text tone="muted">{t('intro')}</Text>
      </div>
      {rg.isPending ? (
        <div className={css.columns} role="status" aria-busy="true" aria-label={t('loading')}>
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className={css.card}>
              <Skeleton shape="text" lines={4} />
            </div>
          ))}
        </div>
      ) : rg.isError ? (
        <EmptyState
          kind="error"
          title={t('loadFailed')}
          action={
            <Button variant="outline" onClick={() => void rg.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : (
        <>
          {rg.data.exclusion ? <ExclusionNotice exclusion={rg.data.exclusion} /> : null}
          <div className={css.columns}>
            <LimitsCard
              heading={t('depositLimits')}
              hint={t('depositLimitsHint')}
              limits={['deposit-day', 'deposit-week', 'deposit-month']}
              state={rg.data}
              now={now}
            />
            <LimitsCard
              heading={t('lossLimits')}
              hint={t('lossLimitsHint')}
              limits={['loss-day', 'loss-week', 'loss-month']}
              state={rg.data}
              now={now}
            />
            <LimitsCard
              heading={t('sessionLimit')}
              hint={t('sessionLimitHint')}
              limits={['session']}
              state={rg.data}
              now={now}
            />
            <RealityCheckCard minutes={rg.data.realityCheckMinutes} />
          </div>
          <BreakCard now={now} onTaken={onTaken} />
        </>
      )}
      <HelpCard />
    </section>
  );
}

function ExclusionNotice({ exclusion }: { exclusion: Exclusion }) {
  const { t } = useTranslation('responsible');
  const when = useWhen();
  const until = when(exclusion.until);
  return (
    <p className={css.notice} role="status">
      {exclusion.kind === 'time-out'
        ? t('timeOutInForce', { until })
        : t('selfExclusionInForce', { until })}
    </p>
  );
}

function LimitsCard({
  heading,
  hint,
  limits,
  state,
  now,
}: {
  heading: string;
  hint: string;
  limits: RgLimit[];
  state: ResponsibleGambling;
  now: () => number;
}) {
  const id = useId();
  return (
    <section className={css.card} aria-labelledby={id}>
      <h3 id={id} className={css.heading}>
        {heading}
      </h3>
      <Text variant="caption" as="p">
        {hint}
      </Text>
      <ul className={css.list}>
        {limits.map((limit) => (
          <LimitRow
            key={limit}
            limit={limit}
            state={state.limits.find((l) => l.limit === limit) ?? null}
            currency={state.currency}
            now={now}
          />
        ))}
      </ul>
    </section>
  );
}

/** A limit's value as written: an amount of the wallet's currency, or minutes. */
function LimitValue({
  limit,
  value,
  currency,
}: {
  limit: RgLimit;
  value: string;
  currency: string;
}) {
  const { t } = useTranslation('responsible');
  return limit === 'session' ? (
    <>{t('minutes', { count: Number(value) })}</>
  ) : (
    <MoneyText amount={value} currency={currency} />
  );
}

type Saved = { pendingFrom: number | null } | null;

/** What the form asks the server for, or why what was typed cannot be sent. */
function requestOf(
  limit: RgLimit,
  typed: string,
): { ok: true; request: { amount: string } | { minutes: number } } | { ok: false } {
  if (limit === 'session') {
    const minutes = Number(typed.trim());
    const { min, max } = SESSION_LIMIT_MINUTES;
    if (!/^\d+$/.test(typed.trim()) || minutes < min || minutes > max) return { ok: false };
    return { ok: true, request: { minutes } };
  }
  const minor = parseAmountToMinor(typed.trim());
  if (minor === null || minor <= 0n || minor > 1_000_000_000_000n) return { ok: false };
  return { ok: true, request: { amount: formatMinor(minor) } };
}

/** Asking for the value in force: drops a pending raise or removal (the limit stays as it is). */
function currentRequest(limit: RgLimit, value: string): { amount: string } | { minutes: number } {
  if (limit === 'session') return { minutes: Number(value) };
  return { amount: formatMinor(parseAmountToMinor(value) ?? 0n) };
}

function LimitRow({
  limit,
  state,
  currency,
  now,
}: {
  limit: RgLimit;
  state: LimitState | null;
  currency: string;
  now: () => number;
}) {
  const { t } = useTranslation('responsible');
  const when = useWhen();
  const set = useSetRgLimit();
  const [editing, setEditing] = useState(false);
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [saved, setSaved] = useState<Saved>(null);
  const name = t(LIMIT_NAMES[limit]);
  const value = state?.value ?? null;
  const pending = state?.pending ?? null;
  const isSession = limit === 'session';
  const language = useUiLanguage() as Language;

  const send = (request: { amount: string } | { minutes: number } | Record<string, never>) => {
    set.mutate(
      { limit, ...request },
      {
        onSuccess: (answer) => {
          const after = answer.limits.find((l) => l.limit === limit);
          setSaved({
            pendingFrom: after?.pending && after.pending.from > now() ? after.pending.from : null,
          });
          setEditing(false);
          setTyped('');
        },
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const asked = requestOf(limit, typed);
    setInvalid(!asked.ok);
    if (asked.ok) send(asked.request);
  };

  return (
    <li className={css.limitRow}>
      <div className={css.limitLine}>
        <span className={css.limitName}>{name}</span>
        <span>
          {value === null ? (
            <Text as="span" tone="muted">
              {t('noLimit')}
            </Text>
          ) : (
            <LimitValue limit={limit} value={value} currency={currency} />
          )}
        </span>
      </div>
      {pending ? (
        <Text variant="caption" as="p">
          {pending.value === null
            ? t('pendingRemoval', { time: when(pending.from) })
            : t('pendingRaise', {
                value: isSession
                  ? t('minutes', { count: Number(pending.value) })
                  : formatMoney(pending.value, { language, currency }),
                time: when(pending.from),
              })}
        </Text>
      ) : null}
      {saved && !editing ? (
        <Text variant="caption" as="p" role="status">
          {saved.pendingFrom === null
            ? t('savedNow')
            : t('savedLater', { time: when(saved.pendingFrom) })}
        </Text>
      ) : null}
      {editing ? (
        <form className={css.form} onSubmit={submit} noValidate>
          <Input
            label={isSession ? t('newLimitMinutes', { name }) : t('newLimitAmount', { name })}
            mode={isSession ? 'numeric' : 'decimal'}
            maxDecimals={isSession ? undefined : 2}
            suffix={isSession ? t('minutesUnit') : currency}
            value={typed}
            onValueChange={(next) => {
              setTyped(next);
              setInvalid(false);
            }}
            hint={isSession ? t('ruleMinutes', SESSION_LIMIT_MINUTES) + ' ' + t('rule') : t('rule')}
            error={
              invalid
                ? isSession
                  ? t('errorMinutes', SESSION_LIMIT_MINUTES)
                  : t('errorAmount')
                : set.isError
                  ? failureText(set.error, t)
                  : undefined
            }
          />
          <div className={css.actions}>
            <Button type="submit" loading={set.isPending}>
              {t('save')}
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setEditing(false);
                setInvalid(false);
                set.reset();
              }}
            >
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className={css.actions}>
          <Button
            size="sm"
            variant="outline"
            aria-label={value === null ? t('setLimitOf', { name }) : t('changeLimitOf', { name })}
            onClick={() => {
              setEditing(true);
              setSaved(null);
            }}
          >
            {value === null ? t('set') : t('change')}
          </Button>
          {value !== null && !(pending && pending.value === null) ? (
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('removeLimitOf', { name })}
              loading={set.isPending && !editing}
              onClick={() => send({})}
            >
              {t('remove')}
            </Button>
          ) : null}
          {value !== null && pending ? (
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('keepCurrentOf', { name })}
              onClick={() => send(currentRequest(limit, value))}
            >
              {t('keepCurrent')}
            </Button>
          ) : null}
        </div>
      )}
      {!editing && set.isError ? (
        <Text variant="caption" tone="danger" as="p" role="alert">
          {failureText(set.error, t)}
        </Text>
      ) : null}
    </li>
  );
}

function RealityCheckCard({ minutes }: { minutes: RealityCheckMinutes }) {
  const { t } = useTranslation('responsible');
  const id = useId();
  const set = useSetRealityCheck();
  const shown = set.isPending ? set.variables.minutes : minutes;
  return (
    <section className={css.card} aria-labelledby={id}>
      <h3 id={id} className={css.heading}>
        {t('realityCheck')}
      </h3>
      <Text variant="caption" as="p">
        {t('realityCheckHint')}
      </Text>
      <RadioGroup
        legend={t('realityCheckLegend')}
        value={shown}
        options={REALITY_CHECK_MINUTES.map((m) => ({
          value: m,
          label: m === 0 ? t('realityCheckOff') : t('everyMinutes', { count: m }),
        }))}
        onChange={(next) => set.mutate({ minutes: next })}
      />
      {set.isError ? (
        <Text variant="caption" tone="danger" as="p" role="alert">
          {failureText(set.error, t)}
        </Text>
      ) : set.isSuccess ? (
        <Text variant="caption" as="p" role="status">
          {t('realityCheckSaved')}
        </Text>
      ) : null}
    </section>
  );
}

function BreakCard({ now, onTaken }: { now: () => number; onTaken: (e: Exclusion) => void }) {
  const { t } = useTranslation('responsible');
  const id = useId();
  return (
    <section className={css.card} aria-labelledby={id}>
      <h3 id={id} className={css.heading}>
        {t('takeBreak')}
      </h3>
      <Text variant="caption" as="p">
        {t('takeBreakHint')}
      </Text>
      <div className={css.columns}>
        <BreakChoice
          kind="time-out"
          durations={TIME_OUT_DURATIONS}
          initial="24h"
          now={now}
          onTaken={onTaken}
        />
        <BreakChoice
          kind="self-exclusion"
          durations={SELF_EXCLUSION_DURATIONS}
          initial="6m"
          now={now}
          onTaken={onTaken}
        />
      </div>
    </section>
  );
}

function BreakChoice({
  kind,
  durations,
  initial,
  now,
  onTaken,
}: {
  kind: 'time-out' | 'self-exclusion';
  durations: readonly BreakDuration[];
  initial: BreakDuration;
  now: () => number;
  onTaken: (e: Exclusion) => void;
}) {
  const { t } = useTranslation('responsible');
  const when = useWhen();
  const take = useTakeBreak();
  const [duration, setDuration] = useState<BreakDuration>(initial);
  const [open, setOpen] = useState(false);
  const timeOut = kind === 'time-out';
  const nameOf = (d: BreakDuration): string => DURATION_NAMES[d];
  const length = t(nameOf(duration));
  return (
    <div className={css.form}>
      <RadioGroup
        legend={timeOut ? t('timeOutLegend') : t('selfExclusionLegend')}
        value={duration}
        options={durations.map((d) => ({ value: d, label: t(nameOf(d)) }))}
        onChange={setDuration}
      />
      <Dialog.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) take.reset();
        }}
      >
        <Dialog.Trigger asChild>
          <Button variant="outline">{timeOut ? t('takeTimeOut') : t('selfExclude')}</Button>
        </Dialog.Trigger>
        <Dialog.Content
          size="sm"
          title={
            timeOut
              ? t('confirmTimeOutTitle', { length })
              : t('confirmSelfExclusionTitle', { length })
          }
          description={t('confirmText', { until: when(exclusionEnd(duration, now())) })}
        >
          <Text as="p">{t('confirmCannotUndo')}</Text>
          {take.isError ? (
            <Text tone="danger" as="p" role="alert">
              {failureText(take.error, t)}
            </Text>
          ) : null}
          <Dialog.Footer>
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t('cancel')}
            </Button>
            <Button
              loading={take.isPending}
              onClick={() => {
                take
                  .mutateAsync({ duration, confirm: true })
                  .then((exclusion) => {
                    setOpen(false);
                    onTaken(exclusion);
                  })
                  // the failure is shown in the dialog (take.error)
                  .catch(() => undefined);
              }}
            >
              {timeOut ? t('confirmTimeOut') : t('confirmSelfExclusion')}
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
    </div>
  );
}
