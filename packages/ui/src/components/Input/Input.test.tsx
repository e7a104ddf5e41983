import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { Input, INPUT_MODES, sanitizeInputValue } from './Input.tsx';

function ControlledAmount({ onValue }: { onValue?: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <Input
        label="Stake"
        mode="decimal"
        maxDecimals={2}
        value={value}
        onValueChange={(v) => {
          setValue(v);
          onValue?.(v);
        }}
      />
      <output aria-label="State">{value}</output>
    </>
  );
}

describe('Input', () => {
  it('is a textbox named by its label', async () => {
    renderWithUi(<Input label="User name" />);
    const box = screen.getByRole('textbox', { name: 'User name' });
    await userEvent.type(box, 'touchline');
    expect((box as HTMLInputElement).value).toBe('touchline');
    expect(box.hasAttribute('aria-invalid')).toBe(false);
    expect(box.hasAttribute('inputmode')).toBe(false);
  });

  it('ties the hint and the error to the input', () => {
    const { rerender } = renderWithUi(<Input label="Mobile" hint="Digits only" />);
    const box = screen.getByRole('textbox', { name: 'Mobile' });
    expect(screen.getByRole('textbox', { description: 'Digits only' })).toBe(box);
    rerender(<Input label="Mobile" hint="Digits only" error="Illegal input" />);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { description: 'Digits only Illegal input' })).toBe(box);
  });

  it('adds ids given through aria-describedby and keeps a given id', () => {
    renderWithUi(
      <>
        <p id="terms">Terms apply</p>
        <Input label="Code" id="code" aria-describedby="terms" hint="6 digits" />
      </>,
    );
    const box = screen.getByRole('textbox', { name: 'Code' });
    expect(box.id).toBe('code');
    expect(box.getAttribute('aria-describedby')).toBe('terms code-hint');
  });

  it('numeric mode keeps digits only on key-up, and asks for the numeric keyboard', async () => {
    const onChange = vi.fn();
    renderWithUi(<Input label="Mobile" mode="numeric" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Mobile' }) as HTMLInputElement;
    expect(box.getAttribute('inputmode')).toBe('numeric');
    await userEvent.type(box, '09a8-7 6５');
    expect(box.value).toBe('09876');
    expect(onChange.mock.lastCall?.[0].target.value).toBe('09876');
  });

  it('decimal mode keeps digits and one dot, limited to maxDecimals, when controlled', async () => {
    const onValue = vi.fn();
    renderWithUi(<ControlledAmount onValue={onValue} />);
    const box = screen.getByRole('textbox', { name: 'Stake' }) as HTMLInputElement;
    expect(box.getAttribute('inputmode')).toBe('decimal');
    await userEvent.type(box, '1x2.3.456');
    expect(box.value).toBe('12.34');
    expect(screen.getByRole('status', { name: 'State' }).textContent).toBe('12.34');
    expect(onValue).toHaveBeenLastCalledWith('12.34');
  });

  it('cleans a pasted value on blur', async () => {
    renderWithUi(<Input label="Amount" mode="decimal" defaultValue="" />);
    const box = screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement;
    await userEvent.click(box);
    await userEvent.paste('¥1,250.505abc');
    expect(box.value).toBe('¥1,250.505abc');
    await userEvent.tab();
    expect(box.value).toBe('1250.505');
  });

  it('leaves text mode alone, and keeps the caret when nothing needs cleaning', async () => {
    renderWithUi(<Input label="Nickname" defaultValue="a1.b2" />);
    const box = screen.getByRole('textbox', { name: 'Nickname' }) as HTMLInputElement;
    await userEvent.click(box);
    await userEvent.tab();
    expect(box.value).toBe('a1.b2');
  });

  it('sanitizeInputValue handles every mode and bad decimals', () => {
    expect(sanitizeInputValue('a1b2', 'text')).toBe('a1b2');
    expect(sanitizeInputValue('a1b2', 'numeric')).toBe('12');
    expect(sanitizeInputValue('1.2.3', 'decimal')).toBe('1.23');
    expect(sanitizeInputValue('1.239', 'decimal', 2)).toBe('1.23');
    expect(sanitizeInputValue('7.5', 'decimal', 0)).toBe('7');
    expect(sanitizeInputValue('7.5', 'decimal', -3)).toBe('7');
    expect(sanitizeInputValue('', 'numeric')).toBe('');
  });

  it('shows and hides a password with a labelled toggle', async () => {
    renderWithUi(<Input label="Password" type="password" defaultValue="s3cret" />);
    const field = screen.getByLabelText('Password', { selector: 'input' }) as HTMLInputElement;
    expect(field.type).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field.type).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field.type).toBe('password');
    expect(field.value).toBe('s3cret');
  });

  it('labels the password toggle in the active language', () => {
    renderWithUi(<Input label="รหัสผ่าน" type="password" />, { locale: 'th' });
    expect(screen.getByRole('button', { name: 'แสดงรหัสผ่าน' })).toBeTruthy();
  });

  it('renders prefix and suffix, and marks optional fields', () => {
    renderWithUi(<Input label="Stake" prefix="¥" suffix="CNY" optional />);
    expect(screen.getByText('¥')).toBeTruthy();
    expect(screen.getByText('CNY')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Stake (optional)' })).toBeTruthy();
  });

  it('keeps a hidden label for screen readers', () => {
    renderWithUi(<Input label="Search matches" hideLabel placeholder="Search" />);
    expect(screen.getByRole('textbox', { name: 'Search matches' })).toBeTruthy();
  });

  it('does not take input while disabled', async () => {
    renderWithUi(<Input label="Locked" disabled type="password" />);
    const field = screen.getByLabelText('Locked', { selector: 'input' }) as HTMLInputElement;
    await userEvent.type(field, 'abc');
    expect(field.value).toBe('');
    expect(
      (screen.getByRole('button', { name: 'Show password' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('forwards its ref to the input and its class name to the root', () => {
    let node: HTMLInputElement | null = null;
    const { container } = renderWithUi(
      <Input label="Ref" className="extra" ref={(el) => void (node = el)} />,
    );
    expect(node).toBe(screen.getByRole('textbox', { name: 'Ref' }));
    expect((container.firstElementChild as HTMLElement).className).toContain('extra');
    expect(Input.displayName).toBe('Input');
  });

  it('has no axe violations in every mode, with hint, error and password', async () => {
    const { container } = renderWithUi(
      <form>
        {INPUT_MODES.map((mode) => (
          <Input key={mode} label={`Field ${mode}`} mode={mode} hint="Hint" />
        ))}
        <Input label="Số điện thoại" error="Dữ liệu nhập không hợp lệ" prefix="+84" />
        <Input label="Password" type="password" optional />
      </form>,
    );
    await expectNoAxeViolations(container);
  });
});
