import { utcOffsetName } from '@touchline/domain';
import { Text, useTimeZone } from '@touchline/ui';
import { useTranslation } from 'react-i18next';

/**
 * "Times in UTC+8": the zone of the times below it, named from the zone they are shown in. The
 * site shows every time at UTC+8, where the sportsbook's days are cut (App.tsx's
 * TimeZoneProvider; ADR 015), and says so wherever it lists times.
 */
export function ZoneNote({ timeZone, now = Date.now() }: { timeZone?: string; now?: number }) {
  const { t } = useTranslation('sports');
  const zone = useTimeZone(timeZone);
  return (
    <Text variant="caption" as="p">
      {t('timesZone', { zone: utcOffsetName(zone, now) })}
    </Text>
  );
}
