import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import * as css from './EmptyState.css.ts';

export const EMPTY_STATE_KINDS = ['noData', 'noMatchingData', 'error'] as const;
export const EMPTY_STATE_SIZES = ['sm', 'md'] as const;
export type EmptyStateKind = (typeof EMPTY_STATE_KINDS)[number];
export type EmptyStateSize = (typeof EMPTY_STATE_SIZES)[number];

const TITLE_KEY = { noData: 'noData', noMatchingData: 'noMatchingData', error: 'failed' } as const;

export interface EmptyStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** Nothing at all, nothing for the current filter/search, or loading failed. */
  kind?: EmptyStateKind;
  /** Replaces the standard text of the kind ("No Data", "No matching data", "FAILED"). */
  title?: ReactNode;
  /** A sentence under the title: what happened or what to do. */
  description?: ReactNode;
  /** Buttons or links: retry, clear filters, browse matches… */
  action?: ReactNode;
  /** `sm` inside lists and cards, `md` for a whole page or panel. */
  size?: EmptyStateSize;
}

function Illustration({ kind, size }: { kind: EmptyStateKind; size: EmptyStateSize }) {
  return (
    <svg
      className={css.illustration({ kind, size })}
      viewBox="0 0 96 96"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-kind={kind}
    >
      {/* a tray, common to every kind */}
      <path d="M16 56l10-26h44l10 26v18a4 4 0 0 1-4 4H20a4 4 0 0 1-4-4z" />
      <path d="M16 56h20l4 8h16l4-8h20" />
      {kind === 'noData' && (
        <g className={css.accentStroke}>
          <path d="M38 20h20M48 10v20" opacity="0.8" />
        </g>
      )}
      {kind === 'noMatchingData' && (
        <g className={css.accentStroke}>
          <circle cx="58" cy="26" r="10" />
          <path d="M65 33l9 9" />
        </g>
      )}
      {kind === 'error' && (
        <g>
          <circle cx="48" cy="22" r="12" />
          <path d="M48 15v8M48 28v0.5" />
        </g>
      )}
    </svg>
  );
}

/**
 * What a list, panel or page shows when it has nothing to show: no data, nothing matching the
 * filter or search, or a failed load, with the standard text of the active language unless
 * `title` replaces it. It announces itself politely (`role="status"`), an error assertively
 * (`role="alert"`).
 */
export function EmptyState({
  kind = 'noData',
  title,
  description,
  action,
  size = 'md',
  className,
  ...rest
}: EmptyStateProps) {
  const t = useUiText();
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      {...rest}
      data-kind={kind}
      className={[css.emptyState({ size }), className].filter(Boolean).join(' ')}
    >
      <Illustration kind={kind} size={size} />
      <p className={css.title}>{title ?? t(TITLE_KEY[kind])}</p>
      {description ? <p className={css.description}>{description}</p> : null}
      {action ? <div className={css.action}>{action}</div> : null}
    </div>
  );
}
EmptyState.displayName = 'EmptyState';
