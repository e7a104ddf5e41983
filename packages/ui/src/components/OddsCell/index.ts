export { OddsCell, ODDS_CELL_LAYOUTS, PRICE_ARROW_STATIC_MS, PRICE_FLASH_MS } from './OddsCell.tsx';
export type { OddsCellLayout, OddsCellProps, PriceDirection } from './OddsCell.tsx';
export { usePrefersReducedMotion } from './usePrefersReducedMotion.ts';
