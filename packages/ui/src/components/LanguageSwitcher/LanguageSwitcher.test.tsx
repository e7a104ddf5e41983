import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_OPTIONS } from '@touchline/domain';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';

const trigger = () => screen.getByRole('button', { name: /^Language:/ });

describe('LanguageSwitcher', () => {
  it('is a menu button named by the current language', () => {
    renderWithUi(<LanguageSwitcher value="vi" onChange={() => undefined} />);
    const button = screen.getByRole('button', { name: 'Language: Tiếng Việt' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens a menu of radio items, each language named in itself', async () => {
    renderWithUi(<LanguageSwitcher value="en" onChange={() => undefined} />);
    await userEvent.click(trigger());
    const menu = screen.getByRole('menu');
    const items = screen.getAllByRole('menuitemradio');
    expect(menu).toBeTruthy();
    expect(items.map((i) => i.textContent)).toEqual([
      'ZH简体中文',
      'ENEnglish',
      'VITiếng Việt',
      'THไทย',
    ]);
    expect(items.map((i) => i.getAttribute('lang'))).toEqual(['zh-CN', 'en', 'vi', 'th']);
    expect(
      screen.getByRole('menuitemradio', { name: 'English' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'English' }));
  });

  it('chooses a language with the mouse and closes', async () => {
    const onChange = vi.fn();
    renderWithUi(<LanguageSwitcher value="en" onChange={onChange} />);
    await userEvent.click(trigger());
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'ไทย' }));
    expect(onChange).toHaveBeenCalledWith('th');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('is operated from the keyboard', async () => {
    const onChange = vi.fn();
    renderWithUi(<LanguageSwitcher value="en" onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'English' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'Tiếng Việt' }));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'ไทย' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: '简体中文' }));
    await userEvent.keyboard('{ArrowUp}{Home}');
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: '简体中文' }));
    await userEvent.keyboard('v');
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'Tiếng Việt' }));
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('vi');
    expect(document.activeElement).toBe(trigger());
  });

  it('closes on Escape and on a click outside without choosing', async () => {
    const onChange = vi.fn();
    renderWithUi(
      <>
        <LanguageSwitcher value="en" onChange={onChange} />
        <p>Outside</p>
      </>,
    );
    await userEvent.click(trigger());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger());
    await userEvent.click(trigger());
    await userEvent.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('does not report choosing the current language', async () => {
    const onChange = vi.fn();
    renderWithUi(<LanguageSwitcher value="en" onChange={onChange} />);
    await userEvent.click(trigger());
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'English' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the code in compact mode and keeps the full name for screen readers', () => {
    renderWithUi(<LanguageSwitcher value="zh-cn" variant="compact" onChange={() => undefined} />, {
      locale: 'th',
    });
    const button = screen.getByRole('button', { name: 'ภาษา: 简体中文' });
    expect(button.textContent).toContain('ZH');
  });

  it('offers only the given options and survives an unknown value', async () => {
    renderWithUi(
      <LanguageSwitcher
        value="th"
        options={LANGUAGE_OPTIONS.filter((o) => o.value !== 'th')}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Language: 简体中文' })).toBeTruthy();
    await userEvent.click(trigger());
    expect(screen.getAllByRole('menuitemradio')).toHaveLength(3);
  });

  it('does not open while disabled', async () => {
    renderWithUi(<LanguageSwitcher value="en" onChange={() => undefined} disabled />);
    await userEvent.click(trigger());
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('forwards its ref and class name to the root', () => {
    let node: HTMLDivElement | null = null;
    const { container } = renderWithUi(
      <LanguageSwitcher
        value="en"
        onChange={() => undefined}
        ref={(el) => void (node = el)}
        className="extra"
      />,
    );
    expect(node).toBe(container.firstElementChild);
    expect(container.firstElementChild?.className).toContain('extra');
    expect(LanguageSwitcher.displayName).toBe('LanguageSwitcher');
  });

  it('has no axe violations closed and open', async () => {
    const { container } = renderWithUi(
      <div>
        <LanguageSwitcher value="en" onChange={() => undefined} variant="compact" />
        <LanguageSwitcher value="vi" onChange={() => undefined} defaultOpen />
      </div>,
    );
    expect(screen.getByRole('menu')).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
