import { guardNavigation, type GuardRedirectReason, type RouteAccess } from '@touchline/domain';
import { redirect } from 'react-router-dom';
import type { Shell } from '../app/shell.ts';

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

/**
 * The navigation guard of spec §4 as a route loader: the domain rule decides; loading the user
 * happens here, then the rule decides again. Resolves to null when the page may show, or
 * throws react-router's redirect to `/` (opening the login dialog or showing a message).
 */
export async function runGuard(route: RouteAccess, shell: Shell): Promise<null> {
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
    if (decision.openLogin) shell.openDialog({ kind: 'login', mode: 'account' });
    const message = GUARD_MESSAGES[decision.reason];
    if (message) shell.notify({ tone: 'warning', key: message });
    throw redirect(decision.to);
  }
  return null;
}
