import { AVATAR_IDS, maskAccount } from '@touchline/domain';
import { Avatar, MoneyText, VipBadge } from '@touchline/ui';
import { useTranslation } from 'react-i18next';
import { useSessionState } from '../../app/context.tsx';
import { useSetAvatar } from '../../data/mutations/personal.ts';
import { useWallet } from '../../data/queries/member.ts';
import { useMemberProfile, useVipInfo } from '../../data/queries/personal.ts';
import * as css from './personal.css.ts';
import { LoadFailed, MutationFailure } from '../parts.tsx';
import { Card, Loading, VipProgressBlock } from './parts.tsx';
import type { PersonalTabProps } from './tabs.ts';

/** Overview: who the member is (masked), their balance, their VIP standing and their avatar. */
export default function OverviewSection(_props: PersonalTabProps) {
  const { t } = useTranslation('personal');
  const { user } = useSessionState();
  const profile = useMemberProfile();
  const wallet = useWallet();
  const vip = useVipInfo();
  const setAvatar = useSetAvatar();
  const currency = wallet.data?.currency ?? profile.data?.regCurrency;
  const avatarId = setAvatar.isPending
    ? setAvatar.variables
    : (profile.data?.avatarId ?? user?.avatarId);

  return (
    <div className={css.columns}>
      <Card title={t('overview.account')} id="account">
        {profile.isError ? (
          <LoadFailed ns="personal" onRetry={() => void profile.refetch()} />
        ) : !profile.data ? (
          <Loading />
        ) : (
          <>
            <div className={css.identity}>
              <Avatar
                decorative
                size="lg"
                avatarId={avatarId}
                name={profile.data.userName}
                badge={<VipBadge level={profile.data.vipLevel} size="sm" />}
              />
              <p className={css.name}>{maskAccount(profile.data.userName)}</p>
            </div>
            <dl className={css.facts}>
              <div className={css.fact}>
                <dt className={css.factLabel}>{t('overview.mobile')}</dt>
                <dd className={css.factValue}>
                  {profile.data.mobile
                    ? `+${profile.data.mobileArea ?? ''} ${maskAccount(profile.data.mobile)}`
                    : t('overview.noMobile')}
                </dd>
              </div>
              <div className={css.fact}>
                <dt className={css.factLabel}>{t('overview.balance')}</dt>
                <dd className={css.factValue}>
                  {wallet.data ? (
                    <MoneyText amount={wallet.data.memberWallet} currency={wallet.data.currency} />
                  ) : wallet.isError ? (
                    t('loadFailed')
                  ) : (
                    '…'
                  )}
                </dd>
              </div>
              <div className={css.fact}>
                <dt className={css.factLabel}>{t('overview.identityCode')}</dt>
                <dd className={css.factValue}>{profile.data.identityCode}</dd>
              </div>
            </dl>
          </>
        )}
      </Card>

      <Card title={t('overview.vip')} id="overview-vip">
        {vip.isError ? (
          <LoadFailed ns="personal" onRetry={() => void vip.refetch()} />
        ) : !vip.data ? (
          <Loading />
        ) : (
          <VipProgressBlock vip={vip.data} {...(currency ? { currency } : {})} />
        )}
      </Card>

      <Card title={t('overview.avatar')} id="avatar">
        <fieldset className={css.avatarGrid} disabled={setAvatar.isPending}>
          <legend className={css.visuallyHidden}>{t('overview.avatarLegend')}</legend>
          {AVATAR_IDS.map((id) => (
            <label key={id} className={css.avatarOption}>
              <input
                type="radio"
                name="avatar"
                className={css.visuallyHidden}
                value={id}
                checked={avatarId === id}
                onChange={() => setAvatar.mutate(id)}
                aria-label={t('overview.avatarOption', { id })}
              />
              <Avatar decorative avatarId={id} size="md" />
            </label>
          ))}
        </fieldset>
        <MutationFailure mutation={setAvatar} />
      </Card>
    </div>
  );
}
