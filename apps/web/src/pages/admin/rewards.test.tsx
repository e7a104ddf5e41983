import { expectNoAxeViolations } from '@touchline/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fail, ok, server } from '../../testing/server.ts';
import { openAdminCentre } from '../../testing/adminCentre.ts';
import { draftCampaign } from './campaignFixtures.ts';

// The campaigns section's reward rules (ADR 036) and the editor's mechanics lists, as a super admin.

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const user = () => userEvent.setup();
const section = '/superadmincenter?tab=rewards';

async function confirmWith(title: string, reason: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  await user().type(within(dialog).getByRole('textbox', { name: /Reason/ }), reason);
  await expectNoAxeViolations(dialog);
  await user().click(within(dialog).getByRole('button', { name: 'Save' }));
}

const vipPanel = async () =>
  (await screen.findByRole('heading', { name: 'VIP levels' })).closest('section')!;
const invitePanel = async () =>
  (await screen.findByRole('heading', { name: 'Invitation award rules' })).closest('section')!;

describe('the VIP levels', () => {
  it('lists each level with its threshold and benefits as stored', async () => {
    await openAdminCentre(section);
    const panel = await vipPanel();
    const levels = await within(panel).findByRole('list', { name: 'VIP levels' });
    const items = within(levels).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[1]!).getByText('Level 1')).toBeTruthy();
    expect(within(items[1]!).getByText('From 1000.00 valid turnover')).toBeTruthy();
    expect(within(items[1]!).getByText('Birthday bonus: 8.00')).toBeTruthy();
    await expectNoAxeViolations(panel);
  });

  it('refuses a threshold not above the level below, then saves a good one with a reason', async () => {
    const { calls } = await openAdminCentre(section);
    const panel = await vipPanel();
    await user().click(within(panel).getByRole('button', { name: 'Edit level 1' }));
    const form = within(panel).getByRole('form', { name: 'Level 1: threshold and benefits' });
    const threshold = within(form).getByRole('textbox', { name: /Valid turnover to reach it/ });
    await user().clear(threshold);
    await user().type(threshold, '0');
    expect(
      within(form).getByText(
        'Level 1 needs more turnover than the level below it and less than the level above it.',
      ),
    ).toBeTruthy();
    const save = within(form).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user().clear(threshold);
    await user().type(threshold, '1500.5');
    const bonus = within(form).getByRole('textbox', { name: 'Birthday bonus' });
    await user().clear(bonus);
    await user().type(bonus, '12');
    expect(save.disabled).toBe(false);
    await expectNoAxeViolations(panel);
    await user().click(save);
    await confirmWith('Save level 1?', 'level 1 a little harder');
    await waitFor(() =>
      expect(calls('adminSetVipLevel').at(-1)?.body).toEqual({
        level: 1,
        minTurnover: '1500.5',
        benefits: [{ key: 'birthday-bonus', value: '12' }],
        reason: 'level 1 a little harder',
      }),
    );
  });

  it('keeps what was typed and shows the server’s words when a save is refused', async () => {
    await openAdminCentre(section, {
      adminSetVipLevel: fail(400, 'Thresholds rise with the level: level 1 needs more turnover.'),
    });
    const panel = await vipPanel();
    await user().click(within(panel).getByRole('button', { name: 'Edit level 1' }));
    const threshold = within(panel).getByRole('textbox', { name: /Valid turnover to reach it/ });
    await user().clear(threshold);
    await user().type(threshold, '2000');
    await user().click(within(panel).getByRole('button', { name: 'Save' }));
    await confirmWith('Save level 1?', 'try a new threshold');
    expect(await within(panel).findByRole('alert')).toBeTruthy();
    expect((threshold as HTMLInputElement).value).toBe('2000');
  });
});

describe('the invitation award rules', () => {
  it('adds a tier, names the row out of order, and saves the whole list', async () => {
    const { calls } = await openAdminCentre(section);
    const panel = await invitePanel();
    const bet = within(panel).getByRole('group', { name: 'Bet awards' });
    await user().click(within(bet).getByRole('button', { name: 'Add a tier' }));
    await user().type(within(bet).getByRole('textbox', { name: 'Turnover from, tier 3' }), '5000');
    await user().type(within(bet).getByRole('textbox', { name: /Rate, tier 3/ }), '0.007');
    expect(within(bet).getByRole('alert').textContent).toBe(
      'Row 3: each row must be above the one before it — in rising order, no duplicates.',
    );
    const save = within(bet).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const third = within(bet).getByRole('textbox', { name: 'Turnover from, tier 3' });
    await user().clear(third);
    await user().type(third, '50000');
    expect(within(bet).queryByRole('alert')).toBeNull();
    await expectNoAxeViolations(panel);
    await user().click(save);
    await confirmWith('Save the bet tiers?', 'a third tier');
    await waitFor(() =>
      expect(calls('adminSetInviteBetTiers').at(-1)?.body).toEqual({
        tiers: [
          { minValidBet: '1000.00', rate: '0.003' },
          { minValidBet: '10000.00', rate: '0.005' },
          { minValidBet: '50000', rate: '0.007' },
        ],
        reason: 'a third tier',
      }),
    );
    expect(await screen.findByText('The rules are saved.')).toBeTruthy();
  });

  it('removes a tier and offers no remove for the last one', async () => {
    const { calls } = await openAdminCentre(section);
    const panel = await invitePanel();
    const deposit = within(panel).getByRole('group', { name: 'Deposit awards' });
    await user().click(within(deposit).getByRole('button', { name: 'Remove row 1' }));
    expect(within(deposit).queryByRole('button', { name: /Remove row/ })).toBeNull();
    await user().click(within(deposit).getByRole('button', { name: 'Save' }));
    await confirmWith('Save the deposit tiers?', 'one tier only');
    await waitFor(() =>
      expect(calls('adminSetInviteDepositTiers').at(-1)?.body).toEqual({
        tiers: [{ minDeposit: '500.00', reward: '30.00' }],
        reason: 'one tier only',
      }),
    );
  });

  it('keeps the tiers and says why when a save is refused, and does not say saved', async () => {
    await openAdminCentre(section, {
      adminSetInviteDepositTiers: fail(400, 'The tiers must rise.'),
    });
    const panel = await invitePanel();
    const deposit = within(panel).getByRole('group', { name: 'Deposit awards' });
    await user().click(within(deposit).getByRole('button', { name: 'Remove row 1' }));
    await user().click(within(deposit).getByRole('button', { name: 'Save' }));
    await confirmWith('Save the deposit tiers?', 'one tier only');
    expect((await within(deposit).findByRole('alert')).textContent).toContain(
      'The tiers must rise.',
    );
    expect(within(deposit).queryByRole('button', { name: /Remove row/ })).toBeNull();
    expect(within(deposit).getByRole('button', { name: 'Discard changes' })).toBeTruthy();
    expect(screen.queryByText('The rules are saved.')).toBeNull();
  });

  it('gives VIP awards a level each, refusing a level twice', async () => {
    await openAdminCentre(section);
    const panel = await invitePanel();
    const vip = within(panel).getByRole('group', { name: 'VIP awards' });
    await user().click(within(vip).getByRole('button', { name: 'Add a level' }));
    const level = within(vip).getByRole('combobox', { name: 'VIP level, row 3' });
    expect((level as HTMLSelectElement).value).toBe('4');
    await user().selectOptions(level, '3');
    await user().type(within(vip).getByRole('textbox', { name: 'Reward, row 3' }), '40');
    expect(within(vip).getByRole('alert').textContent).toMatch(/^Row 3: each row must be above/);
    await user().click(within(vip).getByRole('button', { name: 'Discard changes' }));
    expect(within(vip).queryByRole('combobox', { name: 'VIP level, row 3' })).toBeNull();
  });

  it('shows a retry when the rules cannot be loaded', async () => {
    await openAdminCentre(section, { adminGetRewardRules: fail(500, '') });
    const panel = await vipPanel();
    expect(await within(panel).findByRole('button', { name: 'Try again' })).toBeTruthy();
    await expectNoAxeViolations(panel);
  });
});

describe('the editor’s mechanics lists', () => {
  it('adds and removes days of a sign-in within the schema’s bounds', async () => {
    const { calls } = await openAdminCentre(`/superadmincenter?tab=campaigns&campaign=41`);
    const days = (await screen.findByRole('group', { name: 'Reward of each day' })) as HTMLElement;
    expect(within(days).getByText('From 1 to 31 entries.')).toBeTruthy();
    // one day, the fewest: nothing to remove
    expect(within(days).queryByRole('button', { name: /^Remove no\./ })).toBeNull();
    await user().click(within(days).getByRole('button', { name: 'Add a day' }));
    const second = within(days).getByRole('group', { name: 'No. 2' });
    expect((within(second).getByRole('textbox', { name: 'CNY' }) as HTMLInputElement).value).toBe(
      '1.00',
    );
    await user().clear(within(second).getByRole('textbox', { name: 'CNY' }));
    await user().type(within(second).getByRole('textbox', { name: 'CNY' }), '2.00');
    await expectNoAxeViolations(days);
    await user().click(screen.getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the campaign?' });
    await user().type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'two days');
    await user().click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(
        (calls('adminUpdateCampaign').at(-1)?.body as { document: { mechanics: unknown } })
          ?.document.mechanics,
      ).toEqual({
        ...draftCampaign.document.mechanics,
        dailyRewards: [
          { CNY: '1.00', VND: '3000', USD: '0.20', USDT: '0.20' },
          { CNY: '2.00', VND: '3000', USD: '0.20', USDT: '0.20' },
        ],
      }),
    );
  });

  it('stops adding at the most a list may hold', async () => {
    const full = {
      ...draftCampaign,
      document: {
        ...draftCampaign.document,
        mechanics: {
          kind: 'signIn',
          dailyRewards: Array.from({ length: 31 }, () => ({ CNY: '1.00' })),
          resetOnMiss: false,
        },
      },
    };
    await openAdminCentre(`/superadmincenter?tab=campaigns&campaign=41`, {
      adminGetCampaign: ok(full),
    });
    const days = (await screen.findByRole('group', { name: 'Reward of each day' })) as HTMLElement;
    expect(within(days).queryByRole('button', { name: 'Add a day' })).toBeNull();
    await user().click(
      within(days).getByRole('button', { name: 'Remove no. 31 of Reward of each day' }),
    );
    expect(within(days).getByRole('button', { name: 'Add a day' })).toBeTruthy();
  });
});
