import { useState, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import { describedBy, InputControl, InputField, useFieldIds } from '../Input/index.ts';
import * as css from './Select.css.ts';
import { Icon } from '../Icon/Icon.tsx';

export const SELECT_SIZES = ['md', 'lg'] as const;
export type SelectSize = (typeof SELECT_SIZES)[number];

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'size' | 'multiple'> {
  /** The visible name of the field. */
  label: ReactNode;
  hideLabel?: boolean;
  optional?: boolean;
  hint?: ReactNode;
  /** What is wrong; tied to the select, which becomes `aria-invalid`. */
  error?: ReactNode;
  /** The choices; or pass `<option>` children instead. */
  options?: readonly SelectOption[];
  /**
   * A first, empty choice ("Choose…" in the active language when `true`, or this text), selected
   * while nothing else is.
   */
  placeholder?: string | boolean;
  size?: SelectSize;
  /** The chosen value after every change. */
  onValueChange?: (value: string) => void;
}

function Chevron() {
  return <Icon name="chevron-down" className={css.chevron} />;
}

/**
 * A native `<select>` in the field frame of Input: the platform's own picker (best on phones),
 * with label, hint and error tied to it. `ref` reaches the `<select>`; `className` the root.
 */
export function Select({
  label,
  hideLabel = false,
  optional = false,
  hint,
  error,
  options,
  placeholder,
  size = 'md',
  id,
  className,
  style,
  disabled,
  value,
  defaultValue,
  onChange,
  onValueChange,
  children,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: SelectProps) {
  const t = useUiText();
  const ids = useFieldIds(id);
  const placeholderText =
    placeholder === true ? t('selectPlaceholder') : placeholder ? placeholder : null;
  const initial =
    defaultValue ?? (placeholderText !== null && value === undefined ? '' : undefined);
  // Tracks the uncontrolled value only to grey out the placeholder while it is chosen.
  const [uncontrolled, setUncontrolled] = useState(
    initial === undefined ? undefined : String(initial),
  );
  const current = value !== undefined ? String(value) : uncontrolled;
  const invalid = !!error || rest['aria-invalid'] === true || rest['aria-invalid'] === 'true';

  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    setUncontrolled(event.currentTarget.value);
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
      <InputControl size={size} invalid={invalid} disabled={disabled} className={css.wrap}>
        <select
          {...rest}
          id={ids.id}
          value={value}
          defaultValue={value === undefined ? initial : undefined}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(ids, { hint, error, extra: ariaDescribedBy })}
          data-placeholder={placeholderText !== null && current === '' ? true : undefined}
          className={css.select}
          onChange={handleChange}
        >
          {placeholderText !== null ? (
            <option value="" className={css.option}>
              {placeholderText}
            </option>
          ) : null}
          {options?.map((option) => (
            <option
              key={option.value}
              value={option.value}
              disabled={option.disabled}
              className={css.option}
            >
              {option.label}
            </option>
          ))}
          {children}
        </select>
        <Chevron />
      </InputControl>
    </InputField>
  );
}
Select.displayName = 'Select';
