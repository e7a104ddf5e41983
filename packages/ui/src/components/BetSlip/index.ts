export { BetReceipt, BET_RECEIPT_STATUSES } from './BetReceipt.tsx';
export type {
  BetReceiptBet,
  BetReceiptLeg,
  BetReceiptProps,
  BetReceiptStatus,
} from './BetReceipt.tsx';
export {
  BetSlip,
  BET_SLIP_MODES,
  BET_SLIP_REASON_KEYS,
  BET_SLIP_REASONS,
  BET_SLIP_SELECTION_STATUSES,
  ODDS_CHANGE_POLICY_KEYS,
} from './BetSlip.tsx';
export type { BetSlipProps } from './BetSlip.tsx';
export type { BetSlipPriceProps } from './BetSlipPrice.tsx';
export type { BetSlipReserveProps } from './BetSlipReserve.tsx';
export type { BetSlipSelectionProps } from './BetSlipSelection.tsx';
export type { BetSlipStakeProps } from './BetSlipStake.tsx';
export type { BetSlipSummaryProps } from './BetSlipSummary.tsx';
export type {
  BetSlipMode,
  BetSlipPlacement,
  BetSlipReason,
  BetSlipReserve,
  BetSlipReserveProblem,
  BetSlipSelection,
  BetSlipSelectionStatus,
  BetSlipTotals,
} from './types.ts';
