export {
  groupMarketsByCategory,
  MarketGroup,
  MarketGroupCategory,
  MarketGroupSelection,
  MARKET_CATEGORY_NAME_KEYS,
  MARKET_GROUP_COLUMNS,
  MARKET_GROUP_HEADING_LEVELS,
  MARKET_STATUSES,
  useMarketCategoryName,
} from './MarketGroup.tsx';
export type {
  MarketGroupCategoryProps,
  MarketGroupColumns,
  MarketGroupHeadingLevel,
  MarketGroupProps,
  MarketGroupSelectionProps,
  MarketSelectionData,
  MarketStatus,
} from './MarketGroup.tsx';
