import { ErrorPage, UI_NAMESPACE, type ErrorPageKind } from '@touchline/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { titled, useDocumentTitle } from '../app/documentTitle.ts';

/** `/404`, `/500` and `/403`: one error page, without header or tab bar, named by its title. */
export function ErrorRoute() {
  const { pathname } = useLocation();
  const { t } = useTranslation(UI_NAMESPACE);
  const code = Number(pathname.slice(1)) as ErrorPageKind;
  const kind = [404, 500, 403].includes(code) ? code : 404;
  // the page's own heading, from the ui's texts, names the document
  useDocumentTitle(titled(t(`errorPage${kind}Title`)));
  return <ErrorPage kind={kind} homeHref="/" />;
}
