import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { Header } from '../Header/index.ts';
import { LanguageSwitcher } from '../LanguageSwitcher/index.ts';
import { ThemeToggle } from '../ThemeToggle/index.ts';
import { AccountMenu } from './AccountMenu.tsx';

const user = { name: 'Nguyễn Văn An', avatarId: 3, vipLevel: 7 };

function renderMenu(locale: 'en' | 'vi' = 'en') {
  const onLogout = vi.fn();
  const onTheme = vi.fn();
  const onLanguage = vi.fn();
  renderWithUi(
    <Header
      layout="mobile"
      user={user}
      balance={{ amount: 1250.5, currency: 'VND' }}
      accountMenu={
        <AccountMenu
          user={user}
          balance={{ amount: 1250.5, currency: 'VND' }}
          languageSwitcher={<LanguageSwitcher value={locale} onChange={onLanguage} />}
          themeToggle={<ThemeToggle theme="dark" onChange={onTheme} />}
          onLogout={onLogout}
        />
      }
    />,
    { locale },
  );
  return { onLogout, onTheme, onLanguage };
}

describe('AccountMenu', () => {
  // the sheet is a lazy module: compiled once here, not within the first test's wait for it
  beforeAll(async () => {
    await import('./AccountMenuSheet.tsx');
  });

  it('opens from the avatar with everything the desktop header has, and logs out', async () => {
    const { onLogout, onTheme } = renderMenu();
    const trigger = screen.getByRole('button', { name: /^Account menu:\s*Nguyễn Văn An$/ });
    expect(screen.queryByRole('link', { name: /My account|Nguyễn/ })).toBeNull();
    await userEvent.click(trigger);
    const menu = await screen.findByRole('dialog', { name: 'Account menu' });
    expect(within(menu).getByText('Nguyễn Văn An')).toBeTruthy();
    expect(within(menu).getByText('Balance')).toBeTruthy();
    expect(within(menu).getByText(/1,250\.50/)).toBeTruthy();
    expect(within(menu).getByRole('button', { name: /Language/ })).toBeTruthy();
    await userEvent.click(within(menu).getByRole('switch', { name: 'Dark theme' }));
    expect(onTheme).toHaveBeenCalledWith('light');
    await expectNoAxeViolations(document.body);
    await userEvent.click(within(menu).getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('shows the links to the member’s pages, named as a navigation', async () => {
    renderWithUi(
      <AccountMenu
        user={user}
        open
        onLogout={vi.fn()}
        links={<a href="/personal/1">My account</a>}
      />,
    );
    const menu = await screen.findByRole('dialog', { name: 'Account menu' });
    const nav = within(menu).getByRole('navigation', { name: 'Your pages' });
    expect(within(nav).getByRole('link', { name: 'My account' }).getAttribute('href')).toBe(
      '/personal/1',
    );
    await expectNoAxeViolations(document.body);
  });

  it('closes on Escape and gives focus back to the avatar', async () => {
    renderMenu();
    const trigger = screen.getByRole('button', { name: /^Account menu:\s*Nguyễn Văn An$/ });
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Account menu' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    // opened again: the sheet is there at once
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Account menu' })).toBeTruthy();
  });

  it('speaks the active language', async () => {
    renderMenu('vi');
    await userEvent.click(
      screen.getByRole('button', { name: /^Menu tài khoản:\s*Nguyễn Văn An$/ }),
    );
    const menu = await screen.findByRole('dialog', { name: 'Menu tài khoản' });
    expect(within(menu).getByRole('button', { name: 'Đăng xuất' })).toBeTruthy();
  });
});
