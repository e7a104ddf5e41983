import { guardNavigation, type GuardRedirectReason, type RouteAccess } from '@touchline/domain';
import { redirect } from 'react-router-dom';
import type { Shell } from '../app/shell.ts';
import { rememberReturnTarget } from './returnTo.ts';

/** The message shown when the guard turns a member away (common namespace). */
export const GUARD_MESSAGES: Partial<Record<GuardRedirectReason, string>> = {
  'anchor-required': 'common:guard.anchorRequired',
  'super-admin-required': 'common:guard.superAdminRequired',
};

function sessionView(shell: Shell) {
  const user = shell.getState().user;
  return {
    loggedIn: shell.isLoggedIn(),
    userName: user?.userName ?? null,
    isAnchor: user?.role === 'anchor',
    isSuperAdmin: user?.role === 'superAdmin',
  };
}

/** A member whose role does not open the page sees the 403 page, not home (issue 15). */
const FORBIDDEN: ReadonlySet<GuardRedirectReason> = new Set([
  'anchor-required',
  'super-admin-required',
]);

/**
 * The navigation guard of spec §4 as a route loader: the domain rule decides; loading the user
 * happens here, then the rule decides again. Resolves to null when the page may show, or
 * throws react-router's redirect: to `/` opening the login dialog (the login then returns to
 * `path`, the address asked for — ADR 013), to `/403` with a message when the member's role does
 * not open the page, or to `/`.
 */
export async function runGuard(
  route: RouteAccess,
  shell: Shell,
  path: string | null = null,
): Promise<null> {
  let decision = guardNavigation(route, sessionView(shell));
  if (decision.action === 'load-user') {
    await shell.loadUser();
    decision = guardNavigation(route, sessionView(shell));
    // user info could not be loaded (network): public pages still show, protected ones do not
    if (decision.action === 'load-user') {
      const protectedRoute = route.requiresAuth || route.requiresAnchor || route.requiresSuperAdmin;
      if (!protectedRoute) return null;
      decision = { action: 'redirect', to: '/', reason: 'login-required', openLogin: false };
    }
  }
  if (decision.action === 'allow') return null;
  if (decision.action === 'redirect') {
    if (decision.openLogin) {
      if (path) rememberReturnTarget(shell, path);
      shell.openDialog({ kind: 'login', mode: 'account' });
    }
    const message = GUARD_MESSAGES[decision.reason];
    if (message) shell.notify({ tone: 'warning', key: message });
    throw redirect(FORBIDDEN.has(decision.reason) ? '/403' : decision.to);
  }
  return null;
}
