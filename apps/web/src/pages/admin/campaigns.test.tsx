import { expectNoAxeViolations } from '@touchline/ui/test';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fail, ok, server } from '../../testing/server.ts';
import { openAdminCentre } from '../../testing/adminCentre.ts';
import { draftCampaign, endedCampaign, previewPage } from './campaignFixtures.ts';

// The campaigns section of the super-admin centre, logged in as a super admin.

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const user = () => userEvent.setup();
const editorPath = '/superadmincenter?tab=campaigns&campaign=41';

/** Confirms the open reason dialog named `title` with `reason`. */
async function confirmWith(title: string, button: string, reason: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  const confirm = within(dialog).getByRole('button', { name: button });
  expect((confirm as HTMLButtonElement).disabled).toBe(true);
  await user().type(within(dialog).getByRole('textbox', { name: /Reason/ }), reason);
  await expectNoAxeViolations(dialog);
  await user().click(confirm);
}

describe('the campaigns table', () => {
  it('is a tab of the centre; filters by state on the server and opens a campaign', async () => {
    const { calls, router } = await openAdminCentre('/superadmincenter?tab=campaigns');
    expect(screen.getByRole('tab', { name: 'Campaigns', selected: true })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Campaigns' });
    const row = within(list).getByRole('button', { name: /Weekend sign-in/ });
    expect(within(row).getByText('Not published')).toBeTruthy();
    expect(within(row).getByText('Daily sign-in')).toBeTruthy();
    await user().selectOptions(screen.getByRole('combobox', { name: 'State' }), 'ended');
    await user().click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(calls('adminListCampaigns').at(-1)!.body).toEqual({ state: 'ended', limit: 50 }),
    );
    await user().click(
      await within(await screen.findByRole('list', { name: 'Campaigns' })).findByRole('button', {
        name: /Weekend sign-in/,
      }),
    );
    expect(router.state.location.search).toBe('?tab=campaigns&campaign=41');
    expect(await screen.findByRole('heading', { name: 'Edit Weekend sign-in' })).toBeTruthy();
    expect(calls('adminGetCampaign').at(-1)!.body).toEqual({ campaignId: 41 });
    await expectNoAxeViolations(document.body);
  });

  it('creates a draft from a kind’s template with an ID and a reason, and opens it', async () => {
    const { calls, router } = await openAdminCentre('/superadmincenter?tab=campaigns', {
      adminCreateCampaign: ok({ ...draftCampaign, row: { ...draftCampaign.row, campaignId: 42 } }),
    });
    await user().click(await screen.findByRole('button', { name: 'New campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'New campaign' });
    const create = within(dialog).getByRole('button', { name: 'Create draft' });
    expect((create as HTMLButtonElement).disabled).toBe(true);
    await user().selectOptions(
      within(dialog).getByRole('combobox', { name: 'Start from' }),
      'rebate',
    );
    await user().type(
      within(dialog).getByRole('textbox', { name: 'Campaign ID' }),
      'weekend-rebate',
    );
    expect(within(dialog).getByText(/Its address: \/weekend-rebate/)).toBeTruthy();
    await user().type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Weekend promotion');
    await expectNoAxeViolations(dialog);
    await user().click(create);
    await waitFor(() => expect(calls('adminCreateCampaign')).toHaveLength(1));
    expect(calls('adminCreateCampaign')[0]!.body).toEqual({
      kind: 'rebate',
      slug: 'weekend-rebate',
      path: '/weekend-rebate',
      reason: 'Weekend promotion',
    });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=campaigns&campaign=42'));
  });
});

describe('the editor', () => {
  it('edits a text in another language and a daily reward, then saves the draft with a reason', async () => {
    const { calls } = await openAdminCentre(editorPath);
    const save = await screen.findByRole('button', { name: 'Save changes' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user().selectOptions(screen.getByRole('combobox', { name: 'Language edited' }), 'vi');
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect((title as HTMLInputElement).value).toBe('Điểm danh cuối tuần');
    await user().clear(title);
    await user().type(title, 'Điểm danh tuần mới');
    const rewards = screen.getByRole('group', { name: 'Reward of each day' });
    const cny = within(within(rewards).getByRole('group', { name: 'No. 1' })).getByRole('textbox', {
      name: 'CNY',
    });
    await user().clear(cny);
    await user().type(cny, '2.50');
    expect(screen.getByText(/Unsaved changes/)).toBeTruthy();
    // publishing waits for the changes to be saved
    expect((screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user().click(save);
    await confirmWith('Save the campaign?', 'Save changes', 'New daily reward');
    await waitFor(() => expect(calls('adminUpdateCampaign')).toHaveLength(1));
    const sent = calls('adminUpdateCampaign')[0]!.body as {
      campaignId: number;
      reason: string;
      document: typeof draftCampaign.document;
    };
    expect(sent.campaignId).toBe(41);
    expect(sent.reason).toBe('New daily reward');
    expect(sent.document.hero.title).toEqual({
      ...draftCampaign.document.hero.title,
      vi: 'Điểm danh tuần mới',
    });
    expect(sent.document.mechanics).toEqual({
      ...draftCampaign.document.mechanics,
      dailyRewards: [{ CNY: '2.50', VND: '3000', USD: '0.20', USDT: '0.20' }],
    });
    await expectNoAxeViolations(document.body);
  });

  it('sets the schedule at UTC+8 and an open end', async () => {
    const { calls } = await openAdminCentre(editorPath);
    const starts = await screen.findByLabelText('Starts');
    // a date-time field takes its value whole (as a browser's picker gives it)
    fireEvent.change(starts, { target: { value: '2026-12-01T10:00' } });
    await user().click(screen.getByRole('checkbox', { name: 'No end date' }));
    expect(screen.queryByLabelText('Ends')).toBeNull();
    await user().click(screen.getByRole('button', { name: 'Save changes' }));
    await confirmWith('Save the campaign?', 'Save changes', 'Move the start');
    await waitFor(() => expect(calls('adminUpdateCampaign')).toHaveLength(1));
    const sent = calls('adminUpdateCampaign')[0]!.body as {
      document: typeof draftCampaign.document;
    };
    // 10:00 at UTC+8 is 02:00 UTC
    expect(sent.document.period).toEqual({ startsAt: Date.UTC(2026, 11, 1, 2), endsAt: null });
  });

  it('shows the server’s translated refusal of a malformed campaign', async () => {
    await openAdminCentre(editorPath, {
      adminUpdateCampaign: fail(400, 'Không thể lưu chương trình: mechanics.percent không hợp lệ.'),
    });
    await user().click(await screen.findByRole('checkbox', { name: 'Members only' }));
    await user().click(screen.getByRole('button', { name: 'Save changes' }));
    await confirmWith('Save the campaign?', 'Save changes', 'Open to visitors');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Không thể lưu chương trình: mechanics.percent không hợp lệ.',
    );
  });

  it('publishes a draft and ends it early, each with a reason', async () => {
    const { calls } = await openAdminCentre(editorPath);
    await user().click(await screen.findByRole('button', { name: 'Publish' }));
    await confirmWith('Publish the campaign?', 'Publish', 'Approved by marketing');
    await waitFor(() => expect(calls('adminPublishCampaign')).toHaveLength(1));
    expect(calls('adminPublishCampaign')[0]!.body).toEqual({
      campaignId: 41,
      published: true,
      reason: 'Approved by marketing',
    });
    await user().click(screen.getByRole('button', { name: 'End now' }));
    await confirmWith('End the campaign now?', 'End now', 'Budget spent');
    await waitFor(() => expect(calls('adminEndCampaign')).toHaveLength(1));
    expect(calls('adminEndCampaign')[0]!.body).toEqual({ campaignId: 41, reason: 'Budget spent' });
  });

  it('offers to unpublish an ended campaign and no end early', async () => {
    await openAdminCentre(editorPath, { adminGetCampaign: ok(endedCampaign) });
    expect(await screen.findByRole('button', { name: 'Unpublish' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'End now' })).toBeNull();
  });
});

describe('the preview', () => {
  it('renders the campaign page of the draft in the language and width chosen', async () => {
    const { calls } = await openAdminCentre(editorPath, {
      adminPreviewCampaign: (body) =>
        ok(previewPage((body as { language: 'en' | 'zh-cn' | 'vi' | 'th' }).language)),
    });
    await user().click(await screen.findByRole('button', { name: 'Preview' }));
    const frame = await screen.findByTestId('campaign-preview-frame');
    expect(
      await within(frame).findByRole('heading', { level: 1, name: 'Weekend sign-in' }),
    ).toBeTruthy();
    expect(frame.style.width).toBe('375px');
    expect(calls('adminPreviewCampaign').at(-1)!.body).toEqual({
      document: draftCampaign.document,
      language: 'en',
    });
    await user().selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'th');
    await user().selectOptions(screen.getByRole('combobox', { name: 'Width' }), '1280');
    const thai = await screen.findByTestId('campaign-preview-frame');
    expect(await within(thai).findByRole('heading', { level: 1, name: 'เช็กอินวันหยุด' })).toBeTruthy();
    expect(thai.style.width).toBe('1280px');
    expect(thai.getAttribute('lang')).toBe('th');
    expect(calls('adminPreviewCampaign').at(-1)!.body).toMatchObject({ language: 'th' });
    await expectNoAxeViolations(document.body);
  });
});
