export { Select, SELECT_SIZES } from './Select.tsx';
export type { SelectOption, SelectProps, SelectSize } from './Select.tsx';
