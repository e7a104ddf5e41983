import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { LanguageSwitcher } from '../LanguageSwitcher/index.ts';
import { Link, LinkProvider, type LinkComponentProps } from '../Link/index.ts';
import { ThemeToggle } from '../ThemeToggle/index.ts';
import { Header, HEADER_LAYOUTS } from './Header.tsx';

const user = { name: 'Lê Thị Hoa', avatarId: 2, vipLevel: 5 };

describe('Header', () => {
  it('is the banner, with a home link named by the product', () => {
    renderWithUi(<Header />);
    const banner = screen.getByRole('banner');
    const home = within(banner).getByRole('link', { name: 'Touchline' });
    expect(home.getAttribute('href')).toBe('/');
  });

  it('offers log in and register to visitors', async () => {
    const onLogin = vi.fn();
    const onRegister = vi.fn();
    renderWithUi(<Header onLogin={onLogin} onRegister={onRegister} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(onRegister).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Balance')).toBeNull();
  });

  it('shows the user with avatar, name and VIP badge, linking to the personal centre', () => {
    renderWithUi(<Header user={user} userHref="/personal/7" />);
    const link = screen.getByRole('link', { name: 'Lê Thị Hoa VIP 5' });
    expect(link.getAttribute('href')).toBe('/personal/7');
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('shows the floored balance, refreshes it and toggles it hidden', async () => {
    const onRefresh = vi.fn();
    const onHidden = vi.fn();
    const { rerender } = renderWithUi(
      <Header
        user={user}
        balance={{ amount: '1234.567', currency: 'USD' }}
        onRefreshBalance={onRefresh}
        onBalanceHiddenChange={onHidden}
      />,
    );
    expect(screen.getByText('$1,234.56')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(onHidden).toHaveBeenCalledWith(true);

    rerender(
      <Header
        user={user}
        balance={{ amount: '1234.567', currency: 'USD' }}
        onRefreshBalance={onRefresh}
        onBalanceHiddenChange={onHidden}
        balanceHidden
        refreshingBalance
      />,
    );
    expect(screen.queryByText('$1,234.56')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show balance' })).toBeTruthy();
    const refresh = screen.getByRole('button', { name: 'Refresh balance' });
    expect(refresh.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(refresh);
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('renders the nav, language and theme slots', () => {
    renderWithUi(
      <Header
        nav={<Link href="/sports">Sports</Link>}
        languageSwitcher={<LanguageSwitcher value="en" onChange={() => undefined} />}
        themeToggle={<ThemeToggle theme="dark" onChange={() => undefined} />}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Site' });
    expect(within(nav).getByRole('link', { name: 'Sports' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Language: English' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Dark theme' })).toBeTruthy();
  });

  it('navigates through the router link of LinkProvider', async () => {
    const navigate = vi.fn();
    const RouterLink = ({ href, ...props }: LinkComponentProps) => (
      <a
        {...props}
        href={href}
        onClick={(e) => {
          e.preventDefault();
          navigate(href);
        }}
      />
    );
    renderWithUi(
      <LinkProvider component={RouterLink}>
        <Header homeHref="/home" />
      </LinkProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Touchline' }));
    expect(navigate).toHaveBeenCalledWith('/home');
  });

  it('speaks the active language', () => {
    renderWithUi(
      <Header user={user} balance={{ amount: 5 }} onRefreshBalance={() => undefined} />,
      {
        locale: 'th',
      },
    );
    expect(screen.getByText('ยอดเงิน')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'รีเฟรชยอดเงิน' })).toBeTruthy();
  });

  it('takes a custom logo and product name', () => {
    const { rerender } = renderWithUi(<Header productName="Golazo" />);
    expect(screen.getByRole('link', { name: 'Golazo' })).toBeTruthy();
    rerender(<Header logo={<img src="data:image/png;base64,AA==" alt="Golazo Bet" />} />);
    expect(screen.getByRole('link', { name: 'Golazo Bet' })).toBeTruthy();
  });

  it('forwards its ref and class name', () => {
    let node: HTMLElement | null = null;
    renderWithUi(<Header ref={(el) => void (node = el)} className="extra" />);
    expect(node).toBe(screen.getByRole('banner'));
    expect(screen.getByRole('banner').className).toContain('extra');
    expect(Header.displayName).toBe('Header');
  });

  it.each(HEADER_LAYOUTS)(
    'has no axe violations in the %s layout, logged in or out',
    async (layout) => {
      const loggedOut = renderWithUi(
        <Header layout={layout} nav={<Link href="/sports">Sports</Link>} />,
      );
      await expectNoAxeViolations(loggedOut.container);
      loggedOut.unmount();
      const { container } = renderWithUi(
        <Header
          layout={layout}
          user={user}
          userHref="/me"
          balance={{ amount: '99.999', currency: 'CNY' }}
          onRefreshBalance={() => undefined}
          onBalanceHiddenChange={() => undefined}
          languageSwitcher={
            <LanguageSwitcher value="vi" variant="compact" onChange={() => undefined} />
          }
          themeToggle={<ThemeToggle theme="light" onChange={() => undefined} />}
        />,
      );
      await expectNoAxeViolations(container);
    },
  );
});
