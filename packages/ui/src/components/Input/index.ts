export { Input, INPUT_MODES, INPUT_SIZES, sanitizeInputValue } from './Input.tsx';
export type { InputMode, InputProps, InputSize } from './Input.tsx';
export { describedBy, InputControl, InputField, useFieldIds } from './InputField.tsx';
export type { FieldIds, InputControlProps, InputFieldProps } from './InputField.tsx';
