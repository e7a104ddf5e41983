import type { MyBetRecord } from '../../../data/queries/games.ts';
import { GAME_HISTORY_PRESETS, gameHistoryRange, type GameHistoryPreset } from '@touchline/domain';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGameBetRecords, useGameBetSum, useGameTypes } from '../../../data/queries/games.ts';
import { useWallet } from '../../../data/queries/member.ts';
import { GameHistoryView, type HistoryPart } from './GameHistoryView.tsx';

/**
 * The member's game history: the range and the game type in the address (`?range=7d&type=slot`),
 * the totals (`mybet/sum`) and the rounds (`mybet/detail`) a page at a time. Placed in another
 * page (the personal centre), it leaves out its heading and keeps that page's own parameters.
 */
export function GameHistoryRoute({ heading = true }: { heading?: boolean } = {}) {
  const [params, setParams] = useSearchParams();
  // the filters live here and are written to the address (a navigation there takes a moment, and
  // a second press meanwhile would start from the old address)
  const [preset, setPreset] = useState<GameHistoryPreset>(
    () => GAME_HISTORY_PRESETS.find((p) => p === params.get('range')) ?? 'today',
  );
  const [gameType, setGameType] = useState(() => params.get('type'));
  // the day is read once per range change, so a page left open over midnight keeps its range
  const filter = useMemo(
    () => ({ ...gameHistoryRange(preset, Date.now()), ...(gameType ? { gameType } : {}) }),
    [preset, gameType],
  );
  const types = useGameTypes();
  const sum = useGameBetSum(filter);
  const records = useGameBetRecords(filter);
  const currency = useWallet().data?.currency;

  const show = (next: { preset: GameHistoryPreset; gameType: string | null }) => {
    setPreset(next.preset);
    setGameType(next.gameType);
    setParams(
      (current) => {
        const search = new URLSearchParams(current);
        if (next.preset !== 'today') search.set('range', next.preset);
        else search.delete('range');
        if (next.gameType) search.set('type', next.gameType);
        else search.delete('type');
        return search;
      },
      { replace: true },
    );
  };

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
      onPresetChange={(next) => show({ preset: next, gameType })}
      gameType={gameType}
      types={(types.data ?? []).filter((t) => t.gameType !== 'sports')}
      onGameTypeChange={(next) => show({ preset, gameType: next })}
      {...(currency ? { currency } : {})}
      summary={summary}
      onRetrySummary={() => void sum.refetch()}
      rounds={rounds}
      onRetryRounds={() => void records.refetch()}
      hasMore={records.hasNextPage}
      loadingMore={records.isFetchingNextPage}
      onLoadMore={() => void records.fetchNextPage()}
      heading={heading}
    />
  );
}
