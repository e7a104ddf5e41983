import type { UserInfo } from '@touchline/api';
import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '@touchline/domain';

/** The id of the `<script type="application/json">` the server writes the page's state in. */
export const SSR_STATE_ID = 'touchline-ssr';

/**
 * What a page rendered by the server hands the browser, so that its first render there is the
 * same as the server's and React hydrates the HTML instead of drawing the page again: the
 * language and path it was rendered for, the query cache, and the router's loader results.
 */
export interface SsrState {
  lang: Language;
  /** The path and query rendered (a page offline from the worker's cache may be another's). */
  url: string;
  /**
   * The session marker the page was rendered for (ADR 041): null for a visitor's page. The
   * browser hydrates only a page rendered for its own session (the cache keys carry the marker).
   */
  sessionId: string | null;
  /** The member the page was rendered for, as the guard loaded them; null for a visitor. */
  user: UserInfo | null;
  /**
   * The time the render showed (epoch ms): a countdown or a time-dependent mark is drawn at it
   * while the browser hydrates, so that its text is the server's (`useRenderTime`).
   */
  renderedAt: number | null;
  queries: DehydratedState;
  /** The loaders' results (a page rendered for a GET has no action data). */
  router: { loaderData: Record<string, unknown> };
}

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * The state as the text of a `<script type="application/json">`: JSON with `<`, `>` and `&` (and
 * the two JavaScript line separators) written as escapes, so no text in it can end the element.
 */
export function serializeSsrState(state: SsrState): string {
  return JSON.stringify(state).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE_IN_SCRIPT[c]!);
}

/** The state the server wrote in the page, or null (none, or not readable). */
export function readSsrState(doc: Pick<Document, 'getElementById'>): SsrState | null {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<SsrState> | null;
    if (!state || typeof state.lang !== 'string' || typeof state.url !== 'string') return null;
    if (!state.queries || !state.router) return null;
    return {
      ...state,
      sessionId: state.sessionId ?? null,
      user: state.user ?? null,
      renderedAt: Number.isFinite(state.renderedAt) ? state.renderedAt : null,
    } as SsrState;
  } catch {
    return null;
  }
}
