import { epochToWallClock, SPORTS_UTC_OFFSET_HOURS } from '@touchline/domain';
import { Button, formatMoney, useUiLanguage } from '@touchline/ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as css from './wallet.css.ts';

/** A time as the statement and the cashier show it: `YYYY-MM-DD HH:mm` at UTC+8. */
export function statementTime(epochMs: number): string {
  return epochToWallClock(epochMs, SPORTS_UTC_OFFSET_HOURS).slice(0, 16);
}

/** An amount as the cashier's hints and messages name it: grouped for the language, no currency. */
export function useAmountText(): (amount: string) => string {
  const language = useUiLanguage();
  return (amount) => formatMoney(amount, { language, currencyDisplay: 'none' });
}

/** Previous and next page, with where the reader is; nothing when there is one page. */
export function Pager({
  page,
  total,
  pageSize,
  onPage,
  label,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation('wallet');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className={css.pager} aria-label={label}>
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previousPage')}
      </Button>
      <span className={css.muted} aria-live="polite">
        {t('pageOf', { page, pages })}
      </span>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('nextPage')}
      </Button>
    </nav>
  );
}

function newKey(kind: string): string {
  // getRandomValues, not randomUUID: the latter needs a secure context (a LAN address is not)
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(12));
  return `${kind}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The idempotency key of one attempt: the same request sent again (a retry after a failure or
 * a timeout) keeps its key, so the server moves the money once; another request (another
 * amount or method) or a finished attempt takes a new one.
 */
export function useAttemptKey(kind: 'deposit' | 'withdrawal') {
  const attempt = useRef<{ request: string; key: string } | null>(null);
  return {
    keyFor(request: string): string {
      if (attempt.current?.request !== request) attempt.current = { request, key: newKey(kind) };
      return attempt.current.key;
    },
    /** The attempt is over (it succeeded, or the key was refused as another request's). */
    done() {
      attempt.current = null;
    },
  };
}
