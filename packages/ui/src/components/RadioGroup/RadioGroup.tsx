import { useId, type ReactNode } from 'react';
import * as css from './RadioGroup.css.ts';

export interface RadioOption<V extends string | number> {
  value: V;
  label: ReactNode;
  /** A second line or an example, in the muted colour. */
  hint?: ReactNode;
}

export interface RadioGroupProps<V extends string | number> {
  /** Names the group (its legend). */
  legend: ReactNode;
  options: readonly RadioOption<V>[];
  value: V;
  onChange: (value: V) => void;
  className?: string;
}

/**
 * A choice of one: a fieldset named by its legend, each option a row the size of a touch target
 * with the native radio (arrow keys move, the form reads it) drawn in the theme's colours; the
 * chosen row is marked. The keyboard ring shows on keyboard focus only.
 */
export function RadioGroup<V extends string | number>({
  legend,
  options,
  value,
  onChange,
  className,
}: RadioGroupProps<V>) {
  const name = useId();
  return (
    <fieldset className={[css.group, className].filter(Boolean).join(' ')}>
      <legend className={css.legend}>{legend}</legend>
      <div className={css.options}>
        {options.map((option, index) => {
          // named by its label alone; the hint (an example) describes it
          const hintId = option.hint !== undefined ? `${name}-hint-${index}` : undefined;
          return (
            <label key={String(option.value)} className={css.option}>
              <input
                type="radio"
                className={css.input}
                name={name}
                value={String(option.value)}
                checked={option.value === value}
                aria-labelledby={`${name}-label-${index}`}
                aria-describedby={hintId}
                onChange={() => onChange(option.value)}
              />
              <span className={css.text}>
                <span id={`${name}-label-${index}`}>{option.label}</span>
                {hintId ? (
                  <span id={hintId} className={css.hint}>
                    {option.hint}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
RadioGroup.displayName = 'RadioGroup';
