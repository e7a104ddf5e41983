/** The access flags a route carries in the route table (spec §2 meta flags). */
export interface RouteAccess {
  requiresAuth?: boolean;
  requiresAnchor?: boolean;
  requiresSuperAdmin?: boolean;
  /** Pages a logged-in member has no business on (login, register…). */
  isLoginedBlackList?: boolean;
}

export interface SessionView {
  /** A token is stored. */
  loggedIn: boolean;
  /** The loaded user name; empty until user info has been fetched. */
  userName?: string | null;
  isAnchor?: boolean;
  isSuperAdmin?: boolean;
}

export type GuardRedirectReason =
  'logged-in-blacklist' | 'login-required' | 'anchor-required' | 'super-admin-required';

export type GuardDecision =
  | { action: 'allow' }
  | { action: 'load-user' }
  | { action: 'redirect'; to: '/'; reason: GuardRedirectReason; openLogin: boolean };

const toHome = (reason: GuardRedirectReason, openLogin = false): GuardDecision => ({
  action: 'redirect',
  to: '/',
  reason,
  openLogin,
});

/**
 * The navigation guard of spec §4, as a decision: logged in on a blacklisted route → home;
 * logged in without a loaded user name → load user info first (then decide again); logged out on
 * a route needing login → open the login dialog and go home; a host-only or super-admin-only
 * route without that role → home with a reason to show.
 */
export function guardNavigation(route: RouteAccess, session: SessionView): GuardDecision {
  const needsLogin = !!(route.requiresAuth || route.requiresAnchor || route.requiresSuperAdmin);
  if (session.loggedIn) {
    if (route.isLoginedBlackList) return toHome('logged-in-blacklist');
    if (!session.userName) return { action: 'load-user' };
    if (route.requiresAnchor && !session.isAnchor) return toHome('anchor-required');
    if (route.requiresSuperAdmin && !session.isSuperAdmin) return toHome('super-admin-required');
    return { action: 'allow' };
  }
  if (needsLogin) return toHome('login-required', true);
  return { action: 'allow' };
}
