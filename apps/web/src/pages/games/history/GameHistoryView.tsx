import type { GameType, MyBetRecord, MyBetSum } from '../../../data/queries/games.ts';
import { GAME_HISTORY_PRESETS, type GameHistoryPreset } from '@touchline/domain';
import {
  Button,
  GameBetSummary,
  GameRoundList,
  type GameHistoryState,
  type GameRound,
  type GameRoundStatus,
} from '@touchline/ui';
import { useTranslation } from 'react-i18next';
import * as css from '../games.css.ts';

export type HistoryPart<T> =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

export interface GameHistoryViewProps {
  preset: GameHistoryPreset;
  onPresetChange: (preset: GameHistoryPreset) => void;
  /** The game type shown (null: every type). */
  gameType: string | null;
  types: readonly Pick<GameType, 'gameType' | 'name'>[];
  onGameTypeChange: (gameType: string | null) => void;
  /** The member's currency, for the amounts. */
  currency?: string;
  summary: HistoryPart<MyBetSum>;
  onRetrySummary: () => void;
  rounds: HistoryPart<readonly MyBetRecord[]>;
  onRetryRounds: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Shown as the page's heading (a route); a view placed in another page leaves it out. */
  heading?: boolean;
}

/** A bet record's status as the round list says it. */
const ROUND_STATUS: Readonly<Record<MyBetRecord['status'], GameRoundStatus>> = {
  unsettled: 'pending',
  won: 'settled',
  lost: 'settled',
  draw: 'settled',
  // a void round was rolled back: its stake came back
  void: 'refunded',
};

const PRESET_KEYS: Readonly<Record<GameHistoryPreset, string>> = {
  today: 'history.today',
  '7d': 'history.week',
  '30d': 'history.month',
};

function FilterRow<V extends string | null>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <div role="group" aria-label={label} className={css.filters}>
      {options.map((option) => (
        <Button
          key={String(option.value)}
          size="sm"
          variant={option.value === value ? 'solid' : 'outline'}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}

const stateOf = (part: HistoryPart<unknown>): GameHistoryState => part.status;

/**
 * A member's game history as a pure view: a date range (today, 7 days, 30 days) and a game
 * type; the totals with their rows by game and day, then the rounds, newest first.
 */
export function GameHistoryView({
  preset,
  onPresetChange,
  gameType,
  types,
  onGameTypeChange,
  currency,
  summary,
  onRetrySummary,
  rounds,
  onRetryRounds,
  hasMore,
  loadingMore,
  onLoadMore,
  heading = true,
}: GameHistoryViewProps) {
  const { t } = useTranslation('games');
  const sum = summary.status === 'ready' ? summary.data : null;
  const list: GameRound[] =
    rounds.status === 'ready'
      ? rounds.data.map((r) => ({
          id: r.orderNo,
          gameName: r.gameName,
          time: r.betAt,
          stake: r.betAmount,
          winLoss: r.winLoss,
          status: ROUND_STATUS[r.status],
        }))
      : [];
  return (
    <div className={css.page}>
      {heading ? <h1 className={css.title}>{t('history.title')}</h1> : null}
      <FilterRow
        label={t('history.range')}
        options={GAME_HISTORY_PRESETS.map((p) => ({ value: p, label: t(PRESET_KEYS[p]) }))}
        value={preset}
        onChange={onPresetChange}
      />
      {types.length > 1 ? (
        <FilterRow<string | null>
          label={t('history.type')}
          options={[
            { value: null, label: t('history.allTypes') },
            ...types.map((type) => ({ value: type.gameType, label: type.name })),
          ]}
          value={gameType}
          onChange={onGameTypeChange}
        />
      ) : null}
      <GameBetSummary
        totals={
          sum
            ? {
                rounds: sum.betCount,
                stake: sum.betAmount,
                validStake: sum.validBetAmount,
                winLoss: sum.winLoss,
              }
            : null
        }
        rows={(sum?.rows ?? []).map((row) => ({
          date: row.date,
          gameName: row.gameName,
          betCount: row.betCount,
          betAmount: row.betAmount,
          winLoss: row.winLoss,
        }))}
        {...(currency ? { currency } : {})}
        state={stateOf(summary)}
        onRetry={onRetrySummary}
      />
      <GameRoundList
        rounds={list}
        {...(currency ? { currency } : {})}
        state={stateOf(rounds)}
        onRetry={onRetryRounds}
        hasMore={hasMore}
        onLoadMore={onLoadMore}
        loadingMore={loadingMore}
      />
    </div>
  );
}
