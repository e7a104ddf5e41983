import {
  ADMIN_REASON_MAX,
  epochToWallClock,
  isAdminReason,
  SPORTS_UTC_OFFSET_HOURS,
} from '@touchline/domain';
import { Button, Dialog, Input } from '@touchline/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
