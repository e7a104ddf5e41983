import { act, screen } from '@testing-library/react';
import { NAVIGATION_PROGRESS_MINIMUM } from '@touchline/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import {
  NavigationProgress,
  NAVIGATION_PROGRESS_FINISH_MS,
  NAVIGATION_PROGRESS_TRICKLE_INTERVAL,
} from './NavigationProgress.tsx';

const now = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));
const MIN = Math.round(NAVIGATION_PROGRESS_MINIMUM * 100);

function mockReducedMotion(reduce: boolean) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: reduce && query.includes('prefers-reduced-motion'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

describe('NavigationProgress', () => {
  it('is absent while idle', () => {
    renderWithUi(<NavigationProgress active={false} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('starts at the minimum, trickles up but never past 90 %', () => {
    vi.useFakeTimers();
    const { rerender } = renderWithUi(<NavigationProgress active={false} />);
    rerender(<NavigationProgress active />);
    const bar = screen.getByRole('progressbar', { name: 'Loading page' });
    expect(now()).toBe(MIN);
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    act(() => vi.advanceTimersByTime(NAVIGATION_PROGRESS_TRICKLE_INTERVAL));
    const first = now();
    expect(first).toBeGreaterThan(MIN);
    act(() => vi.advanceTimersByTime(NAVIGATION_PROGRESS_TRICKLE_INTERVAL * 4));
    expect(now()).toBeGreaterThan(first);
    act(() => vi.advanceTimersByTime(120_000));
    expect(now()).toBe(90);
  });

  it('completes to 100 % when it turns inactive, then goes away', () => {
    vi.useFakeTimers();
    const { rerender } = renderWithUi(<NavigationProgress active />);
    act(() => vi.advanceTimersByTime(1000));
    rerender(<NavigationProgress active={false} />);
    expect(now()).toBe(100);
    expect(screen.getByRole('progressbar').getAttribute('data-state')).toBe('finishing');
    act(() => vi.advanceTimersByTime(NAVIGATION_PROGRESS_FINISH_MS - 1));
    expect(screen.queryByRole('progressbar')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('restarts from the minimum when a new navigation starts while finishing', () => {
    vi.useFakeTimers();
    const { rerender } = renderWithUi(<NavigationProgress active />);
    act(() => vi.advanceTimersByTime(2000));
    rerender(<NavigationProgress active={false} />);
    rerender(<NavigationProgress active />);
    expect(now()).toBe(MIN);
    expect(screen.getByRole('progressbar').getAttribute('data-state')).toBe('running');
    act(() => vi.advanceTimersByTime(NAVIGATION_PROGRESS_FINISH_MS * 2));
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });

  it('does not trickle under reduced motion', () => {
    restore = mockReducedMotion(true);
    vi.useFakeTimers();
    const { rerender } = renderWithUi(<NavigationProgress active={false} />);
    rerender(<NavigationProgress active />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(now()).toBe(MIN);
    rerender(<NavigationProgress active={false} />);
    expect(now()).toBe(100);
  });

  it('shows a given value, kept between the minimum and 100 %', () => {
    vi.useFakeTimers();
    const { rerender } = renderWithUi(<NavigationProgress active value={0.5} />);
    expect(now()).toBe(50);
    act(() => vi.advanceTimersByTime(5000));
    expect(now()).toBe(50);
    rerender(<NavigationProgress active value={0.01} />);
    expect(now()).toBe(MIN);
    rerender(<NavigationProgress active value={Number.NaN} />);
    expect(now()).toBe(MIN);
    rerender(<NavigationProgress active value={3} />);
    expect(now()).toBe(100);
  });

  it('is named in the active language', () => {
    renderWithUi(<NavigationProgress active />, { locale: 'th' });
    expect(screen.getByRole('progressbar', { name: 'กำลังโหลดหน้า' })).toBeTruthy();
  });

  it('keeps its class name and forwards its ref', () => {
    let node: HTMLDivElement | null = null;
    renderWithUi(
      <NavigationProgress active inline className="extra" ref={(el) => void (node = el)} />,
    );
    const bar = screen.getByRole('progressbar');
    expect(node).toBe(bar);
    expect(bar.className).toContain('extra');
    expect(bar.getAttribute('data-inline')).toBe('true');
    expect(NavigationProgress.displayName).toBe('NavigationProgress');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUi(
      <div>
        <NavigationProgress active />
        <NavigationProgress active value={0.4} inline />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
