export {
  BetSlip,
  BET_SLIP_MODES,
  BET_SLIP_REASON_KEYS,
  BET_SLIP_REASONS,
  BET_SLIP_SELECTION_STATUSES,
  reservePriceProblem,
} from './BetSlip.tsx';
export type {
  BetSlipMode,
  BetSlipPlacement,
  BetSlipProps,
  BetSlipReason,
  BetSlipReserve,
  BetSlipReserveProblem,
  BetSlipSelection,
  BetSlipSelectionStatus,
} from './BetSlip.tsx';
export { isPositiveAmount, sumAmounts } from './amounts.ts';
