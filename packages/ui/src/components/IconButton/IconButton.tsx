import type { ComponentPropsWithRef, ReactNode } from 'react';
import { icon as iconClass, iconButton } from './IconButton.css.ts';

export const ICON_BUTTON_VARIANTS = ['ghost', 'secondary', 'primary'] as const;
export const ICON_BUTTON_SIZES = ['sm', 'md', 'lg'] as const;
export type IconButtonVariant = (typeof ICON_BUTTON_VARIANTS)[number];
export type IconButtonSize = (typeof ICON_BUTTON_SIZES)[number];

export interface IconButtonProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'aria-label' | 'aria-labelledby' | 'children'
> {
  /** What the button does, read by screen readers (it has no visible text). Required. */
  label: string;
  /** The icon: an inline SVG drawn in `currentColor`. Decorative; hidden from assistive tech. */
  icon: ReactNode;
  variant?: IconButtonVariant;
  /** `md` and `lg` are at least 44 px; `sm` draws 32 px but keeps a 44 px hit area. */
  size?: IconButtonSize;
  /** A circle instead of a rounded square. */
  round?: boolean;
  /** A toggle's state, as `aria-pressed` (keep the same `label` for both states). */
  pressed?: boolean;
}

/** A button that shows only an icon, always named for screen readers by `label`. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  round = false,
  pressed,
  type = 'button',
  className,
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      aria-pressed={pressed}
      className={[iconButton({ variant, size, round }), className].filter(Boolean).join(' ')}
    >
      <span aria-hidden="true" className={iconClass({ size })}>
        {icon}
      </span>
    </button>
  );
}
IconButton.displayName = 'IconButton';
