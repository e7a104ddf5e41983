import { isSameSitePath } from '@touchline/domain';
import { Button, Link, Text } from '@touchline/ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { titled, useDocumentTitle } from '../app/documentTitle.ts';
import { useShell } from '../app/context.tsx';
import { ADULTS_ONLY_PATH } from '../site/paths.ts';
import * as css from './AdultsOnly.css.ts';

/** A free, confidential help service for gambling harm (issue 20: the adults-only page links it). */
export const GAMBLING_HELP_URL = 'https://www.begambleaware.org';

export interface AdultsOnlyPageProps {
  /** The visitor is 18 or older after all: confirm and go back. */
  onConfirm: () => void;
}

/** What a visitor who answered "No" to the 18+ gate sees: the site is for adults only. */
export function AdultsOnlyPage({ onConfirm }: AdultsOnlyPageProps) {
  const { t } = useTranslation();
  return (
    <main className={css.page}>
      <div className={css.panel}>
        <h1 className={css.heading}>{t('adultsOnly.title')}</h1>
        <Text>{t('adultsOnly.text')}</Text>
        <Text tone="muted">{t('adultsOnly.help')}</Text>
        <Link href={GAMBLING_HELP_URL} external>
          {t('adultsOnly.helpLink')}
        </Link>
        <Button type="button" variant="solid" tone="neutral" onClick={onConfirm}>
          {t('adultsOnly.confirm')}
        </Button>
      </div>
    </main>
  );
}

/**
 * `/adults-only` (outside the layout, no header): "I am 18 or older after all" remembers the
 * answer the gate asked for and goes back to the page the visitor came from (home otherwise).
 */
export function AdultsOnlyRoute() {
  const { t } = useTranslation();
  const shell = useShell();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  useDocumentTitle(titled(t('adultsOnly.title')));
  return (
    <AdultsOnlyPage
      onConfirm={() => {
        shell.store.ageConfirmed.set();
        void navigate(
          typeof from === 'string' && isSameSitePath(from) && from !== ADULTS_ONLY_PATH
            ? from
            : '/',
          { replace: true },
        );
      }}
    />
  );
}
