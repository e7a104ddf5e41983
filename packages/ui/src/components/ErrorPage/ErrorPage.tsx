import type { ComponentPropsWithRef } from 'react';
import type { UiMessageKey } from '../../i18n/messages.ts';
import { useUiText } from '../../i18n/useUiText.ts';
import { Link } from '../Link/index.ts';
import * as css from './ErrorPage.css.ts';

export const ERROR_PAGE_KINDS = [404, 500, 403] as const;
export type ErrorPageKind = (typeof ERROR_PAGE_KINDS)[number];

const TEXTS: Record<ErrorPageKind, { title: UiMessageKey; text: UiMessageKey }> = {
  404: { title: 'errorPage404Title', text: 'errorPage404Text' },
  500: { title: 'errorPage500Title', text: 'errorPage500Text' },
  403: { title: 'errorPage403Title', text: 'errorPage403Text' },
};

export interface ErrorPageProps extends Omit<ComponentPropsWithRef<'main'>, 'title' | 'children'> {
  kind?: ErrorPageKind;
  /** Replace the translated title and explanation. */
  title?: string;
  description?: string;
  homeHref?: string;
  homeLabel?: string;
  /** Shows a retry button (useful for 500). */
  onRetry?: () => void;
}

/** An empty goal, drawn in the muted colour with an accent ball. */
function EmptyGoal() {
  return (
    <svg className={css.art} viewBox="0 0 160 96" aria-hidden="true" focusable="false">
      <g
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M20 88V16h120v72" />
        <path d="M20 16l12 12h96l12-12M32 28v60M128 28v60" opacity=".6" />
        <path d="M44 28v60M56 28v60M68 28v60M80 28v60M92 28v60M104 28v60M116 28v60" opacity=".25" />
        <path d="M32 40h96M32 52h96M32 64h96M32 76h96" opacity=".25" />
        <path d="M4 88h152" />
      </g>
      <g className={css.artAccent} fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="146" cy="78" r="9" />
        <path d="m146 72.5 4.2 3-1.6 5h-5.2l-1.6-5Z" />
      </g>
    </svg>
  );
}

/** The 404, 500 and 403 page: big code, what happened, and the way back home. No header or tab bar. */
export function ErrorPage({
  kind = 404,
  title,
  description,
  homeHref = '/',
  homeLabel,
  onRetry,
  className,
  ...rest
}: ErrorPageProps) {
  const t = useUiText();
  const texts = TEXTS[kind] ?? TEXTS[404];
  return (
    <main {...rest} className={[css.root, className].filter(Boolean).join(' ')} data-kind={kind}>
      <EmptyGoal />
      <h1 className={css.heading}>
        <span className={css.code}>
          <span className={css.srOnly}>{t('errorPageCode')}</span> {kind}
        </span>{' '}
        <span className={css.title}>{title ?? t(texts.title)}</span>
      </h1>
      <p className={css.text}>{description ?? t(texts.text)}</p>
      <div className={css.actions}>
        <Link href={homeHref} tone="inherit" underline="none" className={css.home}>
          {homeLabel ?? t('errorPageHome')}
        </Link>
        {onRetry && (
          <button type="button" className={css.retry} onClick={onRetry}>
            {t('retry')}
          </button>
        )}
      </div>
    </main>
  );
}
ErrorPage.displayName = 'ErrorPage';
