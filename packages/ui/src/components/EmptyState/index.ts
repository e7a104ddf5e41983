export { EmptyState, EMPTY_STATE_KINDS, EMPTY_STATE_SIZES } from './EmptyState.tsx';
export type { EmptyStateKind, EmptyStateProps, EmptyStateSize } from './EmptyState.tsx';
