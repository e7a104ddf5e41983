import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import {
  Link,
  LinkProvider,
  LINK_TONES,
  LINK_UNDERLINES,
  type LinkComponentProps,
} from './Link.tsx';

function routerLinkWith(navigate: (href: string) => void) {
  return function RouterLink({ href, onClick, ...props }: LinkComponentProps) {
    return (
      <a
        {...props}
        href={href}
        data-router=""
        onClick={(event) => {
          onClick?.(event);
          event.preventDefault();
          navigate(href);
        }}
      />
    );
  };
}

describe('Link', () => {
  it('renders a plain link when no router link is provided', () => {
    renderWithUi(<Link href="/sports">Sports</Link>);
    const link = screen.getByRole('link', { name: 'Sports' });
    expect(link.getAttribute('href')).toBe('/sports');
    expect(link.hasAttribute('target')).toBe(false);
  });

  it('navigates through the router link of LinkProvider', async () => {
    const navigate = vi.fn();
    const onClick = vi.fn();
    renderWithUi(
      <LinkProvider component={routerLinkWith(navigate)}>
        <Link href="/sports" onClick={onClick}>
          Sports
        </Link>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Sports' });
    expect(link.hasAttribute('data-router')).toBe(true);
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/sports');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps addresses a router cannot take as plain links', () => {
    const navigate = vi.fn();
    renderWithUi(
      <LinkProvider component={routerLinkWith(navigate)}>
        <Link href="https://example.org/">Site</Link>
        <Link href="mailto:help@example.org">Mail</Link>
        <Link href="//cdn.example.org/a">Protocol relative</Link>
      </LinkProvider>,
    );
    for (const name of ['Site', 'Mail', 'Protocol relative']) {
      expect(screen.getByRole('link', { name }).hasAttribute('data-router')).toBe(false);
    }
  });

  it('opens external links in a new tab, safely, and says so', () => {
    renderWithUi(
      <Link href="https://example.org/help" external rel="nofollow">
        Get help
      </Link>,
    );
    const link = screen.getByRole('link', { name: /Get help.*opens in a new tab/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(
      ['nofollow', 'noopener', 'noreferrer'].sort(),
    );
  });

  it('says "opens in a new tab" in the active language', () => {
    renderWithUi(
      <Link href="https://example.org/" external>
        帮助
      </Link>,
      { locale: 'zh-cn' },
    );
    expect(screen.getByRole('link', { name: /帮助.*在新标签页中打开/ })).toBeTruthy();
  });

  it('is reachable and followed from the keyboard', async () => {
    const navigate = vi.fn();
    renderWithUi(
      <LinkProvider component={routerLinkWith(navigate)}>
        <Link href="/live">Live</Link>
      </LinkProvider>,
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Live' }));
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/live');
  });

  it('forwards its ref and class name, also through the router link', () => {
    let plain: HTMLAnchorElement | null = null;
    let routed: HTMLAnchorElement | null = null;
    renderWithUi(
      <>
        <Link href="/a" ref={(el) => void (plain = el)} className="extra">
          Plain
        </Link>
        <LinkProvider component={routerLinkWith(() => undefined)}>
          <Link href="/b" ref={(el) => void (routed = el)}>
            Routed
          </Link>
        </LinkProvider>
      </>,
    );
    expect(plain).toBe(screen.getByRole('link', { name: 'Plain' }));
    expect(routed).toBe(screen.getByRole('link', { name: 'Routed' }));
    expect(screen.getByRole('link', { name: 'Plain' }).className).toContain('extra');
    expect(Link.displayName).toBe('Link');
  });

  it('has no axe violations in any tone and underline', async () => {
    const { container } = renderWithUi(
      <div>
        {LINK_TONES.flatMap((tone) =>
          LINK_UNDERLINES.map((underline) => (
            <p key={`${tone}-${underline}`}>
              <Link href="/x" tone={tone} underline={underline}>
                {tone} {underline}
              </Link>
            </p>
          )),
        )}
        <Link href="https://example.org/" external>
          external
        </Link>
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
