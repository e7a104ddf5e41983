export { resolveSport, SportIcon, SPORT_ICON_SIZES, SPORT_ICON_SPORTS } from './SportIcon.tsx';
export type { SportIconProps, SportIconSize } from './SportIcon.tsx';
export { SPORT_NAME_KEYS, useSportName } from './sportNames.ts';
