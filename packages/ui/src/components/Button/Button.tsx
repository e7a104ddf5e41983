import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import { button, loadingText, spinner } from './Button.css.ts';

/** How much the button stands out: a filled, an outlined, a bare or a text-only button. */
export const BUTTON_VARIANTS = ['solid', 'outline', 'ghost', 'text'] as const;
/** What the button means: an everyday, the main, or a destructive action. */
export const BUTTON_TONES = ['neutral', 'accent', 'danger'] as const;
export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const;
/**
 * The variants before `tone` existed, kept so older callers still compile: `primary` is a solid
 * accent, `secondary` a solid neutral and `danger` an outlined danger button.
 * @deprecated pass `variant` and `tone`.
 */
export const LEGACY_BUTTON_VARIANTS = ['primary', 'secondary', 'danger'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonTone = (typeof BUTTON_TONES)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];
/** @deprecated pass `variant` and `tone`. */
export type LegacyButtonVariant = (typeof LEGACY_BUTTON_VARIANTS)[number];

const LEGACY: Record<LegacyButtonVariant, { variant: ButtonVariant; tone: ButtonTone }> = {
  primary: { variant: 'solid', tone: 'accent' },
  secondary: { variant: 'solid', tone: 'neutral' },
  danger: { variant: 'outline', tone: 'danger' },
};

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** `solid` by default. The legacy names still work (see `LEGACY_BUTTON_VARIANTS`). */
  variant?: ButtonVariant | LegacyButtonVariant;
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

function resolve(
  variant: ButtonVariant | LegacyButtonVariant,
  tone: ButtonTone | undefined,
): { variant: ButtonVariant; tone: ButtonTone } {
  if (variant in LEGACY) {
    const legacy = LEGACY[variant as LegacyButtonVariant];
    return { variant: legacy.variant, tone: tone ?? legacy.tone };
  }
  const v = variant as ButtonVariant;
  return { variant: v, tone: tone ?? (v === 'solid' ? 'accent' : 'neutral') };
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
  const look = resolve(variant, tone);
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
