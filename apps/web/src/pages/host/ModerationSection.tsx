import { formatMatchTime, STREAM_STATUS_LIVE, STREAM_STATUS_RESERVED } from '@touchline/domain';
import {
  Badge,
  Button,
  Checkbox,
  Dialog,
  EmptyState,
  Input,
  Select,
  Skeleton,
  useTimeZone,
} from '@touchline/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as css from './host.css.ts';
import { useSuccessToast } from './feedback.ts';
import {
  useBanUser,
  useLiftBans,
  useSaveShieldedWords,
  useUpdateBan,
} from '../../data/mutations/host.ts';
import { failureText, LoadFailed, MutationFailure } from '../parts.tsx';
import { Confirm } from './parts.tsx';
import {
  useBans,
  useHostStreams,
  useShieldedWords,
  type BanFilter,
} from '../../data/queries/host.ts';

/** Ban lengths a host picks from, in minutes; "" bans until lifted. */
export const BAN_DURATIONS = ['10', '60', '1440', '10080', ''] as const;
const WORD_MAX = 30;
const WORDS_MAX = 200;

const DURATION_LABELS: Readonly<Record<(typeof BAN_DURATIONS)[number], string>> = {
  '10': 'moderation.duration.10',
  '60': 'moderation.duration.60',
  '1440': 'moderation.duration.1440',
  '10080': 'moderation.duration.10080',
  '': 'moderation.duration.forever',
};

function durationOf(value: string): number | null {
  return value ? Number(value) : null;
}

function useDurationOptions() {
  const { t } = useTranslation('host');
  return BAN_DURATIONS.map((value) => ({
    value,
    label: t(DURATION_LABELS[value]),
  }));
}

/** Bans a viewer from one of the host's rooms. */
function BanForm({ presenterId }: { presenterId: number }) {
  const { t } = useTranslation('host');
  const id = useId();
  const streams = useHostStreams(presenterId);
  const ban = useBanUser();
  const toast = useSuccessToast();
  const durations = useDurationOptions();
  const rooms = (streams.data ?? []).filter(
    (s) => s.status === STREAM_STATUS_LIVE || s.status === STREAM_STATUS_RESERVED,
  );
  const [roomId, setRoomId] = useState('');
  const [userName, setUserName] = useState('');
  const [duration, setDuration] = useState<string>('60');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ room?: string; userName?: string }>({});
  const room = roomId || rooms[0]?.roomId || '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = userName.trim();
    const next: typeof errors = {};
    if (!room) next.room = t('moderation.roomRequired');
    if (!name) next.userName = t('moderation.userRequired');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    ban.mutate(
      {
        roomId: room,
        userName: name,
        reason: reason.trim(),
        durationMinutes: durationOf(duration),
      },
      {
        onSuccess: () => {
          setUserName('');
          setReason('');
          toast('moderation.banned');
        },
      },
    );
  };

  return (
    <section className={css.card} aria-labelledby={id}>
      <h2 id={id} className={css.heading}>
        {t('moderation.banHeading')}
      </h2>
      {streams.status === 'success' && rooms.length === 0 ? (
        <p className={css.muted}>{t('moderation.noRooms')}</p>
      ) : (
        <form className={css.form} onSubmit={submit} noValidate>
          <Select
            label={t('moderation.room')}
            value={room}
            error={errors.room}
            options={rooms.map((s) => ({ value: s.roomId, label: s.title }))}
            onValueChange={setRoomId}
          />
          <Input
            label={t('moderation.userName')}
            value={userName}
            error={errors.userName}
            autoComplete="off"
            onValueChange={setUserName}
          />
          <Select
            label={t('moderation.durationLabel')}
            value={duration}
            options={durations}
            onValueChange={setDuration}
          />
          <Input
            label={t('moderation.reason')}
            optional
            value={reason}
            maxLength={200}
            onValueChange={setReason}
          />
          <MutationFailure mutation={ban} />
          <div className={css.row}>
            <Button type="submit" tone="danger" loading={ban.isPending}>
              {t('moderation.ban')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

interface BanRow {
  id: number;
  userName: string;
  reason: string;
  bannedUntil: number | null;
  active: boolean;
}

/** Changes a ban's length and reason. */
function ChangeBan({ ban }: { ban: BanRow }) {
  const { t } = useTranslation('host');
  const update = useUpdateBan();
  const toast = useSuccessToast();
  const durations = useDurationOptions();
  const [open, setOpen] = useState(false);
  const [duration, setDuration] = useState<string>('60');
  const [reason, setReason] = useState(ban.reason);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: ban.id, reason: reason.trim(), durationMinutes: durationOf(duration) },
      {
        onSuccess: () => {
          setOpen(false);
          toast('moderation.changed');
        },
      },
    );
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) update.reset();
      }}
    >
      <Dialog.Trigger asChild>
        <Button
          size="sm"
          variant="outline"
          aria-label={t('moderation.changeOf', { name: ban.userName })}
        >
          {t('moderation.change')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content title={t('moderation.changeTitle', { name: ban.userName })} size="sm">
        <form className={css.form} onSubmit={submit} noValidate>
          <Select
            label={t('moderation.durationLabel')}
            hint={t('moderation.durationFromBan')}
            value={duration}
            options={durations}
            onValueChange={setDuration}
          />
          <Input
            label={t('moderation.reason')}
            optional
            value={reason}
            maxLength={200}
            onValueChange={setReason}
          />
          <MutationFailure mutation={update} />
          <Dialog.Footer>
            <Button type="submit" loading={update.isPending}>
              {t('moderation.saveChange')}
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** The ban log: filter, change a ban, lift several at once. */
function BanLog() {
  const { t } = useTranslation('host');
  const zone = useTimeZone();
  const id = useId();
  const [filter, setFilter] = useState<BanFilter>({ userName: '', active: false });
  const bans = useBans(filter);
  const lift = useLiftBans();
  const toast = useSuccessToast();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const rows = bans.data?.list ?? [];
  const liftable = rows.filter((r) => r.active && chosen.has(r.id)).map((r) => r.id);
  const toggle = (banId: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(banId);
      else next.delete(banId);
      return next;
    });

  return (
    <section className={`${css.card} ${css.wide}`} aria-labelledby={id}>
      <h2 id={id} className={css.heading}>
        {t('moderation.logHeading')}
      </h2>
      <div className={css.row}>
        <Input
          label={t('moderation.filterUser')}
          type="search"
          value={filter.userName}
          onValueChange={(userName) => setFilter((f) => ({ ...f, userName }))}
        />
        <Checkbox
          label={t('moderation.activeOnly')}
          checked={filter.active}
          onCheckedChange={(active) => setFilter((f) => ({ ...f, active }))}
        />
      </div>
      {bans.status === 'pending' ? (
        <Skeleton lines={3} />
      ) : bans.status === 'error' ? (
        <LoadFailed ns="host" onRetry={() => void bans.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState
          size="sm"
          kind={filter.userName || filter.active ? 'noMatchingData' : 'noData'}
          title={t('moderation.empty')}
        />
      ) : (
        <div className={css.tableWrap}>
          <table className={css.table}>
            <caption className={css.visuallyHidden}>{t('moderation.logHeading')}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className={css.visuallyHidden}>{t('moderation.select')}</span>
                </th>
                <th scope="col">{t('moderation.userName')}</th>
                <th scope="col">{t('moderation.reason')}</th>
                <th scope="col">{t('moderation.until')}</th>
                <th scope="col">{t('moderation.state')}</th>
                <th scope="col">
                  <span className={css.visuallyHidden}>{t('moderation.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((ban) => (
                <tr key={ban.id}>
                  <td>
                    {ban.active ? (
                      <Checkbox
                        hideLabel
                        label={t('moderation.selectBan', { name: ban.userName })}
                        checked={chosen.has(ban.id)}
                        onCheckedChange={(on) => toggle(ban.id, on)}
                      />
                    ) : null}
                  </td>
                  <td>{ban.userName}</td>
                  <td>{ban.reason || '—'}</td>
                  <td className={css.nowrap}>
                    {ban.bannedUntil === null
                      ? t('moderation.untilLifted')
                      : formatMatchTime(ban.bannedUntil, zone)}
                  </td>
                  <td className={css.nowrap}>
                    <Badge tone={ban.active ? 'danger' : 'neutral'} size="sm">
                      {ban.active ? t('moderation.active') : t('moderation.ended')}
                    </Badge>
                  </td>
                  <td>{ban.active ? <ChangeBan ban={ban} /> : null}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <MutationFailure mutation={lift} />
      {liftable.length > 0 ? (
        <div className={css.row}>
          <Confirm
            trigger={
              <Button loading={lift.isPending}>
                {t('moderation.liftSelected', { count: liftable.length })}
              </Button>
            }
            title={t('moderation.liftTitle', { count: liftable.length })}
            description={t('moderation.liftBody')}
            confirmLabel={t('moderation.lift')}
            onConfirm={() =>
              lift.mutate(liftable, {
                onSuccess: () => {
                  setChosen(new Set());
                  toast('moderation.lifted');
                },
              })
            }
          />
        </div>
      ) : null}
    </section>
  );
}

/** Splits the typed list into words: one a line or comma-separated, blanks and repeats left out. */
export function wordsOf(text: string): string[] {
  const seen = new Set<string>();
  for (const raw of text.split(/[\n,，、]/)) {
    const word = raw.trim();
    if (word) seen.add(word);
  }
  return [...seen];
}

/** The host's shielded words: messages holding one are hidden in their rooms. */
function ShieldedWords() {
  const { t } = useTranslation('host');
  const id = useId();
  const words = useShieldedWords();
  const save = useSaveShieldedWords();
  const toast = useSuccessToast();
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  if (words.status === 'pending') return <Skeleton lines={3} />;
  if (words.status === 'error')
    return <LoadFailed ns="host" onRetry={() => void words.refetch()} />;
  const shown = text ?? words.data.join('\n');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const list = wordsOf(shown);
    const long = list.find((w) => w.length > WORD_MAX);
    if (long) return setError(t('moderation.wordTooLong', { word: long, max: WORD_MAX }));
    if (list.length > WORDS_MAX) return setError(t('moderation.tooManyWords', { max: WORDS_MAX }));
    setError(undefined);
    save.mutate(list, {
      onSuccess: () => {
        setText(null);
        toast('moderation.wordsSaved');
      },
    });
  };
  return (
    <section className={css.card} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={css.heading}>
        {t('moderation.wordsHeading')}
      </h2>
      <form className={css.form} onSubmit={submit} noValidate>
        <div className={css.field}>
          <label className={css.fieldLabel} htmlFor={id}>
            {t('moderation.words')}
          </label>
          <textarea
            id={id}
            className={css.textarea}
            value={shown}
            aria-describedby={`${id}-hint`}
            aria-invalid={error ? true : undefined}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <p id={`${id}-hint`} className={css.muted}>
            {t('moderation.wordsHint')}
          </p>
        </div>
        {error ? (
          <p role="alert" className={css.alert}>
            {error}
          </p>
        ) : save.isError ? (
          <p role="alert" className={css.alert}>
            {failureText(save.error, t)}
          </p>
        ) : null}
        <div className={css.row}>
          <Button type="submit" loading={save.isPending}>
            {t('moderation.saveWords')}
          </Button>
        </div>
      </form>
    </section>
  );
}

export function ModerationSection({ presenterId }: { presenterId: number }) {
  return (
    <div className={css.columns}>
      <BanForm presenterId={presenterId} />
      <ShieldedWords />
      <BanLog />
    </div>
  );
}
