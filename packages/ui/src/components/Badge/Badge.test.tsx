import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { Badge, BADGE_SIZES, BADGE_TONES } from './Badge.tsx';

describe('Badge', () => {
  it('shows its text', () => {
    renderWithUi(<Badge>Hot</Badge>);
    expect(screen.getByText('Hot')).toBeTruthy();
  });

  it('says "Live" in the active language when the live badge has no text', () => {
    const { unmount } = renderWithUi(<Badge tone="live" />);
    expect(screen.getByText('Live')).toBeTruthy();
    unmount();
    renderWithUi(<Badge tone="live" />, { locale: 'th' });
    expect(screen.getByText('สด')).toBeTruthy();
  });

  it('keeps given text on the live badge, and renders nothing extra for other empty tones', () => {
    renderWithUi(
      <>
        <Badge tone="live">LIVE 67&apos;</Badge>
        <Badge tone="neutral" data-testid="empty" />
      </>,
    );
    expect(screen.getByText("LIVE 67'")).toBeTruthy();
    expect(screen.getByTestId('empty').textContent).toBe('');
    expect(screen.getByTestId('empty').children).toHaveLength(0);
  });

  it('hides its icon from assistive technology', () => {
    renderWithUi(
      <Badge tone="vip" icon={<svg data-testid="icon" />}>
        VIP 7
      </Badge>,
    );
    expect(screen.getByTestId('icon').parentElement?.getAttribute('aria-hidden')).toBe('true');
  });

  it('differs per tone, keeps its class name and forwards its ref', () => {
    let node: HTMLSpanElement | null = null;
    renderWithUi(
      <>
        {BADGE_TONES.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
        <Badge className="extra" ref={(el) => void (node = el)}>
          ref
        </Badge>
      </>,
    );
    const badgeOf = (text: string) => screen.getByText(text).parentElement as HTMLElement;
    expect(new Set(BADGE_TONES.map((tone) => badgeOf(tone).className)).size).toBe(
      BADGE_TONES.length,
    );
    expect(node).toBe(badgeOf('ref'));
    expect(badgeOf('ref').className).toContain('extra');
    expect(Badge.displayName).toBe('Badge');
  });

  it('has no axe violations in any tone and size', async () => {
    const { container } = renderWithUi(
      <div>
        {BADGE_TONES.flatMap((tone) =>
          BADGE_SIZES.map((size) => (
            <Badge key={`${tone}-${size}`} tone={tone} size={size}>
              {tone}
            </Badge>
          )),
        )}
        <Badge tone="live" />
      </div>,
      { locale: 'vi' },
    );
    await expectNoAxeViolations(container);
  });
});
