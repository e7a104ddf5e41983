import type { Theme } from '@touchline/domain';
import type { ComponentPropsWithRef } from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import { Icon } from '../Icon/index.ts';
import * as css from './ThemeToggle.css.ts';

export const THEME_TOGGLE_VARIANTS = ['switch', 'icon'] as const;
export type ThemeToggleVariant = (typeof THEME_TOGGLE_VARIANTS)[number];

export interface ThemeToggleProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'onChange' | 'role' | 'children'
> {
  /** The active theme; the app sets it on `<html>`, never this component. */
  theme: Theme;
  onChange: (theme: Theme) => void;
  /** `switch`: a sliding track; `icon`: a round icon button (for tight headers). */
  variant?: ThemeToggleVariant;
}

function SunIcon({ className }: { className: string }) {
  return <Icon name="sun" className={className} />;
}

function MoonIcon({ className }: { className: string }) {
  return <Icon name="moon" className={className} />;
}

/** The dark/light switch: a labelled `role="switch"`, on when the theme is dark. */
export function ThemeToggle({
  theme,
  onChange,
  variant = 'switch',
  className,
  onClick,
  ...rest
}: ThemeToggleProps) {
  const t = useUiText();
  const dark = theme !== 'light';
  return (
    <button
      {...rest}
      type="button"
      role="switch"
      aria-checked={dark}
      className={[css.toggle({ variant }), className].filter(Boolean).join(' ')}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onChange(dark ? 'light' : 'dark');
      }}
    >
      <span className={css.srOnly}>{t('themeToggleDark')}</span>
      {variant === 'icon' ? (
        dark ? (
          <MoonIcon className={css.icon} />
        ) : (
          <SunIcon className={css.icon} />
        )
      ) : (
        <span className={css.track} aria-hidden="true">
          <SunIcon className={css.trackIcon} />
          <MoonIcon className={css.trackIcon} />
          <span className={css.knob}>
            {dark ? <MoonIcon className={css.knobIcon} /> : <SunIcon className={css.knobIcon} />}
          </span>
        </span>
      )}
    </button>
  );
}
ThemeToggle.displayName = 'ThemeToggle';
