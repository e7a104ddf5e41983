import { exampleAnchorInfo, exampleUserInfo } from '@touchline/api/examples';
import { createMemoryStorage, LOCAL_STORAGE_KEYS } from '@touchline/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { exampleHandlers, fail, ok, server, type Seen } from '../testing/server.ts';
import { createTestShell } from '../testing/site.tsx';
import { runGuard } from './guard.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const loggedIn = () => createMemoryStorage({ [LOCAL_STORAGE_KEYS.session]: 'session-1' });

/** The redirect a loader throws, as react-router reads it. */
async function redirectOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

describe('the navigation guard (spec §4)', () => {
  it('lets a visitor through on a public page', async () => {
    const { shell } = createTestShell();
    expect(await runGuard({}, shell)).toBeNull();
  });

  it('sends a logged-out visitor from a login page to / and opens the login dialog', async () => {
    const { shell } = createTestShell();
    expect(await redirectOf(runGuard({ requiresAuth: true }, shell))).toBe('/');
    expect(shell.getState().dialog).toEqual({ kind: 'login', mode: 'account' });
  });

  it('sends a logged-in member away from a blacklisted page', async () => {
    server.use(...exampleHandlers());
    const { shell } = createTestShell(loggedIn());
    expect(await redirectOf(runGuard({ isLoginedBlackList: true }, shell))).toBe('/');
    expect(shell.getState().dialog).toBeNull();
  });

  it('loads the user info first when the user name is not loaded, then lets through', async () => {
    const seen: Seen[] = [];
    server.use(...exampleHandlers({}, seen));
    const { shell } = createTestShell(loggedIn());
    expect(shell.getState().user).toBeNull();
    expect(await runGuard({ requiresAuth: true }, shell)).toBeNull();
    expect(seen.map((s) => s.call)).toEqual(['getUserInfo']);
    expect(shell.getState().user?.userName).toBe(exampleUserInfo.userName);
    // loaded once: the next navigation decides without a call
    expect(await runGuard({ requiresAuth: true }, shell)).toBeNull();
    expect(seen).toHaveLength(1);
  });

  it('keeps a protected page closed when the user info cannot be loaded', async () => {
    server.use(...exampleHandlers({ getUserInfo: fail(500, '') }));
    const { shell } = createTestShell(loggedIn());
    expect(await redirectOf(runGuard({ requiresAuth: true }, shell))).toBe('/');
    expect(await runGuard({}, shell)).toBeNull();
  });

  it('shows a member who is not a host the 403 page for a host page, with a message', async () => {
    server.use(...exampleHandlers());
    const { shell } = createTestShell(loggedIn());
    const messages = vi.fn();
    shell.onMessage(messages);
    expect(await redirectOf(runGuard({ requiresAuth: true, requiresAnchor: true }, shell))).toBe(
      '/403',
    );
    expect(messages).toHaveBeenCalledWith({ tone: 'warning', key: 'common:guard.anchorRequired' });
  });

  it('lets a host onto a host page', async () => {
    server.use(...exampleHandlers({ getUserInfo: ok(exampleAnchorInfo) }));
    const { shell } = createTestShell(loggedIn());
    expect(await runGuard({ requiresAuth: true, requiresAnchor: true }, shell)).toBeNull();
  });

  it('shows a member who is not a super admin the 403 page, with a message; lets a super admin in', async () => {
    server.use(...exampleHandlers());
    const { shell } = createTestShell(loggedIn());
    const messages = vi.fn();
    shell.onMessage(messages);
    const route = { requiresAuth: true, requiresSuperAdmin: true };
    expect(await redirectOf(runGuard(route, shell))).toBe('/403');
    expect(messages).toHaveBeenCalledWith({
      tone: 'warning',
      key: 'common:guard.superAdminRequired',
    });

    server.use(...exampleHandlers({ getUserInfo: ok({ ...exampleUserInfo, role: 'superAdmin' }) }));
    const admin = createTestShell(loggedIn()).shell;
    expect(await runGuard(route, admin)).toBeNull();
  });

  it('counts a logged-out visitor on a host page as needing login', async () => {
    const { shell } = createTestShell();
    expect(await redirectOf(runGuard({ requiresAnchor: true }, shell))).toBe('/');
    expect(shell.getState().dialog?.kind).toBe('login');
  });
});
