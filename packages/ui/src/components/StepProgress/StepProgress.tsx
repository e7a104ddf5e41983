import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import * as css from './StepProgress.css.ts';
import { Icon } from '../Icon/Icon.tsx';

export const STEP_STATUSES = ['done', 'current', 'todo'] as const;
export const STEP_PROGRESS_ORIENTATIONS = ['horizontal', 'vertical'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];
export type StepProgressOrientation = (typeof STEP_PROGRESS_ORIENTATIONS)[number];

export interface StepProgressStep {
  /** A stable key; the position is used when missing. */
  id?: string | number;
  label: ReactNode;
  description?: ReactNode;
  status: StepStatus;
}

export interface StepProgressProps extends Omit<ComponentPropsWithRef<'ol'>, 'children'> {
  steps: readonly StepProgressStep[];
  orientation?: StepProgressOrientation;
}

const STATUS_TEXT = { done: 'stepDone', current: 'stepCurrent', todo: 'stepTodo' } as const;

function CheckIcon() {
  return (
    <Icon width="16" height="16" viewBox="0 0 16 16">
      <path d="M3.5 8.5l3 3 6-7" />
    </Icon>
  );
}

/**
 * A campaign's steps (register, deposit, bet…), each done, current or still to do. The state is
 * told by the marker's shape (a tick, a ring, a plain number) and in words to screen readers; the
 * current step carries `aria-current="step"`.
 */
export function StepProgress({
  steps,
  orientation = 'horizontal',
  className,
  ...rest
}: StepProgressProps) {
  const t = useUiText();
  return (
    <ol
      {...rest}
      data-orientation={orientation}
      className={[css.list({ orientation }), className].filter(Boolean).join(' ')}
    >
      {steps.map((step, index) => {
        const status = STEP_STATUSES.includes(step.status) ? step.status : 'todo';
        return (
          <li
            key={step.id ?? index}
            data-status={status}
            aria-current={status === 'current' ? 'step' : undefined}
            className={css.item({ orientation })}
          >
            <span className={css.marker({ status })} aria-hidden="true">
              {status === 'done' ? <CheckIcon /> : index + 1}
            </span>
            <span className={css.body({ orientation })}>
              <span className={css.label({ status })}>
                {step.label}
                <span className={css.srOnly}>{` (${t(STATUS_TEXT[status])})`}</span>
              </span>
              {step.description ? (
                <span className={css.description}>{step.description}</span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
StepProgress.displayName = 'StepProgress';
