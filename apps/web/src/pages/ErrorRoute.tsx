import { ErrorPage, type ErrorPageKind } from '@touchline/ui';
import { useLocation } from 'react-router-dom';

/** `/404`, `/500` and `/403`: one error page, without header or tab bar. */
export function ErrorRoute() {
  const { pathname } = useLocation();
  const kind = Number(pathname.slice(1)) as ErrorPageKind;
  return <ErrorPage kind={[404, 500, 403].includes(kind) ? kind : 404} homeHref="/" />;
}
