import type { MyBetRecord } from '../../../data/queries/games.ts';
import { GAME_HISTORY_PRESETS, gameHistoryRange, type GameHistoryPreset } from '@touchline/domain';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGameBetRecords, useGameBetSum, useGameTypes } from '../../../data/queries/games.ts';
import { useWallet } from '../../../data/queries/member.ts';
import { GameHistoryView, type HistoryPart } from './GameHistoryView.tsx';

/**
 * The member's game history: the range and the game type in the address (`?range=7d&type=slot`),
 * the totals (`mybet/sum`) and the rounds (`mybet/detail`) a page at a time.
 */
export function GameHistoryRoute() {
  const [params, setParams] = useSearchParams();
  const preset: GameHistoryPreset =
    GAME_HISTORY_PRESETS.find((p) => p === params.get('range')) ?? 'today';
  const gameType = params.get('type');
  // the day is read once per range change, so a page left open over midnight keeps its range
  const filter = useMemo(
    () => ({ ...gameHistoryRange(preset, Date.now()), ...(gameType ? { gameType } : {}) }),
    [preset, gameType],
  );
  const types = useGameTypes();
  const sum = useGameBetSum(filter);
  const records = useGameBetRecords(filter);
  const currency = useWallet().data?.currency;

  const setParam = (name: string, value: string | null) =>
    setParams(
      (before) => {
        const next = new URLSearchParams(before);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const summary: HistoryPart<NonNullable<typeof sum.data>> =
    sum.status === 'error'
      ? { status: 'error' }
      : sum.data
        ? { status: 'ready', data: sum.data }
        : { status: 'loading' };
  const rounds: HistoryPart<readonly MyBetRecord[]> =
    records.status === 'error'
      ? { status: 'error' }
      : records.data
        ? { status: 'ready', data: records.data.pages.flatMap((p) => p.list) }
        : { status: 'loading' };

  return (
    <GameHistoryView
      preset={preset}
      onPresetChange={(next) => setParam('range', next === 'today' ? null : next)}
      gameType={gameType}
      types={(types.data ?? []).filter((t) => t.gameType !== 'sports')}
      onGameTypeChange={(next) => setParam('type', next)}
      {...(currency ? { currency } : {})}
      summary={summary}
      onRetrySummary={() => void sum.refetch()}
      rounds={rounds}
      onRetryRounds={() => void records.refetch()}
      hasMore={records.hasNextPage}
      loadingMore={records.isFetchingNextPage}
      onLoadMore={() => void records.fetchNextPage()}
    />
  );
}
