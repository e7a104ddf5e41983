import type { ResponsibleGambling } from '@touchline/api';
import { expectNoAxeViolations } from '@touchline/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  exampleHandlers,
  fail,
  ok,
  server,
  type Answer,
  type Seen,
} from '../../../testing/server.ts';
import { renderPanel } from '../../../testing/panel.tsx';
import { ActivityPanel, ResponsiblePanel } from './index.ts';

// The safer-gambling and activity panels on their own, in the site, as the example member.

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** 2026-11-26 08:00 UTC: 16:00 at UTC+8, where the site shows its times. */
const NOW = Date.UTC(2026, 10, 26, 8, 0);
const HOUR = 3_600_000;

const NO_LIMITS: ResponsibleGambling = {
  currency: 'CNY',
  limits: [],
  realityCheckMinutes: 0,
  exclusion: null,
};

async function openPanel(answers: Partial<Record<string, Answer>> = {}) {
  const seen: Seen[] = [];
  server.use(...exampleHandlers({ getResponsibleGambling: ok(NO_LIMITS), ...answers }, seen));
  const site = await renderPanel(<ResponsiblePanel now={() => NOW} />);
  await screen.findByRole('heading', { level: 2, name: 'Safer gambling' });
  return { ...site, seen, calls: (name: string) => seen.filter((s) => s.call === name) };
}

const user = () => userEvent.setup();
const row = (name: string) => screen.getByText(name, { selector: 'span' }).closest('li')!;

describe('the limits', () => {
  it('shows every limit with none set, each settable, and passes axe', async () => {
    await openPanel();
    await screen.findByText('Daily deposit limit');
    for (const name of [
      'Daily deposit limit',
      'Weekly deposit limit',
      'Monthly deposit limit',
      'Daily loss limit',
      'Weekly loss limit',
      'Monthly loss limit',
      'Session time limit',
    ]) {
      expect(within(row(name)).getByText('No limit')).toBeTruthy();
      expect(within(row(name)).getByRole('button', { name: `Set ${name}` })).toBeTruthy();
      // nothing to remove
      expect(within(row(name)).queryByRole('button', { name: /Remove/ })).toBeNull();
    }
    expect(
      screen.getByRole('link', { name: /Get help at BeGambleAware/ }).getAttribute('href'),
    ).toBe('https://www.begambleaware.org');
    await expectNoAxeViolations(document.body);
  });

  it('shows a pending raise with the time it takes effect, and its zone', async () => {
    await openPanel({
      getResponsibleGambling: ok({
        ...NO_LIMITS,
        limits: [
          {
            limit: 'deposit-week',
            value: '500.00',
            pending: { value: '800.00', from: NOW + 24 * HOUR },
          },
          { limit: 'loss-day', value: '100.00', pending: { value: null, from: NOW + 20 * HOUR } },
          { limit: 'session', value: '60', pending: null },
        ],
      }),
    });
    const week = await screen.findByText('Weekly deposit limit', { selector: 'span' });
    const weekRow = week.closest('li')!;
    expect(weekRow.textContent).toContain('500.00');
    expect(weekRow.textContent).toMatch(
      /Changes to CN¥800\.00 on Nov 27, 2026, 4:00\sPM \(UTC\+8\)\. Until then the current limit holds\./,
    );
    expect(row('Daily loss limit').textContent).toMatch(
      /Removed on Nov 27, 2026, 12:00\sPM \(UTC\+8\)/,
    );
    // a removal already asked for: no second "Remove"
    expect(within(row('Daily loss limit')).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(row('Session time limit').textContent).toContain('60 minutes');
  });

  it('lowers a limit at once and says it is in force now', async () => {
    const { calls } = await openPanel({
      getResponsibleGambling: ok({
        ...NO_LIMITS,
        limits: [{ limit: 'deposit-day', value: '150.00', pending: null }],
      }),
      setRgLimit: ok({
        ...NO_LIMITS,
        limits: [{ limit: 'deposit-day', value: '50.00', pending: null }],
      }),
    });
    await user().click(await screen.findByRole('button', { name: 'Change Daily deposit limit' }));
    const field = screen.getByRole('textbox', { name: /New Daily deposit limit/ });
    // the form says how lowering and raising work
    expect(
      screen.getByText(/Lowering a limit takes effect at once\. Raising or removing/),
    ).toBeTruthy();
    await user().type(field, '50');
    await user().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. This limit is in force now.')).toBeTruthy();
    expect(calls('setRgLimit')[0]!.body).toEqual({ limit: 'deposit-day', amount: '50.00' });
    expect(row('Daily deposit limit').textContent).toContain('50.00');
    expect(row('Daily deposit limit').textContent).not.toContain('150.00');
  });

  it('raises a limit after 24 hours and says when', async () => {
    await openPanel({
      getResponsibleGambling: ok({
        ...NO_LIMITS,
        limits: [{ limit: 'loss-month', value: '1000.00', pending: null }],
      }),
      setRgLimit: ok({
        ...NO_LIMITS,
        limits: [
          {
            limit: 'loss-month',
            value: '1000.00',
            pending: { value: '2000.00', from: NOW + 24 * HOUR },
          },
        ],
      }),
    });
    await user().click(await screen.findByRole('button', { name: 'Change Monthly loss limit' }));
    await user().type(screen.getByRole('textbox', { name: /New Monthly loss limit/ }), '2000');
    await user().click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        /Saved\. The change takes effect on Nov 27, 2026, 4:00\sPM \(UTC\+8\)\./,
      ),
    ).toBeTruthy();
    expect(row('Monthly loss limit').textContent).toMatch(/Changes to CN¥2,000\.00 on/);
  });

  it('drops a pending raise by keeping the current limit', async () => {
    const { calls } = await openPanel({
      getResponsibleGambling: ok({
        ...NO_LIMITS,
        limits: [
          {
            limit: 'deposit-week',
            value: '500.00',
            pending: { value: '800.00', from: NOW + 24 * HOUR },
          },
        ],
      }),
      setRgLimit: ok({
        ...NO_LIMITS,
        limits: [{ limit: 'deposit-week', value: '500.00', pending: null }],
      }),
    });
    await user().click(
      await screen.findByRole('button', { name: 'Keep current limit: Weekly deposit limit' }),
    );
    expect(await screen.findByText('Saved. This limit is in force now.')).toBeTruthy();
    expect(calls('setRgLimit')[0]!.body).toEqual({ limit: 'deposit-week', amount: '500.00' });
    expect(row('Weekly deposit limit').textContent).not.toContain('Changes to');
  });

  it('removes a limit (it waits 24 hours)', async () => {
    const { calls } = await openPanel({
      getResponsibleGambling: ok({
        ...NO_LIMITS,
        limits: [{ limit: 'deposit-day', value: '150.00', pending: null }],
      }),
      setRgLimit: ok({
        ...NO_LIMITS,
        limits: [
          {
            limit: 'deposit-day',
            value: '150.00',
            pending: { value: null, from: NOW + 24 * HOUR },
          },
        ],
      }),
    });
    await user().click(await screen.findByRole('button', { name: 'Remove Daily deposit limit' }));
    expect(await screen.findByText(/Removed on Nov 27, 2026/)).toBeTruthy();
    expect(calls('setRgLimit')[0]!.body).toEqual({ limit: 'deposit-day' });
  });

  it('keeps what was typed when it is not a valid amount, or when the server refuses', async () => {
    const { calls } = await openPanel({
      setRgLimit: fail(400, 'The limit could not be saved.'),
    });
    await user().click(await screen.findByRole('button', { name: 'Set Weekly loss limit' }));
    const field = screen.getByRole('textbox', { name: /New Weekly loss limit/ });
    await user().type(field, '0');
    await user().click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter an amount above 0, with at most 2 decimals.')).toBeTruthy();
    expect(calls('setRgLimit')).toHaveLength(0);
    await user().clear(field);
    await user().type(field, '300');
    await user().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The limit could not be saved.')).toBeTruthy();
    expect(
      (screen.getByRole('textbox', { name: /New Weekly loss limit/ }) as HTMLInputElement).value,
    ).toBe('300');
  });

  it('sets a session limit in whole minutes from 10 to 1440', async () => {
    const { calls } = await openPanel({
      setRgLimit: ok({ ...NO_LIMITS, limits: [{ limit: 'session', value: '90', pending: null }] }),
    });
    await user().click(await screen.findByRole('button', { name: 'Set Session time limit' }));
    const field = screen.getByRole('textbox', { name: /New Session time limit \(minutes\)/ });
    await user().type(field, '5');
    await user().click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter whole minutes from 10 to 1440.')).toBeTruthy();
    await user().clear(field);
    await user().type(field, '90');
    await user().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. This limit is in force now.')).toBeTruthy();
    expect(calls('setRgLimit')[0]!.body).toEqual({ limit: 'session', minutes: 90 });
    expect(row('Session time limit').textContent).toContain('90 minutes');
  });
});

describe('the reality check interval', () => {
  it('saves the choice and asks the reality check for its figures again', async () => {
    const { calls } = await openPanel({
      setRealityCheck: ok({ ...NO_LIMITS, realityCheckMinutes: 15 }),
    });
    const group = await screen.findByRole('group', { name: 'Remind me' });
    expect(within(group).getByRole('radio', { name: 'Off' })).toHaveProperty('checked', true);
    await waitFor(() => expect(calls('getSessionSummary')).toHaveLength(1));
    await user().click(within(group).getByRole('radio', { name: 'Every 15 minutes' }));
    expect(await screen.findByText('Saved. Your reminders follow the new choice.')).toBeTruthy();
    expect(calls('setRealityCheck')[0]!.body).toEqual({ minutes: 15 });
    expect(within(group).getByRole('radio', { name: 'Every 15 minutes' })).toHaveProperty(
      'checked',
      true,
    );
    await waitFor(() => expect(calls('getSessionSummary')).toHaveLength(2));
  });
});

describe('a break', () => {
  it('asks first, saying plainly what happens, and sends nothing when cancelled', async () => {
    const { calls } = await openPanel();
    await user().click(await screen.findByRole('button', { name: 'Take a time-out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a time-out of 24 hours?' });
    expect(dialog.textContent).toMatch(
      /You will be logged out at once\. Until Nov 27, 2026, 4:00\sPM \(UTC\+8\) you cannot log in, deposit, play or receive promotions\./,
    );
    expect(dialog.textContent).toContain('This cannot be undone or shortened.');
    await expectNoAxeViolations(document.body);
    await user().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('takeBreak')).toHaveLength(0);
  });

  it('takes a time-out once confirmed, logs out and shows when it ends', async () => {
    const until = NOW + 7 * 24 * HOUR;
    const { calls, shell, goHomeAndReload } = await openPanel({
      takeBreak: ok({ kind: 'time-out', until }),
    });
    const group = await screen.findByRole('group', { name: 'Time-out' });
    await user().click(within(group).getByRole('radio', { name: '7 days' }));
    await user().click(screen.getByRole('button', { name: 'Take a time-out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a time-out of 7 days?' });
    expect(dialog.textContent).toMatch(/Until Dec 3, 2026, 4:00\sPM \(UTC\+8\)/);
    await user().click(within(dialog).getByRole('button', { name: 'Start my time-out' }));
    expect(await screen.findByRole('heading', { name: 'You are logged out' })).toBeTruthy();
    expect(
      screen.getByText(/Your time-out ends on Dec 3, 2026, 4:00\sPM \(UTC\+8\)\. Until then/),
    ).toBeTruthy();
    expect(calls('takeBreak')[0]!.body).toEqual({ duration: '7d', confirm: true });
    // the site's session-ended path, without leaving the page that shows the end time
    expect(shell.getState().sessionId).toBeNull();
    expect(goHomeAndReload).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeTruthy();
  });

  it('self-excludes once confirmed, with the end date computed the same way as the server', async () => {
    const { calls, shell } = await openPanel({
      takeBreak: ok({ kind: 'self-exclusion', until: Date.UTC(2027, 10, 26, 8, 0) }),
    });
    const group = await screen.findByRole('group', { name: 'Self-exclusion' });
    await user().click(within(group).getByRole('radio', { name: '1 year' }));
    await user().click(screen.getByRole('button', { name: 'Self-exclude' }));
    const dialog = await screen.findByRole('dialog', { name: 'Self-exclude for 1 year?' });
    expect(dialog.textContent).toMatch(/Until Nov 26, 2027, 4:00\sPM \(UTC\+8\)/);
    await user().click(within(dialog).getByRole('button', { name: 'Start my self-exclusion' }));
    expect(await screen.findByText(/Your self-exclusion ends on Nov 26, 2027/)).toBeTruthy();
    expect(calls('takeBreak')[0]!.body).toEqual({ duration: '1y', confirm: true });
    expect(shell.getState().sessionId).toBeNull();
  });

  it('keeps the member logged in and says why when the break fails', async () => {
    const { shell } = await openPanel({ takeBreak: fail(500, 'Try again later.') });
    await user().click(await screen.findByRole('button', { name: 'Take a time-out' }));
    const dialog = await screen.findByRole('dialog');
    await user().click(within(dialog).getByRole('button', { name: 'Start my time-out' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Try again later.');
    expect(shell.getState().sessionId).not.toBeNull();
  });
});

describe('loading and failure', () => {
  it('offers a retry when the settings cannot be loaded', async () => {
    let failing = true;
    server.use(
      ...exampleHandlers({
        getResponsibleGambling: () => (failing ? fail(500, '') : ok(NO_LIMITS)),
      }),
    );
    await renderPanel(<ResponsiblePanel now={() => NOW} />);
    expect(
      await screen.findByText('Your safer gambling settings could not be loaded.'),
    ).toBeTruthy();
    failing = false;
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Daily deposit limit')).toBeTruthy();
  });
});

describe('the activity statement', () => {
  async function openActivity(answer: Answer) {
    server.use(...exampleHandlers({ getActivityStatement: answer }));
    await renderPanel(<ActivityPanel />);
    await screen.findByRole('heading', { level: 2, name: 'Activity statement' });
  }

  it('lists the months newest first, each amount exact', async () => {
    await openActivity(
      ok([
        {
          month: '2026-11',
          deposits: '1500.00',
          withdrawals: '200.00',
          stakes: '830.10',
          wins: '645.55',
          spent: '10.05',
          net: '-194.60',
        },
        {
          month: '2026-10',
          deposits: '100.00',
          withdrawals: '0.00',
          stakes: '50.00',
          wins: '120.00',
          spent: '0.00',
          net: '70.00',
        },
      ]),
    );
    const months = await screen.findAllByRole('heading', { level: 3 });
    expect(months.map((h) => h.textContent)).toEqual(['November 2026', 'October 2026']);
    const november = months[0]!.closest('li')!;
    const figures = [...november.querySelectorAll('dt')].map(
      (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
    );
    expect(figures).toEqual([
      'Deposits: ₫1,500.00',
      'Withdrawals: ₫200.00',
      'Stakes: ₫830.10',
      'Wins: ₫645.55',
      'Spent (gifts and fees): ₫10.05',
      'Net result: -₫194.60',
    ]);
    expect(months[1]!.closest('li')!.textContent).toContain('+₫70.00');
    await expectNoAxeViolations(document.body);
  });

  it('says so when there is no activity yet', async () => {
    await openActivity(ok([]));
    expect(await screen.findByText('No activity yet')).toBeTruthy();
  });

  it('offers a retry when it cannot be loaded', async () => {
    await openActivity(fail(500, ''));
    expect(await screen.findByText('Your activity statement could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
