import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryStorage, LOCAL_STORAGE_KEYS } from '@touchline/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResponsiblePanel } from '../pages/personal/responsible/index.ts';
import { renderPanel } from '../testing/panel.tsx';
import { exampleHandlers, ok, server, type Answer, type Seen } from '../testing/server.ts';
import { renderSite } from '../testing/site.tsx';

// The reality check (issue 20): site-wide, for a logged-in member, at each interval since login.

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const MINUTE = 60_000;
/** The session's login: 2026-11-26 08:00 UTC. */
const STARTED = Date.UTC(2026, 10, 26, 8, 0);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // a minute after login
  vi.setSystemTime(STARTED + MINUTE);
});

const summary = (realityCheckMinutes: number, net = '-35.50') =>
  ok({ startedAt: STARTED, net, realityCheckMinutes });

async function openSite(answers: Partial<Record<string, Answer>>) {
  const seen: Seen[] = [];
  server.use(...exampleHandlers(answers, seen));
  const local = createMemoryStorage({ [LOCAL_STORAGE_KEYS.session]: 'session-1' });
  const site = await renderSite('/', { local });
  await waitFor(() => expect(seen.some((s) => s.call === 'getSessionSummary')).toBe(true));
  return { ...site, seen, calls: (name: string) => seen.filter((s) => s.call === name) };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

describe('the reality check', () => {
  it('interrupts at each interval since login with the time and the session’s net result', async () => {
    let net = '-35.50';
    await openSite({ getSessionSummary: () => summary(15, net) });
    await advance(13 * MINUTE);
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull();
    net = '-120.25';
    await advance(1 * MINUTE);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(dialog.textContent).toContain('You have been logged in for 15 minutes.');
    // the figures are read again at the check
    await waitFor(() => expect(dialog.textContent).toContain('-₫120.25'));
    await user().click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // the next one, 15 minutes on
    await advance(14 * MINUTE);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(1 * MINUTE);
    const again = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(again.textContent).toContain('You have been logged in for 30 minutes.');
  });

  it('counts hours and minutes', async () => {
    vi.setSystemTime(STARTED + 61 * MINUTE);
    await openSite({ getSessionSummary: summary(60) });
    await advance(59 * MINUTE);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(dialog.textContent).toContain('You have been logged in for 2 h 0 min.');
  });

  it('logs out from the dialog', async () => {
    const { calls, goHomeAndReload, shell } = await openSite({ getSessionSummary: summary(30) });
    await advance(29 * MINUTE);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    await user().click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(goHomeAndReload).toHaveBeenCalled());
    expect(calls('logout')).toHaveLength(1);
    expect(shell.getState().sessionId).toBeNull();
  });

  it('stays away when it is off', async () => {
    await openSite({ getSessionSummary: summary(0) });
    await advance(120 * MINUTE);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not loaded for visitors', async () => {
    const seen: Seen[] = [];
    server.use(...exampleHandlers({ getSessionSummary: summary(15) }, seen));
    await renderSite('/');
    await screen.findAllByRole('link', { name: /Touchline/ });
    await advance(30 * MINUTE);
    expect(seen.filter((s) => s.call === 'getSessionSummary')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('follows a new interval without a reload', async () => {
    let minutes = 0;
    const seen: Seen[] = [];
    server.use(
      ...exampleHandlers(
        {
          getResponsibleGambling: ok({
            currency: 'VND',
            limits: [],
            realityCheckMinutes: 0,
            exclusion: null,
          }),
          getSessionSummary: () => summary(minutes),
          setRealityCheck: (body) => {
            minutes = (body as { minutes: number }).minutes;
            return ok({
              currency: 'VND',
              limits: [],
              realityCheckMinutes: minutes,
              exclusion: null,
            });
          },
        },
        seen,
      ),
    );
    await renderPanel(<ResponsiblePanel />);
    const group = await screen.findByRole('group', { name: 'Remind me' });
    await advance(20 * MINUTE);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user().click(within(group).getByRole('radio', { name: 'Every 15 minutes' }));
    await screen.findByText('Saved. Your reminders follow the new choice.');
    // 21 minutes since login: the next check is at 30
    await advance(8 * MINUTE);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(1 * MINUTE);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(dialog.textContent).toContain('You have been logged in for 30 minutes.');
  });
});
