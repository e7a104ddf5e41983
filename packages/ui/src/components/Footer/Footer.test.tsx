import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { Footer } from './Footer.tsx';

const groups = [
  { title: 'Sports', links: [{ label: 'Football', href: '/sports?sport=1' }] },
  {
    title: 'Help',
    links: [
      { label: 'Help centre', href: '/HelpCenter' },
      { label: 'GamCare', href: 'https://example.org/', external: true },
    ],
  },
  { title: 'Empty', links: [] },
];

describe('Footer', () => {
  it('is the content info with its link groups under headings', () => {
    renderWithUi(<Footer groups={groups} />);
    const footer = screen.getByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: 'Site links' });
    expect(
      within(nav)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Sports', 'Help']);
    expect(within(nav).getByRole('link', { name: 'Football' }).getAttribute('href')).toBe(
      '/sports?sport=1',
    );
    const external = within(nav).getByRole('link', { name: /GamCare.*opens in a new tab/ });
    expect(external.getAttribute('target')).toBe('_blank');
  });

  it('always shows the 18+ mark and the responsible-gambling note', () => {
    renderWithUi(<Footer />);
    expect(screen.getByRole('img', { name: 'Adults only, 18 and over' }).textContent).toBe('18+');
    expect(screen.getByText(/Please gamble responsibly/)).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('links the note to help when given an address', () => {
    renderWithUi(<Footer responsibleGamblingHref="/help/safer" />);
    expect(screen.getByRole('link', { name: 'Get help and advice' }).getAttribute('href')).toBe(
      '/help/safer',
    );
  });

  it('takes its texts as props', () => {
    renderWithUi(
      <Footer
        responsibleGamblingText="Play for fun."
        responsibleGamblingHref="/x"
        responsibleGamblingLinkLabel="Limits"
        licence="Licence 0000/EX"
        productName="Golazo"
        year={2025}
      />,
    );
    expect(screen.getByText(/Play for fun\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Limits' })).toBeTruthy();
    expect(screen.getByText('Licence 0000/EX')).toBeTruthy();
    expect(screen.getByText('© 2025 Golazo. All rights reserved.')).toBeTruthy();
  });

  it('has translated defaults', () => {
    renderWithUi(<Footer responsibleGamblingHref="/x" />, { locale: 'vi' });
    expect(screen.getByRole('img', { name: 'Chỉ dành cho người từ 18 tuổi trở lên' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nhận trợ giúp và tư vấn' })).toBeTruthy();
    expect(screen.getByText('© Touchline. Bảo lưu mọi quyền.')).toBeTruthy();
  });

  it('forwards its ref and class name', () => {
    let node: HTMLElement | null = null;
    renderWithUi(<Footer ref={(el) => void (node = el)} className="extra" />);
    expect(node).toBe(screen.getByRole('contentinfo'));
    expect(screen.getByRole('contentinfo').className).toContain('extra');
    expect(Footer.displayName).toBe('Footer');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUi(
      <Footer groups={groups} responsibleGamblingHref="/x" licence="Licence 0000/EX" year={2025} />,
      { locale: 'th' },
    );
    await expectNoAxeViolations(container);
  });
});
