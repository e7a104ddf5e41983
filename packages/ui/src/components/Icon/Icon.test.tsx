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

  it('holds the glyphs the components draw, each with the grid and paint it was drawn with', () => {
    const used = [
      ...['price-up', 'price-down', 'warning-solid', 'gift', 'gift-box', 'check-circle', 'clock'],
      ...['wrench', 'globe', 'caret-down', 'check-bold', 'external', 'medal', 'star', 'play'],
      ...['pause', 'sun', 'moon', 'day-signed', 'day-missed', 'day-today', 'day-future'],
      ...['player-play', 'player-pause', 'player-reload', 'player-sound', 'player-muted'],
      ...['player-fullscreen', 'player-exit-fullscreen', 'spinner', 'alert-triangle'],
    ];
    expect(ICON_NAMES).toEqual(expect.arrayContaining(used));
    const { container } = renderWithUi(
      <>
        <Icon name="price-up" />
        <Icon name="caret-down" />
        <Icon name="medal" />
        <Icon name="eye" strokeLinecap="butt" strokeLinejoin="miter" />
        <Icon name="star" fill="currentColor" />
      </>,
    );
    const [price, caret, medal, eye, star] = Array.from(container.querySelectorAll('svg'));
    expect(price?.getAttribute('viewBox')).toBe('0 0 10 10');
    expect(price?.getAttribute('fill')).toBe('currentColor');
    expect(price?.getAttribute('stroke')).toBe('none');
    expect(caret?.getAttribute('viewBox')).toBe('0 0 12 12');
    expect(caret?.getAttribute('stroke-width')).toBe('1.5');
    expect(caret?.getAttribute('stroke-linecap')).toBe('butt');
    expect(caret?.getAttribute('stroke-linejoin')).toBe('miter');
    expect(medal?.getAttribute('viewBox')).toBe('0 0 32 36');
    expect(eye?.getAttribute('stroke-linecap')).toBe('butt');
    expect(eye?.getAttribute('stroke-linejoin')).toBe('miter');
    expect(star?.getAttribute('fill')).toBe('currentColor');
    expect(star?.getAttribute('stroke')).toBe('currentColor');
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
