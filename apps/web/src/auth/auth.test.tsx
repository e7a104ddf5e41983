import {
  exampleLoginNeedsVerification,
  exampleLoginResponse,
  exampleUserInfo,
  platformExamples,
} from '@touchline/api/examples';
import { createMemoryStorage, LOCAL_STORAGE_KEYS } from '@touchline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@touchline/ui/test';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { exampleHandlers, fail, ok, server, type Answer, type Seen } from '../testing/server.ts';
import { renderSite } from '../testing/site.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** An easy challenge, so the proof of work is quick in tests. */
const easyChallenge = ok({ ...platformExamples.getBotChallenge.response, difficulty: 4 });

function serve(answers: Partial<Record<string, Answer>> = {}): Seen[] {
  const seen: Seen[] = [];
  server.use(...exampleHandlers({ getBotChallenge: easyChallenge, ...answers }, seen));
  return seen;
}

const calls = (seen: Seen[]) => seen.map((s) => s.call);
const bodyOf = (seen: Seen[], call: string) => seen.find((s) => s.call === call)?.body;

async function openLogin() {
  await screen.findByRole('heading', { level: 1, name: 'Today on Touchline' });
  await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Log in' }));
  return screen.findByRole('dialog', { name: 'Log in' });
}

describe('login by account', () => {
  it('logs in: session in the cookie, a marker stored, user loaded, dialog closed', async () => {
    const seen = serve();
    const { local, router } = await renderSite('/');
    const dialog = await openLogin();
    await userEvent.type(within(dialog).getByLabelText('User name'), 'lucky88');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'correct horse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(local.getItem(LOCAL_STORAGE_KEYS.userInfo)).not.toBeNull());
    expect(JSON.parse(local.getItem(LOCAL_STORAGE_KEYS.userInfo)!)).toEqual(exampleUserInfo);
    // the browser keeps no token where a script could read it (ADR 012): only a marker
    const marker = local.getItem(LOCAL_STORAGE_KEYS.session);
    expect(marker).toMatch(/^[0-9a-f]{24}$/);
    expect(marker).not.toBe(exampleLoginResponse.accessToken);
    expect(local.getItem('token')).toBeNull();
    expect(local.getItem('sportsToken')).toBeNull();
    const login = seen.find((s) => s.call === 'accountLogin')!;
    expect(login.headers['session-mode']).toBe('cookie');
    expect(calls(seen)).toEqual(
      expect.arrayContaining(['getBotChallenge', 'verifyBotCheck', 'accountLogin', 'getUserInfo']),
    );
    // no call sends the session token (the cookie is the credential); only the sportsbook's
    // own token still travels in a header, to its service
    for (const request of seen) {
      expect(Object.values(request.headers)).not.toContain(exampleLoginResponse.accessToken);
      if (request.headers.authorization !== undefined) {
        expect(request.headers.authorization).toBe(
          platformExamples.fetchSportsbookToken.response.token,
        );
      }
    }
    // the bot check's token travels with the login
    expect(bodyOf(seen, 'accountLogin')).toEqual({
      userName: 'lucky88',
      password: 'correct horse',
      botToken: platformExamples.verifyBotCheck.response.token,
    });
    expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(
      await within(screen.getByRole('banner')).findByText(exampleUserInfo.userName),
    ).toBeTruthy();
  });

  it('returns a visitor the guard stopped to the page they were going to (ADR 013)', async () => {
    serve();
    const { router } = await renderSite('/sports?tab=results');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(router.state.location.pathname).toBe('/');
    await userEvent.type(within(dialog).getByLabelText('User name'), 'lucky88');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'correct horse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sports'));
    expect(router.state.location.search).toBe('?tab=results');
  });

  it('forgets the page when the visitor closes the login dialog instead', async () => {
    serve();
    const { router } = await renderSite('/sports');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const again = await openLogin();
    await userEvent.type(within(again).getByLabelText('User name'), 'lucky88');
    await userEvent.type(within(again).getByLabelText('Password'), 'correct horse');
    await userEvent.click(within(again).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull());
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows translated errors beside empty fields and sends nothing', async () => {
    const seen = serve();
    await renderSite('/', { lang: 'vi' });
    await screen.findByRole('heading', { level: 1, name: 'Hôm nay trên Touchline' });
    await userEvent.click(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Đăng nhập' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Đăng nhập' });
    await userEvent.type(within(dialog).getByLabelText('Tên người dùng'), 'lucky88');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đăng nhập' }));
    const password = within(dialog).getByLabelText('Mật khẩu');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Vui lòng nhập mục này.')).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Tên người dùng').value).toBe('lucky88');
    expect(calls(seen)).not.toContain('accountLogin');
    await expectNoAxeViolations(dialog);
  });

  it('shows the wrong-password message at the password, not as a toast, and keeps what was typed', async () => {
    serve({ accountLogin: fail(400, 'Wrong user name or password.') });
    const { local } = await renderSite('/');
    const dialog = await openLogin();
    await userEvent.type(within(dialog).getByLabelText('User name'), 'lucky88');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'nope');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const password = within(dialog).getByLabelText<HTMLInputElement>('Password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(password).toHaveProperty('value', 'nope');
    const described = password.getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent).join(' ')).toContain(
      'Wrong user name or password.',
    );
    // no toast far from the field
    expect(screen.queryByRole('alert', { hidden: true, name: /Wrong/ })).toBeNull();
    expect(screen.getAllByText('Wrong user name or password.')).toHaveLength(1);
    expect(within(dialog).getByLabelText<HTMLInputElement>('User name').value).toBe('lucky88');
    expect(local.getItem(LOCAL_STORAGE_KEYS.session)).toBeNull();
    await expectNoAxeViolations(dialog);
  });

  it('puts a refusal at the field the server names, and a bot-check refusal under the form', async () => {
    serve({ accountLogin: fail(400, 'Illegal input: userName: at most 32 characters') });
    await renderSite('/');
    const dialog = await openLogin();
    await userEvent.type(within(dialog).getByLabelText('User name'), 'lucky88');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'nope');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const userName = within(dialog).getByLabelText('User name');
    await waitFor(() => expect(userName.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByLabelText('Password').getAttribute('aria-invalid')).not.toBe('true');

    serve({ accountLogin: fail(403, 'The bot check failed or expired. Please try again.') });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The bot check failed or expired. Please try again.',
    );
  });

  it('shows a taken user name at the user name when registering', async () => {
    serve({ registerByAccount: fail(400, 'This user name is taken.') });
    await renderSite('/');
    await screen.findByRole('heading', { level: 1, name: 'Today on Touchline' });
    await userEvent.click(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Register' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'User name' }), 'lucky88');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'Secret123');
    await userEvent.type(within(dialog).getAllByLabelText('Date of birth')[0]!, '1990-01-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    const userName = within(dialog).getByRole('textbox', { name: 'User name' });
    await waitFor(() => expect(userName.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('This user name is taken.')).toHaveLength(1);
  });

  it('opens the verification dialog for the second step, then completes the login', async () => {
    const seen = serve({ accountLogin: ok(exampleLoginNeedsVerification) });
    const { local } = await renderSite('/');
    const dialog = await openLogin();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'User name' }), 'lucky88');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'correct horse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));

    const verify = await screen.findByRole('dialog', { name: 'Verify it is you' });
    expect(local.getItem(LOCAL_STORAGE_KEYS.session)).toBeNull();
    expect(
      within(verify).getByText(
        `Enter the code we sent to +${exampleLoginNeedsVerification.mobileArea} ${exampleLoginNeedsVerification.mobile}. No code? Log in again for a new one.`,
      ),
    ).toBeTruthy();
    await userEvent.click(within(verify).getByRole('button', { name: 'Verify' }));
    expect(within(verify).getByText('Please fill this in.')).toBeTruthy();
    await userEvent.type(within(verify).getByLabelText('SMS code'), '246810');
    await userEvent.click(within(verify).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(local.getItem(LOCAL_STORAGE_KEYS.session)).not.toBeNull());
    expect(bodyOf(seen, 'checkLogin')).toEqual({
      userName: exampleLoginNeedsVerification.userName,
      mobile: exampleLoginNeedsVerification.mobile,
      smsCode: '246810',
      actionType: 1,
    });
  });

  it('switches the dialog to vtob and saves state and user name (no token) when the server sends a state', async () => {
    serve({ accountLogin: ok({ ...exampleLoginResponse, state: 'st-42' }) });
    const { local } = await renderSite('/');
    const dialog = await openLogin();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'User name' }), 'lucky88');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'correct horse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(dialog.dataset.mode ?? screen.getByRole('dialog').dataset.mode).toBe('vtob'),
    );
    expect(JSON.parse(local.getItem('vtobState')!)).toEqual({
      state: 'st-42',
      userName: exampleLoginResponse.userName,
    });
    expect(local.getItem(LOCAL_STORAGE_KEYS.session)).not.toBeNull();
  });
});

describe('login by phone', () => {
  it('goes to the redirect query after logging in', async () => {
    const seen = serve();
    const { router } = await renderSite('/?redirect=/luckyWheel');
    const dialog = await openLogin();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Phone' }));
    const form = await within(dialog).findByRole('form', { name: 'Log in with your phone' });
    await userEvent.type(within(form).getByLabelText('Mobile number'), '0912345678');
    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(calls(seen)).toContain('sendSmsCode'));
    await userEvent.type(within(form).getByLabelText('SMS code'), '246810');
    await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/luckyWheel'));
    expect(bodyOf(seen, 'loginByMobile')).toEqual({
      mobile: '0912345678',
      smsCode: '246810',
      countryCode: '84',
    });
  });

  it('asks a new number for the date of birth the server needs, keeping what was typed', async () => {
    const seen = serve({
      loginByMobile: (body) =>
        (body as { dateOfBirth?: string }).dateOfBirth
          ? ok(exampleLoginResponse)
          : {
              code: 400,
              msg: 'This number has no account yet. Register it with your date of birth.',
              data: { field: 'dateOfBirth' },
            },
    });
    await renderSite('/');
    const dialog = await openLogin();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Phone' }));
    const form = await within(dialog).findByRole('form', { name: 'Log in with your phone' });
    expect(within(form).queryByLabelText('Date of birth')).toBeNull();
    await userEvent.type(within(form).getByLabelText('Mobile number'), '0912345678');
    await userEvent.type(within(form).getByLabelText('SMS code'), '246810');
    await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    const birth = await within(form).findByLabelText('Date of birth');
    expect(
      within(form).getByText(
        'This number has no account yet. Register it with your date of birth.',
      ),
    ).toBeTruthy();
    expect(within(form).getByLabelText<HTMLInputElement>('SMS code').value).toBe('246810');
    await expectNoAxeViolations(dialog);
    await userEvent.type(birth, '1990-05-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.filter((x) => x.call === 'loginByMobile').map((x) => x.body)).toEqual([
      { mobile: '0912345678', smsCode: '246810', countryCode: '84' },
      { mobile: '0912345678', smsCode: '246810', countryCode: '84', dateOfBirth: '1990-05-01' },
    ]);
  });

  it('ignores a redirect to another site', async () => {
    serve();
    const { router, shell } = await renderSite('/?redirect=//evil.test/x');
    await screen.findByRole('heading', { level: 1, name: 'Today on Touchline' });
    await shell.completeLogin(exampleLoginResponse, 'phone', '//evil.test/x');
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('registration', () => {
  it('keeps both methods in one place: switching tabs loses nothing typed', async () => {
    serve();
    await renderSite('/');
    await screen.findByRole('heading', { level: 1, name: 'Today on Touchline' });
    await userEvent.click(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Register' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'User name' }), 'lucky88');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Phone' }));
    // the account form stays, hidden and inert, in the same place as the phone form
    const [account, phone] = dialog.querySelectorAll('[role="tabpanel"]');
    expect(account!.parentElement).toBe(phone!.parentElement);
    expect(account!.hasAttribute('inert')).toBe(true);
    expect(within(dialog).getByRole('form', { name: 'Register with your phone' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Account' }));
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'User name' }).value).toBe(
      'lucky88',
    );
  });

  it('asks for the date of birth, refuses an under-18 before sending, shows the server refusal beside it', async () => {
    const refusal = 'You must be 18 or older to register.';
    const seen = serve({
      registerByAccount: { code: 400, msg: refusal, data: { field: 'dateOfBirth' } },
    });
    await renderSite('/');
    await screen.findByRole('heading', { level: 1, name: 'Today on Touchline' });
    await userEvent.click(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Register' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    const form = within(dialog).getByRole('form', { name: 'Register with an account name' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'User name' }), 'young1');
    await userEvent.type(within(form).getByLabelText('Password'), 'secret123');
    const dateOfBirth = within(form).getByLabelText<HTMLInputElement>('Date of birth');
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));
    expect(dateOfBirth.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Please fill this in.')).toBeTruthy();

    // a date of birth 10 years ago: refused here by domain's rule, nothing sent
    const young = `${new Date().getUTCFullYear() - 10}-01-01`;
    await userEvent.type(dateOfBirth, young);
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));
    expect(within(form).getByText(refusal)).toBeTruthy();
    expect(calls(seen)).not.toContain('registerByAccount');
    await expectNoAxeViolations(dialog);

    // the server's refusal (its clock may differ) shows beside the field, nothing typed lost
    await userEvent.clear(dateOfBirth);
    await userEvent.type(dateOfBirth, '1990-01-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(calls(seen)).toContain('registerByAccount'));
    await waitFor(() => expect(dateOfBirth.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getAllByText(refusal)).toHaveLength(1);
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'User name' }).value).toBe(
      'young1',
    );
    expect(dateOfBirth.value).toBe('1990-01-01');
  });

  it('registers by account with the invite code from the address', async () => {
    const seen = serve();
    const { local, shell } = await renderSite('/?inviteCode=INV42');
    await screen.findByRole('heading', { level: 1, name: 'Today on Touchline' });
    expect(shell.store.inviteCode.get()).toBe('INV42');
    await userEvent.click(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Register' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'User name' }), '9bad');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'onlyletters');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(
      within(dialog).getByText(
        'Use 4 to 20 letters, digits or underscores, starting with a letter.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('Mix letters and digits.')).toBeTruthy();
    expect(calls(seen)).not.toContain('registerByAccount');

    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'User name' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'User name' }), 'newplayer1');
    await userEvent.clear(within(dialog).getByLabelText('Password'));
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret123');
    expect(within(dialog).getAllByLabelText('Date of birth')[0]!).toHaveProperty('type', 'date');
    await userEvent.type(within(dialog).getAllByLabelText('Date of birth')[0]!, '1990-01-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(local.getItem(LOCAL_STORAGE_KEYS.session)).not.toBeNull());
    expect(bodyOf(seen, 'registerByAccount')).toMatchObject({
      userName: 'newplayer1',
      password: 'secret123',
      countryCode: '84',
      inviteCode: 'INV42',
      regDomain: 'localhost',
      dateOfBirth: '1990-01-01',
      botToken: platformExamples.verifyBotCheck.response.token,
    });
  });

  it('registers by phone: code sent by the register check, generated user name, mobile ticket', async () => {
    const seen = serve();
    const { local } = await renderSite('/');
    await screen.findByRole('heading', { level: 1, name: 'Today on Touchline' });
    await userEvent.click(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Register' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Phone' }));
    const form = await within(dialog).findByRole('form', { name: 'Register with your phone' });
    await waitFor(() =>
      expect(within(form).getByLabelText<HTMLInputElement>('User name').value).toBe(
        platformExamples.generateUserName.response.userName,
      ),
    );
    expect(within(form).getByRole('option', { name: '+86 中国' })).toBeTruthy();
    await userEvent.type(within(form).getByLabelText('Mobile number'), '09a12345678');
    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(calls(seen)).toContain('checkMobileAvailable'));
    await userEvent.type(within(form).getByLabelText('SMS code'), '246810');
    await userEvent.type(within(form).getByLabelText('Date of birth'), '2001-02-03');
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(local.getItem(LOCAL_STORAGE_KEYS.session)).not.toBeNull());
    expect(bodyOf(seen, 'registerByMobile')).toMatchObject({
      mobile: '0912345678',
      smsCode: '246810',
      countryCode: '84',
      userName: platformExamples.generateUserName.response.userName,
      dateOfBirth: '2001-02-03',
      mobileCode: platformExamples.checkMobileCode.response.mobileCode,
    });
  });

  it('says a code went out if the number can register, and sends the bot-check token', async () => {
    // the server answers a registered number as a new one: the form cannot tell, and says so
    serve();
    const asked: URL[] = [];
    server.use(
      http.get('*/api/user/auth/mobile-registerCheckByMobile/:phone/:phoneCode', ({ request }) => {
        asked.push(new URL(request.url));
        return HttpResponse.json(ok({ smsSent: true, resendAfterSeconds: 60 }));
      }),
    );
    await renderSite('/');
    await screen.findByRole('heading', { level: 1, name: 'Today on Touchline' });
    await userEvent.click(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Register' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Phone' }));
    const form = await within(dialog).findByRole('form', { name: 'Register with your phone' });
    expect(within(form).queryByRole('status')).toBeNull();
    await userEvent.type(within(form).getByLabelText('Mobile number'), '0912345678');
    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    expect((await within(form).findByRole('status')).textContent).toBe(
      'If this number can register, a code was sent to it.',
    );
    expect(within(form).queryByText(/already registered/)).toBeNull();
    expect(within(form).getByRole('button', { name: 'Resend in 60 s' })).toBeTruthy();
    expect(asked).toHaveLength(1);
    expect(asked[0]!.pathname).toMatch(/\/0912345678\/84$/);
    expect(asked[0]!.searchParams.get('botToken')).toBe(
      platformExamples.verifyBotCheck.response.token,
    );
    expect(within(form).getByLabelText<HTMLInputElement>('Mobile number').value).toBe('0912345678');
  });
});

describe('logout and the expired session', () => {
  const member = () =>
    createMemoryStorage({
      [LOCAL_STORAGE_KEYS.session]: 'session-1',
      [LOCAL_STORAGE_KEYS.userInfo]: JSON.stringify(exampleUserInfo),
      [LOCAL_STORAGE_KEYS.settings]: JSON.stringify({ oddsFormat: 2, oddsChange: 3 }),
      [LOCAL_STORAGE_KEYS.theme]: 'light',
    });

  it('logs out: settings, session marker and user info cleared, home and reload', async () => {
    const seen = serve();
    const local = member();
    const { goHomeAndReload } = await renderSite('/', { local });
    await screen.findByRole('heading', { level: 1, name: 'Today on Touchline' });
    await userEvent.click(
      within(screen.getByRole('banner')).getByRole('button', { name: /^Account menu/ }),
    );
    const menu = await screen.findByRole('dialog', { name: 'Account menu' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(goHomeAndReload).toHaveBeenCalledTimes(1));
    expect(calls(seen)).toContain('logout');
    for (const key of ['session', 'userInfo', 'settings'] as const) {
      expect(local.getItem(LOCAL_STORAGE_KEYS[key]), key).toBeNull();
    }
    expect(local.getItem(LOCAL_STORAGE_KEYS.theme)).toBe('light');
  });

  it('forces one logout however many calls meet an expired session', async () => {
    serve({
      getUserInfo: fail(401, ''),
      fetchMemberWallet: fail(401, ''),
      listHomeLobbies: fail(401, ''),
    });
    const local = member();
    const { goHomeAndReload } = await renderSite('/', { local });
    await waitFor(() => expect(goHomeAndReload).toHaveBeenCalled());
    await waitFor(() => expect(local.getItem(LOCAL_STORAGE_KEYS.session)).toBeNull());
    expect(goHomeAndReload).toHaveBeenCalledTimes(1);
  });

  it('asks first when running as the long-running app', async () => {
    serve({ fetchMemberWallet: fail(401, '') });
    const local = member();
    const { goHomeAndReload } = await renderSite('/', { local, shellDeps: { appMode: true } });
    const confirm = await screen.findByRole('dialog', { name: 'Kind reminder' });
    expect(within(confirm).getByText('Your login has expired. Log in again?')).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sure' }));
    expect(goHomeAndReload).toHaveBeenCalledTimes(1);
    expect(local.getItem(LOCAL_STORAGE_KEYS.session)).toBeNull();
  });
});
