export { SLOT_AUTOPLAY_COUNTS, SlotMachine } from './SlotMachine.tsx';
export type {
  SlotAutoplayCount,
  SlotAutoplaySettings,
  SlotFreeSpins,
  SlotMachineProps,
  SlotPosition,
  SlotWin,
} from './SlotMachine.tsx';
export { SLOT_SYMBOL_IDS, SlotSymbol, slotSymbolLabel } from './SlotSymbol.tsx';
export type { SlotSymbolId, SlotSymbolInfo } from './SlotSymbol.tsx';
export { GAME_DISABLED_REASON_KEYS, GAME_DISABLED_REASONS } from './gameReason.ts';
export type { GameDisabledReason } from './gameReason.ts';
