import {
  useId,
  useState,
  type ComponentPropsWithRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import * as css from './Switch.css.ts';
import { Icon } from '../Icon/Icon.tsx';

export interface SwitchProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'onChange' | 'value' | 'children' | 'role'
> {
  /** What the switch turns on or off. */
  label: ReactNode;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  /** A line under the label, read as the switch's description. */
  description?: ReactNode;
  /** On or off (controlled). */
  checked?: boolean;
  /** Initial state when uncontrolled. */
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** Label at the start and switch at the end of the full row (settings lists). */
  fullWidth?: boolean;
}

/**
 * An on/off setting that applies at once (sound, dark mode, accept odds changes). A button with
 * `role="switch"` and `aria-checked`; Space and Enter toggle it. The on state shows a check mark
 * in the thumb, not only the accent colour.
 */
export function Switch({
  label,
  hideLabel = false,
  description,
  checked,
  defaultChecked = false,
  onCheckedChange,
  fullWidth = false,
  className,
  onClick,
  type = 'button',
  id,
  ...rest
}: SwitchProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultChecked);
  const on = checked ?? uncontrolled;
  const generated = useId();
  const base = id ?? `switch${generated.replace(/:/g, '')}`;

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    if (checked === undefined) setUncontrolled(!on);
    onCheckedChange?.(!on);
  };

  return (
    <button
      {...rest}
      id={base}
      type={type}
      role="switch"
      aria-checked={on}
      aria-labelledby={`${base}-label`}
      aria-describedby={description ? `${base}-description` : undefined}
      className={[css.root({ fullWidth }), className].filter(Boolean).join(' ')}
      onClick={handleClick}
    >
      <span className={hideLabel ? css.hiddenLabel : css.text}>
        <span id={`${base}-label`} className={css.label}>
          {label}
        </span>
        {description ? (
          <span id={`${base}-description`} className={css.description}>
            {description}
          </span>
        ) : null}
      </span>
      <span className={css.track} aria-hidden="true">
        <span className={css.thumb}>
          <Icon className={css.check} viewBox="0 0 12 12">
            <path d="M2.5 6.5l2.2 2.2 4.8-5" />
          </Icon>
        </span>
      </span>
    </button>
  );
}
Switch.displayName = 'Switch';
