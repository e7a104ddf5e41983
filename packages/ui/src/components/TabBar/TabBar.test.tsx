import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { LinkProvider, type LinkComponentProps } from '../Link/index.ts';
import { TabBar, TAB_BAR_TABS } from './TabBar.tsx';

const hrefs = { home: '/', sports: '/sports', live: '/live', games: '/games', me: '/me' };

describe('TabBar', () => {
  it('is the main navigation with the five tabs in order', () => {
    renderWithUi(<TabBar hrefs={hrefs} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Home', 'Sports', 'Live', 'Games', 'Me']);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/',
      '/sports',
      '/live',
      '/games',
      '/me',
    ]);
  });

  it('leaves out a tab without an address, rather than a link that leads elsewhere', async () => {
    const { container } = renderWithUi(
      <TabBar hrefs={{ home: '/', sports: '/sports', me: '/me' }} active="sports" />,
    );
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual(['Home', 'Sports', 'Me']);
    expect(screen.queryByRole('link', { name: 'Games' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('marks the active tab as the current page, and only it', () => {
    renderWithUi(<TabBar hrefs={hrefs} active="live" />);
    expect(screen.getByRole('link', { name: 'Live' }).getAttribute('aria-current')).toBe('page');
    const others = screen.getAllByRole('link').filter((l) => l.textContent !== 'Live');
    for (const link of others) expect(link.hasAttribute('aria-current')).toBe(false);
  });

  it('has no current page when no tab is active', () => {
    renderWithUi(<TabBar hrefs={hrefs} />);
    for (const link of screen.getAllByRole('link')) {
      expect(link.hasAttribute('aria-current')).toBe(false);
    }
  });

  it('navigates client-side through LinkProvider', async () => {
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
        <TabBar hrefs={hrefs} active="home" />
      </LinkProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Sports' }));
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(navigate.mock.calls.map(([href]) => href)).toEqual(['/sports', '/live']);
  });

  it.each([
    ['zh-cn', ['首页', '体育', '直播', '游戏', '我的']],
    ['vi', ['Trang chủ', 'Thể thao', 'Trực tiếp', 'Trò chơi', 'Tôi']],
    ['th', ['หน้าแรก', 'กีฬา', 'ถ่ายทอดสด', 'เกม', 'ของฉัน']],
  ] as const)('labels the tabs in %s', (locale, labels) => {
    renderWithUi(<TabBar hrefs={hrefs} />, { locale });
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual(labels);
  });

  it('forwards its ref and class name', () => {
    let node: HTMLElement | null = null;
    renderWithUi(<TabBar hrefs={hrefs} ref={(el) => void (node = el)} className="extra" />);
    expect(node).toBe(screen.getByRole('navigation'));
    expect(screen.getByRole('navigation').className).toContain('extra');
    expect(TabBar.displayName).toBe('TabBar');
  });

  it('has no axe violations with each tab active', async () => {
    for (const tab of TAB_BAR_TABS) {
      const { container, unmount } = renderWithUi(<TabBar hrefs={hrefs} active={tab} />);
      await expectNoAxeViolations(container);
      unmount();
    }
  });
});
