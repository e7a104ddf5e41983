import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { Countdown, countdownParts } from './Countdown.tsx';

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);
const later = (d: number, h: number, m: number, s: number) =>
  NOW + (((d * 24 + h) * 60 + m) * 60 + s) * 1000;

const units = () =>
  Array.from(document.querySelectorAll('[data-unit]')).map(
    (el) => el.firstElementChild?.textContent,
  );

describe('countdownParts', () => {
  it('splits milliseconds into whole units, rounding up to the second', () => {
    expect(countdownParts(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(countdownParts(1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it('gives zeros for past, missing or non-numeric times', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(countdownParts(-5000)).toEqual(zero);
    expect(countdownParts(Number.NaN)).toEqual(zero);
    expect(countdownParts(Number.POSITIVE_INFINITY)).toEqual(zero);
  });
});

describe('Countdown', () => {
  it('is a timer named by its label, showing days, hours, minutes and seconds', () => {
    renderWithUi(<Countdown now={NOW} endsAt={later(2, 3, 4, 5)} />);
    const timer = screen.getByRole('timer', { name: 'Ends in' });
    expect(units()).toEqual(['02', '03', '04', '05']);
    expect(timer.textContent).toContain('Days');
    expect(timer.textContent).toContain('Seconds');
  });

  it('does not tick unless live', () => {
    vi.useFakeTimers();
    renderWithUi(<Countdown now={NOW} endsAt={later(0, 0, 1, 0)} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(units()).toEqual(['00', '00', '01', '00']);
  });

  it('ticks each second while live, and stops at the end calling onEnd once', () => {
    vi.useFakeTimers();
    const onEnd = vi.fn();
    renderWithUi(<Countdown now={NOW} endsAt={later(0, 0, 0, 3)} live onEnd={onEnd} />);
    expect(units()).toEqual(['00', '00', '00', '03']);
    act(() => vi.advanceTimersByTime(1000));
    expect(units()).toEqual(['00', '00', '00', '02']);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('timer').textContent).toContain('Ended');
    expect(onEnd).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restarts from a new `now` given by the page', () => {
    vi.useFakeTimers();
    const { rerender } = renderWithUi(<Countdown now={NOW} endsAt={later(0, 1, 0, 0)} live />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(units()).toEqual(['00', '00', '59', '50']);
    rerender(<Countdown now={later(0, 0, 30, 0)} endsAt={later(0, 1, 0, 0)} live />);
    expect(units()).toEqual(['00', '00', '30', '00']);
  });

  it('shows the ended state for a past or invalid end, without calling onEnd at mount', () => {
    const onEnd = vi.fn();
    renderWithUi(
      <>
        <Countdown now={NOW} endsAt={NOW - 1} onEnd={onEnd} />
        <Countdown now={NOW} endsAt={Number.NaN} endedText="Closed" label="Voting" />
      </>,
    );
    expect(screen.getByRole('timer', { name: 'Ends in' }).textContent).toContain('Ended');
    expect(screen.getByRole('timer', { name: 'Voting' }).textContent).toContain('Closed');
    expect(onEnd).not.toHaveBeenCalled();
  });

  it('writes days in words inline only when there are any', () => {
    renderWithUi(
      <>
        <Countdown now={NOW} endsAt={later(3, 1, 2, 3)} variant="inline" label="A" />
        <Countdown now={NOW} endsAt={later(0, 1, 2, 3)} variant="inline" label="B" />
      </>,
    );
    expect(screen.getByRole('timer', { name: 'A' }).textContent).toBe('A3 Days 01:02:03');
    expect(screen.getByRole('timer', { name: 'B' }).textContent).toBe('B01:02:03');
  });

  it('speaks the active language', () => {
    renderWithUi(<Countdown now={NOW} endsAt={later(1, 0, 0, 0)} />, { locale: 'th' });
    expect(screen.getByRole('timer', { name: 'สิ้นสุดในอีก' }).textContent).toContain('วินาที');
  });

  it('keeps a hidden label for screen readers, forwards ref and class name', () => {
    let node: HTMLDivElement | null = null;
    renderWithUi(
      <Countdown
        ref={(el) => void (node = el)}
        className="extra"
        now={NOW}
        endsAt={later(0, 0, 5, 0)}
        label="Draw in"
        hideLabel
      />,
    );
    const timer = screen.getByRole('timer', { name: 'Draw in' });
    expect(node).toBe(timer);
    expect(timer.className).toContain('extra');
    expect(Countdown.displayName).toBe('Countdown');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUi(
      <div>
        <Countdown now={NOW} endsAt={later(2, 3, 4, 5)} />
        <Countdown now={NOW} endsAt={later(2, 3, 4, 5)} variant="inline" size="sm" />
        <Countdown now={NOW} endsAt={NOW} size="lg" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
