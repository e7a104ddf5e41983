import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { Icon, ICON_NAMES } from './Icon.tsx';

describe('Icon', () => {
  it('is decorative by default: hidden from assistive technology and never focusable', () => {
    const { container } = renderWithUi(<Icon name="close" className="x" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('focusable')).toBe('false');
    expect(svg?.getAttribute('class')).toBe('x');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is an image named by its label when it has one', () => {
    renderWithUi(<Icon name="warning" label="Warning" />);
    const img = screen.getByRole('img', { name: 'Warning' });
    expect(img.getAttribute('aria-hidden')).toBeNull();
  });

  it("takes the named glyph's grid, or the one it is given, and draws children without a name", () => {
    const { container } = renderWithUi(
      <>
        <Icon name="check" />
        <Icon name="chevron-down" />
        <Icon viewBox="0 0 14 14" strokeWidth={2.5}>
          <path d="M3 7h8" />
        </Icon>
      </>,
    );
    const [check, chevron, custom] = Array.from(container.querySelectorAll('svg'));
    expect(check?.getAttribute('viewBox')).toBe('0 0 12 12');
    expect(chevron?.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(chevron?.getAttribute('stroke-width')).toBe('2');
    expect(custom?.getAttribute('viewBox')).toBe('0 0 14 14');
    expect(custom?.getAttribute('stroke-width')).toBe('2.5');
    expect(custom?.querySelector('path')?.getAttribute('d')).toBe('M3 7h8');
  });

  it('draws every named glyph', () => {
    renderWithUi(
      <>
        {ICON_NAMES.map((name) => (
          <Icon key={name} name={name} label={name} />
        ))}
      </>,
    );
    for (const name of ICON_NAMES) {
      const img = screen.getByRole('img', { name });
      expect(img.childElementCount).toBeGreaterThan(0);
    }
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUi(
      <>
        <Icon name="lock" />
        <Icon name="eye" size="sm" label="Shown" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
