import { isApiError } from '@touchline/api';
import type { TFunction } from 'i18next';
import { useShell } from '../../app/context.tsx';

/**
 * What a failed call says under its form: the server's own message (already in the reader's
 * language), else "request failed".
 */
export function failureText(error: unknown, t: TFunction): string {
  return isApiError(error) && error.msg ? error.msg : t('errors:requestFailed');
}

/** A success toast, its text a key of the host namespace. */
export function useSuccessToast(): (key: string) => void {
  const shell = useShell();
  return (key) => shell.notify({ tone: 'success', key: `host:${key}` });
}
