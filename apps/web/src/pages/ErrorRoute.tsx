import { ErrorPage, useUiText, type ErrorPageKind } from '@touchline/ui';
import { useLocation } from 'react-router-dom';
import { titled, useDocumentTitle } from '../app/documentTitle.ts';

/** The error page's own heading, from the ui's texts, names the document. */
const TITLE_KEYS = {
  404: 'errorPage404Title',
  500: 'errorPage500Title',
  403: 'errorPage403Title',
} as const satisfies Record<ErrorPageKind, string>;

/** `/404`, `/500` and `/403`: one error page, without header or tab bar, named by its title. */
export function ErrorRoute() {
  const { pathname } = useLocation();
  const text = useUiText();
  const code = Number(pathname.slice(1)) as ErrorPageKind;
  const kind = [404, 500, 403].includes(code) ? code : 404;
  useDocumentTitle(titled(text(TITLE_KEYS[kind])));
  return <ErrorPage kind={kind} homeHref="/" />;
}
