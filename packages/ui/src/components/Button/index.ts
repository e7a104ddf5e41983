export { Button, BUTTON_SIZES, BUTTON_TONES, BUTTON_VARIANTS } from './Button.tsx';
export type { ButtonProps, ButtonSize, ButtonTone, ButtonVariant } from './Button.tsx';
