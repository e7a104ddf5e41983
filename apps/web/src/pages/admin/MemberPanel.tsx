import type { AdminLedgerEntry, AdminMemberProfile } from '@touchline/api';
import {
  formatMinor,
  isAdminReason,
  parseAdjustmentToMinor,
  parseAmountToMinor,
  statementKindOf,
} from '@touchline/domain';
import { Badge, Button, Checkbox, Dialog, Input, MoneyText } from '@touchline/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../app/context.tsx';
import { useAdjustWallet, useMemberAction, type MemberAction } from '../../data/mutations/admin.ts';
import { useAdminLedger, useAdminMember } from '../../data/queries/admin.ts';
import { LoadFailed, MutationFailure } from '../parts.tsx';
import { KIND_LABELS } from '../personal/wallet/statementCsv.ts';
import * as css from './admin.css.ts';
import { adminTime, Facts, PagedList, ReasonDialog } from './parts.tsx';

/** A ledger row's height before it is measured (px). */
const LEDGER_ROW_ESTIMATE = 64;

/** A member's profile with the operator's actions, wallet adjustment and ledger. */
export function MemberPanel({ memberId, onClose }: { memberId: number; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const profile = useAdminMember(memberId);
  let body;
  if (profile.isPending) body = <p className={css.muted}>{t('loading')}</p>;
  else if (profile.isError) body = <LoadFailed ns="admin" onRetry={() => void profile.refetch()} />;
  else body = <Profile profile={profile.data} />;
  const name = profile.data?.member.userName;
  return (
    <section className={`${css.card} ${css.profile}`} aria-labelledby={`${id}-h`}>
      <div className={css.row}>
        <h2 id={`${id}-h`} className={css.heading}>
          {name ? t('member.headingOf', { name }) : t('member.heading')}
        </h2>
        <Button size="sm" variant="outline" onClick={onClose}>
          {t('member.close')}
        </Button>
      </div>
      {body}
    </section>
  );
}

function Profile({ profile }: { profile: AdminMemberProfile }) {
  const { t } = useTranslation(['admin', 'wallet']);
  const m = profile.member;
  const exclusion = profile.responsible.exclusion;
  return (
    <>
      <Facts
        label={t('member.account')}
        items={[
          { label: t('member.id'), value: m.memberId },
          { label: t('member.role'), value: t(`role.${m.role}`) },
          {
            label: t('member.status'),
            value: m.suspended ? (
              <Badge tone="danger">{t('status.suspended')}</Badge>
            ) : (
              <Badge tone="success">{t('status.active')}</Badge>
            ),
          },
          { label: t('member.vip'), value: m.vipLevel },
          {
            label: t('member.balance'),
            value: <MoneyText amount={m.balance} currency={m.currency} />,
          },
          {
            label: t('member.gameWallets'),
            value: <MoneyText amount={profile.wallet.gameWallets} currency={m.currency} />,
          },
          { label: t('member.twoStep'), value: profile.twoStepLogin ? t('on') : t('off') },
          { label: t('member.referral'), value: m.referralCode },
          {
            label: t('member.mobile'),
            value: m.mobile ? `+${m.mobileArea ?? ''} ${m.mobile}` : t('none'),
          },
          { label: t('member.joined'), value: adminTime(m.createdAt) },
          { label: t('member.inviter'), value: profile.invitations.inviterName ?? t('none') },
          { label: t('member.invited'), value: profile.invitations.invitedCount },
        ]}
      />
      <div className={css.form}>
        <h3 className={css.subheading}>{t('rg.heading')}</h3>
        <p>
          {exclusion
            ? t(exclusion.kind === 'self-exclusion' ? 'rg.selfExclusion' : 'rg.timeOut', {
                until: adminTime(exclusion.until),
              })
            : t('rg.none')}{' '}
          {t('rg.limits', { count: profile.responsible.limits })}
        </p>
        <p className={css.muted}>{t('rg.readOnly')}</p>
      </div>
      <Actions profile={profile} />
      <Adjustment profile={profile} />
      <Ledger memberId={m.memberId} />
      <div className={css.form}>
        <h3 className={css.subheading}>{t('sessions.heading')}</h3>
        {profile.sessions.length === 0 ? (
          <p className={css.muted}>{t('sessions.none')}</p>
        ) : (
          <ul className={css.plainList}>
            {profile.sessions.map((s) => (
              <li key={s.id} className={css.entry}>
                <span>{s.ip ?? t('none')}</span>
                <span>
                  {t('sessions.lastSeen', { time: adminTime(s.lastSeenAt ?? s.createdAt) })}
                </span>
                <span className={css.entryWide}>{s.userAgent ?? t('none')}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={css.form}>
        <h3 className={css.subheading}>{t('bets.heading')}</h3>
        {profile.recentBets.length === 0 ? (
          <p className={css.muted}>{t('bets.none')}</p>
        ) : (
          <ul className={css.plainList}>
            {profile.recentBets.map((b) => (
              <li key={b.id} className={css.entry}>
                <span>
                  {t(`bets.kind.${b.kind}`)} · {t(`bets.status.${b.status}`)}
                </span>
                <span className={css.number}>
                  <MoneyText amount={b.stake} currency={m.currency} />
                </span>
                <span className={css.entryWide}>
                  {b.id} · {adminTime(b.placedAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

/** Each action's toast once done, and whether its button is in danger colours. */
const ACTION_WORDS: Readonly<Record<MemberAction, { done: string; danger: boolean }>> = {
  suspend: { done: 'admin:done.suspend', danger: true },
  restore: { done: 'admin:done.restore', danger: false },
  makeHost: { done: 'admin:done.makeHost', danger: false },
  makeMember: { done: 'admin:done.makeMember', danger: false },
  resetTwoStep: { done: 'admin:done.resetTwoStep', danger: true },
  endSessions: { done: 'admin:done.endSessions', danger: true },
};

function Actions({ profile }: { profile: AdminMemberProfile }) {
  const { t } = useTranslation('admin');
  const shell = useShell();
  const m = profile.member;
  const action = useMemberAction(m.memberId);
  if (m.role === 'superAdmin') {
    return <p className={css.muted}>{t('actions.superAdmin')}</p>;
  }
  const available: MemberAction[] = [
    m.suspended ? 'restore' : 'suspend',
    m.role === 'member' ? 'makeHost' : 'makeMember',
    ...(profile.twoStepLogin ? (['resetTwoStep'] as const) : []),
    'endSessions',
  ];
  return (
    <div className={css.form}>
      <h3 className={css.subheading}>{t('actions.heading')}</h3>
      <div className={css.row}>
        {available.map((name) => (
          <ReasonDialog
            key={name}
            trigger={
              <Button size="sm" variant="outline" disabled={action.isPending}>
                {t(`action.${name}`)}
              </Button>
            }
            title={t(`confirmTitle.${name}`, { name: m.userName })}
            description={t(`confirmText.${name}`, { name: m.userName })}
            confirmLabel={t(`action.${name}`)}
            danger={ACTION_WORDS[name].danger}
            onConfirm={(reason) =>
              action.mutate(
                { action: name, reason },
                {
                  onSuccess: () => shell.notify({ tone: 'success', key: ACTION_WORDS[name].done }),
                },
              )
            }
          />
        ))}
      </div>
      <MutationFailure mutation={action} />
    </div>
  );
}

const newKey = () => `adjust-${crypto.randomUUID()}`;

/**
 * A wallet adjustment: a signed amount and a reason, reviewed in a dialog that shows the balance
 * before and after and asks a second time; one idempotency key per adjustment, kept through
 * retries, so a repeated click never moves the money twice.
 */
function Adjustment({ profile }: { profile: AdminMemberProfile }) {
  const { t } = useTranslation('admin');
  const shell = useShell();
  const m = profile.member;
  const adjust = useAdjustWallet();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newKey);
  const [reviewing, setReviewing] = useState(false);
  const [checked, setChecked] = useState(false);
  const [tried, setTried] = useState(false);
  const amountMinor = parseAdjustmentToMinor(amount);
  const beforeMinor = parseAmountToMinor(m.balance) ?? 0n;
  const afterMinor = amountMinor === null ? null : beforeMinor + amountMinor;
  const amountError =
    amountMinor === null
      ? t('adjust.invalidAmount')
      : afterMinor !== null && afterMinor < 0n
        ? t('adjust.belowZero')
        : null;
  const reasonError = isAdminReason(reason) ? null : t('reasonHint');
  return (
    <div className={css.form}>
      <h3 className={css.subheading}>{t('adjust.heading')}</h3>
      <form
        className={css.form}
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (amountError || reasonError) return;
          setChecked(false);
          setReviewing(true);
        }}
      >
        <Input
          label={t('adjust.amount')}
          hint={t('adjust.amountHint')}
          value={amount}
          onValueChange={setAmount}
          {...(tried && amountError ? { error: amountError } : {})}
        />
        <Input
          label={t('reason')}
          value={reason}
          onValueChange={setReason}
          {...(tried && reasonError ? { error: reasonError } : {})}
        />
        <Button type="submit" disabled={adjust.isPending}>
          {t('adjust.review')}
        </Button>
      </form>
      <MutationFailure mutation={adjust} />
      <Dialog.Root open={reviewing} onOpenChange={setReviewing}>
        <Dialog.Content title={t('adjust.title')} description={t('adjust.description')} size="sm">
          <Facts
            label={t('adjust.title')}
            items={[
              { label: t('adjust.member'), value: `${m.userName} (${m.memberId})` },
              {
                label: t('adjust.amountLabel'),
                value: (
                  <MoneyText
                    amount={amountMinor === null ? '0' : formatMinor(amountMinor)}
                    currency={m.currency}
                    sign="exceptZero"
                    tone="auto"
                  />
                ),
              },
              {
                label: t('adjust.before'),
                value: <MoneyText amount={m.balance} currency={m.currency} />,
              },
              {
                label: t('adjust.after'),
                value: (
                  <MoneyText
                    amount={formatMinor(afterMinor ?? beforeMinor)}
                    currency={m.currency}
                  />
                ),
              },
              { label: t('reason'), value: reason.trim() },
            ]}
          />
          <Checkbox label={t('adjust.check')} checked={checked} onCheckedChange={setChecked} />
          <Dialog.Footer>
            <Button variant="outline" onClick={() => setReviewing(false)}>
              {t('keep')}
            </Button>
            <Button
              disabled={!checked || adjust.isPending || amountMinor === null}
              onClick={() => {
                setReviewing(false);
                adjust.mutate(
                  {
                    memberId: m.memberId,
                    amount: formatMinor(amountMinor!),
                    reason: reason.trim(),
                    idempotencyKey: key,
                  },
                  {
                    onSuccess: () => {
                      shell.notify({ tone: 'success', key: 'admin:adjust.done' });
                      setAmount('');
                      setReason('');
                      setTried(false);
                      setKey(newKey());
                    },
                  },
                );
              }}
            >
              {t('adjust.confirm')}
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
    </div>
  );
}

function Ledger({ memberId }: { memberId: number }) {
  const { t } = useTranslation(['admin', 'wallet']);
  const id = useId();
  const ledger = useAdminLedger(memberId);
  const body = (
    <PagedList<AdminLedgerEntry>
      query={ledger}
      aria-labelledby={`${id}-h`}
      getKey={(e) => e.id}
      estimateSize={LEDGER_ROW_ESTIMATE}
      gap={0}
      height="min(320px, 50vh)"
      initialRect={{ width: 375, height: 320 }}
      emptyTitle={t('ledger.empty')}
      emptyKind="noData"
      renderItem={(e) => (
        <div className={css.entry}>
          <span>{t(KIND_LABELS[statementKindOf(e.type)])}</span>
          <span className={css.number}>
            <MoneyText amount={e.amount} sign="exceptZero" tone="auto" />
          </span>
          <span className={css.entryWide}>
            {adminTime(e.createdAt)} · {e.reference} ·{' '}
            {t('ledger.balanceAfter', { balance: e.balance })}
          </span>
        </div>
      )}
    />
  );
  return (
    <div className={css.form}>
      <h3 id={`${id}-h`} className={css.subheading}>
        {t('ledger.heading')}
      </h3>
      {body}
    </div>
  );
}
