import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { LinkProvider, type LinkComponentProps } from '../Link/index.ts';
import { ErrorPage, ERROR_PAGE_KINDS } from './ErrorPage.tsx';

describe('ErrorPage', () => {
  it.each([
    [404, 'Page not found', /moved or does not exist/],
    [500, 'Something went wrong', /try again/],
    [403, 'Access denied', /permission/],
  ] as const)('explains a %i', (kind, title, text) => {
    renderWithUi(<ErrorPage kind={kind} />);
    expect(screen.getByRole('heading', { level: 1, name: `Error ${kind} ${title}` })).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('is the main content, without header or tab bar', () => {
    renderWithUi(<ErrorPage />);
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('leads back home through the router link', async () => {
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
        <ErrorPage kind={403} homeHref="/home" />
      </LinkProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(navigate).toHaveBeenCalledWith('/home');
  });

  it('offers a retry only when asked', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderWithUi(<ErrorPage kind={500} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<ErrorPage kind={500} onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('speaks the active language and takes custom texts', () => {
    const { unmount } = renderWithUi(<ErrorPage kind={404} />, { locale: 'zh-cn' });
    expect(screen.getByRole('heading', { name: '错误 404 页面未找到' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
    unmount();
    renderWithUi(
      <ErrorPage kind={500} title="Down for a moment" description="Back soon." homeLabel="Home" />,
    );
    expect(screen.getByRole('heading', { name: 'Error 500 Down for a moment' })).toBeTruthy();
    expect(screen.getByText('Back soon.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy();
  });

  it('treats an unknown kind as not found', () => {
    renderWithUi(<ErrorPage kind={418 as 404} />);
    expect(screen.getByText('Page not found')).toBeTruthy();
  });

  it('forwards its ref and class name', () => {
    let node: HTMLElement | null = null;
    renderWithUi(<ErrorPage ref={(el) => void (node = el)} className="extra" />);
    expect(node).toBe(screen.getByRole('main'));
    expect(screen.getByRole('main').className).toContain('extra');
    expect(ErrorPage.displayName).toBe('ErrorPage');
  });

  it.each(ERROR_PAGE_KINDS)('has no axe violations for %i', async (kind) => {
    const { container } = renderWithUi(<ErrorPage kind={kind} onRetry={() => undefined} />, {
      locale: 'vi',
    });
    await expectNoAxeViolations(container);
  });
});
