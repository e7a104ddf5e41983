export { MatchRow, MATCH_ROW_LAYOUTS } from './MatchRow.tsx';
export type {
  MatchRowLayout,
  MatchRowOdd,
  MatchRowPriceSlot,
  MatchRowProps,
  MatchRowScore,
  MatchRowTeams,
} from './MatchRow.tsx';
