import type { AdminMemberRow } from '@touchline/api';
import { Badge, Button, EmptyState, Input, MoneyText, Select } from '@touchline/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminMembers, type AdminMemberFilter } from '../../data/queries/admin.ts';
import { PagedList } from './parts.tsx';
import * as css from './admin.css.ts';
import { MemberPanel } from './MemberPanel.tsx';

const ROLES = ['member', 'anchor', 'superAdmin'] as const;
/** A row's height before it is measured (px). */
const ROW_ESTIMATE = 76;

export function MembersSection({
  memberId,
  onMemberChange,
}: {
  memberId: number | null;
  onMemberChange: (memberId: number | null) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [query, setQuery] = useState('');
  const [role, setRole] = useState('');
  const [filter, setFilter] = useState<AdminMemberFilter>({});
  const members = useAdminMembers(filter);

  const list = (
    <PagedList<AdminMemberRow>
      query={members}
      aria-labelledby={`${id}-h`}
      getKey={(m) => m.memberId}
      estimateSize={ROW_ESTIMATE}
      height="min(560px, 60vh)"
      initialRect={{ width: 375, height: 560 }}
      emptyTitle={t('members.empty')}
      renderItem={(m) => (
        <button
          type="button"
          className={css.memberRow}
          aria-current={m.memberId === memberId ? 'true' : undefined}
          onClick={() => onMemberChange(m.memberId)}
        >
          <span className={css.rowTitle}>
            {m.userName}
            {m.nickName && m.nickName !== m.userName ? ` · ${m.nickName}` : ''}
          </span>
          <span className={css.number}>
            <MoneyText amount={m.balance} currency={m.currency} />
          </span>
          <span className={css.rowMeta}>
            <span>{t('member.idShort', { id: m.memberId })}</span>
            <Badge size="sm" tone={m.role === 'member' ? 'neutral' : 'accent'}>
              {t(`role.${m.role}`)}
            </Badge>
            {m.suspended ? (
              <Badge size="sm" tone="danger">
                {t('status.suspended')}
              </Badge>
            ) : null}
            <span>{t('member.vipShort', { level: m.vipLevel })}</span>
          </span>
        </button>
      )}
    />
  );

  return (
    <div className={css.split}>
      <section className={css.card} aria-labelledby={`${id}-h`}>
        <h2 id={`${id}-h`} className={css.heading}>
          {t('members.heading')}
        </h2>
        <form
          role="search"
          className={css.filters}
          onSubmit={(event) => {
            event.preventDefault();
            const q = query.trim();
            setFilter({
              ...(q ? { query: q } : {}),
              ...(role ? { role: role as (typeof ROLES)[number] } : {}),
            });
          }}
        >
          <Input
            label={t('members.query')}
            hint={t('members.queryHint')}
            value={query}
            maxLength={64}
            onValueChange={setQuery}
          />
          <Select
            label={t('members.role')}
            value={role}
            onValueChange={setRole}
            options={[
              { value: '', label: t('role.all') },
              ...ROLES.map((r) => ({ value: r, label: t(`role.${r}`) })),
            ]}
          />
          <Button type="submit">{t('members.search')}</Button>
        </form>
        {list}
      </section>
      {memberId === null ? (
        <section className={css.card} aria-label={t('member.heading')}>
          <EmptyState kind="noData" size="sm" title={t('members.pick')} />
        </section>
      ) : (
        <MemberPanel key={memberId} memberId={memberId} onClose={() => onMemberChange(null)} />
      )}
    </div>
  );
}
