import type { AdminGlobalBan, AdminStreamRow } from '@touchline/api';
import {
  ADMIN_REASON_MAX,
  ADMIN_STREAM_SEARCH_MAX,
  ADMIN_STREAM_STATES,
  CHAT_BAN_REASON_MAX,
  GLOBAL_BAN_DURATIONS,
  isAdminReason,
  isGlobalBanReason,
  normalizeSensitiveWord,
  SENSITIVE_WORD_MAX,
  type AdminStreamState,
} from '@touchline/domain';
import { Badge, Button, Input, Select } from '@touchline/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../app/context.tsx';
import {
  useBanGlobal,
  useLiftGlobalBan,
  useSensitiveWord,
  useStreamAction,
  type StreamAction,
} from '../../data/mutations/adminLive.ts';
import {
  useAdminGlobalBans,
  useAdminSensitiveWords,
  useAdminStreams,
  type AdminStreamFilter,
} from '../../data/queries/adminLive.ts';
import { MutationFailure } from '../parts.tsx';
import * as css from './admin.css.ts';
import * as liveCss from './adminLive.css.ts';
import { adminTime, PagedList, ReasonDialog } from './parts.tsx';

/** Rows' heights before they are measured (px). */
const STREAM_ROW_ESTIMATE = 124;
const WORD_ROW_ESTIMATE = 48;
const BAN_ROW_ESTIMATE = 112;

const STATE_TONES = { live: 'live', reserved: 'accent', ended: 'neutral' } as const;

/** Each stream action's words: its button, its question, what it does, its toast. */
const STREAM_WORDS = {
  feature: {
    label: 'admin:live.streams.feature',
    of: 'admin:live.streams.featureOf',
    text: 'admin:live.streams.featureText',
    done: 'admin:live.streams.done.feature',
  },
  unfeature: {
    label: 'admin:live.streams.unfeature',
    of: 'admin:live.streams.unfeatureOf',
    text: 'admin:live.streams.unfeatureText',
    done: 'admin:live.streams.done.unfeature',
  },
  forceStop: {
    label: 'admin:live.streams.forceStop',
    of: 'admin:live.streams.forceStopOf',
    text: 'admin:live.streams.forceStopText',
    done: 'admin:live.streams.done.forceStop',
  },
} as const;

/** A ban length's choice: its minutes, or `forever` (until lifted). */
const durationValue = (minutes: number | null) => (minutes === null ? 'forever' : String(minutes));

/**
 * The live section (issue 22 §1 "Live", ADR 034): every stream, which an operator force-stops or
 * features on the home page; the sensitive words every chat masks; bans from every room.
 */
export function LiveSection() {
  return (
    <>
      <StreamsPanel />
      <div className={liveCss.pair}>
        <WordsPanel />
        <BansPanel />
      </div>
    </>
  );
}

function StreamsPanel() {
  const { t } = useTranslation('admin');
  const id = useId();
  const shell = useShell();
  const [state, setState] = useState('');
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<AdminStreamFilter>({});
  const streams = useAdminStreams(filter);
  const action = useStreamAction();

  const act = (name: StreamAction, s: AdminStreamRow) => {
    const words = STREAM_WORDS[name];
    return (
      <ReasonDialog
        key={name}
        trigger={
          <Button
            size="sm"
            variant="outline"
            disabled={action.isPending}
            aria-label={`${t(words.label)}: ${s.title}`}
          >
            {t(words.label)}
          </Button>
        }
        title={t(words.of, { title: s.title })}
        description={t(words.text)}
        confirmLabel={t(words.label)}
        danger={name === 'forceStop'}
        onConfirm={(reason) =>
          action.mutate(
            { action: name, id: s.id, reason },
            { onSuccess: () => shell.notify({ tone: 'success', text: t(words.done) }) },
          )
        }
      />
    );
  };

  const list = (
    <PagedList<AdminStreamRow>
      query={streams}
      aria-labelledby={`${id}-h`}
      getKey={(s) => s.id}
      estimateSize={STREAM_ROW_ESTIMATE}
      height="min(520px, 60vh)"
      initialRect={{ width: 375, height: 520 }}
      emptyTitle={t('live.streams.empty')}
      renderItem={(s) => (
        <div className={css.marketRow}>
          <span className={liveCss.streamTitle}>{s.title}</span>
          <span className={css.number}>
            {s.viewers === null ? null : t('live.streams.viewers', { count: s.viewers })}
          </span>
          <span className={css.rowMeta}>
            <span>
              {t('live.streams.by', { name: s.presenterName, userName: s.presenterUserName })}
            </span>
            <Badge size="sm" tone={STATE_TONES[s.state]}>
              {t(`live.streams.state.${s.state}`)}
            </Badge>
            {s.featured ? (
              <Badge size="sm" tone="success">
                {t('live.streams.featured')}
              </Badge>
            ) : null}
            <span>
              {s.state === 'ended'
                ? t('live.streams.ended', { time: adminTime(s.endTime ?? s.startTime) })
                : s.state === 'live'
                  ? t('live.streams.started', { time: adminTime(s.startTime) })
                  : t('live.streams.starts', { time: adminTime(s.startTime) })}
            </span>
          </span>
          {s.state === 'ended' ? null : (
            <div className={css.marketAction}>
              {act(s.featured ? 'unfeature' : 'feature', s)}
              {s.state === 'live' ? act('forceStop', s) : null}
            </div>
          )}
        </div>
      )}
    />
  );

  return (
    <section className={css.card} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={css.heading}>
        {t('live.streams.heading')}
      </h2>
      <form
        role="search"
        aria-label={t('live.streams.filters')}
        className={css.filters}
        onSubmit={(event) => {
          event.preventDefault();
          setFilter({
            ...(state ? { state: state as AdminStreamState } : {}),
            ...(search.trim() ? { search: search.trim() } : {}),
          });
        }}
      >
        <Select
          label={t('live.streams.stateLabel')}
          value={state}
          onValueChange={setState}
          options={[
            { value: '', label: t('live.streams.allStates') },
            ...ADMIN_STREAM_STATES.map((s) => ({ value: s, label: t(`live.streams.state.${s}`) })),
          ]}
        />
        <Input
          label={t('live.streams.host')}
          hint={t('live.streams.hostHint')}
          value={search}
          maxLength={ADMIN_STREAM_SEARCH_MAX}
          onValueChange={setSearch}
        />
        <Button type="submit">{t('live.search')}</Button>
      </form>
      <MutationFailure mutation={action} />
      {list}
    </section>
  );
}

function WordsPanel() {
  const { t } = useTranslation('admin');
  const id = useId();
  const shell = useShell();
  const [find, setFind] = useState('');
  const [search, setSearch] = useState('');
  const words = useAdminSensitiveWords(search);
  const change = useSensitiveWord();
  const [word, setWord] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const normalized = normalizeSensitiveWord(word);

  const list = (
    <PagedList<string>
      query={words}
      aria-labelledby={`${id}-h`}
      getKey={(w) => w}
      estimateSize={WORD_ROW_ESTIMATE}
      gap={6}
      height="min(360px, 50vh)"
      initialRect={{ width: 375, height: 360 }}
      emptyTitle={t('live.words.empty')}
      emptyKind="noData"
      renderItem={(w) => (
        <div className={liveCss.wordRow}>
          <span className={liveCss.word}>{w}</span>
          <ReasonDialog
            trigger={
              <Button
                size="sm"
                variant="outline"
                disabled={change.isPending}
                aria-label={`${t('live.words.remove')}: ${w}`}
              >
                {t('live.words.remove')}
              </Button>
            }
            title={t('live.words.removeOf', { word: w })}
            description={t('live.words.removeText')}
            confirmLabel={t('live.words.remove')}
            danger
            onConfirm={(why) =>
              change.mutate(
                { remove: true, word: w, reason: why },
                {
                  onSuccess: () =>
                    shell.notify({ tone: 'success', text: t('live.words.done.remove') }),
                },
              )
            }
          />
        </div>
      )}
    />
  );

  return (
    <section className={css.card} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={css.heading}>
        {t('live.words.heading')}
      </h2>
      <form
        className={css.form}
        aria-label={t('live.words.new')}
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (normalized === null || !isAdminReason(reason)) return;
          change.mutate(
            { remove: false, word: normalized, reason: reason.trim() },
            {
              onSuccess: () => {
                shell.notify({ tone: 'success', text: t('live.words.done.add') });
                setWord('');
                setReason('');
                setTried(false);
              },
            },
          );
        }}
      >
        <Input
          label={t('live.words.word')}
          hint={t('live.words.wordHint', { max: SENSITIVE_WORD_MAX })}
          value={word}
          maxLength={SENSITIVE_WORD_MAX + 10}
          error={
            tried && normalized === null
              ? t('live.words.invalid', { max: SENSITIVE_WORD_MAX })
              : undefined
          }
          onValueChange={setWord}
        />
        <Input
          label={t('reason')}
          hint={t('reasonHint')}
          value={reason}
          maxLength={ADMIN_REASON_MAX}
          error={tried && !isAdminReason(reason) ? t('reasonHint') : undefined}
          onValueChange={setReason}
        />
        <Button type="submit" disabled={change.isPending}>
          {t('live.words.add')}
        </Button>
        <MutationFailure mutation={change} />
      </form>
      <form
        role="search"
        aria-label={t('live.words.find')}
        className={css.filters}
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(find.trim().toLowerCase());
        }}
      >
        <Input
          label={t('live.words.find')}
          value={find}
          maxLength={SENSITIVE_WORD_MAX}
          onValueChange={setFind}
        />
        <Button type="submit" variant="outline">
          {t('live.search')}
        </Button>
      </form>
      {list}
    </section>
  );
}

function BansPanel() {
  const { t } = useTranslation('admin');
  const id = useId();
  const shell = useShell();
  const [find, setFind] = useState('');
  const [search, setSearch] = useState('');
  const bans = useAdminGlobalBans(search);
  const ban = useBanGlobal();
  const lift = useLiftGlobalBan();
  const [member, setMember] = useState('');
  const [duration, setDuration] = useState(durationValue(GLOBAL_BAN_DURATIONS[1]));
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const memberMissing = member.trim() === '';

  const list = (
    <PagedList<AdminGlobalBan>
      query={bans}
      aria-labelledby={`${id}-h`}
      getKey={(b) => b.id}
      estimateSize={BAN_ROW_ESTIMATE}
      height="min(360px, 50vh)"
      initialRect={{ width: 375, height: 360 }}
      emptyTitle={t('live.bans.empty')}
      emptyKind="noData"
      renderItem={(b) => (
        <div className={css.marketRow}>
          <span className={css.rowTitle}>
            {t('live.bans.who', { name: b.nickName, userName: b.userName })}
          </span>
          <Badge size="sm" tone="danger">
            {b.bannedUntil === null
              ? t('live.bans.forever')
              : t('live.bans.until', { time: adminTime(b.bannedUntil) })}
          </Badge>
          <span className={css.entryWide}>
            {b.reason} · {t('live.bans.by', { name: b.operator, time: adminTime(b.createdAt) })}
          </span>
          <div className={css.marketAction}>
            <ReasonDialog
              trigger={
                <Button
                  size="sm"
                  variant="outline"
                  disabled={lift.isPending}
                  aria-label={`${t('live.bans.lift')}: ${b.userName}`}
                >
                  {t('live.bans.lift')}
                </Button>
              }
              title={t('live.bans.liftOf', { name: b.userName })}
              description={t('live.bans.liftText')}
              confirmLabel={t('live.bans.lift')}
              onConfirm={(why) =>
                lift.mutate(
                  { id: b.id, reason: why },
                  {
                    onSuccess: () =>
                      shell.notify({ tone: 'success', text: t('live.bans.done.lift') }),
                  },
                )
              }
            />
          </div>
        </div>
      )}
    />
  );

  return (
    <section className={css.card} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={css.heading}>
        {t('live.bans.heading')}
      </h2>
      <form
        className={css.form}
        aria-label={t('live.bans.new')}
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (memberMissing || !isGlobalBanReason(reason)) return;
          ban.mutate(
            {
              member: member.trim(),
              durationMinutes: duration === 'forever' ? null : Number(duration),
              reason: reason.trim(),
            },
            {
              onSuccess: () => {
                shell.notify({ tone: 'success', text: t('live.bans.done.ban') });
                setMember('');
                setReason('');
                setTried(false);
              },
            },
          );
        }}
      >
        <Input
          label={t('live.bans.member')}
          hint={t('live.bans.memberHint')}
          value={member}
          maxLength={ADMIN_STREAM_SEARCH_MAX}
          error={tried && memberMissing ? t('live.bans.memberRequired') : undefined}
          onValueChange={setMember}
        />
        <Select
          label={t('live.bans.duration')}
          value={duration}
          onValueChange={setDuration}
          options={GLOBAL_BAN_DURATIONS.map((m) => ({
            value: durationValue(m),
            label: t(`live.bans.durations.${durationValue(m)}`),
          }))}
        />
        <Input
          label={t('live.bans.reason')}
          hint={t('live.bans.reasonHint', { max: CHAT_BAN_REASON_MAX })}
          value={reason}
          maxLength={CHAT_BAN_REASON_MAX}
          error={
            tried && !isGlobalBanReason(reason)
              ? t('live.bans.reasonHint', { max: CHAT_BAN_REASON_MAX })
              : undefined
          }
          onValueChange={setReason}
        />
        <Button type="submit" tone="danger" disabled={ban.isPending}>
          {t('live.bans.ban')}
        </Button>
        <MutationFailure mutation={ban} />
      </form>
      <form
        role="search"
        aria-label={t('live.bans.find')}
        className={css.filters}
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(find.trim());
        }}
      >
        <Input
          label={t('live.bans.find')}
          value={find}
          maxLength={ADMIN_STREAM_SEARCH_MAX}
          onValueChange={setFind}
        />
        <Button type="submit" variant="outline">
          {t('live.search')}
        </Button>
      </form>
      <MutationFailure mutation={lift} />
      {list}
    </section>
  );
}
