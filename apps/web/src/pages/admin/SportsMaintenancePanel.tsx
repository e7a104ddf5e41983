import {
  ADMIN_REASON_MAX,
  isAdminReason,
  SPORTS_MAINTENANCE_MESSAGE_MAX,
  SPORTS_UTC_OFFSET_HOURS,
  wallClockToEpoch,
} from '@touchline/domain';
import { Badge, Button, Input } from '@touchline/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../app/context.tsx';
import { useSportsMaintenance } from '../../data/mutations/adminSportsbook.ts';
import { useAdminSportsMaintenance } from '../../data/queries/adminSportsbook.ts';
import { LoadFailed, MutationFailure } from '../parts.tsx';
import * as css from './admin.css.ts';
import { adminTime, ReasonDialog } from './parts.tsx';

/** A date and time typed as `YYYY-MM-DDTHH:mm` at the site's UTC+8, or null. */
function epochOf(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text)) return null;
  return wallClockToEpoch(`${text.replace('T', ' ')}:00`, SPORTS_UTC_OFFSET_HOURS);
}

/**
 * Sports maintenance (the spec's code 8): within the window an operator sets, every sports call
 * answers code 8 with the window and the message; an operator ends it early.
 */
export function SportsMaintenancePanel() {
  const { t } = useTranslation('admin');
  const id = useId();
  const shell = useShell();
  const current = useAdminSportsMaintenance();
  const change = useSportsMaintenance();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [message, setMessage] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const start = epochOf(from);
  const end = epochOf(to);
  const windowError =
    start === null || end === null
      ? t('sportsMaintenance.windowRequired')
      : end <= start
        ? t('sportsMaintenance.endsBeforeStart')
        : null;
  const window = current.data;

  let status;
  if (current.isPending) status = <p className={css.muted}>{t('loading')}</p>;
  else if (current.isError)
    status = <LoadFailed ns="admin" onRetry={() => void current.refetch()} />;
  else if (!window) status = <p className={css.muted}>{t('sportsMaintenance.none')}</p>;
  else
    status = (
      <div className={css.form}>
        <p className={css.row}>
          <span>
            {t('sportsMaintenance.window', {
              start: adminTime(window.startTime),
              end: adminTime(window.endTime),
            })}
          </span>
          <Badge tone={window.active ? 'warning' : 'neutral'}>
            {t(window.active ? 'sportsMaintenance.active' : 'sportsMaintenance.scheduled')}
          </Badge>
        </p>
        {window.message ? <p>{window.message}</p> : null}
        <div className={css.row}>
          <ReasonDialog
            trigger={
              <Button size="sm" variant="outline" disabled={change.isPending}>
                {t('sportsMaintenance.end')}
              </Button>
            }
            title={t('sportsMaintenance.endTitle')}
            description={t('sportsMaintenance.endText')}
            confirmLabel={t('sportsMaintenance.end')}
            onConfirm={(why) =>
              change.mutate(
                { end: true, reason: why },
                {
                  onSuccess: () =>
                    shell.notify({ tone: 'success', text: t('sportsMaintenance.doneEnd') }),
                },
              )
            }
          />
        </div>
      </div>
    );

  return (
    <section className={css.card} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={css.heading}>
        {t('sportsMaintenance.heading')}
      </h2>
      {status}
      <form
        className={css.form}
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (windowError || !isAdminReason(reason) || start === null || end === null) return;
          change.mutate(
            { end: false, startTime: start, endTime: end, message: message.trim(), reason },
            {
              onSuccess: () => {
                shell.notify({ tone: 'success', text: t('sportsMaintenance.doneSet') });
                setTried(false);
                setReason('');
              },
            },
          );
        }}
      >
        <Input
          label={t('sportsMaintenance.from')}
          hint={t('sportsMaintenance.timeHint')}
          type="datetime-local"
          value={from}
          error={tried ? windowError : undefined}
          onValueChange={setFrom}
        />
        <Input
          label={t('sportsMaintenance.to')}
          type="datetime-local"
          value={to}
          onValueChange={setTo}
        />
        <Input
          label={t('sportsMaintenance.message')}
          optional
          value={message}
          maxLength={SPORTS_MAINTENANCE_MESSAGE_MAX}
          onValueChange={setMessage}
        />
        <Input
          label={t('reason')}
          hint={t('reasonHint')}
          value={reason}
          maxLength={ADMIN_REASON_MAX}
          error={tried && !isAdminReason(reason) ? t('reasonHint') : undefined}
          onValueChange={setReason}
        />
        <Button type="submit" disabled={change.isPending}>
          {t('sportsMaintenance.set')}
        </Button>
      </form>
      <MutationFailure mutation={change} />
    </section>
  );
}
