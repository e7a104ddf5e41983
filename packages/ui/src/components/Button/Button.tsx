import type { ComponentPropsWithRef, ReactNode } from 'react';
import { button } from './Button.css.ts';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Work is under way: the button is busy and can't be pressed again (no double submit). */
  loading?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
}

/** The primary action element. Pressing a loading or disabled button does nothing. */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  icon,
  disabled,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={[button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
    >
      {icon}
      {children}
    </button>
  );
}
Button.displayName = 'Button';
