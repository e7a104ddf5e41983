export { List } from './List.tsx';
export type { ListProps } from './List.tsx';
