export { SportTabs, SPORT_TABS_ACTIVATION_MODES } from './SportTabs.tsx';
export type { SportTabsActivationMode, SportTabsItem, SportTabsProps } from './SportTabs.tsx';
