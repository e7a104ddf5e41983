import type { ResponsibleGambling } from '@touchline/api';
import type { Language } from '@touchline/domain';
import { Link, Text, useTimeZone, useUiLanguage } from '@touchline/ui';
import { createContext, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GAMBLING_HELP_URL } from '../../AdultsOnlyRoute.tsx';
import * as css from './responsible.css.ts';
import { whenText } from './when.ts';

/** A time-out or self-exclusion in force. */
export type Exclusion = NonNullable<ResponsibleGambling['exclusion']>;

/**
 * Where the safer-gambling panel reports a break just taken: the page around it, which stays
 * mounted when the break ends the session (the panel itself goes with the member's pages) and
 * then shows `BreakTaken`. None: the panel shows it itself.
 */
export const BreakReport = createContext<((exclusion: Exclusion) => void) | null>(null);

/** The site's way of writing an instant: in its zone, in the reader's language, the zone named. */
export function useWhen() {
  const language = useUiLanguage() as Language;
  const zone = useTimeZone();
  return (epochMs: number) => whenText(epochMs, language, zone);
}

/** After a break: the member is logged out; when it ends, and where help is. */
export function BreakTaken({ exclusion }: { exclusion: Exclusion }) {
  const { t } = useTranslation('responsible');
  const when = useWhen();
  const titleId = useId();
  const until = when(exclusion.until);
  return (
    <section className={css.panel} aria-labelledby={titleId}>
      <div className={css.card} role="status">
        <h2 id={titleId} className={css.title}>
          {t('loggedOut')}
        </h2>
        <Text as="p">
          {exclusion.kind === 'time-out'
            ? t('timeOutInForce', { until })
            : t('selfExclusionInForce', { until })}
        </Text>
        <div className={css.actions}>
          <Link href="/">{t('home')}</Link>
        </div>
      </div>
      <HelpCard />
    </section>
  );
}

export function HelpCard() {
  const { t } = useTranslation('responsible');
  const id = useId();
  return (
    <section className={css.card} aria-labelledby={id}>
      <h3 id={id} className={css.heading}>
        {t('help')}
      </h3>
      <Text as="p">{t('helpText')}</Text>
      <Link href={GAMBLING_HELP_URL} external>
        {t('helpLink')}
      </Link>
    </section>
  );
}
