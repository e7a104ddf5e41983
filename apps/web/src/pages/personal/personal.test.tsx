import { exampleUserInfo } from '@touchline/api/examples';
import { createMemoryStorage, LOCAL_STORAGE_KEYS, POPUP_AD_KEY_PREFIX } from '@touchline/domain';
import { expectNoAxeViolations } from '@touchline/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localDay } from '../../site/SiteNotices.tsx';
import { exampleHandlers, fail, ok, server, type Answer, type Seen } from '../../testing/server.ts';
import { renderSite } from '../../testing/site.tsx';
import { PERSONAL_TABS, tabOf } from './tabs.ts';

// The personal centre, logged in as the example member (user id 1001).

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function local() {
  return createMemoryStorage({
    [LOCAL_STORAGE_KEYS.session]: 'session-1',
    [POPUP_AD_KEY_PREFIX + exampleUserInfo.userName]: JSON.stringify({
      date: localDay(new Date()),
      ids: [],
    }),
  });
}

async function openCentre(path = '/personal/1001', answers: Partial<Record<string, Answer>> = {}) {
  const seen: Seen[] = [];
  server.use(...exampleHandlers(answers, seen));
  const site = await renderSite(path, { local: local() });
  await screen.findByRole('heading', { level: 1, name: 'My account' });
  return { ...site, seen, calls: (name: string) => seen.filter((s) => s.call === name) };
}

const user = () => userEvent.setup();

describe('whose centre opens', () => {
  it('shows another member’s id the 403 page, not their centre', async () => {
    server.use(...exampleHandlers());
    const { router } = await renderSite('/personal/2002', { local: local() });
    expect(await screen.findByRole('heading', { level: 1, name: /Access denied/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/403');
    expect(screen.queryByRole('heading', { name: 'My account' })).toBeNull();
  });

  it('takes the tab bar’s “me” to the member’s own id, keeping the tab', async () => {
    const { router } = await openCentre('/personal/me?tab=vip');
    await waitFor(() => expect(router.state.location.pathname).toBe('/personal/1001'));
    expect(router.state.location.search).toBe('?tab=vip');
    expect(screen.getByRole('tab', { name: 'VIP', selected: true })).toBeTruthy();
  });

  it('asks a visitor to log in', async () => {
    server.use(...exampleHandlers());
    const { router } = await renderSite('/personal/1001');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('dialog', { name: /Log in/ })).toBeTruthy();
  });
});

describe('the way in', () => {
  it('is the account menu’s “My account” (the phone header’s avatar), which closes the menu', async () => {
    server.use(...exampleHandlers());
    const { router } = await renderSite('/', { local: local() });
    const banner = await screen.findByRole('banner');
    await user().click(await within(banner).findByRole('button', { name: /^Account menu/ }));
    const menu = await screen.findByRole('dialog', { name: 'Account menu' });
    const nav = within(menu).getByRole('navigation', { name: 'Your pages' });
    await user().click(within(nav).getByRole('link', { name: 'My account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/personal/1001'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Account menu' })).toBeNull();
  });

  it('is the tab bar’s “me”', async () => {
    server.use(...exampleHandlers());
    const { router } = await renderSite('/', { local: local() });
    const me = await screen.findByRole('link', { name: 'Me' });
    await waitFor(() => expect(me.getAttribute('href')).toBe('/personal/1001'));
    await user().click(me);
    await waitFor(() => expect(router.state.location.pathname).toBe('/personal/1001'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
  });
});

describe('the tabs', () => {
  it('keeps the chosen tab in the address and opens the one the address names', async () => {
    const { router } = await openCentre();
    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeTruthy();
    await user().click(screen.getByRole('tab', { name: 'Invitations' }));
    expect(router.state.location.search).toBe('?tab=invite');
    expect(await screen.findByRole('heading', { name: 'Your invitation' })).toBeTruthy();
    await router.navigate('/personal/1001?tab=settings');
    expect(await screen.findByRole('heading', { name: 'Signed-in devices' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Settings', selected: true })).toBeTruthy();
  });

  it('is one list, in order, and an address names one of its tabs or opens the first', () => {
    expect(PERSONAL_TABS.map((t) => t.id)).toEqual([
      'overview',
      'cashier',
      'wallet',
      'bets',
      'invite',
      'vip',
      'safer',
      'settings',
    ]);
    expect(tabOf(PERSONAL_TABS, 'wallet')).toBe('wallet');
    expect(tabOf(PERSONAL_TABS, 'nope')).toBe('overview');
    expect(tabOf(PERSONAL_TABS, null)).toBe('overview');
  });
});

describe('the overview', () => {
  it('shows the name and mobile masked, the balance floored, and the way to the next VIP level', async () => {
    await openCentre();
    expect(await screen.findByText('luc*y88')).toBeTruthy();
    expect(screen.getByText('+84 091****78')).toBeTruthy();
    const progress = await screen.findAllByRole('progressbar', {
      name: 'Progress to the next VIP level',
    });
    expect(progress[0]!.getAttribute('aria-valuenow')).toBe('72');
    expect(screen.getByText(/Turnover still needed for VIP 5/).textContent).toMatch(/7,000/);
    await expectNoAxeViolations(document.body);
  });

  it('sets the avatar picked and loads the user again (the header shows it)', async () => {
    const { calls } = await openCentre();
    const seven = await screen.findByRole('radio', { name: 'Avatar 7' });
    expect(screen.getByRole('radio', { name: 'Avatar 3' })).toHaveProperty('checked', true);
    const before = calls('getUserInfo').length;
    await user().click(seven);
    await waitFor(() => expect(calls('setAvatar')).toHaveLength(1));
    expect(calls('setAvatar')[0]!.body).toEqual({ avatarId: 7 });
    await waitFor(() => expect(calls('getUserInfo').length).toBeGreaterThan(before));
    expect(screen.getByRole('radio', { name: 'Avatar 7' })).toHaveProperty('checked', true);
  });
});

describe('the bets', () => {
  it('shows the sports bets, and the game rounds in the same history', async () => {
    const { router, calls } = await openCentre('/personal/1001?tab=bets');
    expect(await screen.findByText('BO-20261122-0001')).toBeTruthy();
    await user().click(screen.getByRole('tab', { name: 'Games' }));
    await waitFor(() => expect(calls('listMyBets').length).toBeGreaterThan(0));
    expect(calls('sumMyBets').length).toBeGreaterThan(0);
    expect(router.state.location.search).toBe('?tab=bets');
  });
});

describe('the invitations', () => {
  it('shows the code, the link and its QR code, the friends and the ticker', async () => {
    await openCentre('/personal/1001?tab=invite');
    expect(await screen.findByText('REF7')).toBeTruthy();
    expect(screen.getByText('https://touchline.test/?referCode=REF7')).toBeTruthy();
    const qr = screen.getByRole('img', { name: 'QR code of your invitation link' });
    expect(qr.querySelector('path')!.getAttribute('d')!.length).toBeGreaterThan(100);
    expect(await screen.findByRole('table', { name: 'Deposit awards' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Recent invitation rewards' })).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });

  it('draws the awards of a kind into the wallet', async () => {
    const { calls } = await openCentre('/personal/1001?tab=invite');
    await user().click(await screen.findByRole('button', { name: "Draw: Friends' deposits" }));
    await waitFor(() => expect(calls('drawInviteAward')).toHaveLength(1));
    expect(calls('drawInviteAward')[0]!.body).toMatchObject({ kind: 'deposit' });
    expect(await screen.findByText(/added to your wallet/)).toBeTruthy();
  });

  it('retries a draw whose answer was lost with the same key, and a new draw with a new one', async () => {
    let lose = true;
    const { calls } = await openCentre('/personal/1001?tab=invite', {
      drawInviteAward: () => {
        if (lose) {
          lose = false;
          throw new Error('connection reset');
        }
        return ok({ amount: '12.00', memberWallet: '1262.50' });
      },
    });
    const draw = await screen.findByRole('button', { name: "Draw: Friends' bets" });
    await user().click(draw);
    await waitFor(() => expect(calls('drawInviteAward')).toHaveLength(1));
    await user().click(await screen.findByRole('button', { name: "Draw: Friends' bets" }));
    await waitFor(() => expect(calls('drawInviteAward')).toHaveLength(2));
    const key = (i: number) =>
      (calls('drawInviteAward')[i]!.body as { idempotencyKey: string }).idempotencyKey;
    expect(key(1)).toBe(key(0));
    expect(await screen.findByText(/added to your wallet/)).toBeTruthy();
    await user().click(screen.getByRole('button', { name: "Draw: Friends' bets" }));
    await waitFor(() => expect(calls('drawInviteAward')).toHaveLength(3));
    expect(key(2)).not.toBe(key(0));
  });

  it('offers no draw when nothing is ready', async () => {
    await openCentre('/personal/1001?tab=invite', {
      getInviteInfo: ok({
        referCode: 'REF7',
        inviteUrl: 'https://touchline.test/?referCode=REF7',
        invitedCount: 0,
        validInvitedCount: 0,
        pendingAward: '0.00',
        totalAward: '0.00',
      }),
    });
    expect(await screen.findByText(/Nothing to draw yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Draw/ })).toBeNull();
  });
});

describe('the VIP tab', () => {
  it('lists the twelve levels with the member’s own marked', async () => {
    await openCentre('/personal/1001?tab=vip');
    const list = await screen.findByRole('list', { name: 'VIP levels' });
    const levels = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(levels).toHaveLength(12);
    const mine = levels.find((r) => r.getAttribute('aria-current') === 'true')!;
    expect(within(mine).getByRole('img', { name: /VIP.*4/ })).toBeTruthy();
    expect(within(mine).getByText('Yours')).toBeTruthy();
    expect(within(levels[11]!).getByText('Dedicated manager:')).toBeTruthy();
  });

  it('asks the VIP desk to call back; a refusal keeps what was typed', async () => {
    let refuse = true;
    const { calls } = await openCentre('/personal/1001?tab=vip', {
      requestVipCallback: () =>
        refuse ? fail(400, 'Call-backs are for VIP level 3 and above.') : ok(null),
    });
    const mobile = await screen.findByRole('textbox', { name: 'Mobile number' });
    expect(screen.getByRole('textbox', { name: 'Country code' })).toHaveProperty('value', '84');
    await user().type(mobile, '0912345678');
    await user().type(screen.getByRole('textbox', { name: /When to call/ }), 'after 6 pm');
    await user().click(screen.getByRole('button', { name: 'Ask for a call' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Call-backs are for VIP level 3 and above.',
    );
    expect(mobile).toHaveProperty('value', '0912345678');
    refuse = false;
    await user().click(screen.getByRole('button', { name: 'Ask for a call' }));
    await waitFor(() => expect(calls('requestVipCallback')).toHaveLength(2));
    expect(calls('requestVipCallback')[1]!.body).toEqual({
      mobileArea: '84',
      mobile: '0912345678',
      preferredTime: 'after 6 pm',
      service: 'dedicatedManager',
    });
  });
});

describe('the settings', () => {
  it('refuses a wrong current password beside it and keeps everything typed', async () => {
    const { calls } = await openCentre('/personal/1001?tab=settings', {
      changePassword: {
        code: 400,
        msg: 'The current password is not right.',
        data: { field: 'currentPassword' },
      },
    });
    const current = await screen.findByLabelText('Current password');
    await user().type(current, 'wrong1');
    await user().type(screen.getByLabelText('New password'), 'better456');
    await user().type(screen.getByLabelText('New password again'), 'better456');
    await user().click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(calls('changePassword')).toHaveLength(1));
    expect(await screen.findByText('The current password is not right.')).toBeTruthy();
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(current).toHaveProperty('value', 'wrong1');
    expect(screen.getByLabelText('New password')).toHaveProperty('value', 'better456');
    expect(screen.getByLabelText('New password again')).toHaveProperty('value', 'better456');
  });

  it('checks the new password before asking, then changes it and clears the form', async () => {
    const { calls } = await openCentre('/personal/1001?tab=settings');
    await user().type(await screen.findByLabelText('Current password'), 'secret123');
    await user().type(screen.getByLabelText('New password'), 'better456');
    await user().type(screen.getByLabelText('New password again'), 'better457');
    await user().click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The two new passwords differ.')).toBeTruthy();
    expect(calls('changePassword')).toHaveLength(0);
    await user().clear(screen.getByLabelText('New password again'));
    await user().type(screen.getByLabelText('New password again'), 'better456');
    await user().click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(calls('changePassword')).toHaveLength(1));
    expect(calls('changePassword')[0]!.body).toEqual({
      currentPassword: 'secret123',
      newPassword: 'better456',
    });
    expect(await screen.findByText('Password changed. Devices signed out: 1.')).toBeTruthy();
    expect(screen.getByLabelText('Current password')).toHaveProperty('value', '');
  });

  it('lists the signed-in devices and signs another one out', async () => {
    let revoked = false;
    const { calls } = await openCentre('/personal/1001?tab=settings', {
      revokeSession: () => ((revoked = true), ok(null)),
      listSessions: () =>
        ok(
          [
            {
              sessionId: '41',
              current: true,
              userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1',
              ip: '203.0.113.*',
              createdAt: Date.UTC(2026, 10, 22, 10),
              lastSeenAt: Date.UTC(2026, 10, 22, 11),
              expiresAt: Date.UTC(2026, 10, 29, 10),
            },
            {
              sessionId: '38',
              current: false,
              userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/131.0.0.0 Safari/537.36',
              ip: '198.51.100.*',
              createdAt: Date.UTC(2026, 10, 19, 10),
              lastSeenAt: null,
              expiresAt: Date.UTC(2026, 10, 26, 10),
            },
          ].filter((s) => !revoked || s.current),
        ),
    });
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    expect(within(list).getByText('Safari on iOS')).toBeTruthy();
    expect(within(list).getByText('This device')).toBeTruthy();
    // this device is signed out with "Log out", not here
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    await user().click(within(list).getByRole('button', { name: 'Sign out: Chrome on Windows' }));
    await waitFor(() => expect(calls('revokeSession')).toHaveLength(1));
    expect(calls('revokeSession')[0]!.body).toEqual({ sessionId: '38' });
    await waitFor(() => expect(within(list).queryByText('Chrome on Windows')).toBeNull());
    expect(await screen.findByText('That device is signed out.')).toBeTruthy();
  });

  it('turns two-step login on, and shows why when it cannot', async () => {
    const { calls } = await openCentre('/personal/1001?tab=settings', {
      setTwoStepLogin: fail(400, 'The second login step needs a mobile number on file.'),
    });
    const toggle = await screen.findByRole('switch', { name: /Ask for an SMS code at login/ });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user().click(toggle);
    await waitFor(() => expect(calls('setTwoStepLogin')).toHaveLength(1));
    expect(calls('setTwoStepLogin')[0]!.body).toEqual({ enabled: true });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The second login step needs a mobile number on file.',
    );
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('keeps the odds format in the sportsbook’s stored settings', async () => {
    const site = await openCentre('/personal/1001?tab=settings');
    await user().click(await screen.findByRole('radio', { name: /Hong Kong/ }));
    // the same stored setting the sportsbook reads: 2 is Hong Kong (spec)
    expect(site.shell.store.settings.get()).toMatchObject({ oddsFormat: 2 });
    await expectNoAxeViolations(document.body);
  });
});

describe('a break taken in the centre', () => {
  it('logs out in place and shows when the break ends, not a blank page', async () => {
    const until = Date.now() + 24 * 60 * 60 * 1000;
    const { calls, shell } = await openCentre('/personal/1001?tab=safer', {
      takeBreak: ok({ kind: 'time-out', until }),
    });
    const group = await screen.findByRole('group', { name: 'Time-out' });
    await user().click(within(group).getByRole('radio', { name: '24 hours' }));
    await user().click(screen.getByRole('button', { name: 'Take a time-out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a time-out of 24 hours?' });
    await user().click(within(dialog).getByRole('button', { name: 'Start my time-out' }));
    expect(await screen.findByRole('heading', { name: 'You are logged out' })).toBeTruthy();
    expect(screen.getByText(/Your time-out ends on/)).toBeTruthy();
    expect(calls('takeBreak')).toHaveLength(1);
    expect(shell.getState().sessionId).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });
});
