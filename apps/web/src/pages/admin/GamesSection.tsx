import type { AdminGameRow, AdminLobbyRow } from '@touchline/api';
import {
  ADMIN_GAME_SEARCH_MAX,
  ADMIN_REASON_MAX,
  epochToWallClock,
  GAME_MAINTENANCE_MAX_DAYS,
  gameMaintenanceFault,
  isAdminReason,
  MAINTENANCE_UTC_OFFSET_HOURS,
  wallClockToEpoch,
  type GameMaintenanceFault,
  type MaintenanceState,
} from '@touchline/domain';
import {
  Badge,
  Button,
  Dialog,
  EmptyState,
  Input,
  List,
  RadioGroup,
  Select,
  type BadgeTone,
} from '@touchline/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../app/context.tsx';
import {
  useGamePlaceChange,
  type AdminPlace,
  type AdminPlaceChange,
} from '../../data/mutations/adminGames.ts';
import {
  useAdminGames,
  useAdminLobbies,
  type AdminGameFilter,
} from '../../data/queries/adminGames.ts';
import { useGameTypes } from '../../data/queries/games.ts';
import { LoadFailed, MutationFailure } from '../parts.tsx';
import * as css from './admin.css.ts';
import { adminTime, PagedList, ReasonDialog } from './parts.tsx';

/** A lobby's and a game's row height before it is measured (px). */
const ROW_ESTIMATE = 132;

const STATE_TONES: Readonly<Record<MaintenanceState, BadgeTone>> = {
  on: 'danger',
  scheduled: 'warning',
  off: 'success',
};
const STATE_LABELS: Readonly<Record<MaintenanceState, string>> = {
  on: 'games.state.on',
  scheduled: 'games.state.scheduled',
  off: 'games.state.off',
};
const FAULT_LABELS: Readonly<Record<GameMaintenanceFault, string>> = {
  endsBeforeStart: 'games.fault.endsBeforeStart',
  tooLong: 'games.fault.tooLong',
  alreadyOver: 'games.fault.alreadyOver',
};
const DONE_LABELS = {
  window: 'games.done.window',
  end: 'games.done.end',
  hot: 'games.done.hot',
  notHot: 'games.done.notHot',
} as const;

/** What a lobby and a game share in a row: the flags and the window. */
type Place = Pick<AdminLobbyRow, 'hot' | 'maintained' | 'maintainFrom' | 'maintainTo' | 'state'>;

/** A time typed as `YYYY-MM-DDTHH:mm` at the site's UTC+8, or null. */
function epochOf(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text)) return null;
  return wallClockToEpoch(`${text.replace('T', ' ')}:00`, MAINTENANCE_UTC_OFFSET_HOURS);
}

/** An instant as the time field shows it (UTC+8). */
function fieldOf(epochMs: number | null): string {
  return epochMs === null
    ? ''
    : epochToWallClock(epochMs, MAINTENANCE_UTC_OFFSET_HOURS).slice(0, 16).replace(' ', 'T');
}

/**
 * The games section (issue 22, ADR 035): the lobbies and the games, each with its maintenance
 * window (set, or ended early) and its hot flag; every change is audited with its reason.
 */
export function GamesSection() {
  return (
    <>
      <LobbiesPanel />
      <GamesPanel />
    </>
  );
}

function useTypeOptions() {
  const { t } = useTranslation('admin');
  const types = useGameTypes();
  return [
    { value: '', label: t('games.allTypes') },
    ...(types.data ?? []).map((type) => ({ value: type.gameType, label: type.name })),
  ];
}

function LobbiesPanel() {
  const { t } = useTranslation('admin');
  const id = useId();
  const [gameType, setGameType] = useState('');
  const typeOptions = useTypeOptions();
  const lobbies = useAdminLobbies(gameType || null);
  const change = useGamePlaceChange();

  let body;
  if (lobbies.isPending) body = <p className={css.muted}>{t('loading')}</p>;
  else if (lobbies.isError) body = <LoadFailed ns="admin" onRetry={() => void lobbies.refetch()} />;
  else
    body = (
      <List<AdminLobbyRow>
        aria-labelledby={`${id}-h`}
        items={lobbies.data.list}
        getKey={(l) => l.lobbyCode}
        estimateSize={ROW_ESTIMATE}
        gap={8}
        height="min(360px, 50vh)"
        initialRect={{ width: 375, height: 360 }}
        emptyState={<EmptyState kind="noMatchingData" size="sm" title={t('games.lobbiesEmpty')} />}
        renderItem={(l) => (
          <PlaceItem
            place={{ kind: 'lobby', code: l.lobbyCode }}
            name={l.lobbyName}
            meta={[l.lobbyCode, t('games.gameCount', { count: l.games })]}
            row={l}
            change={change}
          />
        )}
      />
    );

  return (
    <section className={css.card} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={css.heading}>
        {t('games.lobbiesHeading')}
      </h2>
      <div className={css.filters}>
        <Select
          label={t('games.gameType')}
          value={gameType}
          onValueChange={setGameType}
          options={typeOptions}
        />
      </div>
      <MutationFailure mutation={change} />
      {body}
    </section>
  );
}

function GamesPanel() {
  const { t } = useTranslation('admin');
  const id = useId();
  const [lobbyCode, setLobbyCode] = useState('');
  const [gameType, setGameType] = useState('');
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<AdminGameFilter>({});
  const typeOptions = useTypeOptions();
  const lobbies = useAdminLobbies(null);
  const games = useAdminGames(filter);
  const change = useGamePlaceChange();

  const body = (
    <PagedList<AdminGameRow>
      query={games}
      aria-labelledby={`${id}-h`}
      getKey={(g) => g.gameCode}
      estimateSize={ROW_ESTIMATE}
      height="min(560px, 60vh)"
      initialRect={{ width: 375, height: 560 }}
      emptyTitle={t('games.gamesEmpty')}
      renderItem={(g) => (
        <PlaceItem
          place={{ kind: 'game', code: g.gameCode }}
          name={g.gameName}
          meta={[g.gameCode, g.lobbyName]}
          row={g}
          change={change}
        />
      )}
    />
  );

  return (
    <section className={css.card} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={css.heading}>
        {t('games.gamesHeading')}
      </h2>
      <form
        role="search"
        className={css.filters}
        onSubmit={(event) => {
          event.preventDefault();
          const words = search.trim();
          setFilter({
            ...(lobbyCode ? { lobbyCode } : {}),
            ...(gameType ? { gameType } : {}),
            ...(words ? { search: words } : {}),
          });
        }}
      >
        <Select
          label={t('games.lobby')}
          value={lobbyCode}
          onValueChange={setLobbyCode}
          options={[
            { value: '', label: t('games.allLobbies') },
            ...(lobbies.data?.list ?? []).map((l) => ({ value: l.lobbyCode, label: l.lobbyName })),
          ]}
        />
        <Select
          label={t('games.gameType')}
          value={gameType}
          onValueChange={setGameType}
          options={typeOptions}
        />
        <Input
          label={t('games.search')}
          type="search"
          value={search}
          maxLength={ADMIN_GAME_SEARCH_MAX}
          onValueChange={setSearch}
        />
        <Button type="submit">{t('games.show')}</Button>
      </form>
      <MutationFailure mutation={change} />
      {body}
    </section>
  );
}

/** The words of a place's window: both ends, one open end, or the owner's switch. */
function useWindowText() {
  const { t } = useTranslation('admin');
  return (row: Place): string | null => {
    if (row.maintained) return t('games.switchOn');
    const { maintainFrom: from, maintainTo: to } = row;
    if (from !== null && to !== null)
      return t('games.window', { start: adminTime(from), end: adminTime(to) });
    if (to !== null) return t('games.windowUntil', { end: adminTime(to) });
    if (from !== null) return t('games.windowFrom', { start: adminTime(from) });
    return null;
  };
}

interface PlaceItemProps {
  place: AdminPlace;
  name: string;
  meta: string[];
  row: Place;
  change: ReturnType<typeof useGamePlaceChange>;
}

/** A lobby or a game: its name, flags and window, and what an operator does to it. */
function PlaceItem({ place, name, meta, row, change }: PlaceItemProps) {
  const { t } = useTranslation('admin');
  const shell = useShell();
  const windowText = useWindowText()(row);
  const busy = change.isPending;
  const run = (next: AdminPlaceChange, done: keyof typeof DONE_LABELS) =>
    change.mutate(
      { place, change: next },
      { onSuccess: () => shell.notify({ tone: 'success', text: t(DONE_LABELS[done]) }) },
    );
  return (
    <div className={css.marketRow}>
      <span className={css.rowTitle}>{name}</span>
      <span className={css.rowMeta}>
        {meta.map((part) => (
          <span key={part}>{part}</span>
        ))}
        {row.hot ? (
          <Badge size="sm" tone="accent">
            {t('games.hot')}
          </Badge>
        ) : null}
        <Badge size="sm" tone={STATE_TONES[row.state]}>
          {t(STATE_LABELS[row.state])}
        </Badge>
      </span>
      {windowText ? <span className={css.entryWide}>{windowText}</span> : null}
      <div className={css.marketAction}>
        <MaintenanceDialog place={place} name={name} row={row} busy={busy} />
        {row.state === 'off' ? null : (
          <ReasonDialog
            trigger={
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                aria-label={t('games.endMaintenanceOf', { name })}
              >
                {t('games.endMaintenance')}
              </Button>
            }
            title={t('games.confirmEnd', { name })}
            description={t('games.endText')}
            confirmLabel={t('games.endMaintenance')}
            onConfirm={(reason) => run({ action: 'end', reason }, 'end')}
          />
        )}
        <ReasonDialog
          trigger={
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              aria-label={t(row.hot ? 'games.notHotOf' : 'games.markHotOf', { name })}
            >
              {t(row.hot ? 'games.notHot' : 'games.markHot')}
            </Button>
          }
          title={t(row.hot ? 'games.confirmNotHot' : 'games.confirmHot', { name })}
          description={t(row.hot ? 'games.notHotText' : 'games.hotText')}
          confirmLabel={t(row.hot ? 'games.notHot' : 'games.markHot')}
          onConfirm={(reason) =>
            run({ action: 'hot', hot: !row.hot, reason }, row.hot ? 'notHot' : 'hot')
          }
        />
      </div>
    </div>
  );
}

interface MaintenanceDialogProps {
  place: AdminPlace;
  name: string;
  row: Place;
  /** Another change of the list is under way. */
  busy: boolean;
}

/**
 * Sets a maintenance window: from now or from a set time, until a set time (UTC+8), with the
 * reason the audit log keeps. Checked as the server checks it (domain); a refusal keeps what was
 * typed and says why.
 */
function MaintenanceDialog({ place, name, row, busy }: MaintenanceDialogProps) {
  const { t } = useTranslation('admin');
  const shell = useShell();
  // its own request: a refusal shows in the dialog, over what was typed
  const change = useGamePlaceChange();
  const [open, setOpen] = useState(false);
  const [startsNow, setStartsNow] = useState<'now' | 'at'>('now');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const start = startsNow === 'now' ? null : epochOf(from);
  const end = epochOf(to);
  const now = shell.clock.now();
  const fault =
    end === null || (startsNow === 'at' && start === null)
      ? null
      : gameMaintenanceFault({ from: start ?? now, to: end }, now);
  const fromError =
    tried && startsNow === 'at' && start === null ? t('games.fromRequired') : undefined;
  const toError = !tried
    ? undefined
    : end === null
      ? t('games.toRequired')
      : fault
        ? t(FAULT_LABELS[fault], { days: GAME_MAINTENANCE_MAX_DAYS })
        : undefined;
  const reasonError = tried && !isAdminReason(reason) ? t('reasonHint') : undefined;

  const reset = () => {
    // a window already set is offered for change; otherwise the fields start empty
    const planned = row.maintainFrom !== null && row.maintainTo !== null && row.state !== 'off';
    setStartsNow(planned ? 'at' : 'now');
    setFrom(planned ? fieldOf(row.maintainFrom) : '');
    setTo(planned ? fieldOf(row.maintainTo) : '');
    setReason('');
    setTried(false);
    change.reset();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) reset();
        setOpen(next);
      }}
    >
      <Dialog.Trigger asChild>
        <Button
          size="sm"
          variant="outline"
          disabled={busy || change.isPending}
          aria-label={t('games.setMaintenanceOf', { name })}
        >
          {t('games.setMaintenance')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content
        title={t('games.maintenanceTitle', { name })}
        description={t('games.maintenanceText')}
        size="sm"
      >
        <form
          className={css.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setTried(true);
            if (end === null || (startsNow === 'at' && start === null)) return;
            if (fault || !isAdminReason(reason)) return;
            const window = {
              action: 'window' as const,
              ...(start === null ? {} : { from: start }),
              to: end,
              reason: reason.trim(),
            };
            change.mutate(
              { place, change: window },
              {
                onSuccess: () => {
                  setOpen(false);
                  shell.notify({ tone: 'success', text: t(DONE_LABELS.window) });
                },
              },
            );
          }}
        >
          <RadioGroup
            legend={t('games.starts')}
            value={startsNow}
            onChange={setStartsNow}
            options={[
              { value: 'now', label: t('games.startsNow') },
              { value: 'at', label: t('games.startsAt') },
            ]}
          />
          {startsNow === 'at' ? (
            <Input
              label={t('games.from')}
              type="datetime-local"
              value={from}
              error={fromError}
              onValueChange={setFrom}
            />
          ) : null}
          <Input
            label={t('games.to')}
            hint={t('games.timeHint', { days: GAME_MAINTENANCE_MAX_DAYS })}
            type="datetime-local"
            value={to}
            error={toError}
            onValueChange={setTo}
          />
          <Input
            label={t('reason')}
            hint={reasonError ? undefined : t('reasonHint')}
            value={reason}
            maxLength={ADMIN_REASON_MAX}
            error={reasonError}
            onValueChange={setReason}
          />
          <MutationFailure mutation={change} />
          <Dialog.Footer>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t('keep')}
            </Button>
            <Button type="submit" disabled={change.isPending}>
              {t('games.save')}
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
