import { expectNoAxeViolations } from '@touchline/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../testing/server.ts';
import { openAdminCentre } from '../../testing/adminCentre.ts';

// The centre's site and dashboard sections, as a super admin (the example user with that role).

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);

const user = () => userEvent.setup();

async function confirmWithReason(button: string, reason: string) {
  await user().click(screen.getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog');
  await user().type(within(dialog).getByRole('textbox', { name: /Reason/ }), reason);
  await expectNoAxeViolations(dialog);
  await user().click(within(dialog).getByRole('button', { name: button }));
}

describe('the site section', () => {
  it('sets the maintenance in four languages with its window (UTC+8) and a reason', async () => {
    const { calls } = await openAdminCentre('/superadmincenter?tab=site');
    const card = (await screen.findByRole('heading', { name: 'Site maintenance' })).closest(
      'section',
    )!;
    // the notice now, as the server keeps it
    expect(await within(card).findByText('In maintenance')).toBeTruthy();
    const title = within(card).getByRole('textbox', { name: 'Title (English)' });
    expect((title as HTMLInputElement).value).toBe('Scheduled maintenance');
    expect(
      (within(card).getByRole('textbox', { name: /^Title \(ไทย\)/ }) as HTMLInputElement).value,
    ).toBe('ปิดปรับปรุงตามกำหนด');
    await expectNoAxeViolations(document.body);
    // turned off, and the Vietnamese message changed
    await user().click(within(card).getByRole('switch', { name: /Site in maintenance/ }));
    const vi = within(card).getByRole('textbox', { name: /^Message \(Tiếng Việt\)/ });
    await user().clear(vi);
    await user().type(vi, 'Đã xong.');
    await confirmWithReason('Save maintenance', 'Upgrade finished');
    await waitFor(() => expect(calls('adminSetSiteMaintenance')).toHaveLength(1));
    expect(calls('adminSetSiteMaintenance')[0]!.body).toEqual({
      status: 0,
      title: {
        en: 'Scheduled maintenance',
        'zh-cn': '系统维护',
        vi: 'Bảo trì định kỳ',
        th: 'ปิดปรับปรุงตามกำหนด',
      },
      content: {
        en: 'We are upgrading the site. Back soon.',
        'zh-cn': '网站正在升级，请稍后再来。',
        vi: 'Đã xong.',
        th: 'เรากำลังปรับปรุงเว็บไซต์ กลับมาเร็ว ๆ นี้',
      },
      // the example's window, to the minute, through the UTC+8 fields
      startTime: T0,
      endTime: T0 + 2 * 3_600_000,
      reason: 'Upgrade finished',
    });
    expect(await screen.findByText('The site maintenance is saved.')).toBeTruthy();
  });

  it('refuses a window that ends before it starts, and an empty English title', async () => {
    await openAdminCentre('/superadmincenter?tab=site');
    const card = (await screen.findByRole('heading', { name: 'Site maintenance' })).closest(
      'section',
    )!;
    const title = await within(card).findByRole('textbox', { name: 'Title (English)' });
    await user().clear(title);
    expect(within(card).getByText('The English text is required.')).toBeTruthy();
    const save = within(card).getByRole('button', { name: 'Save maintenance' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user().type(title, 'Back');
    const ends = within(card).getByLabelText('Ends (UTC+8)');
    await user().clear(ends);
    await user().type(ends, '2026-11-22T10:00');
    expect(within(card).getAllByText('The end must come after the start.').length).toBeGreaterThan(
      0,
    );
    expect((save as HTMLButtonElement).disabled).toBe(true);
  });

  it('adds a banner with a link and an order, and ends a showing banner, each with a reason', async () => {
    const { calls } = await openAdminCentre('/superadmincenter?tab=site');
    const banners = (await screen.findByRole('heading', { name: 'Home banners' })).closest(
      'section',
    )!;
    expect(await within(banners).findByText('First deposit bonus')).toBeTruthy();
    expect(within(banners).getByText('Ended')).toBeTruthy();
    await user().click(within(banners).getByRole('button', { name: 'New banner' }));
    await user().type(within(banners).getByRole('textbox', { name: 'Title (English)' }), 'Cup');
    await user().type(
      within(banners).getByRole('textbox', { name: /^Title（简体中文）|^Title \(简体中文\)/ }),
      '杯赛',
    );
    await user().type(
      within(banners).getByRole('textbox', { name: 'Image address' }),
      '/img/c.webp',
    );
    const link = within(banners).getByRole('textbox', { name: /^Link/ });
    await user().type(link, 'javascript:alert(1)');
    expect(
      within(banners).getByText('Use a path of this site (/…) or an https address.'),
    ).toBeTruthy();
    await user().clear(link);
    await user().type(link, '/sports');
    const order = within(banners).getByRole('textbox', { name: /^Order/ });
    await user().clear(order);
    await user().type(order, '3');
    const from = within(banners).getByLabelText('Starts (UTC+8)');
    await user().clear(from);
    await user().type(from, '2026-11-22T20:00');
    await expectNoAxeViolations(banners as HTMLElement);
    await confirmWithReason('Save banner', 'Cup final week');
    await waitFor(() => expect(calls('adminSaveBanner')).toHaveLength(1));
    expect(calls('adminSaveBanner')[0]!.body).toEqual({
      title: { en: 'Cup', 'zh-cn': '杯赛', vi: '', th: '' },
      image: '/img/c.webp',
      link: '/sports',
      sort: 3,
      activeFrom: T0,
      activeUntil: null,
      reason: 'Cup final week',
    });

    const notices = screen.getByRole('heading', { name: 'Home notices' }).closest('section')!;
    await within(notices).findByText('Deposits by bank card are back.');
    // the example notice's window is over by now: nothing to end; a banner that shows is ended
    await user().click(within(banners).getByRole('button', { name: 'End banner 2' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'End the banner “First deposit bonus”?',
    });
    await user().type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Offer over');
    await user().click(within(dialog).getByRole('button', { name: 'End now' }));
    await waitFor(() => expect(calls('adminEndBanner')).toHaveLength(1));
    expect(calls('adminEndBanner')[0]!.body).toEqual({ id: 2, reason: 'Offer over' });
  });
});

describe('popup ads', () => {
  it('adds a popup ad whose link needs the button’s words, with a reason', async () => {
    const { calls } = await openAdminCentre('/superadmincenter?tab=site');
    const ads = (await screen.findByRole('heading', { name: 'Popup ads' })).closest('section')!;
    expect(await within(ads).findByText('Double your first deposit')).toBeTruthy();
    await user().click(within(ads).getByRole('button', { name: 'New popup ad' }));
    await user().type(within(ads).getByRole('textbox', { name: 'Title (English)' }), 'Derby');
    await user().type(within(ads).getByRole('textbox', { name: 'Text (English)' }), 'Tonight.');
    await user().type(within(ads).getByRole('textbox', { name: /^Link/ }), '/sports');
    expect(within(ads).getByText('A link needs the button’s English words.')).toBeTruthy();
    const save = within(ads).getByRole('button', { name: 'Save popup ad' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user().type(within(ads).getByRole('textbox', { name: 'Button (English)' }), 'Bet now');
    const from = within(ads).getByLabelText('Starts (UTC+8)');
    await user().clear(from);
    await user().type(from, '2026-11-22T20:00');
    await confirmWithReason('Save popup ad', 'Derby promotion');
    await waitFor(() => expect(calls('adminSavePopupAd')).toHaveLength(1));
    expect(calls('adminSavePopupAd')[0]!.body).toEqual({
      title: { en: 'Derby', 'zh-cn': '', vi: '', th: '' },
      text: { en: 'Tonight.', 'zh-cn': '', vi: '', th: '' },
      cta: { en: 'Bet now', 'zh-cn': '', vi: '', th: '' },
      link: '/sports',
      sort: 0,
      activeFrom: T0,
      activeUntil: null,
      reason: 'Derby promotion',
    });
  });
});

describe('the dashboard', () => {
  it('shows today’s and the 30 days’ figures, exact, and the charts as tables', async () => {
    await openAdminCentre('/superadmincenter?tab=dashboard');
    const todayMoney = await screen.findByLabelText('Money today');
    expect(within(todayMoney).getByText('Turnover')).toBeTruthy();
    expect(within(todayMoney).getByText('$12,500.00')).toBeTruthy();
    expect(within(todayMoney).getByText('$875.50')).toBeTruthy();
    const last30 = screen.getByLabelText('Money in the last 30 days');
    expect(within(last30).getByText('$37,500.00')).toBeTruthy();
    const open = screen.getByLabelText('Open bets in USD');
    expect(within(open).getByText('$1,288.40')).toBeTruthy();
    expect(within(screen.getByLabelText('Players today')).getByText('42')).toBeTruthy();
    // the chart's figures, exact, as a table (a loss day shows negative)
    const table = screen.getByRole('table', { name: 'Revenue by product, per day' });
    expect(within(table).getByRole('rowheader', { name: '2026-11-20' })).toBeTruthy();
    expect(within(table).getByText('-$120.00')).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });
});
