export { Button, BUTTON_SIZES, BUTTON_VARIANTS } from './Button.tsx';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button.tsx';
