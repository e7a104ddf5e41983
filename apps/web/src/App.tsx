import { useTranslation } from 'react-i18next';

/**
 * The site's shell. The route table, the pages and the site-wide rules land with the web-shell
 * issue; until then every path shows the translated empty state and nothing pretends otherwise.
 */
export function App() {
  const { t } = useTranslation();
  return (
    <main aria-label={t('mainContent')}>
      <p role="status">{t('noData')}</p>
    </main>
  );
}
