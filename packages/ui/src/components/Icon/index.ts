export { Icon, ICON_NAMES, ICON_SIZES } from './Icon.tsx';
export type { IconName, IconProps, IconSize } from './Icon.tsx';
