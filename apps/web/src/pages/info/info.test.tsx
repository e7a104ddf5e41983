import { exampleVipInfo } from '@touchline/api/examples';
import {
  createMemoryStorage,
  LOCAL_STORAGE_KEYS,
  PARTNER_COMMISSION_TIERS,
  VIP_SERVICES,
} from '@touchline/domain';
import { expectNoAxeViolations } from '@touchline/ui/test';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpInstallableApp } from '../../app/installApp.ts';
import { exampleHandlers, fail, ok, server, type Answer, type Seen } from '../../testing/server.ts';
import { renderSite } from '../../testing/site.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const user = () => userEvent.setup();
const member = () => createMemoryStorage({ [LOCAL_STORAGE_KEYS.session]: 'session-1' });

async function open(
  path: string,
  {
    answers = {},
    signedIn = false,
  }: { answers?: Partial<Record<string, Answer>>; signedIn?: boolean } = {},
) {
  const seen: Seen[] = [];
  server.use(...exampleHandlers(answers, seen));
  const site = await renderSite(path, signedIn ? { local: member() } : {});
  return { ...site, calls: (name: string) => seen.filter((s) => s.call === name) };
}

describe('the VIP service pages', () => {
  it('shows a visitor the service, who it is for, and a sign-in rather than a form', async () => {
    const { shell, container } = await open('/vipBusinessGirl');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'VIP business hospitality' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Business dinners' })).toBeTruthy();
    const level = VIP_SERVICES.businessHospitality.minLevel;
    expect(screen.getByText(new RegExp(`For members from VIP level ${level}\\.`))).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    await user().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(shell.dialogs.get()).toEqual({ kind: 'login', mode: 'account' });
    await expectNoAxeViolations(container);
  });

  it('sends a member at the level a call-back request naming the service', async () => {
    const { calls, container } = await open('/vipDedicatedManager', { signedIn: true });
    const form = await screen.findByRole('form', { name: 'Request the service' });
    await expectNoAxeViolations(container);
    await user().type(within(form).getByLabelText('Mobile number'), '0912345678');
    await user().type(within(form).getByLabelText(/Best time to call/), 'after 18:00');
    await user().type(within(form).getByLabelText(/Anything we should know/), 'Two guests');
    await user().click(within(form).getByRole('button', { name: 'Request a call' }));
    expect(
      await screen.findByText(
        'Your request is in: the VIP desk will call you back to arrange everything.',
      ),
    ).toBeTruthy();
    expect(calls('requestVipCallback')[0]!.body).toEqual({
      mobileArea: '84',
      mobile: '0912345678',
      preferredTime: 'after 18:00',
      note: 'Two guests',
      service: 'dedicatedManager',
    });
  });

  it('sends the yacht page’s service, and a request waiting for another service does not hide the form', async () => {
    const { calls } = await open('/vipYacht', {
      signedIn: true,
      answers: {
        getVipInfo: ok({ ...exampleVipInfo, vipLevel: VIP_SERVICES.yacht.minLevel }),
        getVipCallbackPage: ok({
          available: true,
          minVipLevel: 3,
          managerName: '',
          workingHours: '',
          pending: true,
          pendingServices: ['dedicatedManager'],
        }),
      },
    });
    const form = await screen.findByRole('form', { name: 'Request the service' });
    await user().type(within(form).getByLabelText('Mobile number'), '0912345678');
    await user().click(within(form).getByRole('button', { name: 'Request a call' }));
    await screen.findByText(/Your request is in/);
    expect(calls('requestVipCallback')[0]!.body).toEqual({
      mobileArea: '84',
      mobile: '0912345678',
      service: 'yacht',
    });
  });

  it('names bad input beside its field and keeps what was typed', async () => {
    const { calls } = await open('/vipDedicatedManager', { signedIn: true });
    const form = await screen.findByRole('form', { name: 'Request the service' });
    const mobile = within(form).getByLabelText('Mobile number');
    await user().type(mobile, '12');
    await user().click(within(form).getByRole('button', { name: 'Request a call' }));
    expect(await screen.findByText('Enter the mobile number: 5 to 15 digits.')).toBeTruthy();
    expect((mobile as HTMLInputElement).value).toBe('12');
    expect(calls('requestVipCallback')).toHaveLength(0);
  });

  it('shows the server’s refusal and keeps the form', async () => {
    await open('/vipDedicatedManager', {
      signedIn: true,
      answers: { requestVipCallback: fail(403, 'Call-backs are for VIP level 5 and above.') },
    });
    const form = await screen.findByRole('form', { name: 'Request the service' });
    await user().type(within(form).getByLabelText('Mobile number'), '0912345678');
    await user().click(within(form).getByRole('button', { name: 'Request a call' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Call-backs are for VIP level 5 and above.',
    );
    expect((within(form).getByLabelText('Mobile number') as HTMLInputElement).value).toBe(
      '0912345678',
    );
  });

  it('tells a member below the level what it needs and how far along they are, with no form', async () => {
    const { container } = await open('/vipYacht', { signedIn: true });
    const needed = VIP_SERVICES.yacht.minLevel;
    expect(
      await screen.findByText(
        `You are VIP ${exampleVipInfo.vipLevel}. This service opens at VIP ${needed}.`,
      ),
    ).toBeTruthy();
    expect(
      await screen.findByRole('progressbar', { name: `Progress to VIP ${needed}` }),
    ).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('says the request is in when the desk already has one', async () => {
    await open('/vipDedicatedManager', {
      signedIn: true,
      answers: {
        getVipCallbackPage: ok({
          available: true,
          minVipLevel: 3,
          managerName: '',
          workingHours: '',
          pending: true,
          pendingServices: ['dedicatedManager'],
        }),
      },
    });
    expect(await screen.findByText(/Your request is in/)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('the help centre', () => {
  it('filters questions and answers as one types, in any language, keeping ?q= and ?cat=', async () => {
    const { router, container } = await open('/HelpCenter');
    await screen.findByRole('heading', { level: 1, name: 'Help centre' });
    const list = () => screen.getByRole('list', { name: 'Questions and answers' });
    const all = within(list()).getAllByRole('listitem').length;
    expect(all).toBeGreaterThan(15);
    await expectNoAxeViolations(container);

    const search = screen.getByRole('searchbox', { name: 'Search the help centre' });
    await user().type(search, 'cash out');
    await waitFor(() => expect(router.state.location.search).toBe('?q=cash+out'));
    expect(within(list()).getByText('Can I cash out before a bet is settled?')).toBeTruthy();
    expect(within(list()).queryByText('How do I open an account?')).toBeNull();

    // Vietnamese typed without its tone marks, on the English page
    await user().clear(search);
    await user().type(search, 'rut tien');
    expect(await within(list()).findByText('How do I withdraw?')).toBeTruthy();
    // Chinese
    await user().clear(search);
    await user().type(search, '串关');
    expect(await within(list()).findByText('What is a parlay?')).toBeTruthy();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows a topic from the address, and follows back and forward', async () => {
    const { router } = await open('/HelpCenter?cat=safer');
    await screen.findByRole('heading', { level: 1, name: 'Help centre' });
    expect(screen.getByRole('button', { name: 'Safer gambling', pressed: true })).toBeTruthy();
    expect(screen.getByText('How do I take a break?')).toBeTruthy();
    expect(screen.queryByText('What is a parlay?')).toBeNull();
    await user().click(screen.getByRole('button', { name: 'Betting rules' }));
    expect(router.state.location.search).toBe('?cat=betting');
    expect(await screen.findByText('What is a parlay?')).toBeTruthy();
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?cat=safer');
    expect(await screen.findByText('How do I take a break?')).toBeTruthy();
    await act(() => router.navigate(1));
    expect(await screen.findByText('What is a parlay?')).toBeTruthy();
  });

  it('says when nothing matches, and links to customer service', async () => {
    await open('/HelpCenter?q=zzzz');
    expect(await screen.findByText('No answer matches your search')).toBeTruthy();
    const link = await screen.findByRole('link', { name: /Chat with customer service/ });
    expect(link.getAttribute('href')).toBe('https://support.touchline.test/chat');
  });

  it('fills the answers’ numbers from domain', async () => {
    await open('/HelpCenter?cat=vip&q=services');
    expect(
      await screen.findByText(
        new RegExp(`dedicated manager from VIP ${VIP_SERVICES.dedicatedManager.minLevel},`),
      ),
    ).toBeTruthy();
  });
});

describe('the app download page', () => {
  it('explains installing on iOS and Android and shows the site’s QR code, no dead Install button', async () => {
    const { container } = await open('/AppDownload');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Get the Touchline app' }),
    ).toBeTruthy();
    expect(screen.getByText('Choose Add to Home Screen, then Add.')).toBeTruthy();
    expect(screen.getByRole('img', { name: "QR code of the site's address" })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Install Touchline' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('offers Install when the browser does, and hands it the prompt', async () => {
    setUpInstallableApp(window, false);
    await open('/AppDownload');
    await screen.findByRole('heading', { level: 1, name: 'Get the Touchline app' });
    const prompt = vi.fn(async () => undefined);
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => void window.dispatchEvent(offer));
    expect(offer.defaultPrevented).toBe(true);
    await user().click(await screen.findByRole('button', { name: 'Install Touchline' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(await screen.findByText('Touchline is installed on this device.')).toBeTruthy();
  });
});

describe('the partner programme', () => {
  it('shows the commission tiers from domain', async () => {
    const { container } = await open('/VentureInvest');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(PARTNER_COMMISSION_TIERS.length);
    for (const [i, tier] of PARTNER_COMMISSION_TIERS.entries()) {
      expect(rows[i]!.textContent).toContain(`${tier.sharePercent}%`);
    }
    await expectNoAxeViolations(container);
  });

  it('names what is missing, then sends a visitor’s application', async () => {
    const { calls } = await open('/VentureInvest');
    const form = await screen.findByRole('form', { name: 'Apply to become a partner' });
    await user().type(within(form).getByLabelText('Your name or company'), 'Tran Minh Khoa');
    await user().click(within(form).getByRole('button', { name: 'Send application' }));
    expect(
      await screen.findByText(/Enter an e-mail, phone number or handle: 5 to 120/),
    ).toBeTruthy();
    expect(screen.getByText('Choose at least one market.')).toBeTruthy();
    expect(calls('applyPartner')).toHaveLength(0);
    expect((within(form).getByLabelText('Your name or company') as HTMLInputElement).value).toBe(
      'Tran Minh Khoa',
    );

    await user().type(within(form).getByLabelText(/How to reach you/), 'khoa@example.com');
    await user().selectOptions(within(form).getByLabelText('Main channel'), 'video');
    await user().selectOptions(within(form).getByLabelText('Audience size'), '10k-100k');
    await user().click(within(form).getByRole('checkbox', { name: 'Vietnam' }));
    await user().click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Thank you: your application is in.')).toBeTruthy();
    expect(calls('applyPartner')[0]!.body).toEqual({
      name: 'Tran Minh Khoa',
      contact: 'khoa@example.com',
      channel: 'video',
      audienceSize: '10k-100k',
      markets: ['vietnam'],
    });
  });
});
