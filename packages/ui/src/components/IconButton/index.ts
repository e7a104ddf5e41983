export { IconButton, ICON_BUTTON_SIZES, ICON_BUTTON_VARIANTS } from './IconButton.tsx';
export type { IconButtonProps, IconButtonSize, IconButtonVariant } from './IconButton.tsx';
