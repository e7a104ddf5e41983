import { ODDS_FORMATS } from '@touchline/domain';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { FLASH_STEPS, OddsCell, PRICE_ARROW_STATIC_MS, PRICE_FLASH_MS } from './OddsCell.tsx';

const originalMatchMedia = window.matchMedia;

function preferReducedMotion() {
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('reduce'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

/** Gives elements an `animate` (jsdom has no Web Animations API); returns what puts it back. */
function stubAnimate(animate: HTMLElement['animate']): () => void {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'animate');
  HTMLElement.prototype.animate = animate;
  return () => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'animate', original);
    else delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
  };
}

describe('OddsCell', () => {
  it('is a toggle button named by its label and price', async () => {
    const onClick = vi.fn();
    renderWithUi(<OddsCell price={2.1} label="1" onClick={onClick} />);
    const cell = screen.getByRole('button', { name: '1, 2.10' });
    expect(cell.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(cell);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows a handicap or total line whole, apart from the side it follows', () => {
    renderWithUi(<OddsCell price={1.79} label="Ho Chi Minh City" line="-0.25" layout="inline" />);
    const cell = screen.getByRole('button', { name: 'Ho Chi Minh City -0.25, 1.79' });
    const line = screen.getByText('-0.25');
    expect(cell.contains(line)).toBe(true);
    // the line is an element of its own (kept on one line), after the side's name
    expect(line.textContent).toBe('-0.25');
    expect(line.parentElement!.textContent).toBe('Ho Chi Minh City -0.25');
    expect(cell.textContent).toContain('Ho Chi Minh City -0.25');
  });

  it('names a cell with a line but no label by its line', () => {
    renderWithUi(<OddsCell price={1.9} line="2.5" />);
    expect(screen.getByRole('button', { name: '2.5, 1.90' })).toBeTruthy();
  });

  it('shows the price in the chosen format', () => {
    renderWithUi(
      <>
        <OddsCell price={1.85} format="hongkong" label="a" />
        <OddsCell price={3.25} format="american" label="b" />
        <OddsCell price={2.75} format="fractional" label="c" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'a, 0.85' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'b, +225' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'c, 7/4' })).toBeTruthy();
  });

  it('prefixes the screen-reader context', () => {
    renderWithUi(<OddsCell price={2.1} label="X" context="Arsenal v Chelsea" />);
    expect(screen.getByRole('button', { name: 'Arsenal v Chelsea, X, 2.10' })).toBeTruthy();
  });

  it('is selected with aria-pressed', () => {
    renderWithUi(<OddsCell price={2.1} label="1" selected />);
    expect(screen.getByRole('button').getAttribute('aria-pressed')).toBe('true');
  });

  it('presses from the keyboard', async () => {
    const onClick = vi.fn();
    renderWithUi(<OddsCell price={2.1} label="1" onClick={onClick} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('when suspended shows a lock, says so, and ignores presses', async () => {
    const onClick = vi.fn();
    renderWithUi(<OddsCell price={2.1} label="1" suspended onClick={onClick} />, {
      locale: 'th',
    });
    const cell = screen.getByRole('button', { name: '1, 2.10, ปิดรับชั่วคราว' });
    expect(cell.getAttribute('aria-disabled')).toBe('true');
    expect(cell.querySelector('svg rect')).toBeTruthy();
    await userEvent.click(cell);
    expect(onClick).not.toHaveBeenCalled();
  });

  it.each([null, undefined, 1, 0.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'shows "-" and cannot be picked without a valid price (%s)',
    async (price) => {
      const onClick = vi.fn();
      renderWithUi(<OddsCell price={price} label="2" onClick={onClick} />);
      const cell = screen.getByRole('button', { name: '2, -' });
      expect(cell.getAttribute('aria-disabled')).toBe('true');
      await userEvent.click(cell);
      expect(onClick).not.toHaveBeenCalled();
    },
  );

  it('flashes up for 1.2 s when the price rises', () => {
    vi.useFakeTimers();
    const { rerender } = renderWithUi(<OddsCell price={2} label="1" />);
    rerender(<OddsCell price={2.1} label="1" />);
    const cell = screen.getByRole('button', { name: '1, 2.10, Price went up' });
    expect(cell.dataset.movement).toBe('up');
    expect(cell.querySelector('[class*="flash"]')).toBeTruthy();
    act(() => vi.advanceTimersByTime(PRICE_FLASH_MS - 1));
    expect(cell.dataset.movement).toBe('up');
    act(() => vi.advanceTimersByTime(1));
    expect(cell.dataset.movement).toBeUndefined();
    expect(screen.getByRole('button', { name: '1, 2.10' })).toBe(cell);
  });

  it('flashes down when the price falls, and restarts on each move', () => {
    vi.useFakeTimers();
    const { rerender } = renderWithUi(<OddsCell price={2} label="1" />);
    rerender(<OddsCell price={1.9} label="1" />);
    act(() => vi.advanceTimersByTime(PRICE_FLASH_MS - 200));
    rerender(<OddsCell price={1.8} label="1" />);
    act(() => vi.advanceTimersByTime(PRICE_FLASH_MS - 200));
    const cell = screen.getByRole('button', { name: '1, 1.80, Price went down' });
    expect(cell.dataset.movement).toBe('down');
    act(() => vi.advanceTimersByTime(200));
    expect(cell.dataset.movement).toBeUndefined();
  });

  it('flashes on mount when given a different previous price', () => {
    vi.useFakeTimers();
    renderWithUi(<OddsCell price={2.05} previousPrice={1.95} label="1" />);
    expect(screen.getByRole('button').dataset.movement).toBe('up');
    act(() => vi.advanceTimersByTime(PRICE_FLASH_MS));
    expect(screen.getByRole('button').dataset.movement).toBeUndefined();
  });

  it('does not flash when the price is unchanged or goes missing', () => {
    const { rerender } = renderWithUi(<OddsCell price={2} label="1" previousPrice={2} />);
    expect(screen.getByRole('button').dataset.movement).toBeUndefined();
    rerender(<OddsCell price={null} label="1" />);
    expect(screen.getByRole('button').dataset.movement).toBeUndefined();
    rerender(<OddsCell price={2.2} label="1" />);
    expect(screen.getByRole('button').dataset.movement).toBeUndefined();
  });

  it('under reduced motion shows a still arrow for 3 s and no flash', () => {
    preferReducedMotion();
    vi.useFakeTimers();
    const { rerender } = renderWithUi(<OddsCell price={2} label="1" />);
    rerender(<OddsCell price={2.5} label="1" />);
    const cell = screen.getByRole('button');
    expect(cell.dataset.movement).toBe('up');
    expect(cell.querySelector('[class*="flash"]')).toBeNull();
    expect(cell.querySelector('svg path')).toBeTruthy();
    act(() => vi.advanceTimersByTime(PRICE_FLASH_MS));
    expect(cell.dataset.movement).toBe('up');
    act(() => vi.advanceTimersByTime(PRICE_ARROW_STATIC_MS - PRICE_FLASH_MS));
    expect(cell.dataset.movement).toBeUndefined();
  });

  it('restarts its flash in place on each move, never remounting the flash layer', () => {
    // jsdom has no Web Animations API: record the fades the cell starts and restarts
    const fades: {
      node: Element;
      keyframes: Keyframe[];
      timing: KeyframeAnimationOptions;
      effect: { target: Element };
      currentTime: number | null;
      playState: string;
      play: ReturnType<typeof vi.fn>;
      cancel: ReturnType<typeof vi.fn>;
    }[] = [];
    const animate = vi.fn(function (
      this: Element,
      keyframes: Keyframe[],
      timing: KeyframeAnimationOptions,
    ) {
      const fade = {
        node: this,
        keyframes,
        timing,
        effect: { target: this },
        currentTime: 0 as number | null,
        playState: 'running',
        play: vi.fn(),
        cancel: vi.fn(),
      };
      fades.push(fade);
      return fade as unknown as Animation;
    });
    const restore = stubAnimate(animate as unknown as HTMLElement['animate']);
    try {
      const { rerender } = renderWithUi(<OddsCell price={2} label="1" />);
      const cell = screen.getByRole('button');
      const layer = cell.querySelector('[aria-hidden="true"]');
      expect(animate).not.toHaveBeenCalled();

      rerender(<OddsCell price={2.1} label="1" />);
      expect(cell.querySelector('[class*="flash"]')).toBe(layer);
      expect(fades).toHaveLength(1);
      expect(fades[0]!.node).toBe(layer);
      expect(fades[0]!.keyframes.map((k) => k.opacity)).toEqual([0.24, 0]);
      // over the flash's 1.2 s, in even steps: the style is worked out at each step, not each frame
      expect(fades[0]!.timing).toEqual({
        duration: PRICE_FLASH_MS,
        easing: `steps(${FLASH_STEPS}, end)`,
      });

      // the same way again, then the other way: the same fade on the same element, from the top
      for (const price of [2.2, 1.9]) {
        fades[0]!.currentTime = 600;
        rerender(<OddsCell price={price} label="1" />);
        expect(fades[0]!.currentTime).toBe(0);
      }
      expect(screen.getByRole('button', { name: '1, 1.90, Price went down' })).toBe(cell);
      expect(cell.querySelector('[class*="flash"]')).toBe(layer);
      expect(fades).toHaveLength(1);
      expect(fades[0]!.play).toHaveBeenCalledTimes(2);
      expect(fades[0]!.cancel).not.toHaveBeenCalled();
    } finally {
      restore();
    }
  });

  it('ends the flash when its fade ends, with no timer per move', () => {
    vi.useFakeTimers();
    const fade = {
      effect: { target: null as Element | null },
      currentTime: 0 as number | null,
      playState: 'running',
      onfinish: null as (() => void) | null,
      play: vi.fn(),
      cancel: vi.fn(),
    };
    const restore = stubAnimate(function (this: Element) {
      fade.effect.target = this;
      return fade as unknown as Animation;
    } as HTMLElement['animate']);
    try {
      const { rerender } = renderWithUi(<OddsCell price={2} label="1" />);
      const cell = screen.getByRole('button');
      for (const price of [2.1, 2.2, 2.3]) {
        rerender(<OddsCell price={price} label="1" />);
        expect(vi.getTimerCount()).toBe(0);
      }
      // long past the flash's time, the fade still runs: so does the flash
      act(() => vi.advanceTimersByTime(PRICE_FLASH_MS * 2));
      expect(cell.dataset.movement).toBe('up');
      expect(typeof fade.onfinish).toBe('function');
      fade.playState = 'finished';
      act(() => fade.onfinish?.());
      expect(cell.dataset.movement).toBeUndefined();
      expect(screen.getByRole('button', { name: '1, 2.30' })).toBe(cell);
      expect(fade.cancel).not.toHaveBeenCalled();
    } finally {
      restore();
    }
  });

  it('shows a move by the arrows it always has: none added, removed or redrawn', () => {
    const { rerender } = renderWithUi(<OddsCell price={2} label="1" />);
    const cell = screen.getByRole('button');
    const arrows = [...cell.querySelectorAll('svg')];
    expect(arrows).toHaveLength(2);
    const paths = arrows.map((svg) => svg.innerHTML);
    for (const price of [2.1, 1.9, 2.3]) {
      rerender(<OddsCell price={price} label="1" />);
      expect([...cell.querySelectorAll('svg')]).toEqual(arrows);
    }
    expect(arrows.map((svg) => svg.innerHTML)).toEqual(paths);
    expect(cell.dataset.movement).toBe('up');
  });

  it('reads the reduced-motion preference once for all its cells, and follows a change', () => {
    const listeners = new Set<() => void>();
    const list = {
      matches: false,
      media: '(prefers-reduced-motion: reduce)',
      addEventListener: (_: string, listener: () => void) => void listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => void listeners.delete(listener),
    };
    const matchMedia = vi.fn(() => list as unknown as MediaQueryList);
    window.matchMedia = matchMedia;
    const prices = [2, 2.1, 2.2, 2.3];
    const cells = (price: number) => (
      <>
        {Array.from({ length: 20 }, (_, i) => (
          <OddsCell key={i} price={price + i / 100} label={String(i)} />
        ))}
      </>
    );
    const { rerender, container } = renderWithUi(cells(prices[0]!));
    for (const price of prices.slice(1)) rerender(cells(price));
    expect(container.querySelectorAll('[class*="flash"]')).toHaveLength(20);
    expect(matchMedia).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(1);

    // the person turns reduced motion on: every cell's flash gives way to its still arrow
    list.matches = true;
    act(() => listeners.forEach((listener) => listener()));
    expect(container.querySelectorAll('[class*="flash"]')).toHaveLength(0);
    expect(container.querySelectorAll('[data-movement="up"]')).toHaveLength(20);
    expect(matchMedia).toHaveBeenCalledTimes(1);
  });

  it('holds a move from the previous price until it is accepted', () => {
    vi.useFakeTimers();
    const { rerender } = renderWithUi(
      <OddsCell price={1.8} previousPrice={1.95} holdMovement label="1" />,
    );
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('button', { name: '1, 1.80, Price went down' })).toBeTruthy();
    rerender(<OddsCell price={1.8} previousPrice={1.8} holdMovement label="1" />);
    expect(screen.getByRole('button').dataset.movement).toBeUndefined();
  });

  it('keeps its markup the same size with or without a move (no width jump)', () => {
    const { rerender } = renderWithUi(<OddsCell price={2} label="1" />);
    const slot = () => screen.getByRole('button').querySelectorAll('[aria-hidden="true"]');
    const before = slot().length;
    rerender(<OddsCell price={2.5} label="1" />);
    // The indicator slot exists in both states; only the flash layer is added.
    expect(slot().length).toBeGreaterThanOrEqual(before);
    expect(screen.getByRole('button').textContent).toContain('2.50');
  });

  it('forwards its ref and class name', () => {
    let node: HTMLButtonElement | null = null;
    renderWithUi(<OddsCell price={2} className="extra" ref={(el) => void (node = el)} />);
    expect(node).toBe(screen.getByRole('button'));
    expect(screen.getByRole('button').className).toContain('extra');
    expect(OddsCell.displayName).toBe('OddsCell');
  });

  it('has no axe violations in any state', async () => {
    const { container } = renderWithUi(
      <div>
        {ODDS_FORMATS.map((format) => (
          <OddsCell key={format} price={2.1} format={format} label={format} />
        ))}
        <OddsCell price={2.1} label="up" previousPrice={2} holdMovement />
        <OddsCell price={2.1} label="down" previousPrice={2.3} />
        <OddsCell price={2.1} label="susp" suspended />
        <OddsCell price={2.1} label="sel" selected />
        <OddsCell price={null} label="none" />
        <OddsCell price={1.9} label="Over 2.5" layout="inline" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
