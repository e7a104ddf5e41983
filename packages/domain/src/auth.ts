import { BOT_CHECK_SUCCESS_CODES } from './constants.ts';

export type LoginStep = 'verify' | 'vtob' | 'done';

function present(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined;
}

/**
 * What follows a login response: `verify` (second step) when loginState is 1 or 2 and the mobile
 * and its area are known; `vtob` when the server sent a state; otherwise `done`.
 */
export function nextLoginStep(res: {
  loginState?: number | null;
  mobile?: string | null;
  mobileArea?: string | null;
  state?: string | null;
}): LoginStep {
  if (!res) return 'done';
  if (
    (res.loginState === 1 || res.loginState === 2) &&
    present(res.mobile) &&
    present(res.mobileArea)
  ) {
    return 'verify';
  }
  if (present(res.state)) return 'vtob';
  return 'done';
}

/** Whether a redirect target is a path on this site: one leading slash, no scheme, no host. */
export function isSameSitePath(path: string | null | undefined): path is string {
  if (typeof path !== 'string' || path === '') return false;
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  // control characters and whitespace can smuggle a host past the checks above
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u001f\u007f\s\\]/.test(path);
}

/**
 * Where to go after logging in or registering: account → `/`; phone → the redirect when it is a
 * same-site path, else `/`.
 */
export function postLoginPath(method: 'account' | 'phone', redirect?: string | null): string {
  if (method === 'phone' && isSameSitePath(redirect)) return redirect;
  return '/';
}

/** A bot-protection token response code of 200 or 201 counts as obtained. */
export function isBotCheckPassed(code: number): boolean {
  return (BOT_CHECK_SUCCESS_CODES as readonly number[]).includes(code);
}

/** Logged in means a session is stored: its marker in the browser (ADR 012), else its token. */
export function isLoggedIn(session: string | null | undefined): boolean {
  return typeof session === 'string' && session.trim() !== '';
}
