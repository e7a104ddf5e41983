export { GameBetSummary } from './GameBetSummary.tsx';
export type { GameBetSummaryProps, GameBetSummaryRow, GameBetTotals } from './GameBetSummary.tsx';
export { GAME_ROUND_STATUSES, GameRoundList, maskRoundId } from './GameRoundList.tsx';
export type { GameRound, GameRoundListProps, GameRoundStatus } from './GameRoundList.tsx';
export { formatRoundTime, GAME_HISTORY_STATES } from './shared.tsx';
export type { GameHistoryState } from './shared.tsx';
