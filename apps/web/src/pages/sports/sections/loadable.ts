import type { Loadable } from '../views/SportsListView.tsx';

/** A query as the views take it: ready with data, an error, or loading. */
export function loadable<T>(query: { status: string; data: T | undefined }): Loadable<T> {
  if (query.data !== undefined) return { status: 'ready', data: query.data };
  return query.status === 'error' ? { status: 'error' } : { status: 'loading' };
}
