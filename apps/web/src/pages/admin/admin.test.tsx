import { exampleAdminAudit, exampleUserInfo } from '@touchline/api/examples';
import { createMemoryStorage, LOCAL_STORAGE_KEYS } from '@touchline/domain';
import { expectNoAxeViolations } from '@touchline/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { exampleHandlers, fail, ok, server } from '../../testing/server.ts';
import { openAdminCentre } from '../../testing/adminCentre.ts';
import { renderSite } from '../../testing/site.tsx';

// The super-admin centre, logged in as a super admin (the example user with that role).

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const user = () => userEvent.setup();

describe('who may open the centre', () => {
  it('shows a host the 403 page', async () => {
    server.use(...exampleHandlers({ getUserInfo: ok({ ...exampleUserInfo, role: 'anchor' }) }));
    const local = createMemoryStorage({ [LOCAL_STORAGE_KEYS.session]: 'session-host' });
    const { router } = await renderSite('/superadmincenter', { local });
    expect(await screen.findByRole('heading', { level: 1, name: /Access denied/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/403');
  });
});

describe('members', () => {
  it('searches on the server and opens a member’s profile from the table', async () => {
    const { calls, router } = await openAdminCentre();
    expect(screen.getByRole('tab', { name: 'Members', selected: true })).toBeTruthy();
    // only sections that work are tabs
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Dashboard',
      'Members',
      'Site',
      'Sportsbook',
      // the live section (ADR 034)
      'Live',
      'Games',
      'Campaigns',
      'Rewards',
      'Audit log',
    ]);
    const list = await screen.findByRole('list', { name: 'Members' });
    expect(within(list).getByText('lucky88 · Lucky')).toBeTruthy();
    await user().type(screen.getByRole('textbox', { name: 'Search members' }), 'lucky');
    await user().selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'anchor');
    await user().click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(calls('adminSearchMembers').at(-1)!.body).toEqual({
        query: 'lucky',
        role: 'anchor',
        limit: 50,
      }),
    );
    // the table is the answer of the new search
    const found = await screen.findByRole('list', { name: 'Members' });
    await user().click(await within(found).findByRole('button', { name: /lucky88/ }));
    expect(router.state.location.search).toBe('?member=90001');
    expect(await screen.findByRole('heading', { name: 'Profile of lucky88' })).toBeTruthy();
    expect(calls('adminGetMember').at(-1)!.body).toEqual({ memberId: 90001 });
    await expectNoAxeViolations(document.body);
  });

  it('asks for a reason before suspending, and sends it', async () => {
    const { calls } = await openAdminCentre('/superadmincenter?member=90001');
    await user().click(await screen.findByRole('button', { name: 'Suspend login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend lucky88’s login?' });
    const confirm = within(dialog).getByRole('button', { name: 'Suspend login' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user().type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Chargeback review');
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
    await expectNoAxeViolations(dialog);
    await user().click(confirm);
    await waitFor(() => expect(calls('adminSuspendMember')).toHaveLength(1));
    expect(calls('adminSuspendMember')[0]!.body).toEqual({
      memberId: 90001,
      reason: 'Chargeback review',
    });
    expect(await screen.findByText('The login is suspended.')).toBeTruthy();
  });

  it('shows a self-exclusion read-only and offers no way to lift it', async () => {
    await openAdminCentre('/superadmincenter?member=90001', {
      adminGetMember: ok({
        ...(await import('@touchline/api/examples')).exampleAdminProfile,
        responsible: { exclusion: { kind: 'self-exclusion', until: 1_811_750_400_000 }, limits: 0 },
      }),
    });
    expect(await screen.findByText(/Self-excluded until 2027-05-31/)).toBeTruthy();
    expect(
      screen.getByText('Read-only: no operator can lift a time-out or a self-exclusion.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /exclu|lift/i })).toBeNull();
  });
});

describe('wallet adjustment', () => {
  async function review(amount: string, reason: string) {
    const amountBox = await screen.findByRole('textbox', { name: 'Amount' });
    await user().clear(amountBox);
    await user().type(amountBox, amount);
    const reasonBox = screen.getAllByRole('textbox', { name: /Reason/ }).at(-1)!;
    await user().clear(reasonBox);
    await user().type(reasonBox, reason);
    await user().click(screen.getByRole('button', { name: 'Review adjustment' }));
  }

  it('needs a valid amount and a reason, then a second confirmation; one key per adjustment', async () => {
    let failNext = true;
    const { calls } = await openAdminCentre('/superadmincenter?member=90001', {
      adminAdjustWallet: () => {
        if (failNext) {
          failNext = false;
          return fail(500, 'Server error');
        }
        return ok({
          entryId: 7003,
          balanceBefore: '1250.50',
          balanceAfter: '1275.50',
          currency: 'CNY',
          duplicate: false,
        });
      },
    });
    await review('1.005', 'ok');
    expect(
      await screen.findByText('Enter a signed amount, not zero, with at most two decimals.'),
    ).toBeTruthy();
    expect(screen.getByText('Write at least 3 characters.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await review('-2000', 'Too much');
    expect(await screen.findByText('This would take the balance below zero.')).toBeTruthy();

    await review('25', 'Goodwill credit');
    let dialog = await screen.findByRole('dialog', { name: 'Confirm the adjustment' });
    expect(within(dialog).getByText('lucky88 (90001)')).toBeTruthy();
    const confirm = () =>
      within(dialog).getByRole('button', { name: 'Adjust the wallet' }) as HTMLButtonElement;
    expect(confirm().disabled).toBe(true);
    await user().click(
      within(dialog).getByRole('checkbox', { name: 'I have checked the member and the amount' }),
    );
    await expectNoAxeViolations(dialog);
    await user().click(confirm());
    await waitFor(() => expect(calls('adminAdjustWallet')).toHaveLength(1));
    const first = calls('adminAdjustWallet')[0]!.body as Record<string, string>;
    expect(first).toMatchObject({ memberId: 90001, amount: '25.00', reason: 'Goodwill credit' });

    // the failed attempt is tried again with the same key: the server moves the money once
    await user().click(screen.getByRole('button', { name: 'Review adjustment' }));
    dialog = await screen.findByRole('dialog', { name: 'Confirm the adjustment' });
    await user().click(within(dialog).getByRole('checkbox'));
    await user().click(confirm());
    await waitFor(() => expect(calls('adminAdjustWallet')).toHaveLength(2));
    const second = calls('adminAdjustWallet')[1]!.body as Record<string, string>;
    expect(second.idempotencyKey).toBe(first.idempotencyKey);
    expect(await screen.findByText('The wallet is adjusted.')).toBeTruthy();

    // a new adjustment gets a new key
    await review('5', 'Second credit');
    dialog = await screen.findByRole('dialog', { name: 'Confirm the adjustment' });
    await user().click(within(dialog).getByRole('checkbox'));
    await user().click(confirm());
    await waitFor(() => expect(calls('adminAdjustWallet')).toHaveLength(3));
    expect((calls('adminAdjustWallet')[2]!.body as Record<string, string>).idempotencyKey).not.toBe(
      first.idempotencyKey,
    );
  });
});

describe('the audit log', () => {
  it('lists who did what with the values before and after, and searches on the server', async () => {
    const { calls } = await openAdminCentre('/superadmincenter?tab=audit');
    const list = await screen.findByRole('list', { name: 'Audit log' });
    expect(within(list).getByText('Wallet adjusted · member 90001')).toBeTruthy();
    expect(within(list).getByText('balance: 1225.50 → 1250.50')).toBeTruthy();
    expect(within(list).getByText('suspended: No → Yes')).toBeTruthy();
    await expectNoAxeViolations(document.body);
    await user().selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'wallet.adjust');
    await user().type(screen.getByRole('textbox', { name: 'Member ID' }), '90001');
    await user().click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(calls('adminListAudit').at(-1)!.body).toEqual({
        action: 'wallet.adjust',
        targetKind: 'member',
        targetId: '90001',
        limit: 50,
      }),
    );
  });
  it('reads the site maintenance’s status as the centre names it, not as the spec’s digits', async () => {
    const entry = {
      ...exampleAdminAudit[0]!,
      id: 13,
      action: 'site.setMaintenance' as const,
      targetKind: 'maintenance' as const,
      targetId: '1',
      before: { status: 0, 'title.en': 'Scheduled maintenance' },
      after: { status: 1, 'title.en': 'Upgrade tonight' },
    };
    await openAdminCentre('/superadmincenter?tab=audit', {
      adminListAudit: ok({ list: [entry], next: null }),
    });
    const list = await screen.findByRole('list', { name: 'Audit log' });
    expect(await within(list).findByText('status: Off → In maintenance')).toBeTruthy();
    expect(
      within(list).getByText('title.en: Scheduled maintenance → Upgrade tonight'),
    ).toBeTruthy();
  });
});
