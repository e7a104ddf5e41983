import { Icon } from '@touchline/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import * as css from '../room.css.ts';

/** How long a gift's moment shows (the animation's length; a still card as long under reduced motion). */
export const GIFT_BURST_MS = 2_600;

export interface GiftBurstItem {
  key: number;
  senderName: string;
  giftName: string;
  count: number;
}

/**
 * A gift's moment over the picture: a card rises and fades (CSS; under `prefers-reduced-motion`
 * the card just shows, then goes), read out once politely.
 */
export function GiftBurst({ item, onDone }: { item: GiftBurstItem | null; onDone: () => void }) {
  const { t } = useTranslation('live');
  useEffect(() => {
    if (!item) return;
    const timer = setTimeout(onDone, GIFT_BURST_MS);
    return () => clearTimeout(timer);
  }, [item, onDone]);
  return (
    <div className={css.burst} aria-live="polite">
      {item ? (
        <span key={item.key} className={css.burstCard} data-testid="gift-burst">
          <Icon name="gift-box" className={css.burstIcon} />
          <span>{t('room.giftMoment', { name: item.senderName, gift: item.giftName })}</span>
          <span className={css.burstCount}>×{item.count}</span>
        </span>
      ) : null}
    </div>
  );
}
