import { EmptyState } from '@touchline/ui';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import type { RouteHandle } from '../routes/routes.tsx';
import * as css from './NotBuiltPage.css.ts';

/**
 * What a route shows until its screen's issue lands: its name and the translated "No Data"
 * empty state (the README lists these routes).
 */
export function NotBuiltPage() {
  const { t } = useTranslation();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  return (
    <section aria-labelledby="page-title" className={css.page}>
      <h1 id="page-title" className={css.heading}>
        {t(handle?.entry.titleKey ?? 'noData')}
      </h1>
      <EmptyState kind="noData" />
    </section>
  );
}
