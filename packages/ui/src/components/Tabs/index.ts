export { Tabs, TABS_VARIANTS } from './Tabs.tsx';
export type {
  TabsContentProps,
  TabsListProps,
  TabsRootProps,
  TabsTriggerProps,
  TabsVariant,
} from './Tabs.tsx';
