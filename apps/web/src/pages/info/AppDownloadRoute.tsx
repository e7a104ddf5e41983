import { Button } from '@touchline/ui';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { installOffer, promptInstall, subscribeInstallOffer } from '../../app/installApp.ts';
import { QrCode } from '../personal/QrCode.tsx';
import * as css from './info.css.ts';
import { Section } from './parts.tsx';

/** Whether the site already runs as the installed app (opened from the home screen). */
function runsInstalled(): boolean {
  return (
    typeof window !== 'undefined' &&
    (window.matchMedia?.('(display-mode: standalone)').matches ?? false)
  );
}

/**
 * `/AppDownload`: the site is the app. How to add it to the home screen on iOS and Android, an
 * Install button only when the browser has offered an install, and a QR code of the address for
 * opening it on the phone.
 */
export function AppDownloadRoute({
  address = `${window.location.origin}/`,
}: {
  /** The address the QR code opens: this site's (stories fix one, their port changes). */
  address?: string;
} = {}) {
  const { t } = useTranslation('info');
  const offer = useSyncExternalStore(subscribeInstallOffer, installOffer, () => null);
  const [outcome, setOutcome] = useState<'accepted' | 'dismissed' | null>(null);
  const installed = runsInstalled() || outcome === 'accepted';

  return (
    <div className={css.page}>
      <div className={css.intro}>
        <h1 className={css.title}>{t('app.title')}</h1>
        <p className={css.lead}>{t('app.lead')}</p>
      </div>
      <div className={css.columns}>
        <Section title={t('app.installHeading')} id="app-install">
          {installed ? (
            <p className={css.success} role="status">
              {t('app.installed')}
            </p>
          ) : offer ? (
            <>
              <p className={css.muted}>{t('app.offer')}</p>
              <Button
                onClick={() =>
                  void promptInstall().then((o) => o !== 'unavailable' && setOutcome(o))
                }
              >
                {t('app.install')}
              </Button>
            </>
          ) : (
            <p className={css.muted}>{t('app.noOffer')}</p>
          )}
          {outcome === 'dismissed' ? <p className={css.muted}>{t('app.dismissed')}</p> : null}
          <h3 className={css.tileTitle}>{t('app.iosHeading')}</h3>
          <ol className={css.list}>
            <li>{t('app.ios1')}</li>
            <li>{t('app.ios2')}</li>
            <li>{t('app.ios3')}</li>
          </ol>
          <h3 className={css.tileTitle}>{t('app.androidHeading')}</h3>
          <ol className={css.list}>
            <li>{t('app.android1')}</li>
            <li>{t('app.android2')}</li>
            <li>{t('app.android3')}</li>
          </ol>
        </Section>
        <Section title={t('app.qrHeading')} id="app-qr">
          <p className={css.muted}>{t('app.qrText')}</p>
          <QrCode value={address} label={t('app.qrLabel')} size={176} />
          <p className={css.address}>{address}</p>
          <h3 className={css.tileTitle}>{t('app.whyHeading')}</h3>
          <ul className={css.list}>
            <li>{t('app.why1')}</li>
            <li>{t('app.why2')}</li>
            <li>{t('app.why3')}</li>
          </ul>
        </Section>
      </div>
    </div>
  );
}
