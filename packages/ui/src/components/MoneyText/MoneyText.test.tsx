import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { formatMoney, MoneyText, MONEY_SIZES, MONEY_TONES } from './MoneyText.tsx';

describe('formatMoney', () => {
  it('builds a formatter once per language and currency, not once per amount', () => {
    const Original = Intl.NumberFormat;
    let built = 0;
    class Counting extends Original {
      constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        super(...args);
        built += 1;
      }
    }
    Intl.NumberFormat = Counting as typeof Intl.NumberFormat;
    try {
      // a code the tests have not used yet: its check and its formatter are new
      const texts = Array.from({ length: 50 }, (_, i) =>
        formatMoney(String(i), { language: 'th', currency: 'KRW' }),
      );
      expect(texts[3]).toContain('3.00');
      expect(built).toBe(2);
    } finally {
      Intl.NumberFormat = Original;
    }
  });

  it('floors to two decimals and groups thousands exactly', () => {
    expect(formatMoney('8.999')).toBe('8.99');
    expect(formatMoney(4.35)).toBe('4.35');
    expect(formatMoney('-8.999')).toBe('-8.99');
    expect(formatMoney('12345678901234567.899')).toBe('12,345,678,901,234,567.89');
    expect(formatMoney(1e21)).toBe('1,000,000,000,000,000,000,000.00');
  });

  it('uses the grouping and decimal marks of the language', () => {
    expect(formatMoney('1234567.5', { language: 'vi' })).toBe('1.234.567,50');
    expect(formatMoney('1234567.5', { language: 'zh-cn' })).toBe('1,234,567.50');
    expect(formatMoney('1234567.5', { language: 'th' })).toBe('1,234,567.50');
  });

  it('adds the currency as a symbol or a code through Intl', () => {
    expect(formatMoney('1234.5', { currency: 'CNY', language: 'zh-cn' })).toBe('¥1,234.50');
    expect(formatMoney('1234.5', { currency: 'usd', currencyDisplay: 'code' })).toMatch(
      /^USD\s1,234\.50$/,
    );
    expect(formatMoney('1234.5', { currency: 'VND', language: 'vi' })).toMatch(/^1\.234,50\s₫$/);
    expect(formatMoney('1234.5', { currency: 'USD', currencyDisplay: 'none' })).toBe('1,234.50');
  });

  it('writes codes Intl does not know after the number and symbols before it', () => {
    expect(formatMoney('1500', { currency: 'USDT' })).toBe('1,500.00\u00a0USDT');
    expect(formatMoney('-1500', { currency: '₮' })).toBe('-₮1,500.00');
  });

  it('shows the sign as asked', () => {
    expect(formatMoney('12.5', { sign: 'always' })).toBe('+12.50');
    expect(formatMoney('0', { sign: 'exceptZero' })).toBe('0.00');
    expect(formatMoney('-12.5', { sign: 'never' })).toBe('12.50');
  });

  it('shows 0.00 for what is not an amount', () => {
    expect(formatMoney('abc')).toBe('0.00');
    expect(formatMoney(Number.NaN)).toBe('0.00');
    expect(formatMoney('')).toBe('0.00');
  });
});

describe('MoneyText', () => {
  it('shows the floored amount with its currency, in the active language', () => {
    renderWithUi(<MoneyText amount="1234567.899" currency="VND" />, { locale: 'vi' });
    expect(screen.getByText(/^1\.234\.567,89\s₫$/)).toBeTruthy();
  });

  it('picks its tone from the sign when tone is auto', () => {
    renderWithUi(
      <>
        <MoneyText amount="5" tone="auto" sign="always" />
        <MoneyText amount="-5" tone="auto" />
        <MoneyText amount="0.001" tone="auto" />
      </>,
    );
    expect(screen.getByText('+5.00').dataset.tone).toBe('positive');
    expect(screen.getByText('-5.00').dataset.tone).toBe('negative');
    expect(screen.getByText('0.00').dataset.tone).toBe('default');
  });

  it('hides the amount from the DOM when hidden, and says so', () => {
    const { container } = renderWithUi(<MoneyText amount="98765.43" currency="USD" hidden />, {
      locale: 'zh-cn',
    });
    expect(container.textContent).not.toMatch(/98|765|43/);
    expect(container.textContent).toContain('••••');
    expect(screen.getByText('金额已隐藏')).toBeTruthy();
  });

  it('forwards its ref and class name', () => {
    let node: HTMLSpanElement | null = null;
    renderWithUi(<MoneyText amount={1} ref={(el) => void (node = el)} className="extra" />);
    const el = screen.getByText('1.00');
    expect(node).toBe(el);
    expect(el.className).toContain('extra');
    expect(MoneyText.displayName).toBe('MoneyText');
  });

  it('has no axe violations in any tone and size, shown or hidden', async () => {
    const { container } = renderWithUi(
      <p>
        {MONEY_TONES.flatMap((tone) =>
          MONEY_SIZES.map((size) => (
            <MoneyText key={`${tone}-${size}`} amount="-12.5" tone={tone} size={size} />
          )),
        )}
        <MoneyText amount="12.5" hidden />
      </p>,
    );
    await expectNoAxeViolations(container);
  });
});
