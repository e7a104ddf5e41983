import { topics, type PushOrder, type Stream } from '@touchline/api';
import {
  exampleAnchorInfo,
  exampleLoginResponse,
  examplePushOrder,
  exampleStream,
  platformExamples,
} from '@touchline/api/examples';
import {
  LOCAL_STORAGE_KEYS,
  POPUP_AD_KEY_PREFIX,
  POPUP_AD_LOGGED_OUT_USER,
} from '@touchline/domain';
import { expectNoAxeViolations } from '@touchline/ui/test';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { memberKeys, roomKeys, sportsKeys } from '../../../data/keys.ts';
import { fail, ok, server } from '../../../testing/server.ts';
import { createFakeRealtime } from '../../sports/testing.ts';
import { renderRoomPanel, storageOf } from './orders.testing.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const user = () => userEvent.setup();

const closedOrder: PushOrder = {
  ...examplePushOrder,
  id: 7002,
  selectionName: 'Draw',
  selectionId: 's-90001-1-draw',
  price: 3.25,
  status: 'closed',
  followers: 4,
};
const settled = (id: number, result: PushOrder['result'], selectionName: string): PushOrder => ({
  ...examplePushOrder,
  id,
  selectionName,
  status: 'settled',
  result,
  settledAt: examplePushOrder.createdAt + 60_000,
});
const locked = (order: PushOrder): PushOrder => ({
  ...order,
  marketId: null,
  selectionId: null,
  marketName: '',
  selectionName: '',
  price: null,
  stake: null,
  analysis: '',
  locked: true,
});

const cards = async () => {
  const list = await screen.findByRole('list', { name: 'Tips' });
  return within(list).getAllByRole('listitem');
};

const bodyOf = (seen: { body: unknown }[], at = -1) => seen.at(at)?.body as Record<string, unknown>;

describe('the room’s push orders', () => {
  it('shows each card: match, market, pick at its price, stake, analysis, followers, status; and the host’s record', async () => {
    await renderRoomPanel(exampleStream, 'orders', {
      answers: {
        listStreamPushOrders: ok([
          examplePushOrder,
          closedOrder,
          settled(6991, 'won', 'Over 2.5'),
          settled(6992, 'lost', 'Under 1.5'),
          settled(6993, 'void', 'Hanoi FC -1'),
        ]),
      },
    });
    const [open, closed, won, lost, voided] = await cards();
    expect(open!.textContent).toContain('Hanoi FC v Saigon United');
    expect(open!.textContent).toContain('Full time result');
    expect(within(open!).getByRole('heading', { name: /Hanoi FC @ 2\.10/ })).toBeTruthy();
    expect(open!.textContent).toContain('50.00');
    expect(open!.textContent).toContain('Hanoi have won their last five at home.');
    expect(open!.textContent).toContain('Followers: 37');
    expect(within(open!).getByRole('button', { name: 'Follow Hanoi FC at 2.10' })).toBeTruthy();
    expect(within(won!).getByText('Won')).toBeTruthy();
    expect(within(lost!).getByText('Lost')).toBeTruthy();
    expect(within(voided!).getByText('Void')).toBeTruthy();
    // a closed market says so and offers no follow
    expect(within(closed!).getByText('Market closed')).toBeTruthy();
    expect(within(closed!).getByText(/can no longer be followed/)).toBeTruthy();
    expect(within(closed!).queryByRole('button')).toBeNull();
    for (const card of [won, lost, voided]) expect(within(card!).queryByRole('button')).toBeNull();
    // the record: 18 won of 27 decided is 66.66 % (basis points, floored)
    expect(
      await screen.findByText('Record: 18 won · 9 lost · 1 void · win rate 66.66%'),
    ).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });

  it('shows prices in the member’s odds format', async () => {
    const local = storageOf(true);
    // Hong Kong odds (setting 2): 2.10 shows as 1.1 (minus 1, trailing zero trimmed)
    local.setItem(LOCAL_STORAGE_KEYS.settings, JSON.stringify({ oddsFormat: 2, oddsChange: 1 }));
    await renderRoomPanel(exampleStream, 'orders', { local });
    const [open] = await cards();
    expect(within(open!).getByRole('heading', { name: /Hanoi FC @ 1\.1$/ })).toBeTruthy();
  });

  it('offers its host no follow of their own orders', async () => {
    const local = storageOf(true);
    local.setItem(LOCAL_STORAGE_KEYS.userInfo, JSON.stringify(exampleAnchorInfo));
    // the day's popup ad seen by the host too
    local.setItem(
      POPUP_AD_KEY_PREFIX + exampleAnchorInfo.userName,
      local.getItem(POPUP_AD_KEY_PREFIX + POPUP_AD_LOGGED_OUT_USER)!,
    );
    await renderRoomPanel(exampleStream, 'orders', { local });
    const [open] = await cards();
    expect(within(open!).getByRole('heading', { name: /Hanoi FC @ 2\.10/ })).toBeTruthy();
    expect(within(open!).queryByRole('button')).toBeNull();
  });

  it('reads the list again when the room’s push-orders topic names an order', async () => {
    let list: PushOrder[] = [examplePushOrder];
    const realtime = createFakeRealtime();
    const { calls } = await renderRoomPanel(exampleStream, 'orders', {
      answers: { listStreamPushOrders: () => ok(list) },
      realtime,
    });
    expect(await cards()).toHaveLength(1);
    const topic = topics.pushOrders(exampleStream.roomId);
    await waitFor(() => expect(realtime.topics.get(topic)).toBe(1));
    const before = calls('listStreamPushOrders').length;
    list = [{ ...examplePushOrder, id: 7010, selectionName: 'Saigon United', price: 3.6 }, ...list];
    act(() =>
      realtime.emit(topic, {
        kind: 'pushed',
        roomId: exampleStream.roomId,
        streamId: exampleStream.id,
        pushOrderId: 7010,
        at: Date.now(),
      }),
    );
    await waitFor(() => expect(calls('listStreamPushOrders').length).toBe(before + 1));
    expect(await screen.findByRole('heading', { name: /Saigon United @ 3\.60/ })).toBeTruthy();
    // a reconnect: what was pushed meanwhile is fetched too
    act(() => realtime.resync(topic, 'reconnected'));
    await waitFor(() => expect(calls('listStreamPushOrders').length).toBe(before + 2));
  });
});

/** Opens the follow confirmation of the first card and types a stake over the suggested one. */
async function followFirst(stake: string) {
  const [open] = await cards();
  await user().click(within(open!).getByRole('button', { name: /^Follow/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Follow this tip' });
  const input = within(dialog).getByRole('textbox', { name: /Your stake/ });
  await user().clear(input);
  if (stake) await user().type(input, stake);
  return { dialog, input: input as HTMLInputElement };
}

describe('following a push order', () => {
  it('confirms the price and the stake, sends the follow, says so, and refreshes the bets and the wallet', async () => {
    const site = await renderRoomPanel(exampleStream, 'orders');
    const invalidate = vi.spyOn(site.shell.queryClient, 'invalidateQueries');
    const [open] = await cards();
    await user().click(within(open!).getByRole('button', { name: /^Follow/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Follow this tip' });
    // the host's suggested stake to start with, the price, the balance and the odds-change setting
    const input = within(dialog).getByRole('textbox', { name: /Your stake/ }) as HTMLInputElement;
    expect(input.value).toBe('50.00');
    expect(dialog.textContent).toContain('2.10');
    expect(dialog.textContent).toContain('Accept any change');
    await user().clear(input);
    await user().type(input, '20');
    // 20 × 2.10
    expect(dialog.textContent).toMatch(/42\.00/);
    await expectNoAxeViolations(dialog);
    await user().click(within(dialog).getByRole('button', { name: 'Place bet' }));
    expect(await within(dialog).findByText('Followed. Your bet is in My bets.')).toBeTruthy();
    const sent = site.calls('saveFollowOrder');
    expect(sent).toHaveLength(1);
    expect(bodyOf(sent)).toEqual({
      pushOrderId: 7001,
      stake: '20.00',
      price: 2.1,
      oddsChange: 1,
      idempotencyKey: expect.stringMatching(/^follow-.{8,}/),
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: sportsKeys.allBets() });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: memberKeys.wallet('session-1') });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: roomKeys.pushOrders(exampleStream.id) });
    expect(within(dialog).getByRole('link', { name: 'Open My bets' }).getAttribute('href')).toBe(
      '/sports?view=bets',
    );
  });

  it('sends the member’s odds-change setting', async () => {
    const local = storageOf(true);
    local.setItem(LOCAL_STORAGE_KEYS.settings, JSON.stringify({ oddsFormat: 1, oddsChange: 2 }));
    const site = await renderRoomPanel(exampleStream, 'orders', { local });
    const { dialog } = await followFirst('10');
    await user().click(within(dialog).getByRole('button', { name: 'Place bet' }));
    await within(dialog).findByText('Followed. Your bet is in My bets.');
    expect(bodyOf(site.calls('saveFollowOrder')).oddsChange).toBe(2);
  });

  it('keeps the dialog and the stake when the follow is refused, and retries with the same key', async () => {
    let answer = fail(461, 'price moved');
    const site = await renderRoomPanel(exampleStream, 'orders', {
      answers: { saveFollowOrder: () => answer },
    });
    const { dialog, input } = await followFirst('25');
    await user().click(within(dialog).getByRole('button', { name: 'Place bet' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The price has moved. Check it and try again.',
    );
    expect(screen.getByRole('dialog', { name: 'Follow this tip' })).toBe(dialog);
    expect(input.value).toBe('25');
    // the market closed meanwhile: said as such
    answer = fail(462, 'closed');
    await user().click(within(dialog).getByRole('button', { name: 'Place bet' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'This market is closed: the tip can no longer be followed.',
      ),
    );
    answer = fail(460, 'balance');
    await user().click(within(dialog).getByRole('button', { name: 'Place bet' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'Your balance is too low for this stake.',
      ),
    );
    const keys = site.calls('saveFollowOrder').map((s) => bodyOf([s]).idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    // a changed stake is another request: another key
    answer = ok(platformExamples.saveFollowOrder.response) as never;
    await user().type(input, '0');
    await user().click(within(dialog).getByRole('button', { name: 'Place bet' }));
    await within(dialog).findByText('Followed. Your bet is in My bets.');
    const last = bodyOf(site.calls('saveFollowOrder'));
    expect(last.stake).toBe('250.00');
    expect(last.idempotencyKey).not.toBe(keys[0]);
  });

  it('says what is wrong with the stake, and sends nothing', async () => {
    const site = await renderRoomPanel(exampleStream, 'orders');
    const { dialog, input } = await followFirst('');
    await user().click(within(dialog).getByRole('button', { name: 'Place bet' }));
    expect(await within(dialog).findByText('Enter a stake.')).toBeTruthy();
    await user().type(input, '0.5');
    expect(within(dialog).getByText(/The smallest stake is/)).toBeTruthy();
    await user().clear(input);
    // the example wallet holds 1,250.50
    await user().type(input, '2000');
    expect(within(dialog).getByText('The stake is more than your balance.')).toBeTruthy();
    await user().click(within(dialog).getByRole('button', { name: 'Place bet' }));
    expect(site.calls('saveFollowOrder')).toHaveLength(0);
    expect(input.value).toBe('2000');
  });
});

describe('a paid room', () => {
  const paidStream: Stream = { ...exampleStream, isFee: true, fee: '30000.00' };

  it('shows locked cards and the fee, takes the payment after a confirmation, then shows the orders', async () => {
    let paid = false;
    const site = await renderRoomPanel(paidStream, 'orders', {
      answers: {
        getRoomFee: () => ok({ isFee: true, fee: '30000.00', currency: 'VND', paid }),
        listStreamPushOrders: () => ok([paid ? examplePushOrder : locked(examplePushOrder)]),
        payRoomFee: () => {
          paid = true;
          return ok({ paid: true, memberWallet: '1000.50' });
        },
      },
    });
    const [card] = await cards();
    expect(within(card!).getByText('Locked tip')).toBeTruthy();
    expect(within(card!).queryByRole('button')).toBeNull();
    expect(
      await screen.findByText(
        /This host's tips are for viewers who pay the room fee of ₫30,000\.00/,
      ),
    ).toBeTruthy();
    await expectNoAxeViolations(document.body);
    const walletReads = site.calls('fetchMemberWallet').length;
    await user().click(screen.getByRole('button', { name: 'Unlock tips' }));
    const dialog = await screen.findByRole('dialog', { name: "Unlock this room's tips" });
    // the price before paying, in the viewer's currency
    expect(dialog.textContent).toContain('₫30,000.00');
    expect(site.calls('payRoomFee')).toHaveLength(0);
    await user().click(within(dialog).getByRole('button', { name: 'Pay ₫30,000.00' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(site.calls('payRoomFee'))).toEqual({
      streamId: paidStream.id,
      idempotencyKey: expect.stringMatching(/^fee-.{8,}/),
    });
    // unlocked: the pick, and no lock left
    expect(await screen.findByRole('heading', { name: /Hanoi FC @ 2\.10/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unlock tips' })).toBeNull();
    // the balance moved: the wallet is read again
    expect(site.calls('fetchMemberWallet').length).toBeGreaterThan(walletReads);
  });

  it('keeps the payment dialog, with the same key, when the payment is refused', async () => {
    let answer = fail(460, 'balance');
    const site = await renderRoomPanel(paidStream, 'orders', {
      answers: {
        getRoomFee: ok({ isFee: true, fee: '30000.00', currency: 'VND', paid: false }),
        listStreamPushOrders: ok([locked(examplePushOrder)]),
        payRoomFee: () => answer,
      },
    });
    await user().click(await screen.findByRole('button', { name: 'Unlock tips' }));
    const dialog = await screen.findByRole('dialog', { name: "Unlock this room's tips" });
    await user().click(within(dialog).getByRole('button', { name: /^Pay/ }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Your balance is too low to pay the fee.',
    );
    answer = fail(500, '');
    await user().click(within(dialog).getByRole('button', { name: /^Pay/ }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'The payment did not go through. Try again.',
      ),
    );
    const keys = site.calls('payRoomFee').map((s) => bodyOf([s]).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('is never locked for its host or an admin (the server answers paid)', async () => {
    await renderRoomPanel(paidStream, 'orders', {
      answers: { getRoomFee: ok({ isFee: true, fee: '30000.00', currency: 'VND', paid: true }) },
    });
    expect(await screen.findByRole('heading', { name: /Hanoi FC @ 2\.10/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unlock tips' })).toBeNull();
  });
});

describe('a visitor who taps follow', () => {
  const pendingOf = (local: ReturnType<typeof storageOf>) =>
    JSON.parse(local.getItem(LOCAL_STORAGE_KEYS.pendingPushOrder) ?? 'null') as Record<
      string,
      unknown
    > | null;

  it('is asked to log in, and the follow opens once they are back in the room, logged in', async () => {
    const site = await renderRoomPanel(exampleStream, 'orders', { member: false });
    const [open] = await cards();
    await user().click(within(open!).getByRole('button', { name: /^Follow/ }));
    expect(await screen.findByRole('dialog', { name: /Log in/i })).toBeTruthy();
    expect(pendingOf(site.local)).toMatchObject({ streamId: 501, pushOrderId: 7001 });
    expect(site.calls('saveFollowOrder')).toHaveLength(0);
    // the login (the account login goes to `/`; the room asked for it, so it comes back here)
    await act(() => site.shell.completeLogin(exampleLoginResponse, 'account'));
    await waitFor(() => expect(site.router.state.location.pathname).toBe('/anchorPlay/501'));
    const dialog = await screen.findByRole('dialog', { name: 'Follow this tip' });
    expect(dialog.textContent).toContain('Hanoi FC');
    // resumed once: the pending follow is gone
    expect(pendingOf(site.local)).toBeNull();
  });

  it('forgets the pending follow when the login is dismissed', async () => {
    const site = await renderRoomPanel(exampleStream, 'orders', { member: false });
    const [open] = await cards();
    await user().click(within(open!).getByRole('button', { name: /^Follow/ }));
    const login = await screen.findByRole('dialog', { name: /Log in/i });
    expect(pendingOf(site.local)).not.toBeNull();
    await user().click(within(login).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(pendingOf(site.local)).toBeNull();
  });

  it('resumes a pending follow of this room found at a later visit, and leaves another room’s', async () => {
    const local = storageOf(true);
    local.setItem(
      LOCAL_STORAGE_KEYS.pendingPushOrder,
      JSON.stringify({ streamId: 999, pushOrderId: 7001, savedAt: Date.now() }),
    );
    await renderRoomPanel(exampleStream, 'orders', { local });
    await cards();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pendingOf(local)).toMatchObject({ streamId: 999 });
  });
});
