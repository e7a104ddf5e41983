import type { AdminAuditEntry } from '@touchline/api';
import {
  ADMIN_ACTIONS,
  isAdminAuditField,
  SPORTS_UTC_OFFSET_HOURS,
  wallClockToEpoch,
  type AdminAction,
} from '@touchline/domain';
import { Button, Input, Select } from '@touchline/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminAudit, type AdminAuditFilter } from '../../data/queries/admin.ts';
import * as css from './admin.css.ts';
import { adminTime, PagedList } from './parts.tsx';

/** An audit row's height before it is measured (px). */
const ROW_ESTIMATE = 96;

type Value = string | number | boolean | null;

/** Fields that record an instant (epoch ms): shown as the site's wall clock. */
const TIME_FIELDS = new Set([
  'startTime',
  'endTime',
  'activeFrom',
  'activeUntil',
  'expiresAt',
  'from',
  'to',
  'startsAt',
  'endsAt',
]);

/** The start of a day typed as YYYY-MM-DD, at UTC+8 (the site's day), or undefined. */
function dayStart(day: string, plusDays = 0): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const start = wallClockToEpoch(`${day} 00:00:00`, SPORTS_UTC_OFFSET_HOURS);
  return start === null ? undefined : start + plusDays * 86_400_000;
}

/** The audit log: who did what to whom, when, why, with the values before and after. */
export function AuditSection() {
  const { t } = useTranslation('admin');
  const id = useId();
  const [action, setAction] = useState('');
  const [target, setTarget] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [filter, setFilter] = useState<AdminAuditFilter>({});
  const audit = useAdminAudit(filter);

  /** A recorded value as the reader reads it: flags and roles translated, the rest as stored. */
  const shown = (field: string, value: Value | undefined): string => {
    if (value === undefined || value === null) return t('none');
    if (typeof value === 'boolean') return value ? t('yes') : t('no');
    if (field === 'role' && typeof value === 'string') return t(`role.${value}`);
    if (field === 'status' && typeof value === 'string') return t(`sports.status.${value}`);
    // the site maintenance's status: the spec's 0 (off) or 1 (in maintenance)
    if (field === 'status' && typeof value === 'number') {
      return t(value === 1 ? 'site.maintenance.on' : 'site.maintenance.off');
    }
    if (TIME_FIELDS.has(field) && typeof value === 'number') return adminTime(value);
    return String(value);
  };

  const changes = (entry: AdminAuditEntry) => {
    const fields = [
      ...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]),
    ];
    return fields.map((field) => {
      const before = entry.before?.[field];
      const after = entry.after?.[field];
      const label = isAdminAuditField(field) ? t(`field.${field}`) : field;
      return before === undefined || before === after
        ? `${label}: ${shown(field, after)}`
        : `${label}: ${shown(field, before)} → ${shown(field, after)}`;
    });
  };

  const body = (
    <PagedList<AdminAuditEntry>
      query={audit}
      aria-labelledby={`${id}-h`}
      getKey={(e) => e.id}
      estimateSize={ROW_ESTIMATE}
      height={560}
      initialRect={{ width: 375, height: 560 }}
      emptyTitle={t('audit.empty')}
      renderItem={(e) => (
        <div className={css.entry}>
          <span className={css.rowTitle}>
            {t(`actionName.${e.action}`)} ·{' '}
            {t(`audit.targetKind.${e.targetKind}`, { id: e.targetId })}
          </span>
          <span>{adminTime(e.at)}</span>
          <span className={css.entryWide}>
            {t('audit.by', { name: e.adminName })} · {e.reason ?? t('none')}
          </span>
          <ul className={css.changes} aria-label={t('audit.changes')}>
            {changes(e).map((line) => (
              <li key={line} className={css.change}>
                {line}
              </li>
            ))}
          </ul>
        </div>
      )}
    />
  );

  return (
    <section className={css.card} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={css.heading}>
        {t('audit.heading')}
      </h2>
      <form
        role="search"
        className={css.filters}
        onSubmit={(event) => {
          event.preventDefault();
          const start = dayStart(from);
          const end = dayStart(to, 1);
          const member = target.trim();
          setFilter({
            ...(action ? { action: action as AdminAction } : {}),
            ...(member ? { targetKind: 'member' as const, targetId: member } : {}),
            ...(start !== undefined ? { from: start } : {}),
            ...(end !== undefined ? { to: end } : {}),
          });
        }}
      >
        <Select
          label={t('audit.action')}
          value={action}
          onValueChange={setAction}
          options={[
            { value: '', label: t('audit.allActions') },
            ...ADMIN_ACTIONS.map((a) => ({ value: a, label: t(`actionName.${a}`) })),
          ]}
        />
        <Input
          label={t('audit.member')}
          value={target}
          mode="numeric"
          maxLength={15}
          onValueChange={setTarget}
        />
        <Input label={t('audit.from')} type="date" value={from} onValueChange={setFrom} />
        <Input label={t('audit.to')} type="date" value={to} onValueChange={setTo} />
        <Button type="submit">{t('audit.search')}</Button>
      </form>
      {body}
    </section>
  );
}
