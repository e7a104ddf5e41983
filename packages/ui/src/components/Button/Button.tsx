import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import { button, loadingText, spinner } from './Button.css.ts';

/** How much the button stands out: a filled, an outlined, a bare or a text-only button. */
export const BUTTON_VARIANTS = ['solid', 'outline', 'ghost', 'text'] as const;
/** What the button means: an everyday, the main, or a destructive action. */
export const BUTTON_TONES = ['neutral', 'accent', 'danger'] as const;
export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonTone = (typeof BUTTON_TONES)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** `solid` by default. */
  variant?: ButtonVariant;
  /** `accent` for a solid button, `neutral` otherwise, by default. */
  tone?: ButtonTone;
  size?: ButtonSize;
  fullWidth?: boolean;
  /**
   * Work is under way: the button shows a spinner, says "loading" to screen readers and is busy
   * (`aria-busy`), stays focusable, and ignores presses (no double submit).
   */
  loading?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
}

/** The primary action element. Pressing a loading or disabled button does nothing. */
export function Button({
  variant = 'solid',
  tone,
  size = 'md',
  fullWidth = false,
  loading = false,
  icon,
  disabled,
  className,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const text = useUiText();
  const look = { variant, tone: tone ?? (variant === 'solid' ? 'accent' : 'neutral') } as const;
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      // busy: no second submit, and a submit button does not submit its form
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={press}
      className={[button({ ...look, size, fullWidth }), className].filter(Boolean).join(' ')}
    >
      {loading ? <span className={spinner} aria-hidden="true" /> : icon}
      {children}
      {loading ? (
        <>
          {' '}
          <span className={loadingText}>{text('loading')}</span>
        </>
      ) : null}
    </button>
  );
}
Button.displayName = 'Button';
