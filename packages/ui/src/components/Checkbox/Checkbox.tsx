import {
  useCallback,
  useEffect,
  useId,
  useRef,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type ReactNode,
  type Ref,
} from 'react';
import * as css from './Checkbox.css.ts';
import { Icon } from '../Icon/Icon.tsx';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'size'> {
  /** What ticking the box means. */
  label: ReactNode;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  /** Help under the label, tied with `aria-describedby`. */
  hint?: ReactNode;
  /** What is wrong (e.g. terms not accepted); tied to the box, which becomes `aria-invalid`. */
  error?: ReactNode;
  /** Partly checked, as a "select all" over a partial selection; read as "mixed". */
  indeterminate?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * A native checkbox with a drawn box, a label beside it and optional hint and error. The whole
 * 44 px square around the box and the label take the click. `ref` reaches the `<input>`;
 * `className` the root.
 */
export function Checkbox({
  label,
  hideLabel = false,
  hint,
  error,
  indeterminate = false,
  onCheckedChange,
  onChange,
  id,
  className,
  style,
  ref,
  disabled,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: CheckboxProps) {
  const generated = useId();
  const base = id ?? `checkbox${generated.replace(/:/g, '')}`;
  const inner = useRef<HTMLInputElement | null>(null);
  const setRef = useCallback(
    (node: HTMLInputElement | null) => {
      inner.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  useEffect(() => {
    if (inner.current) inner.current.indeterminate = indeterminate;
  }, [indeterminate]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    // A click settles a mixed box; keep showing "mixed" only while the prop still says so.
    event.currentTarget.indeterminate = indeterminate;
    onChange?.(event);
    onCheckedChange?.(event.currentTarget.checked);
  };

  const invalid = !!error || rest['aria-invalid'] === true || rest['aria-invalid'] === 'true';
  const describedBy =
    [ariaDescribedBy, hint ? `${base}-hint` : null, error ? `${base}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div
      className={[css.root, className].filter(Boolean).join(' ')}
      style={style}
      data-disabled={disabled || undefined}
    >
      <span className={css.control}>
        <input
          {...rest}
          ref={setRef}
          id={base}
          type="checkbox"
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={css.input}
          onChange={handleChange}
        />
        <span className={css.box} aria-hidden="true">
          <Icon className={css.checkMark} viewBox="0 0 14 14" strokeWidth="2.5">
            <path d="M2.5 7.5l3 3 6-7" />
          </Icon>
          <Icon className={css.dashMark} viewBox="0 0 14 14" strokeWidth="2.5">
            <path d="M3 7h8" />
          </Icon>
        </span>
      </span>
      <span className={css.text}>
        <label htmlFor={base} className={hideLabel ? css.hiddenLabel : css.label}>
          {label}
        </label>
        {hint ? (
          <p id={`${base}-hint`} className={css.hint}>
            {hint}
          </p>
        ) : null}
        <p id={`${base}-error`} className={css.error} aria-live="polite">
          {error || null}
        </p>
      </span>
    </div>
  );
}
Checkbox.displayName = 'Checkbox';
