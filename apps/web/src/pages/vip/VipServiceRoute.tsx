import { dialCodeSchema, phoneSchema } from '@touchline/api';
import { vipProgress, vipServiceLevel, VIP_SERVICES, type VipService } from '@touchline/domain';
import { Button, Input, MoneyText, VipBadge } from '@touchline/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useDialogs, useSessionState } from '../../app/context.tsx';
import { useRequestVipCallback } from '../../data/mutations/personal.ts';
import { useWallet } from '../../data/queries/member.ts';
import {
  useMemberProfile,
  useVipCallbackPage,
  useVipInfo,
  useVipLevels,
} from '../../data/queries/personal.ts';
import * as css from '../info/info.css.ts';
import { Busy, Section, Tiles } from '../info/parts.tsx';
import { LoadFailed, MutationFailure } from '../parts.tsx';

/** Each page's words (literal keys, so the pack check sees them) and its service. */
const PAGES = {
  '/vipDedicatedManager': {
    service: 'dedicatedManager',
    title: 'manager.title',
    lead: 'manager.lead',
    features: [
      ['manager.f1Title', 'manager.f1Text'],
      ['manager.f2Title', 'manager.f2Text'],
      ['manager.f3Title', 'manager.f3Text'],
    ],
  },
  '/vipBusinessGirl': {
    service: 'businessHospitality',
    title: 'hospitality.title',
    lead: 'hospitality.lead',
    features: [
      ['hospitality.f1Title', 'hospitality.f1Text'],
      ['hospitality.f2Title', 'hospitality.f2Text'],
      ['hospitality.f3Title', 'hospitality.f3Text'],
    ],
  },
  '/vipYacht': {
    service: 'yacht',
    title: 'yacht.title',
    lead: 'yacht.lead',
    features: [
      ['yacht.f1Title', 'yacht.f1Text'],
      ['yacht.f2Title', 'yacht.f2Text'],
      ['yacht.f3Title', 'yacht.f3Text'],
    ],
  },
} as const satisfies Record<
  string,
  {
    service: VipService;
    title: string;
    lead: string;
    features: readonly (readonly [string, string])[];
  }
>;
type PagePath = keyof typeof PAGES;

/** `/vipDedicatedManager`, `/vipBusinessGirl` (business hospitality), `/vipYacht`. */
export function VipServiceRoute() {
  const { pathname } = useLocation();
  const page = PAGES[(pathname in PAGES ? pathname : '/vipDedicatedManager') as PagePath];
  const { t } = useTranslation('vip');
  const { sessionId } = useSessionState();
  return (
    <div className={css.page}>
      <div className={css.intro}>
        <h1 className={css.title}>{t(page.title)}</h1>
        <p className={css.lead}>{t(page.lead)}</p>
      </div>
      <div className={css.columns}>
        <Section title={t('whatYouGet')} id="vip-service">
          <Tiles
            items={page.features.map(([title, text]) => ({ title: t(title), text: t(text) }))}
          />
          <p className={css.muted}>
            {t('eligibility', { level: VIP_SERVICES[page.service].minLevel })}
          </p>
        </Section>
        {sessionId ? (
          <RequestCard service={page.service} />
        ) : (
          <VisitorCard service={page.service} />
        )}
      </div>
    </div>
  );
}

function VisitorCard({ service }: { service: VipService }) {
  const { t } = useTranslation('vip');
  const dialogs = useDialogs();
  return (
    <Section title={t('request')} id="vip-request">
      <p className={css.muted}>{t('visitor', { level: VIP_SERVICES[service].minLevel })}</p>
      <Button onClick={() => dialogs.open({ kind: 'login', mode: 'account' })}>
        {t('signIn')}
      </Button>
    </Section>
  );
}

/** The member's side: the form at the level, the way there below it, or that they asked. */
function RequestCard({ service }: { service: VipService }) {
  const { t } = useTranslation('vip');
  const vip = useVipInfo();
  const desk = useVipCallbackPage();
  const request = useRequestVipCallback();
  const failed = vip.isError || desk.isError;
  const retry = () => void Promise.all([vip.refetch(), desk.refetch()]);
  return (
    <Section title={t('request')} id="vip-request">
      {failed ? (
        <LoadFailed ns="vip" onRetry={retry} />
      ) : !vip.data || !desk.data ? (
        <Busy label={t('loading')} height={200} />
      ) : request.isSuccess || desk.data.pendingServices.includes(service) ? (
        <p className={css.success} role="status">
          {t('submitted')}
        </p>
      ) : vip.data.vipLevel < vipServiceLevel(service, desk.data.minVipLevel) ? (
        <BelowLevel
          level={vip.data.vipLevel}
          needed={vipServiceLevel(service, desk.data.minVipLevel)}
          turnover={vip.data.betProgress}
        />
      ) : (
        <RequestForm
          service={service}
          request={request}
          managerName={desk.data.managerName}
          hours={desk.data.workingHours}
        />
      )}
    </Section>
  );
}

/** Below the service's level: which level it needs and how far along the member is. */
function BelowLevel({
  level,
  needed,
  turnover,
}: {
  level: number;
  needed: number;
  turnover: string;
}) {
  const { t } = useTranslation('vip');
  const levels = useVipLevels();
  const currency = useWallet().data?.currency;
  const target = levels.data?.find((entry) => entry.level === needed)?.minTurnover ?? null;
  const progress = target ? vipProgress(turnover, target) : null;
  return (
    <div className={css.form}>
      <div className={css.identity}>
        <VipBadge level={level} size="lg" />
        <p className={css.muted}>{t('belowLevel', { level, needed })}</p>
      </div>
      {progress ? (
        <>
          <div
            role="progressbar"
            aria-label={t('progressLabel', { level: needed })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
            aria-valuetext={`${progress.percent}%`}
            className={css.progressTrack}
          >
            <div className={css.progressFill} style={{ width: `${progress.percent}%` }} />
          </div>
          <p className={css.muted}>
            {t('toGo', { level: needed })}{' '}
            <MoneyText amount={progress.remaining ?? '0.00'} {...(currency ? { currency } : {})} />
          </p>
        </>
      ) : levels.isError ? null : (
        <Busy label={t('loading')} height={40} />
      )}
    </div>
  );
}

function RequestForm({
  service,
  request,
  managerName,
  hours,
}: {
  service: VipService;
  request: ReturnType<typeof useRequestVipCallback>;
  managerName: string;
  hours: string;
}) {
  const { t } = useTranslation('vip');
  const profile = useMemberProfile();
  const [mobileArea, setMobileArea] = useState<string | null>(null);
  const [mobile, setMobile] = useState('');
  const [preferredTime, setPreferredTime] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const area = mobileArea ?? profile.data?.mobileArea ?? '';
  const areaOk = dialCodeSchema.safeParse(area.trim()).success;
  const mobileOk = phoneSchema.safeParse(mobile.trim()).success;
  const areaError = tried && !areaOk ? t('errorArea') : undefined;
  const mobileError = tried && !mobileOk ? t('errorMobile') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!areaOk || !mobileOk) return;
    // what was typed stays on screen until the desk has it (a refusal loses nothing)
    request.mutate({
      mobileArea: area.trim(),
      mobile: mobile.trim(),
      ...(preferredTime.trim() ? { preferredTime: preferredTime.trim() } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
      service,
    });
  };

  return (
    <form className={css.form} onSubmit={submit} noValidate aria-label={t('request')}>
      <p className={css.muted}>
        {managerName ? t('managerName', { name: managerName }) : t('desk')}
        {hours ? ` · ${hours}` : ''}
      </p>
      <div className={css.row}>
        <Input
          label={t('mobileArea')}
          mode="numeric"
          value={area}
          onValueChange={setMobileArea}
          prefix="+"
          maxLength={4}
          required
          {...(areaError ? { error: areaError } : {})}
        />
        <Input
          label={t('mobile')}
          mode="numeric"
          value={mobile}
          onValueChange={setMobile}
          autoComplete="tel-national"
          maxLength={15}
          required
          {...(mobileError ? { error: mobileError } : {})}
        />
      </div>
      <Input
        label={t('preferredTime')}
        hint={t('preferredTimeHint')}
        optional
        value={preferredTime}
        onValueChange={setPreferredTime}
        maxLength={100}
      />
      <Input label={t('note')} optional value={note} onValueChange={setNote} maxLength={500} />
      <MutationFailure mutation={request} />
      <Button type="submit" loading={request.isPending}>
        {t('send')}
      </Button>
    </form>
  );
}
