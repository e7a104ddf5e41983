export { TabBar, TAB_BAR_TABS } from './TabBar.tsx';
export type { TabBarProps, TabBarTab } from './TabBar.tsx';
