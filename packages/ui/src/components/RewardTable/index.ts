export { RewardTable, reachedTierIndex, REWARD_TABLE_THRESHOLD_KINDS } from './RewardTable.tsx';
export type { RewardTableProps, RewardTableThresholdKind, RewardTier } from './RewardTable.tsx';
