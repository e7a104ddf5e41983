export { Text, TEXT_ELEMENTS, TEXT_TONES, TEXT_VARIANTS } from './Text.tsx';
export type { TextOwnProps, TextProps, TextTone, TextVariant } from './Text.tsx';
