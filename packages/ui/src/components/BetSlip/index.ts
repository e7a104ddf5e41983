export {
  BetSlip,
  BET_SLIP_MODES,
  BET_SLIP_REASON_KEYS,
  BET_SLIP_REASONS,
  BET_SLIP_SELECTION_STATUSES,
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
  BetSlipTotals,
} from './BetSlip.tsx';
