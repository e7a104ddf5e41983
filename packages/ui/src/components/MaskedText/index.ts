export { MaskedText, MASKED_TEXT_KINDS } from './MaskedText.tsx';
export type { MaskedTextKind, MaskedTextProps } from './MaskedText.tsx';
