export { Tabs, TABS_VARIANTS } from './Tabs.tsx';
export type {
  TabsContentProps,
  TabsListProps,
  TabsPanelsProps,
  TabsRootProps,
  TabsTriggerProps,
  TabsVariant,
} from './Tabs.tsx';
