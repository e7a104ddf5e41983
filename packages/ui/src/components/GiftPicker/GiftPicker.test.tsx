import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES } from '@touchline/domain';
import { describe, expect, it, vi } from 'vitest';
import { uiMessages } from '../../i18n/messages.ts';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import {
  GIFT_PICKER_REASON_KEYS,
  GIFT_PICKER_REASONS,
  GiftPicker,
  giftPickerReason,
  giftTotal,
  type GiftOption,
} from './GiftPicker.tsx';

const IMG = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
const gifts: GiftOption[] = [
  { id: 1, name: 'Rose', price: '1', icon: IMG },
  { id: 2, name: 'Football', price: '0.10', icon: IMG },
  { id: 3, name: 'Rocket', price: '88', icon: IMG },
];

const group = () => screen.getByRole('radiogroup', { name: 'Gifts' });
const sendButton = () => screen.getByRole('button', { name: 'Send gift' });
const quantityBox = () => screen.getByRole('textbox', { name: 'Quantity' });

describe('giftTotal', () => {
  it('multiplies exactly, without float rounding', () => {
    // 0.1 × 3 is 0.30000000000000004 in binary floats.
    expect(giftTotal('0.10', 3)).toBe('0.30000000');
    expect(giftTotal(19.99, 7)).toBe('139.93000000');
    expect(giftTotal('0.00000001', 999)).toBe('0.00000999');
  });

  it('is null for a price that is not an amount or a quantity that is not whole', () => {
    expect(giftTotal('abc', 1)).toBeNull();
    expect(giftTotal('-5', 1)).toBeNull();
    expect(giftTotal('1', 1.5)).toBeNull();
  });
});

describe('giftPickerReason', () => {
  const rose = gifts[0]!;
  it('checks login, then the choice, then the balance (equal is enough)', () => {
    const base = { loggedIn: true, gift: rose, total: '5', balance: '5' };
    expect(giftPickerReason(base)).toBeNull();
    expect(giftPickerReason({ ...base, loggedIn: false, gift: null })).toBe('logged-out');
    expect(giftPickerReason({ ...base, gift: null, balance: '0' })).toBe('no-gift');
    expect(giftPickerReason({ ...base, balance: '4.99' })).toBe('insufficient-balance');
    expect(giftPickerReason({ ...base, balance: undefined })).toBeNull();
  });
});

describe('GiftPicker', () => {
  it('offers the gifts as radios named by gift and price', () => {
    renderWithUi(<GiftPicker gifts={gifts} currency="USD" />);
    const radios = within(group()).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual([
      'Rose$1.00',
      'Football$0.10',
      'Rocket$88.00',
    ]);
    expect(radios.every((r) => !(r as HTMLInputElement).checked)).toBe(true);
  });

  it('asks to choose a gift first, with the send button disabled and described', () => {
    renderWithUi(<GiftPicker gifts={gifts} balance="100" />);
    expect(sendButton()).toHaveProperty('disabled', true);
    const reasonId = sendButton().getAttribute('aria-describedby')!;
    expect(document.getElementById(reasonId)?.textContent).toBe('Choose a gift first');
  });

  it('is chosen by click and by arrow keys', async () => {
    const onValueChange = vi.fn();
    renderWithUi(<GiftPicker gifts={gifts} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('radio', { name: /Rose/ }));
    expect(onValueChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('radio', { name: /Rose/ })).toHaveProperty('checked', true);
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /Football/ })).toHaveProperty('checked', true);
    expect(onValueChange).toHaveBeenLastCalledWith(2);
  });

  it('is reached with Tab and sends with the keyboard', async () => {
    const onSend = vi.fn();
    renderWithUi(<GiftPicker gifts={gifts} balance="100" onSend={onSend} defaultValue={3} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /Rocket/ }));
    sendButton().focus();
    await userEvent.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith(gifts[2], 1);
  });

  it('changes the quantity with the stepper, the quick choices and typing, within 1 to max', async () => {
    const onQuantityChange = vi.fn();
    renderWithUi(
      <GiftPicker
        gifts={gifts}
        defaultValue={2}
        maxQuantity={99}
        onQuantityChange={onQuantityChange}
        currency="USD"
      />,
    );
    expect(screen.getByRole('button', { name: 'Fewer' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(quantityBox()).toHaveProperty('value', '3');
    expect(screen.getByText('Total').nextElementSibling!.textContent).toBe('$0.30');
    const presets = screen.getByRole('group', { name: 'Quantity' });
    // 520 is above the maximum of 99, so it is not offered.
    expect(
      within(presets)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['×1', '×10', '×66', '×99']);
    await userEvent.click(within(presets).getByRole('button', { name: '×66' }));
    expect(within(presets).getByRole('button', { name: '×66' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(onQuantityChange).toHaveBeenLastCalledWith(66);
    await userEvent.clear(quantityBox());
    await userEvent.type(quantityBox(), '5x00');
    expect(onQuantityChange).toHaveBeenLastCalledWith(99);
    await userEvent.tab();
    expect(quantityBox()).toHaveProperty('value', '99');
    expect(screen.getByRole('button', { name: 'More' })).toHaveProperty('disabled', true);
    await userEvent.clear(quantityBox());
    await userEvent.tab();
    expect(quantityBox()).toHaveProperty('value', '99');
  });

  it('refuses a total above the balance and offers a top-up', async () => {
    const onSend = vi.fn();
    const onTopUp = vi.fn();
    renderWithUi(
      <GiftPicker
        gifts={gifts}
        defaultValue={3}
        balance="100"
        onSend={onSend}
        onTopUp={onTopUp}
        currency="USD"
      />,
      { locale: 'th' },
    );
    const send = screen.getByRole('button', { name: uiMessages.th.giftSend });
    expect(send).toHaveProperty('disabled', false);
    await userEvent.click(screen.getByRole('button', { name: uiMessages.th.giftIncrease }));
    expect(send).toHaveProperty('disabled', true);
    expect(document.getElementById(send.getAttribute('aria-describedby')!)?.textContent).toContain(
      uiMessages.th.giftInsufficient,
    );
    await userEvent.click(send);
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: uiMessages.th.giftTopUp }));
    expect(onTopUp).toHaveBeenCalledTimes(1);
  });

  it('says to log in when logged out and hides the balance', async () => {
    const onLogIn = vi.fn();
    renderWithUi(
      <GiftPicker
        gifts={gifts}
        defaultValue={1}
        balance="100"
        loggedIn={false}
        onLogIn={onLogIn}
      />,
    );
    expect(screen.getByText('Log in to send gifts')).toBeTruthy();
    expect(screen.queryByText('Balance')).toBeNull();
    expect(sendButton()).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onLogIn).toHaveBeenCalledTimes(1);
  });

  it('is busy while sending, sends once, and keeps the choice when sending fails', async () => {
    let reject!: (e: Error) => void;
    const onSend = vi.fn(
      () =>
        new Promise<void>((_, rej) => {
          reject = rej;
        }),
    );
    renderWithUi(<GiftPicker gifts={gifts} defaultValue={1} balance="10" onSend={onSend} />, {
      locale: 'vi',
    });
    const send = screen.getByRole('button', { name: 'Tặng quà' });
    await userEvent.click(send);
    expect(send.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(send);
    expect(onSend).toHaveBeenCalledTimes(1);
    await act(async () => reject(new Error('network')));
    expect(screen.getByRole('alert').textContent).toBe(uiMessages.vi.giftSendFailed);
    expect(screen.getByRole('radio', { name: /Rose/ })).toHaveProperty('checked', true);
    expect(send.hasAttribute('aria-busy')).toBe(false);
  });

  it('shows "No Data" when the room has no gifts', () => {
    renderWithUi(<GiftPicker gifts={[]} />);
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.getByText('No Data')).toBeTruthy();
  });

  it('has every reason in every language', () => {
    for (const lang of LANGUAGES) {
      for (const reason of GIFT_PICKER_REASONS) {
        expect(uiMessages[lang][GIFT_PICKER_REASON_KEYS[reason]], `${lang}/${reason}`).toBeTruthy();
      }
    }
  });

  it('forwards its ref and class name', () => {
    let node: HTMLElement | null = null;
    renderWithUi(<GiftPicker ref={(el) => void (node = el)} className="extra" gifts={gifts} />);
    expect(node).toBe(screen.getByRole('region', { name: 'Gifts' }));
    expect(node!.className).toContain('extra');
    expect(GiftPicker.displayName).toBe('GiftPicker');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUi(
      <div>
        <GiftPicker gifts={gifts} defaultValue={3} balance="10" onTopUp={() => undefined} />
        <GiftPicker
          aria-label="Gifts, logged out"
          gifts={gifts}
          loggedIn={false}
          headingLevel="h2"
          error="Not sent"
        />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
