import {
  ADMIN_REASON_MAX,
  epochToWallClock,
  isAdminReason,
  SPORTS_UTC_OFFSET_HOURS,
} from '@touchline/domain';
import { Button, Dialog, EmptyState, Input, List, type ListProps } from '@touchline/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../parts.tsx';
import * as css from './admin.css.ts';

/** A time as the centre shows it: the site's wall clock (UTC+8), to the minute. */
/**
 * A server-paged list's props for the ui List: the next page asked for when the end is reached
 * (once at a time, none after the last), and the loading row meanwhile.
 */
export function pagingProps(query: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}): { loadingMore: boolean; onEndReached: (() => void) | undefined } {
  return {
    loadingMore: query.isFetchingNextPage,
    onEndReached:
      query.hasNextPage && !query.isFetchingNextPage ? () => void query.fetchNextPage() : undefined,
  };
}

/** A server-paged query of the centre (TanStack's infinite query): its pages, its next page. */
export interface PagedQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: { pages: readonly { list: readonly T[] }[] } | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

export type PagedListProps<T> = Omit<
  ListProps<T>,
  'items' | 'loadingMore' | 'onEndReached' | 'emptyState'
> & {
  query: PagedQuery<T>;
  /** What the empty list says. */
  emptyTitle: string;
  /** No data at all, or none matching the filters (the default). */
  emptyKind?: 'noData' | 'noMatchingData';
};

/**
 * One of the centre's server-paged lists: "Loading…" while the first page comes, the failure with
 * a retry, else the virtualised list of every page so far — the next one asked for at its end —
 * or its empty state.
 */
export function PagedList<T>({
  query,
  emptyTitle,
  emptyKind = 'noMatchingData',
  ...list
}: PagedListProps<T>) {
  const { t } = useTranslation('admin');
  if (query.isPending) return <p className={css.muted}>{t('loading')}</p>;
  if (query.isError || !query.data)
    return <LoadFailed ns="admin" onRetry={() => void query.refetch()} />;
  return (
    <List<T>
      gap={8}
      {...list}
      items={query.data.pages.flatMap((page) => page.list)}
      {...pagingProps(query)}
      emptyState={<EmptyState kind={emptyKind} size="sm" title={emptyTitle} />}
    />
  );
}

export function adminTime(epochMs: number): string {
  return `${epochToWallClock(epochMs, SPORTS_UTC_OFFSET_HOURS).slice(0, 16)}`;
}

/** Labelled figures (a definition list). */
export function Facts({
  label,
  items,
}: {
  label: string;
  items: { label: string; value: ReactNode }[];
}) {
  return (
    <dl className={css.facts} aria-label={label}>
      {items.map((item) => (
        <div key={item.label} className={css.fact}>
          <dt className={css.factLabel}>{item.label}</dt>
          <dd className={css.factValue}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface ReasonDialogProps {
  /** The button that opens the question. */
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  danger?: boolean;
  /** Called with the reason once confirmed (the dialog closes). */
  onConfirm: (reason: string) => void;
}

/**
 * Asks before an audited action, with the reason the audit log keeps: the confirm button waits
 * for a reason of the length the server takes.
 */
export function ReasonDialog({
  trigger,
  title,
  description,
  confirmLabel,
  danger,
  onConfirm,
}: ReasonDialogProps) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const valid = isAdminReason(reason);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setReason('');
      }}
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Content title={title} description={description} size="sm">
        <form
          className={css.form}
          onSubmit={(event) => {
            event.preventDefault();
            if (!valid) return;
            setOpen(false);
            setReason('');
            onConfirm(reason.trim());
          }}
        >
          <Input
            label={t('reason')}
            hint={t('reasonHint')}
            value={reason}
            maxLength={ADMIN_REASON_MAX}
            onValueChange={setReason}
          />
          <Dialog.Footer>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t('keep')}
            </Button>
            <Button
              type="submit"
              disabled={!valid}
              {...(danger ? { tone: 'danger' as const } : {})}
            >
              {confirmLabel}
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
