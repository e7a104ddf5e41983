import type { Stream } from '@touchline/api';
import { lobbySections, type StreamStatusUpdate } from '@touchline/domain';
import {
  Button,
  EmptyState,
  LiveCard,
  Skeleton,
  SportIcon,
  Tabs,
  useSportName,
} from '@touchline/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ZoneNote } from '../../sports/views/ZoneNote.tsx';
import * as css from './LobbyView.css.ts';
import { streamCardProps } from '../streamCard.ts';

export const LOBBY_TABS = ['all', 'followed'] as const;
export type LobbyTab = (typeof LOBBY_TABS)[number];

/** A part of the page that loads on its own, and may fail without taking the rest down. */
export type Part<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/** A linked match as a card shows it: its teams, and its score while it is played. */
export interface LinkedMatch {
  home: string;
  away: string;
}

export interface LobbyViewProps {
  now: number;
  tab: LobbyTab;
  onTabChange: (tab: LobbyTab) => void;
  /** The tab's streams. The list never fails (spec §8: a failure is an empty list). */
  streams: { status: 'loading' } | { status: 'ready'; data: readonly Stream[] };
  /** The sports of the tab's streams, and the one shown (null: every sport). */
  sports: readonly number[];
  sportId: number | null;
  onSportChange: (sportId: number | null) => void;
  /** The socket's latest status and viewers of a stream, over the list's. */
  updates: ReadonlyMap<number, StreamStatusUpdate>;
  /** The linked matches' teams, by match id. */
  matches: ReadonlyMap<number, LinkedMatch>;
  /** The linked matches' scores, by match id. */
  scores: Part<ReadonlyMap<number, { home: string; away: string }>>;
  onRetryScores: () => void;
  /** The streams the member asked to be reminded of. */
  reminders: Part<ReadonlySet<number>>;
  onRetryReminders: () => void;
  /** How many asked to be reminded of each announced stream (a failed count is missing). */
  reminderCounts: ReadonlyMap<number, number>;
  onToggleReminder: (stream: Stream, reserved: boolean) => void;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={css.section} aria-labelledby={id}>
      <h2 id={id} className={css.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Notice({ text, retry, onRetry }: { text: string; retry: string; onRetry: () => void }) {
  return (
    <p className={css.notice}>
      <span>{text}</span>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {retry}
      </Button>
    </p>
  );
}

function Loading() {
  const { t } = useTranslation('live');
  return (
    <>
      <p role="status" className={css.srOnly}>
        {t('lobby.loading')}
      </p>
      <div className={css.grid} aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} shape="rect" height={220} />
        ))}
      </div>
    </>
  );
}

function MatchLine({
  stream,
  match,
  score,
}: {
  stream: Stream;
  match: LinkedMatch | undefined;
  score: { home: string; away: string } | undefined;
}) {
  const { t } = useTranslation('live');
  if (!match && !score) return null;
  return (
    <span className={css.match}>
      {stream.sportId !== null ? <SportIcon sport={stream.sportId} size="sm" /> : null}
      {match ? <span className={css.teams}>{`${match.home} – ${match.away}`}</span> : null}
      {score ? (
        <span className={css.score}>
          <span className={css.srOnly}>{t('lobby.score')} </span>
          {`${score.home}:${score.away}`}
        </span>
      ) : null}
    </span>
  );
}

/** The live lobby as a pure view: live streams first, then the announced ones; data in, events out. */
export function LobbyView(props: LobbyViewProps) {
  const { t } = useTranslation('live');
  const { tab, onTabChange } = props;
  return (
    <div className={css.page}>
      <h1 className={css.title}>{t('lobby.title')}</h1>
      <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as LobbyTab)}>
        <Tabs.List aria-label={t('lobby.tabsLabel')}>
          <Tabs.Trigger value="all">{t('lobby.tabAll')}</Tabs.Trigger>
          <Tabs.Trigger value="followed">{t('lobby.tabFollowed')}</Tabs.Trigger>
        </Tabs.List>
        {LOBBY_TABS.map((key) => (
          <Tabs.Content key={key} value={key} className={css.panel}>
            {key === tab ? <Panel {...props} /> : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}

function Panel({
  now,
  tab,
  streams,
  sports,
  sportId,
  onSportChange,
  updates,
  matches,
  scores,
  onRetryScores,
  reminders,
  onRetryReminders,
  reminderCounts,
  onToggleReminder,
}: LobbyViewProps) {
  const { t } = useTranslation('live');
  const sportName = useSportName();
  if (streams.status === 'loading') return <Loading />;
  const { live, scheduled } = lobbySections(streams.data, { sportId, updates });
  const nothing = live.length === 0 && scheduled.length === 0;

  const filter =
    sports.length > 1 || sportId !== null ? (
      <div role="group" aria-label={t('lobby.sportFilter')} className={css.sports}>
        <Button
          size="sm"
          variant={sportId === null ? 'solid' : 'outline'}
          aria-pressed={sportId === null}
          className={css.sportButton}
          onClick={() => onSportChange(null)}
        >
          {t('lobby.allSports')}
        </Button>
        {sports.map((id) => (
          <Button
            key={id}
            size="sm"
            variant={sportId === id ? 'solid' : 'outline'}
            aria-pressed={sportId === id}
            className={css.sportButton}
            onClick={() => onSportChange(sportId === id ? null : id)}
          >
            <span className={css.sportLabel}>
              <SportIcon sport={id} size="sm" />
              {sportName(id)}
            </span>
          </Button>
        ))}
      </div>
    ) : null;

  if (nothing) {
    return (
      <>
        {filter}
        {sportId !== null ? (
          <EmptyState
            kind="noMatchingData"
            title={t('lobby.emptySport', { sport: sportName(sportId) })}
            action={
              <Button size="sm" variant="outline" onClick={() => onSportChange(null)}>
                {t('lobby.allSports')}
              </Button>
            }
          />
        ) : tab === 'followed' ? (
          <EmptyState
            kind="noData"
            title={t('lobby.emptyFollowed')}
            description={t('lobby.emptyFollowedHint')}
          />
        ) : (
          <EmptyState kind="noData" title={t('lobby.empty')} description={t('lobby.emptyHint')} />
        )}
      </>
    );
  }

  const scoreOf = (gameId: number | null) =>
    gameId !== null && scores.status === 'ready' ? scores.data.get(gameId) : undefined;

  return (
    <>
      {filter}
      {live.length > 0 ? (
        <Section id={`lobby-${tab}-live`} title={t('lobby.liveNow')}>
          {scores.status === 'error' ? (
            <Notice
              text={t('lobby.scoresFailed')}
              retry={t('lobby.retry')}
              onRetry={onRetryScores}
            />
          ) : null}
          <ul className={css.grid}>
            {live.map((stream, index) => {
              const match = stream.gameId !== null ? matches.get(stream.gameId) : undefined;
              const score = scoreOf(stream.gameId);
              return (
                <li key={stream.id} className={css.item}>
                  <LiveCard
                    className={css.card}
                    headingLevel="h3"
                    {...streamCardProps(stream)}
                    // the page's first cover is its largest paint: fetched at once
                    priority={index === 0}
                    footer={
                      match || score ? (
                        <MatchLine stream={stream} match={match} score={score} />
                      ) : undefined
                    }
                  />
                </li>
              );
            })}
          </ul>
        </Section>
      ) : null}
      {scheduled.length > 0 ? (
        <Section id={`lobby-${tab}-scheduled`} title={t('lobby.scheduled')}>
          <ZoneNote now={now} />
          {reminders.status === 'error' ? (
            <Notice
              text={t('lobby.remindersFailed')}
              retry={t('lobby.retry')}
              onRetry={onRetryReminders}
            />
          ) : null}
          <ul className={css.grid}>
            {scheduled.map((stream, index) => {
              const match = stream.gameId !== null ? matches.get(stream.gameId) : undefined;
              const count = reminderCounts.get(stream.id);
              const on = reminders.status === 'ready' && reminders.data.has(stream.id);
              return (
                <li key={stream.id} className={css.item}>
                  <LiveCard
                    className={css.card}
                    headingLevel="h3"
                    {...streamCardProps(stream)}
                    priority={live.length === 0 && index === 0}
                    footer={
                      <>
                        {match ? (
                          <MatchLine stream={stream} match={match} score={undefined} />
                        ) : null}
                        <span className={css.reminder}>
                          {/* while the member's reminders are unknown the toggle would guess: none */}
                          {reminders.status === 'ready' ? (
                            <Button
                              size="sm"
                              variant={on ? 'solid' : 'outline'}
                              aria-pressed={on}
                              onClick={() => onToggleReminder(stream, !on)}
                            >
                              {on ? t('lobby.reminderOn') : t('lobby.reminderOff')}
                              <span className={css.srOnly}>{` — ${stream.title}`}</span>
                            </Button>
                          ) : (
                            <span />
                          )}
                          {count !== undefined ? (
                            <span className={css.count}>{t('lobby.reminderCount', { count })}</span>
                          ) : null}
                        </span>
                      </>
                    }
                  />
                </li>
              );
            })}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
