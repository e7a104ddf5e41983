import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { PopupAd } from './PopupAd.tsx';

const base = {
  title: 'Double your deposit',
  text: 'Terms apply.',
  image: { src: '/promo.png', alt: 'Bonus' },
};

describe('PopupAd', () => {
  it('is a modal dialog named by its title and described by its text', () => {
    renderWithUi(<PopupAd {...base} open onOpenChange={() => undefined} ctaHref="/first" />);
    const dialog = screen.getByRole('dialog', { name: 'Double your deposit' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText('Terms apply.')).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: 'Bonus' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe(
      '/first',
    );
  });

  it('renders nothing while closed', () => {
    renderWithUi(<PopupAd {...base} open={false} onOpenChange={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks to close from the close button and from Escape', async () => {
    const onOpenChange = vi.fn();
    renderWithUi(<PopupAd {...base} open onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('calls the call to action as a button when there is no address', async () => {
    const onCtaClick = vi.fn();
    renderWithUi(
      <PopupAd
        {...base}
        open
        onOpenChange={() => undefined}
        ctaLabel="Claim"
        onCtaClick={onCtaClick}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(onCtaClick).toHaveBeenCalledTimes(1);
  });

  it('keeps focus inside and starts on the close button', async () => {
    renderWithUi(<PopupAd {...base} open onOpenChange={() => undefined} ctaHref="/x" />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('works without text, image or call to action, in any language', () => {
    renderWithUi(<PopupAd title="ข่าวดี" open onOpenChange={() => undefined} />, { locale: 'th' });
    const dialog = screen.getByRole('dialog', { name: 'ข่าวดี' });
    expect(dialog.hasAttribute('aria-describedby')).toBe(false);
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['ปิด']);
  });

  it('forwards its ref and class name to the dialog', () => {
    let node: HTMLDivElement | null = null;
    renderWithUi(
      <PopupAd
        {...base}
        open
        onOpenChange={() => undefined}
        ref={(el) => void (node = el)}
        className="extra"
      />,
    );
    expect(node).toBe(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog').className).toContain('extra');
    expect(PopupAd.displayName).toBe('PopupAd');
  });

  it('has no axe violations', async () => {
    renderWithUi(<PopupAd {...base} open onOpenChange={() => undefined} ctaHref="/x" />);
    await expectNoAxeViolations(screen.getByRole('dialog'));
  });
});
