import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as css from './Input.css.ts';

/** The ids a field's parts point at each other with. */
export interface FieldIds {
  /** The control's id (the given one, or a generated one). */
  id: string;
  hintId: string;
  errorId: string;
}

/** Ids for a field; `id` wins when given. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const base = id ?? `field${generated.replace(/:/g, '')}`;
  return { id: base, hintId: `${base}-hint`, errorId: `${base}-error` };
}

/** `aria-describedby` for a control: the hint, the error when there is one, and any given ids. */
export function describedBy(
  ids: FieldIds,
  { hint, error, extra }: { hint?: ReactNode; error?: ReactNode; extra?: string },
): string | undefined {
  const parts = [extra, hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}

export interface InputFieldProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  ids: FieldIds;
  /** The visible name of the control. */
  label: ReactNode;
  /** Keep the label for screen readers only (when the context already shows what it is). */
  hideLabel?: boolean;
  /** Marks the field "optional" after the label, in the active language. */
  optional?: boolean;
  /** Help under the control, tied to it with `aria-describedby`. */
  hint?: ReactNode;
  /** What is wrong, under the control, tied to it; the control becomes `aria-invalid`. */
  error?: ReactNode;
  children: ReactNode;
}

function ErrorIcon() {
  return (
    <Icon className={css.errorIcon} viewBox="0 0 16 16" fill="currentColor" stroke="none">
      <path d="M8 1a7 7 0 1 1 0 14A7 7 0 0 1 8 1zm0 3a1 1 0 0 0-1 1v3.5a1 1 0 0 0 2 0V5a1 1 0 0 0-1-1zm0 7a1 1 0 1 0 0 2 1 1 0 0 0 0-2z" />
    </Icon>
  );
}

/**
 * The frame of a form field: label above, control, hint and error below. Input and Select use
 * it; other field components can too (with `useFieldIds` and `describedBy` on their control).
 * The error slot is a polite live region, so a message that appears is read out.
 */
export function InputField({
  ids,
  label,
  hideLabel = false,
  optional = false,
  hint,
  error,
  className,
  children,
  ...rest
}: InputFieldProps) {
  const t = useUiText();
  return (
    <div {...rest} className={[css.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={ids.id} className={hideLabel ? css.hiddenLabel : css.label}>
        {label}
        {optional ? (
          <>
            {' '}
            <span className={css.optional}>({t('fieldOptional')})</span>
          </>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={ids.hintId} className={css.hint}>
          {hint}
        </p>
      ) : null}
      <p id={ids.errorId} className={css.error} aria-live="polite">
        {error ? (
          <>
            <ErrorIcon />
            <span>{error}</span>
          </>
        ) : null}
      </p>
    </div>
  );
}
InputField.displayName = 'InputField';

export interface InputControlProps extends ComponentPropsWithRef<'div'> {
  size?: 'md' | 'lg';
  invalid?: boolean;
  disabled?: boolean;
}

/** The bordered box around a field's control (and its prefix, suffix, buttons). */
export function InputControl({
  size = 'md',
  invalid = false,
  disabled = false,
  className,
  ...rest
}: InputControlProps) {
  return (
    <div
      {...rest}
      className={[css.control({ size }), className].filter(Boolean).join(' ')}
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
    />
  );
}
InputControl.displayName = 'InputControl';
