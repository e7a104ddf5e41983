export { ErrorPage, ERROR_PAGE_KINDS } from './ErrorPage.tsx';
export type { ErrorPageKind, ErrorPageProps } from './ErrorPage.tsx';
