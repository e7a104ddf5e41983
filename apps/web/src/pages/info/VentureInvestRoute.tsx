import { partnerApplicationSchema } from '@touchline/api';
import {
  PARTNER_AUDIENCE_SIZES,
  PARTNER_CHANNELS,
  PARTNER_COMMISSION_TIERS,
  PARTNER_FIELD_LIMITS,
  PARTNER_MARKETS,
  type PartnerAudienceSize,
  type PartnerChannel,
  type PartnerMarket,
} from '@touchline/domain';
import { Button, Checkbox, Input, Select } from '@touchline/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplyPartner } from '../../data/mutations/info.ts';
import { MutationFailure } from '../parts.tsx';
import * as css from './info.css.ts';
import { Section, Tiles } from './parts.tsx';

/** Words for the domain's values (literal keys, so the pack check sees them). */
const TIER_NAME = {
  starter: 'partner.tierStarter',
  growth: 'partner.tierGrowth',
  pro: 'partner.tierPro',
  elite: 'partner.tierElite',
} as const;
const CHANNEL_NAME: Record<PartnerChannel, string> = {
  website: 'partner.channelWebsite',
  social: 'partner.channelSocial',
  video: 'partner.channelVideo',
  community: 'partner.channelCommunity',
  agent: 'partner.channelAgent',
  other: 'partner.channelOther',
};
const AUDIENCE_NAME: Record<PartnerAudienceSize, string> = {
  'under-1k': 'partner.audienceUnder1k',
  '1k-10k': 'partner.audience1k',
  '10k-100k': 'partner.audience10k',
  'over-100k': 'partner.audience100k',
};
const MARKET_NAME: Record<PartnerMarket, string> = {
  china: 'partner.marketChina',
  vietnam: 'partner.marketVietnam',
  thailand: 'partner.marketThailand',
  'southeast-asia': 'partner.marketSea',
  other: 'partner.marketOther',
};

type Field = 'name' | 'contact' | 'channel' | 'audienceSize' | 'markets' | 'message';
const FIELD_ERROR: Record<Field, string> = {
  name: 'partner.errorName',
  contact: 'partner.errorContact',
  channel: 'partner.errorChannel',
  audienceSize: 'partner.errorAudience',
  markets: 'partner.errorMarkets',
  message: 'partner.errorMessage',
};

/** `/VentureInvest`: the partner programme, its commission tiers and the application form. */
export function VentureInvestRoute() {
  const { t } = useTranslation('info');
  return (
    <div className={css.page}>
      <div className={css.intro}>
        <h1 className={css.title}>{t('partner.title')}</h1>
        <p className={css.lead}>{t('partner.lead')}</p>
      </div>
      <div className={css.columns}>
        <div className={css.form}>
          <Section title={t('partner.tiersHeading')} id="partner-tiers">
            <table className={css.table}>
              <caption className={css.muted} style={{ captionSide: 'bottom', textAlign: 'left' }}>
                {t('partner.tiersNote')}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('partner.tier')}</th>
                  <th scope="col">{t('partner.activePlayers')}</th>
                  <th scope="col">{t('partner.share')}</th>
                </tr>
              </thead>
              <tbody>
                {PARTNER_COMMISSION_TIERS.map((tier) => (
                  <tr key={tier.tier}>
                    <th scope="row">{t(TIER_NAME[tier.tier])}</th>
                    <td>{t('partner.playersFrom', { count: tier.minActivePlayers })}</td>
                    <td>{t('partner.percent', { value: tier.sharePercent })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Section>
          <Section title={t('partner.howHeading')} id="partner-how">
            <Tiles
              items={[
                { title: t('partner.step1Title'), text: t('partner.step1Text') },
                { title: t('partner.step2Title'), text: t('partner.step2Text') },
                { title: t('partner.step3Title'), text: t('partner.step3Text') },
              ]}
            />
          </Section>
        </div>
        <ApplicationForm />
      </div>
    </div>
  );
}

function ApplicationForm() {
  const { t } = useTranslation('info');
  const apply = useApplyPartner();
  const [name, setName] = useState('');
  const [contact, setContact] = useState('');
  const [channel, setChannel] = useState('');
  const [audienceSize, setAudienceSize] = useState('');
  const [markets, setMarkets] = useState<PartnerMarket[]>([]);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  if (apply.isSuccess) {
    return (
      <Section title={t('partner.formHeading')} id="partner-apply">
        <p className={css.success} role="status">
          {apply.data.created ? t('partner.sent') : t('partner.already')}
        </p>
        <p className={css.muted}>{t('partner.sentNext')}</p>
      </Section>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      name,
      contact,
      channel,
      audienceSize,
      markets,
      ...(message.trim() ? { message } : {}),
    };
    // the contract's own rules, read here first: a fault is named beside its field, nothing lost
    const checked = partnerApplicationSchema.safeParse(input);
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as Field;
        if (field in FIELD_ERROR) found[field] ??= t(FIELD_ERROR[field], limitsFor(field));
      }
      setErrors(found);
      return;
    }
    setErrors({});
    apply.mutate(checked.data);
  };

  const err = (field: Field) => (errors[field] ? { error: errors[field] } : {});
  return (
    <Section title={t('partner.formHeading')} id="partner-apply">
      <p className={css.muted}>{t('partner.formText')}</p>
      <form className={css.form} onSubmit={submit} noValidate aria-label={t('partner.formHeading')}>
        <Input
          label={t('partner.name')}
          value={name}
          onValueChange={setName}
          autoComplete="name"
          maxLength={PARTNER_FIELD_LIMITS.name.max}
          required
          {...err('name')}
        />
        <Input
          label={t('partner.contact')}
          hint={t('partner.contactHint')}
          value={contact}
          onValueChange={setContact}
          maxLength={PARTNER_FIELD_LIMITS.contact.max}
          required
          {...err('contact')}
        />
        <Select
          label={t('partner.channel')}
          value={channel}
          onValueChange={setChannel}
          placeholder={t('partner.choose')}
          options={PARTNER_CHANNELS.map((c) => ({ value: c, label: t(CHANNEL_NAME[c]) }))}
          required
          {...err('channel')}
        />
        <Select
          label={t('partner.audience')}
          value={audienceSize}
          onValueChange={setAudienceSize}
          placeholder={t('partner.choose')}
          options={PARTNER_AUDIENCE_SIZES.map((a) => ({ value: a, label: t(AUDIENCE_NAME[a]) }))}
          required
          {...err('audienceSize')}
        />
        <fieldset
          className={css.fieldset}
          aria-describedby={errors.markets ? 'partner-markets-error' : undefined}
        >
          <legend className={css.legend}>{t('partner.markets')}</legend>
          <div className={css.row}>
            {PARTNER_MARKETS.map((m) => (
              <Checkbox
                key={m}
                label={t(MARKET_NAME[m])}
                checked={markets.includes(m)}
                onCheckedChange={(on) =>
                  setMarkets((now) => (on ? [...now, m] : now.filter((x) => x !== m)))
                }
              />
            ))}
          </div>
          {errors.markets ? (
            <p id="partner-markets-error" className={css.alert}>
              {errors.markets}
            </p>
          ) : null}
        </fieldset>
        <Input
          label={t('partner.message')}
          optional
          value={message}
          onValueChange={setMessage}
          maxLength={PARTNER_FIELD_LIMITS.message.max}
          {...err('message')}
        />
        <MutationFailure mutation={apply} />
        <Button type="submit" loading={apply.isPending}>
          {t('partner.send')}
        </Button>
      </form>
    </Section>
  );
}

function limitsFor(field: Field): Record<string, number> {
  if (field === 'name') return { ...PARTNER_FIELD_LIMITS.name };
  if (field === 'contact') return { ...PARTNER_FIELD_LIMITS.contact };
  if (field === 'message') return { ...PARTNER_FIELD_LIMITS.message };
  return {};
}
