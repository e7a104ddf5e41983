import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollRow } from './scrollRow.ts';

function Row() {
  const ref = useRef<HTMLDivElement | null>(null);
  useScrollRow(ref);
  return (
    <div ref={ref} aria-label="row" role="group">
      <button type="button">One</button>
      <button type="button">Two</button>
    </div>
  );
}

/** jsdom lays nothing out: the row's widths are set by hand. */
function sized(row: HTMLElement, scrollWidth: number, clientWidth: number) {
  Object.defineProperty(row, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(row, 'clientWidth', { configurable: true, value: clientWidth });
  return row;
}

/** A ResizeObserver the test reports through, as the browser does once it has laid out. */
class ReportingObserver {
  static last: ReportingObserver | null = null;
  readonly watched: Element[] = [];
  constructor(readonly callback: ResizeObserverCallback) {
    ReportingObserver.last = this;
  }
  observe(target: Element) {
    this.watched.push(target);
  }
  unobserve() {}
  disconnect() {
    this.watched.length = 0;
  }
  report() {
    this.callback(
      this.watched.map((target) => ({ target }) as ResizeObserverEntry),
      this as unknown as ResizeObserver,
    );
  }
}

describe('useScrollRow', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the row once it is laid out (its observer reports), never while React commits', () => {
    vi.stubGlobal('ResizeObserver', ReportingObserver);
    const reads = vi.fn(() => 600);
    function Probe() {
      const ref = useRef<HTMLDivElement | null>(null);
      useScrollRow(ref);
      return (
        <div
          ref={(node) => {
            ref.current = node;
            if (node) {
              Object.defineProperty(node, 'scrollWidth', { configurable: true, get: reads });
              Object.defineProperty(node, 'clientWidth', { configurable: true, value: 300 });
            }
          }}
          aria-label="row"
          role="group"
        >
          <button type="button">One</button>
        </div>
      );
    }
    render(<Probe />);
    const row = screen.getByRole('group', { name: 'row' });
    expect(reads).not.toHaveBeenCalled();
    expect(row.hasAttribute('data-more-right')).toBe(false);
    // it watches the row and each of its tabs
    expect(ReportingObserver.last?.watched).toHaveLength(2);
    act(() => ReportingObserver.last!.report());
    expect(row.hasAttribute('data-more-left')).toBe(false);
    expect(row.hasAttribute('data-more-right')).toBe(true);
  });

  it('marks the edges with more beyond as the row scrolls', () => {
    render(<Row />);
    const row = sized(screen.getByRole('group', { name: 'row' }), 600, 300);
    fireEvent.scroll(row);
    expect(row.hasAttribute('data-more-left')).toBe(false);
    expect(row.hasAttribute('data-more-right')).toBe(true);
    row.scrollLeft = 150;
    fireEvent.scroll(row);
    expect(row.hasAttribute('data-more-left')).toBe(true);
    expect(row.hasAttribute('data-more-right')).toBe(true);
    row.scrollLeft = 300;
    fireEvent.scroll(row);
    expect(row.hasAttribute('data-more-left')).toBe(true);
    expect(row.hasAttribute('data-more-right')).toBe(false);
  });

  it('marks no edge on a row that fits', () => {
    render(<Row />);
    const row = sized(screen.getByRole('group', { name: 'row' }), 300, 300);
    fireEvent.scroll(row);
    expect(row.hasAttribute('data-more-left')).toBe(false);
    expect(row.hasAttribute('data-more-right')).toBe(false);
  });

  it('turns a vertical wheel over a row that overflows into a sideways scroll', () => {
    render(<Row />);
    const row = sized(screen.getByRole('group', { name: 'row' }), 600, 300);
    const wheel = new WheelEvent('wheel', { deltaY: 100, bubbles: true, cancelable: true });
    row.dispatchEvent(wheel);
    expect(row.scrollLeft).toBe(100);
    expect(wheel.defaultPrevented).toBe(true);
  });

  it('leaves the wheel to the page on a row that fits, and a sideways swipe to the browser', () => {
    render(<Row />);
    const row = sized(screen.getByRole('group', { name: 'row' }), 300, 300);
    const down = new WheelEvent('wheel', { deltaY: 100, bubbles: true, cancelable: true });
    row.dispatchEvent(down);
    expect(down.defaultPrevented).toBe(false);
    sized(row, 600, 300);
    const sideways = new WheelEvent('wheel', { deltaX: 80, deltaY: 10, cancelable: true });
    row.dispatchEvent(sideways);
    expect(sideways.defaultPrevented).toBe(false);
    expect(row.scrollLeft).toBe(0);
  });
});
