import { vipProgress } from '@touchline/domain';
import { MoneyText, Skeleton, VipBadge } from '@touchline/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as css from './personal.css.ts';

/** A part still loading. */
export function Loading({ height = 96 }: { height?: number }) {
  const { t } = useTranslation('personal');
  return (
    <div role="status" aria-busy="true" aria-label={t('loading')}>
      <Skeleton shape="rect" height={height} />
    </div>
  );
}

/** A card with its heading. */
export function Card({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const headingId = `${id ?? title.replace(/\W+/g, '-').toLowerCase()}-heading`;
  return (
    <section className={css.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export interface VipStanding {
  vipLevel: number;
  nextLevel: number | null;
  betProgress: string;
  betTarget: string | null;
}

/** The member's VIP badge and the turnover still needed for the next level (domain's vipProgress). */
export function VipProgressBlock({ vip, currency }: { vip: VipStanding; currency?: string }) {
  const { t } = useTranslation('personal');
  const progress = vipProgress(vip.betProgress, vip.betTarget);
  return (
    <div className={css.form}>
      <div className={css.identity}>
        <VipBadge level={vip.vipLevel} size="lg" />
        <div className={css.itemText}>
          <p className={css.name}>{t('vip.level', { level: vip.vipLevel })}</p>
          {vip.nextLevel === null || progress.remaining === null ? (
            <p className={css.muted}>{t('vip.topLevel')}</p>
          ) : (
            <p className={css.muted}>
              {t('vip.toNext', { level: vip.nextLevel })}{' '}
              <MoneyText amount={progress.remaining} {...(currency ? { currency } : {})} />
            </p>
          )}
        </div>
      </div>
      <div
        role="progressbar"
        aria-label={t('vip.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={`${progress.percent}%`}
        className={css.progressTrack}
      >
        <div className={css.progressFill} style={{ width: `${progress.percent}%` }} />
      </div>
      <p className={css.muted}>
        {t('vip.turnover')}{' '}
        <MoneyText amount={vip.betProgress} {...(currency ? { currency } : {})} />
        {vip.betTarget ? (
          <>
            {' / '}
            <MoneyText amount={vip.betTarget} {...(currency ? { currency } : {})} />
          </>
        ) : null}
      </p>
    </div>
  );
}
