import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { Tooltip, TOOLTIP_DEFAULT_DELAY } from './Tooltip.tsx';

const setup = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

// Testing Library waits for a zero timeout after each event and advances it only for fake timers
// it recognises (jest's); this shim lets userEvent run under vitest's fake timers.
type WithJest = typeof globalThis & { jest?: { advanceTimersByTime: (ms: number) => void } };
beforeEach(() => {
  vi.useFakeTimers();
  (globalThis as WithJest).jest = { advanceTimersByTime: (ms) => vi.advanceTimersByTime(ms) };
});
afterEach(() => {
  delete (globalThis as WithJest).jest;
});

describe('Tooltip', () => {
  it('describes its trigger even before it shows', () => {
    renderWithUi(
      <Tooltip content="Add to your follow list">
        <button type="button">Follow</button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', {
      name: 'Follow',
      description: 'Add to your follow list',
    });
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows on hover after the delay and hides on leave', async () => {
    const user = setup();
    renderWithUi(
      <Tooltip content="Cash out now">
        <button type="button">Cash out</button>
      </Tooltip>,
    );
    await user.hover(screen.getByRole('button', { name: 'Cash out' }));
    act(() => vi.advanceTimersByTime(TOOLTIP_DEFAULT_DELAY - 1));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip').textContent).toBe('Cash out now');
    await user.unhover(screen.getByRole('button', { name: 'Cash out' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('does not show when the pointer leaves before the delay', async () => {
    const user = setup();
    renderWithUi(
      <Tooltip content="Hint" delay={500}>
        <button type="button">Target</button>
      </Tooltip>,
    );
    await user.hover(screen.getByRole('button'));
    act(() => vi.advanceTimersByTime(200));
    await user.unhover(screen.getByRole('button'));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows on keyboard focus, hides on Escape and on blur', async () => {
    const user = setup();
    renderWithUi(
      <>
        <Tooltip content="Full screen" placement="bottom">
          <button type="button">⛶</button>
        </Tooltip>
        <button type="button">Next</button>
      </>,
    );
    await user.tab();
    act(() => vi.advanceTimersByTime(TOOLTIP_DEFAULT_DELAY));
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.parentElement?.getAttribute('data-side')).toBe('bottom');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();

    await user.tab({ shift: true });
    await user.tab();
    act(() => vi.advanceTimersByTime(TOOLTIP_DEFAULT_DELAY));
    expect(screen.getByRole('tooltip')).toBeTruthy();
    await user.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('keeps the trigger’s own description and its handlers', async () => {
    const user = setup();
    const onClick = vi.fn();
    renderWithUi(
      <>
        <p id="own">Odds 2.35</p>
        <Tooltip content="Adds to slip">
          <button type="button" aria-describedby="own" onClick={onClick}>
            Arsenal
          </button>
        </Tooltip>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Arsenal' });
    expect(button.getAttribute('aria-describedby')?.startsWith('own ')).toBe(true);
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows nothing and describes nothing while disabled', async () => {
    const user = setup();
    renderWithUi(
      <Tooltip content="Hidden" disabled>
        <button type="button">Quiet</button>
      </Tooltip>,
    );
    await user.hover(screen.getByRole('button'));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByRole('button').hasAttribute('aria-describedby')).toBe(false);
  });

  it('keeps its class name on the root and forwards its ref', () => {
    let node: HTMLSpanElement | null = null;
    renderWithUi(
      <Tooltip content="Tip" className="extra" ref={(el) => void (node = el)}>
        <button type="button">B</button>
      </Tooltip>,
    );
    expect(node).toBe(screen.getByRole('button').parentElement);
    expect((node as HTMLSpanElement | null)?.className).toContain('extra');
    expect(Tooltip.displayName).toBe('Tooltip');
  });

  it('has no axe violations while shown', async () => {
    const user = setup();
    const { container } = renderWithUi(
      <div>
        <Tooltip content="ติดตามการแข่งขันนี้">
          <button type="button">ติดตาม</button>
        </Tooltip>
      </div>,
    );
    await user.hover(screen.getByRole('button'));
    act(() => vi.advanceTimersByTime(TOOLTIP_DEFAULT_DELAY));
    expect(screen.getByRole('tooltip')).toBeTruthy();
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });
});
