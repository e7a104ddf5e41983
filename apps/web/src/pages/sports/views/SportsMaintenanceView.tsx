import { MaintenanceBanner } from '@touchline/ui';
import { useTranslation } from 'react-i18next';
import * as css from './sports.css.ts';

export interface SportsMaintenanceViewProps {
  /** The period the service announced (epoch ms), when its message names one. */
  period: { start: number; end: number } | null;
  timeZone?: string;
}

/** What `/sports` shows while the sports service answers code 8 (maintenance). */
export function SportsMaintenanceView({ period, timeZone }: SportsMaintenanceViewProps) {
  const { t } = useTranslation('sports');
  return (
    <div className={css.layout}>
      <div className={css.main}>
        <h1 className={css.heading}>{t('title')}</h1>
        <MaintenanceBanner
          variant="card"
          title={t('maintenanceTitle')}
          content={
            period ? t('maintenanceBody') : `${t('maintenanceBody')} ${t('maintenanceUnknown')}`
          }
          {...(period ? { start: period.start, end: period.end } : {})}
          {...(timeZone ? { timeZone } : {})}
        />
      </div>
    </div>
  );
}
