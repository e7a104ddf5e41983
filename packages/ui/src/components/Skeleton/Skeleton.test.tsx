import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { Skeleton, SKELETON_SHAPES, skeletonBusyStatus } from './Skeleton.tsx';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    renderWithUi(<Skeleton data-testid="s" />);
    expect(screen.getByTestId('s').getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('takes width and height as px numbers or CSS lengths', () => {
    renderWithUi(
      <>
        <Skeleton data-testid="n" shape="rect" width={120} height={40} />
        <Skeleton data-testid="s" width="50%" />
      </>,
    );
    const numeric = screen.getByTestId('n').getAttribute('style') ?? '';
    expect(numeric).toContain('120px');
    expect(numeric).toContain('40px');
    expect(screen.getByTestId('s').getAttribute('style')).toContain('50%');
  });

  it('draws several text lines, the last one shorter', () => {
    renderWithUi(<Skeleton data-testid="p" lines={3} />);
    const group = screen.getByTestId('p');
    const lines = group.querySelectorAll('[data-skeleton-line]');
    expect(lines).toHaveLength(3);
    expect(group.getAttribute('aria-hidden')).toBe('true');
    expect(lines[2]?.getAttribute('style')).toContain('60%');
  });

  it('treats bad line counts as one line and ignores lines for other shapes', () => {
    renderWithUi(
      <>
        <Skeleton data-testid="zero" lines={0} />
        <Skeleton data-testid="nan" lines={Number.NaN} />
        <Skeleton data-testid="rect" shape="rect" lines={4} />
      </>,
    );
    for (const id of ['zero', 'nan', 'rect']) {
      expect(screen.getByTestId(id).querySelectorAll('[data-skeleton-line]')).toHaveLength(0);
    }
  });

  it('keeps its class name and forwards its ref', () => {
    let node: HTMLSpanElement | null = null;
    renderWithUi(<Skeleton data-testid="r" className="extra" ref={(el) => void (node = el)} />);
    expect(node).toBe(screen.getByTestId('r'));
    expect(screen.getByTestId('r').className).toContain('extra');
    expect(Skeleton.displayName).toBe('Skeleton');
  });

  it('has no axe violations inside a busy container', async () => {
    const { container } = renderWithUi(
      <section aria-busy="true" aria-label="Matches">
        <span role="status" className={skeletonBusyStatus}>
          Loading
        </span>
        {SKELETON_SHAPES.map((shape) => (
          <Skeleton key={shape} shape={shape} />
        ))}
        <Skeleton lines={3} />
      </section>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading');
    await expectNoAxeViolations(container);
  });
});
