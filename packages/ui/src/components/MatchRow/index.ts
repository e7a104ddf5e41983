export { MatchRow, MATCH_ROW_LAYOUTS } from './MatchRow.tsx';
export type {
  MatchRowLayout,
  MatchRowMatch,
  MatchRowOdd,
  MatchRowPriceSlot,
  MatchRowProps,
} from './MatchRow.tsx';
