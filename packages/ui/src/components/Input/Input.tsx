import { decimalOnly, digitsOnly, limitDecimals } from '@touchline/domain';
import {
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import { IconButton } from '../IconButton/index.ts';
import * as css from './Input.css.ts';
import { describedBy, InputControl, InputField, useFieldIds } from './InputField.tsx';
import { Icon } from '../Icon/Icon.tsx';

export const INPUT_MODES = ['text', 'numeric', 'decimal'] as const;
export const INPUT_SIZES = ['md', 'lg'] as const;
export type InputMode = (typeof INPUT_MODES)[number];
export type InputSize = (typeof INPUT_SIZES)[number];

export interface InputProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'size' | 'prefix' | 'inputMode'
> {
  /** The visible name of the field. */
  label: ReactNode;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  /** Marks the field "optional" after the label, in the active language. */
  optional?: boolean;
  /** Help under the field, tied with `aria-describedby`. */
  hint?: ReactNode;
  /** What is wrong; shown under the field, tied to it, and the input becomes `aria-invalid`. */
  error?: ReactNode;
  /**
   * `numeric` keeps digits only, `decimal` digits and one dot (spec: stripped on key-up and on
   * blur); both bring up the matching on-screen keyboard.
   */
  mode?: InputMode;
  /** With `mode="decimal"`: at most this many digits after the dot (e.g. 2 for money). */
  maxDecimals?: number;
  /** Before the value, inside the box: a currency, an icon, a country code. */
  prefix?: ReactNode;
  /** After the value, inside the box: a unit, an icon, a button. */
  suffix?: ReactNode;
  size?: InputSize;
  /** The value after every change (already cleaned when the change was a clean-up). */
  onValueChange?: (value: string) => void;
}

/** The clean form of a value for a mode; text is left as typed. */
export function sanitizeInputValue(value: string, mode: InputMode, maxDecimals?: number): string {
  if (mode === 'numeric') return digitsOnly(value);
  if (mode === 'decimal') {
    const kept = decimalOnly(value);
    return maxDecimals === undefined ? kept : limitDecimals(kept, Math.max(0, maxDecimals));
  }
  return value;
}

// Writing through the native setter and firing `input` makes React see a real change, so
// `onChange` runs for controlled and uncontrolled inputs alike.
const nativeValueSetter = Object.getOwnPropertyDescriptor(
  globalThis.HTMLInputElement?.prototype ?? {},
  'value',
)?.set;

function replaceValue(input: HTMLInputElement, value: string) {
  if (nativeValueSetter) nativeValueSetter.call(input, value);
  else input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function EyeIcon({ open }: { open: boolean }) {
  return <Icon name={open ? 'eye' : 'eye-off'} width="100%" height="100%" />;
}

/**
 * A labelled text field. Hint and error are tied to the input (`aria-describedby`,
 * `aria-invalid`); numeric and decimal modes clean the value on key-up and blur; a password field
 * gets a show/hide toggle. Works controlled (`value` + `onChange`/`onValueChange`) or not
 * (`defaultValue`). `ref` reaches the `<input>`; `className` and `style` the field's root.
 */
export function Input({
  label,
  hideLabel = false,
  optional = false,
  hint,
  error,
  mode = 'text',
  maxDecimals,
  prefix,
  suffix,
  size = 'md',
  id,
  type = 'text',
  className,
  style,
  disabled,
  onChange,
  onValueChange,
  onKeyUp,
  onBlur,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: InputProps) {
  const t = useUiText();
  const ids = useFieldIds(id);
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const invalid = !!error || rest['aria-invalid'] === true || rest['aria-invalid'] === 'true';

  const clean = (input: HTMLInputElement) => {
    if (mode === 'text') return;
    const next = sanitizeInputValue(input.value, mode, maxDecimals);
    if (next !== input.value) replaceValue(input, next);
  };

  const handleKeyUp = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyUp?.(event);
    // Mid-composition (IME) the text isn't final yet; blur cleans up after it.
    if (!event.nativeEvent.isComposing) clean(event.currentTarget);
  };
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    clean(event.currentTarget);
    onBlur?.(event);
  };
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onValueChange?.(event.currentTarget.value);
  };

  return (
    <InputField
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      optional={optional}
      hint={hint}
      error={error}
      className={className}
      style={style}
    >
      <InputControl size={size} invalid={invalid} disabled={disabled}>
        {prefix ? <span className={css.affix}>{prefix}</span> : null}
        <input
          {...rest}
          id={ids.id}
          type={isPassword && revealed ? 'text' : type}
          inputMode={mode === 'text' ? undefined : mode}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(ids, { hint, error, extra: ariaDescribedBy })}
          className={css.input}
          onChange={handleChange}
          onKeyUp={handleKeyUp}
          onBlur={handleBlur}
        />
        {suffix ? <span className={css.affix}>{suffix}</span> : null}
        {isPassword ? (
          <IconButton
            className={css.toggle}
            size="sm"
            label={revealed ? t('hidePassword') : t('showPassword')}
            icon={<EyeIcon open={!revealed} />}
            aria-controls={ids.id}
            disabled={disabled}
            onClick={() => setRevealed((shown) => !shown)}
          />
        ) : null}
      </InputControl>
    </InputField>
  );
}
Input.displayName = 'Input';
