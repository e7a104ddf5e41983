import type { Stream } from '@touchline/api';
import {
  formatMatchTime,
  streamTransition,
  STREAM_STATUS_CANCELLED,
  STREAM_STATUS_ENDED,
  STREAM_STATUS_LIVE,
  STREAM_STATUS_RESERVED,
  type Language,
} from '@touchline/domain';
import {
  Badge,
  Button,
  Dialog,
  EmptyState,
  formatMoney,
  Input,
  Select,
  Skeleton,
  Switch,
  useTimeZone,
  useUiLanguage,
} from '@touchline/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as css from './host.css.ts';
import { useSuccessToast } from './feedback.ts';
import { MatchPicker, type PickedMatch } from './MatchPicker.tsx';
import {
  useSaveStream,
  useStreamCommand,
  useUpdateStream,
  type StreamCommand,
} from '../../data/mutations/host.ts';
import { LoadFailed, MutationFailure } from '../parts.tsx';
import { Confirm, CopyButton, TagChips } from './parts.tsx';
import {
  useCoverTags,
  useHostStreams,
  useReservationCount,
  useRoomFees,
  useVideoSources,
} from '../../data/queries/host.ts';

/** The site's stock covers a host picks from (public/static/covers). */
export const STREAM_COVERS = [
  'derby-night',
  'vleague-live',
  'match-preview',
  'tips-studio',
  'tennis-corner',
  'thai-league',
] as const;
const COVER_LABELS: Readonly<Record<(typeof STREAM_COVERS)[number], string>> = {
  'derby-night': 'streams.covers.derby-night',
  'vleague-live': 'streams.covers.vleague-live',
  'match-preview': 'streams.covers.match-preview',
  'tips-studio': 'streams.covers.tips-studio',
  'tennis-corner': 'streams.covers.tennis-corner',
  'thai-league': 'streams.covers.thai-league',
};
const STATUS_LABELS = {
  [STREAM_STATUS_RESERVED]: 'streams.status.reserved',
  [STREAM_STATUS_LIVE]: 'streams.status.live',
  [STREAM_STATUS_ENDED]: 'streams.status.ended',
  [STREAM_STATUS_CANCELLED]: 'streams.status.cancelled',
} as const;
const DONE_TOASTS: Readonly<Record<StreamCommand, string>> = {
  start: 'streams.done.start',
  stop: 'streams.done.stop',
  cancel: 'streams.done.cancel',
};
const coverUrl = (name: string) => `/static/covers/${name}.svg`;

const TITLE_MAX = 60;

/** `datetime-local` text (device time) as epoch ms; null when empty or not a time. */
function localTimeToEpoch(text: string): number | null {
  if (!text) return null;
  const ms = new Date(text).getTime();
  return Number.isFinite(ms) ? ms : null;
}

/** Epoch ms as `datetime-local` text in the device's time. */
function epochToLocalTime(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

interface StreamForm {
  title: string;
  cover: string;
  tagIds: number[];
  match: PickedMatch | null;
  startTime: string;
  isFee: boolean;
  fee: string;
}

const EMPTY_FORM: StreamForm = {
  title: '',
  cover: STREAM_COVERS[0],
  tagIds: [],
  match: null,
  startTime: '',
  isFee: false,
  fee: '',
};

/** Schedule a stream, or go live now (no start time). */
function ScheduleForm({ now }: { now: () => number }) {
  const { t } = useTranslation('host');
  const language = useUiLanguage() as Language;
  const id = useId();
  const tags = useCoverTags();
  const fees = useRoomFees();
  const save = useSaveStream();
  const toast = useSuccessToast();
  const [form, setForm] = useState<StreamForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<{ title?: string; startTime?: string; fee?: string }>({});
  const set = <K extends keyof StreamForm>(key: K, value: StreamForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const title = form.title.trim();
    const start = localTimeToEpoch(form.startTime);
    const next: typeof errors = {};
    if (!title) next.title = t('streams.titleRequired');
    if (form.startTime && (start === null || start <= now()))
      next.startTime = t('streams.startInFuture');
    if (form.isFee && !form.fee) next.fee = t('streams.feeRequired');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    save.mutate(
      {
        title,
        cover: coverUrl(form.cover),
        ...(form.tagIds.length > 0 ? { tagIds: form.tagIds } : {}),
        ...(form.match ? { gameId: form.match.id, sportId: form.match.sportId } : {}),
        ...(start !== null ? { startTime: start } : {}),
        ...(form.isFee ? { isFee: true, fee: form.fee } : {}),
      },
      {
        onSuccess: (stream) => {
          setForm(EMPTY_FORM);
          toast(stream.status === STREAM_STATUS_LIVE ? 'streams.liveNow' : 'streams.scheduled');
        },
      },
    );
  };

  return (
    <section className={css.card} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={css.heading}>
        {t('streams.newHeading')}
      </h2>
      <form className={css.form} onSubmit={submit} noValidate>
        <Input
          label={t('streams.title')}
          value={form.title}
          maxLength={TITLE_MAX}
          error={errors.title}
          onValueChange={(v) => set('title', v)}
        />
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>{t('streams.cover')}</legend>
          <div className={css.covers}>
            {STREAM_COVERS.map((name) => (
              <label key={name} className={css.cover}>
                <input
                  type="radio"
                  name={`${id}-cover`}
                  value={name}
                  className={css.visuallyHidden}
                  checked={form.cover === name}
                  onChange={() => set('cover', name)}
                  aria-label={t(COVER_LABELS[name])}
                />
                <img src={coverUrl(name)} alt="" loading="lazy" />
              </label>
            ))}
          </div>
        </fieldset>
        {tags.data && tags.data.length > 0 ? (
          <TagChips
            legend={t('streams.tags')}
            tags={tags.data}
            value={form.tagIds}
            onChange={(next) => set('tagIds', next)}
          />
        ) : null}
        <MatchPicker value={form.match} onChange={(m) => set('match', m)} />
        <Input
          label={t('streams.startTime')}
          type="datetime-local"
          hint={t('streams.startTimeHint')}
          value={form.startTime}
          error={errors.startTime}
          onValueChange={(v) => set('startTime', v)}
        />
        <Switch
          label={t('streams.paid')}
          description={t('streams.paidHint')}
          checked={form.isFee}
          onCheckedChange={(on) => set('isFee', on)}
        />
        {form.isFee ? (
          <Select
            label={t('streams.fee')}
            value={form.fee}
            error={errors.fee}
            placeholder={t('streams.feePlaceholder')}
            options={(fees.data?.list ?? []).map((tier) => ({
              value: tier.fee,
              label: formatMoney(tier.fee, { language, currency: fees.data?.currency }),
            }))}
            onValueChange={(v) => set('fee', v)}
          />
        ) : null}
        <MutationFailure mutation={save} />
        <div className={css.row}>
          <Button type="submit" loading={save.isPending}>
            {form.startTime ? t('streams.schedule') : t('streams.goLiveNow')}
          </Button>
        </div>
      </form>
    </section>
  );
}

const STATUS_TONE = {
  [STREAM_STATUS_RESERVED]: 'warning',
  [STREAM_STATUS_LIVE]: 'live',
  [STREAM_STATUS_ENDED]: 'neutral',
  [STREAM_STATUS_CANCELLED]: 'neutral',
} as const;

/** Changes a stream's title (and, while it is announced, its start). */
function EditStream({ stream, now }: { stream: Stream; now: () => number }) {
  const { t } = useTranslation('host');
  const update = useUpdateStream();
  const coverTags = useCoverTags();
  const toast = useSuccessToast();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState(stream.title);
  /** The tags picked in the dialog; null while they are the stream's own. */
  const [tagIds, setTagIds] = useState<number[] | null>(null);
  const allTags = coverTags.data ?? [];
  const shownTagIds =
    tagIds ?? allTags.filter((tag) => stream.tags.includes(tag.name)).map((tag) => tag.id);
  const [startTime, setStartTime] = useState(epochToLocalTime(stream.startTime));
  const [errors, setErrors] = useState<{ title?: string; startTime?: string }>({});
  // only an announced stream's start can move
  const reserved = stream.status === STREAM_STATUS_RESERVED;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = title.trim();
    const start = reserved ? localTimeToEpoch(startTime) : null;
    const next: typeof errors = {};
    if (!text) next.title = t('streams.titleRequired');
    if (reserved && (start === null || start <= now())) next.startTime = t('streams.startLater');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const moved = start !== null && startTime !== epochToLocalTime(stream.startTime);
    update.mutate(
      {
        id: stream.id,
        title: text,
        ...(moved ? { startTime: start } : {}),
        ...(tagIds ? { tagIds } : {}),
      },
      {
        onSuccess: () => {
          setOpen(false);
          toast('streams.updated');
        },
      },
    );
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setTitle(stream.title);
          setStartTime(epochToLocalTime(stream.startTime));
          setTagIds(null);
          setErrors({});
          update.reset();
        }
      }}
    >
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline">
          {t('streams.edit')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content title={t('streams.editTitle')} size="sm">
        <form className={css.form} onSubmit={submit} noValidate>
          <Input
            label={t('streams.title')}
            value={title}
            maxLength={TITLE_MAX}
            error={errors.title}
            onValueChange={setTitle}
          />
          {reserved ? (
            <Input
              label={t('streams.startTime')}
              type="datetime-local"
              value={startTime}
              error={errors.startTime}
              onValueChange={setStartTime}
            />
          ) : null}
          {allTags.length > 0 ? (
            <TagChips
              legend={t('streams.tags')}
              tags={allTags}
              value={shownTagIds}
              onChange={setTagIds}
            />
          ) : null}
          <MutationFailure mutation={update} />
          <Dialog.Footer>
            <Button type="submit" loading={update.isPending}>
              {t('streams.saveChanges')}
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** The playback addresses of a live stream, each to copy into an encoder or a player. */
function Sources({ streamId }: { streamId: number }) {
  const { t } = useTranslation('host');
  const sources = useVideoSources(streamId, true);
  if (sources.status === 'pending') return <Skeleton lines={2} />;
  if (sources.status === 'error') return <p className={css.alert}>{t('loadFailed')}</p>;
  if (sources.data.length === 0) return <p className={css.muted}>{t('streams.noSources')}</p>;
  return (
    <ul className={css.sources} aria-label={t('streams.sources')}>
      {sources.data.map((s) => (
        <li key={s.id} className={css.source}>
          <span className={css.muted}>{s.name}</span>
          <code className={css.url} title={s.url}>
            {s.url}
          </code>
          <CopyButton text={s.url} label={s.name} />
        </li>
      ))}
    </ul>
  );
}

function Reservations({ streamId }: { streamId: number }) {
  const { t } = useTranslation('host');
  const count = useReservationCount(streamId, true);
  if (count.data === undefined) return null;
  return <span>{t('streams.reservations', { count: count.data })}</span>;
}

function StreamItem({ stream, now }: { stream: Stream; now: () => number }) {
  const { t } = useTranslation('host');
  const zone = useTimeZone();
  const command = useStreamCommand();
  const toast = useSuccessToast();
  const run = (name: StreamCommand) =>
    command.mutate({ command: name, id: stream.id }, { onSuccess: () => toast(DONE_TOASTS[name]) });
  const can = (action: 'start' | 'update' | 'stop' | 'cancel') =>
    streamTransition(stream.status, action) !== null;
  const live = stream.status === STREAM_STATUS_LIVE;
  return (
    <li className={css.item}>
      <div className={css.itemHead}>
        <h3 className={css.itemTitle}>{stream.title}</h3>
        <Badge tone={STATUS_TONE[stream.status]}>{t(STATUS_LABELS[stream.status])}</Badge>
      </div>
      <p className={css.meta}>
        <span>
          {live ? t('streams.startedAt') : t('streams.startsAt')}{' '}
          {formatMatchTime(stream.startTime, zone)}
        </span>
        {live ? <span>{t('streams.viewers', { count: stream.viewers })}</span> : null}
        {stream.status === STREAM_STATUS_RESERVED ? <Reservations streamId={stream.id} /> : null}
        {stream.isFee ? <span>{t('streams.paidRoom')}</span> : null}
        {stream.tags.length > 0 ? <span>{stream.tags.join(' · ')}</span> : null}
      </p>
      {live ? <Sources streamId={stream.id} /> : null}
      <MutationFailure mutation={command} />
      <div className={css.row}>
        {can('start') ? (
          <Button size="sm" loading={command.isPending} onClick={() => run('start')}>
            {t('streams.start')}
          </Button>
        ) : null}
        {can('update') ? <EditStream stream={stream} now={now} /> : null}
        {can('stop') ? (
          <Confirm
            danger
            trigger={
              <Button size="sm" tone="danger" variant="outline">
                {t('streams.stop')}
              </Button>
            }
            title={t('streams.stopTitle')}
            description={t('streams.stopBody', { title: stream.title })}
            confirmLabel={t('streams.stop')}
            onConfirm={() => run('stop')}
          />
        ) : null}
        {can('cancel') ? (
          <Confirm
            danger
            trigger={
              <Button size="sm" tone="danger" variant="outline">
                {t('streams.cancel')}
              </Button>
            }
            title={t('streams.cancelTitle')}
            description={t('streams.cancelBody', { title: stream.title })}
            confirmLabel={t('streams.cancel')}
            onConfirm={() => run('cancel')}
          />
        ) : null}
      </div>
    </li>
  );
}

/** The host's streams: a new one, and every stream with what can be done to it. */
export function StreamsSection({
  presenterId,
  now = Date.now,
}: {
  presenterId: number;
  now?: () => number;
}) {
  const { t } = useTranslation('host');
  const streams = useHostStreams(presenterId);
  const id = useId();
  return (
    <div className={css.columns}>
      <ScheduleForm now={now} />
      <section className={css.card} aria-labelledby={id}>
        <h2 id={id} className={css.heading}>
          {t('streams.listHeading')}
        </h2>
        {streams.status === 'pending' ? (
          <Skeleton lines={4} />
        ) : streams.status === 'error' ? (
          <LoadFailed ns="host" onRetry={() => void streams.refetch()} />
        ) : streams.data.length === 0 ? (
          <EmptyState size="sm" title={t('streams.empty')} />
        ) : (
          <ul className={css.list}>
            {streams.data.map((s) => (
              <StreamItem key={s.id} stream={s} now={now} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
