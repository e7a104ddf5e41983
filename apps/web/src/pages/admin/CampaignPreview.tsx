import type { AdminCampaignDocument } from '@touchline/api';
import { LANGUAGES, type Language } from '@touchline/domain';
import { Select, Skeleton } from '@touchline/ui';
import { Suspense, useEffect, useId, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useAdminCampaignPreview } from '../../data/queries/admin-campaigns.ts';
import { CampaignPage } from '../campaign/CampaignRoute.tsx';
import { failureText } from '../parts.tsx';
import * as css from './admin.css.ts';
import { PREVIEW_WIDTHS, type PreviewWidth } from './campaignDraft.ts';
import * as own from './campaigns.css.ts';

/** How long typing pauses before the preview is built again (ms). */
const PREVIEW_PAUSE_MS = 400;

/**
 * A draft before it is published: the campaign's own page component (not a copy of it), from the
 * page the server builds of the draft as a visitor reading the chosen language would get it, in
 * that language's words, in a frame of a phone's or a desktop's width.
 */
export function CampaignPreview({
  document,
  initialLanguage = 'en',
  initialWidth = 375,
}: {
  document: AdminCampaignDocument;
  initialLanguage?: Language;
  initialWidth?: PreviewWidth;
}) {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  const [language, setLanguage] = useState<Language>(initialLanguage);
  const [width, setWidth] = useState<PreviewWidth>(initialWidth);
  // the draft as typed, asked for once typing pauses (not a request per key)
  const [asked, setAsked] = useState(document);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(document), PREVIEW_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [document]);
  const preview = useAdminCampaignPreview(asked, language);
  // the page's own words in the language previewed, whatever the operator reads the centre in
  const previewI18n = useMemo(() => {
    const clone = i18n.cloneInstance({ lng: language });
    void clone.changeLanguage(language);
    return clone;
  }, [i18n, language]);

  let body;
  if (preview.isPending) body = <Skeleton height={320} />;
  else if (preview.isError)
    body = (
      <p role="alert" className={css.muted}>
        {failureText(preview.error, t)}
      </p>
    );
  else
    body = (
      <div className={own.previewScroll}>
        <div
          className={own.previewFrame}
          style={{ width }}
          lang={language}
          data-testid="campaign-preview-frame"
        >
          <I18nextProvider i18n={previewI18n}>
            <Suspense fallback={<Skeleton height={320} />}>
              <CampaignPage campaign={preview.data} asVisitor />
            </Suspense>
          </I18nextProvider>
        </div>
      </div>
    );

  return (
    <section className={css.fieldGroup} aria-labelledby={`${id}-h`} aria-busy={preview.isFetching}>
      <h3 id={`${id}-h`} className={css.subheading}>
        {t('preview.heading')}
      </h3>
      <p className={css.muted}>{t('preview.text')}</p>
      <div className={own.previewBar}>
        <Select
          label={t('preview.language')}
          value={language}
          onValueChange={(v) => setLanguage(v as Language)}
          options={LANGUAGES.map((l) => ({ value: l, label: t(`campaign.languageName.${l}`) }))}
        />
        <Select
          label={t('preview.width')}
          value={String(width)}
          onValueChange={(v) => setWidth(Number(v) as PreviewWidth)}
          options={PREVIEW_WIDTHS.map((w) => ({ value: String(w), label: t(`preview.px${w}`) }))}
        />
      </div>
      {body}
    </section>
  );
}
