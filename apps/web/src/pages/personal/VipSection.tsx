import { DEFAULT_VIP_SERVICE } from '@touchline/domain';
import { Button, Input, MoneyText, VipBadge } from '@touchline/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestVipCallback } from '../../data/mutations/personal.ts';
import { useWallet } from '../../data/queries/member.ts';
import {
  useMemberProfile,
  useVipCallbackPage,
  useVipInfo,
  useVipLevels,
} from '../../data/queries/personal.ts';
import * as css from './personal.css.ts';
import { LoadFailed, MutationFailure } from '../parts.tsx';
import { Card, Loading, VipProgressBlock } from './parts.tsx';
import type { PersonalTabProps } from './tabs.ts';

/** The benefits the site names in the reader's language; others show the operator's title. */
const BENEFIT_LABELS: Readonly<Record<string, string>> = {
  'birthday-bonus': 'vip.benefitBirthdayBonus',
  'withdrawals-per-day': 'vip.benefitWithdrawals',
  'dedicated-manager': 'vip.benefitManager',
};

function BenefitList({
  benefits,
  inline = false,
}: {
  benefits: readonly { key: string; title: string; value: string }[];
  /** One wrapping line (the table of levels) rather than a list. */
  inline?: boolean;
}) {
  const { t } = useTranslation('personal');
  return (
    <ul className={inline ? css.inlineList : css.list}>
      {benefits.map((b) => {
        const label = BENEFIT_LABELS[b.key];
        const value = b.value === 'yes' ? t('vip.included') : b.value;
        return (
          <li key={b.key}>
            {label ? t(label) : b.title}: <strong>{value}</strong>
          </li>
        );
      })}
    </ul>
  );
}

/** The VIP desk's call-back: a form when the member may ask, else why not (or that they asked). */
function CallbackCard() {
  const { t } = useTranslation('personal');
  const page = useVipCallbackPage();
  const profile = useMemberProfile();
  const request = useRequestVipCallback();
  const [mobileArea, setMobileArea] = useState<string | null>(null);
  const [mobile, setMobile] = useState('');
  const [preferredTime, setPreferredTime] = useState('');
  const [note, setNote] = useState('');
  const area = mobileArea ?? profile.data?.mobileArea ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(
      {
        mobileArea: area.trim(),
        mobile: mobile.trim(),
        ...(preferredTime.trim() ? { preferredTime: preferredTime.trim() } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
        service: DEFAULT_VIP_SERVICE,
      },
      // what was typed stays until the desk has the request
      { onSuccess: () => (setMobile(''), setPreferredTime(''), setNote('')) },
    );
  };

  return (
    <Card title={t('vip.callback')} id="vip-callback">
      {page.isError ? (
        <LoadFailed ns="personal" onRetry={() => void page.refetch()} />
      ) : !page.data ? (
        <Loading />
      ) : page.data.pendingServices.includes(DEFAULT_VIP_SERVICE) ? (
        <p className={css.success} role="status">
          {t('vip.callbackPending')}
        </p>
      ) : !page.data.available ? (
        <p className={css.muted}>{t('vip.callbackFrom', { level: page.data.minVipLevel })}</p>
      ) : (
        <form className={css.form} onSubmit={submit} noValidate>
          {page.data.managerName ? (
            <p className={css.muted}>
              {t('vip.manager', { name: page.data.managerName })}
              {page.data.workingHours ? ` · ${page.data.workingHours}` : ''}
            </p>
          ) : null}
          <div className={css.row}>
            <Input
              label={t('vip.mobileArea')}
              mode="numeric"
              value={area}
              onValueChange={setMobileArea}
              prefix="+"
              maxLength={4}
              required
            />
            <Input
              label={t('vip.mobile')}
              mode="numeric"
              value={mobile}
              onValueChange={setMobile}
              autoComplete="tel-national"
              required
            />
          </div>
          <Input
            label={t('vip.preferredTime')}
            optional
            value={preferredTime}
            onValueChange={setPreferredTime}
            maxLength={100}
          />
          <Input
            label={t('vip.note')}
            optional
            value={note}
            onValueChange={setNote}
            maxLength={500}
          />
          <MutationFailure mutation={request} />
          <Button
            type="submit"
            loading={request.isPending}
            disabled={!mobile.trim() || !area.trim()}
          >
            {t('vip.callbackAsk')}
          </Button>
        </form>
      )}
    </Card>
  );
}

/** VIP: the member's level and progress, every level with its benefits, and the VIP desk. */
export default function VipSection(_props: PersonalTabProps) {
  const { t } = useTranslation('personal');
  const vip = useVipInfo();
  const levels = useVipLevels();
  const currency = useWallet().data?.currency;
  const money = currency ? { currency } : {};
  return (
    <div className={css.columns}>
      <Card title={t('vip.yourLevel')} id="vip-level">
        {vip.isError ? (
          <LoadFailed ns="personal" onRetry={() => void vip.refetch()} />
        ) : !vip.data ? (
          <Loading />
        ) : (
          <>
            <VipProgressBlock vip={vip.data} {...money} />
            {vip.data.benefits.length > 0 ? <BenefitList benefits={vip.data.benefits} /> : null}
          </>
        )}
      </Card>
      <CallbackCard />
      <Card title={t('vip.levels')} id="vip-levels">
        {levels.isError ? (
          <LoadFailed ns="personal" onRetry={() => void levels.refetch()} />
        ) : !levels.data ? (
          <Loading height={240} />
        ) : (
          <ol className={css.list} aria-label={t('vip.levels')}>
            {levels.data.map((level) => {
              const mine = vip.data?.vipLevel === level.level;
              return (
                <li
                  key={level.level}
                  className={mine ? `${css.levelItem} ${css.currentRow}` : css.levelItem}
                  aria-current={mine ? 'true' : undefined}
                >
                  <div className={css.spread}>
                    <span className={css.row}>
                      <VipBadge level={level.level} size="sm" />
                      <strong>{t('vip.level', { level: level.level })}</strong>
                      {mine ? <span className={css.muted}>{t('vip.yours')}</span> : null}
                    </span>
                    <span className={css.muted}>
                      {t('vip.turnoverColumn')} <MoneyText amount={level.minTurnover} {...money} />
                    </span>
                  </div>
                  <BenefitList benefits={level.benefits} inline />
                </li>
              );
            })}
          </ol>
        )}
      </Card>
    </div>
  );
}
