import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { Box, BOX_BACKGROUNDS, BOX_RADII } from './Box.tsx';

describe('Box', () => {
  it('renders a div with its children by default', () => {
    renderWithUi(<Box data-testid="box">Premier League</Box>);
    const box = screen.getByTestId('box');
    expect(box.tagName).toBe('DIV');
    expect(box.textContent).toBe('Premier League');
  });

  it('renders as another element and passes its attributes through', () => {
    renderWithUi(
      <Box as="section" aria-label="Promotions" padding={4}>
        x
      </Box>,
    );
    const region = screen.getByRole('region', { name: 'Promotions' });
    expect(region.tagName).toBe('SECTION');
  });

  it('renders as a link with href', () => {
    renderWithUi(
      <Box as="a" href="/sports" padding={2}>
        Sports
      </Box>,
    );
    expect(screen.getByRole('link', { name: 'Sports' }).getAttribute('href')).toBe('/sports');
  });

  it('gives different classes for different tokens, and keeps its own class name', () => {
    renderWithUi(
      <>
        <Box data-testid="a" padding={2} className="extra" />
        <Box data-testid="b" padding={4} />
        <Box data-testid="c" />
      </>,
    );
    const a = screen.getByTestId('a').className;
    const b = screen.getByTestId('b').className;
    expect(a).toContain('extra');
    expect(a).not.toBe(b);
    expect(screen.getByTestId('c').className).not.toContain('undefined');
  });

  it('forwards its ref to the rendered element', () => {
    let node: HTMLElement | null = null;
    renderWithUi(
      <Box as="article" ref={(el: HTMLElement | null) => void (node = el)} data-testid="ref" />,
    );
    expect(node).toBe(screen.getByTestId('ref'));
    expect(Box.displayName).toBe('Box');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUi(
      <div>
        {BOX_BACKGROUNDS.map((background) =>
          BOX_RADII.map((radius) => (
            <Box key={`${background}-${radius}`} background={background} radius={radius} border>
              {background} {radius}
            </Box>
          )),
        )}
        <Box as="section" aria-label="ข่าวสาร">
          Thông báo
        </Box>
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
