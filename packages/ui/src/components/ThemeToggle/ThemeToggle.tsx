import type { Theme } from '@touchline/domain';
import type { ComponentPropsWithRef } from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
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
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </g>
    </svg>
  );
}

function MoonIcon({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
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
