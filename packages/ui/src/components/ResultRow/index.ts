export { ResultRow } from './ResultRow.tsx';
export type { ResultRowDetail, ResultRowProps } from './ResultRow.tsx';
