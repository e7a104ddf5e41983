import { isApiError } from '@touchline/api';
import { Button, EmptyState } from '@touchline/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import * as css from './parts.css.ts';

/**
 * What a failed call says under its form: the server's own message (already in the reader's
 * language), else "request failed".
 */
export function failureText(error: unknown, t: TFunction): string {
  return isApiError(error) && error.msg ? error.msg : t('errors:requestFailed');
}

/** Why a mutation failed (the server's message, or a translated fallback), read out at once. */
export function MutationFailure({ mutation }: { mutation: { isError: boolean; error: unknown } }) {
  const { t } = useTranslation('errors');
  if (!mutation.isError) return null;
  return (
    <p role="alert" className={css.alert}>
      {failureText(mutation.error, t)}
    </p>
  );
}

/** Each page's own words for a failed load (its namespace's `loadFailed` and `retry`). */
const LOAD_FAILED = {
  personal: { titleKey: 'personal:loadFailed', labelKey: 'personal:retry' },
  wallet: { titleKey: 'wallet:loadFailed', labelKey: 'wallet:retry' },
  host: { titleKey: 'host:loadFailed', labelKey: 'host:retry' },
  vip: { titleKey: 'vip:loadFailed', labelKey: 'vip:retry' },
  info: { titleKey: 'info:loadFailed', labelKey: 'info:retry' },
  campaign: { titleKey: 'campaign:loadFailed', labelKey: 'campaign:retry' },
  admin: { titleKey: 'admin:loadFailed', labelKey: 'admin:retry' },
} as const;

/**
 * A list or card that could not be loaded, with a way to try again, in the words of the page's
 * namespace `ns`.
 */
export function LoadFailed({ ns, onRetry }: { ns: keyof typeof LOAD_FAILED; onRetry: () => void }) {
  const { t } = useTranslation(ns);
  const words = LOAD_FAILED[ns];
  return (
    <EmptyState
      kind="error"
      size="sm"
      title={t(words.titleKey)}
      action={
        <Button variant="outline" onClick={onRetry}>
          {t(words.labelKey)}
        </Button>
      }
    />
  );
}
