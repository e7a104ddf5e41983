import { screen } from '@testing-library/react';
import { VIP_LEVELS } from '@touchline/domain';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { VipBadge, VIP_BADGE_SIZES } from './VipBadge.tsx';

describe('VipBadge', () => {
  it('is an image named "VIP <level>" that shows the number', () => {
    renderWithUi(<VipBadge level={7} />);
    const badge = screen.getByRole('img', { name: 'VIP 7' });
    expect(badge.textContent).toBe('7');
  });

  it.each([
    [0, 'entry'],
    [1, 'bronze'],
    [3, 'bronze'],
    [4, 'silver'],
    [6, 'silver'],
    [7, 'gold'],
    [10, 'gold'],
    [11, 'black-gold'],
  ])('level %i is in the %s tier', (level, tier) => {
    renderWithUi(<VipBadge level={level} />);
    expect(screen.getByRole('img', { name: `VIP ${level}` }).dataset.tier).toBe(tier);
  });

  it('clamps levels out of range and shows 0 for what is not a number', () => {
    renderWithUi(
      <>
        <VipBadge level={42} data-testid="high" />
        <VipBadge level={-3} data-testid="low" />
        <VipBadge level={Number.NaN} data-testid="nan" />
        <VipBadge level={4.9} data-testid="fraction" />
      </>,
    );
    expect(screen.getByTestId('high').getAttribute('aria-label')).toBe('VIP 11');
    expect(screen.getByTestId('low').getAttribute('aria-label')).toBe('VIP 0');
    expect(screen.getByTestId('nan').getAttribute('aria-label')).toBe('VIP 0');
    expect(screen.getByTestId('fraction').getAttribute('aria-label')).toBe('VIP 4');
  });

  it('is named in the active language', () => {
    renderWithUi(<VipBadge level={3} />, { locale: 'th' });
    expect(screen.getByRole('img', { name: 'ระดับ VIP 3' })).toBeTruthy();
  });

  it('forwards its ref and class name', () => {
    let node: HTMLSpanElement | null = null;
    renderWithUi(<VipBadge level={1} ref={(el) => void (node = el)} className="extra" />);
    const badge = screen.getByRole('img', { name: 'VIP 1' });
    expect(node).toBe(badge);
    expect(badge.className).toContain('extra');
    expect(VipBadge.displayName).toBe('VipBadge');
  });

  it('has no axe violations at any level and size', async () => {
    const { container } = renderWithUi(
      <div>
        {VIP_BADGE_SIZES.flatMap((size) =>
          VIP_LEVELS.map((level) => (
            <VipBadge key={`${size}-${level}`} level={level} size={size} />
          )),
        )}
      </div>,
    );
    expect(screen.getAllByRole('img')).toHaveLength(VIP_BADGE_SIZES.length * VIP_LEVELS.length);
    await expectNoAxeViolations(container);
  });
});
