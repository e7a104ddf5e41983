import { describe, expect, it } from 'vitest';
import { guardNavigation } from './index.ts';

const member = { loggedIn: true, userName: 'demo' };

describe('guardNavigation', () => {
  it('sends a logged-in user away from a blacklisted route', () => {
    expect(guardNavigation({ isLoginedBlackList: true }, member)).toEqual({
      action: 'redirect',
      to: '/',
      reason: 'logged-in-blacklist',
      openLogin: false,
    });
    expect(guardNavigation({ isLoginedBlackList: true }, { loggedIn: true })).toMatchObject({
      reason: 'logged-in-blacklist',
    });
  });
  it('loads user info first when the name is not loaded yet', () => {
    expect(guardNavigation({ requiresAuth: true }, { loggedIn: true, userName: '' })).toEqual({
      action: 'load-user',
    });
    expect(guardNavigation({}, { loggedIn: true, userName: null })).toEqual({
      action: 'load-user',
    });
  });
  it('opens the login dialog and goes home for a logged-out visitor on a protected route', () => {
    for (const route of [
      { requiresAuth: true },
      { requiresAnchor: true },
      { requiresSuperAdmin: true },
    ]) {
      expect(guardNavigation(route, { loggedIn: false })).toEqual({
        action: 'redirect',
        to: '/',
        reason: 'login-required',
        openLogin: true,
      });
    }
  });
  it('lets visitors on public and blacklisted routes', () => {
    expect(guardNavigation({}, { loggedIn: false })).toEqual({ action: 'allow' });
    expect(guardNavigation({ isLoginedBlackList: true }, { loggedIn: false })).toEqual({
      action: 'allow',
    });
  });
  it('enforces the host and super-admin flags', () => {
    expect(guardNavigation({ requiresAuth: true, requiresAnchor: true }, member)).toMatchObject({
      reason: 'anchor-required',
      openLogin: false,
    });
    expect(guardNavigation({ requiresAnchor: true }, { ...member, isAnchor: true })).toEqual({
      action: 'allow',
    });
    expect(
      guardNavigation({ requiresSuperAdmin: true }, { ...member, isAnchor: true }),
    ).toMatchObject({
      reason: 'super-admin-required',
    });
    expect(
      guardNavigation({ requiresSuperAdmin: true }, { ...member, isSuperAdmin: true }),
    ).toEqual({
      action: 'allow',
    });
  });
  it('allows a member on a member route', () => {
    expect(guardNavigation({ requiresAuth: true }, member)).toEqual({ action: 'allow' });
  });
});
