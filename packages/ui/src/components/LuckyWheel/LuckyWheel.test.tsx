import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import {
  LuckyWheel,
  restingRotation,
  spinRotation,
  type LuckyWheelSegment,
} from './LuckyWheel.tsx';

const SEGMENTS: LuckyWheelSegment[] = [
  { label: '8.88 USDT', tone: 'accent', probability: 20 },
  { label: 'Thank you', probability: 50 },
  { label: '88 USDT', tone: 'gold', probability: '0.1' },
  { label: 'A very long prize name indeed', tone: 'link' },
];

const rotor = () => document.querySelector('[data-rotation]') as SVGGElement;
const rotation = () => Number(rotor().dataset.rotation);

describe('wheel geometry', () => {
  it('rests with the chosen segment under the top pointer', () => {
    expect(restingRotation(0, 4)).toBe(315);
    expect(restingRotation(3, 4)).toBe(45);
    expect(restingRotation(0, 0)).toBe(0);
  });

  it('always spins forward several turns and lands on the segment', () => {
    const next = spinRotation(315, 2, 4);
    expect(next).toBeGreaterThan(315 + 4 * 360);
    expect(next % 360).toBe(restingRotation(2, 4));
    expect(spinRotation(next, 2, 4) % 360).toBe(restingRotation(2, 4));
  });
});

describe('LuckyWheel', () => {
  it('asks the page to draw when spin is pressed; it never picks a prize itself', async () => {
    const onSpin = vi.fn();
    renderWithUi(<LuckyWheel segments={SEGMENTS} chances={2} onSpin={onSpin} />);
    expect(screen.getByRole('region', { name: 'Lucky wheel' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(onSpin).toHaveBeenCalledTimes(1);
    expect(rotation()).toBe(0);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('turns to the server result while spinning and reports the end once', () => {
    const onSpinEnd = vi.fn();
    const { rerender } = renderWithUi(
      <LuckyWheel segments={SEGMENTS} chances={2} spinning onSpinEnd={onSpinEnd} />,
    );
    const button = screen.getByRole('button', { name: 'Spinning…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(rotation()).toBe(0);
    rerender(
      <LuckyWheel segments={SEGMENTS} chances={2} spinning resultIndex={2} onSpinEnd={onSpinEnd} />,
    );
    expect(rotation() % 360).toBe(restingRotation(2, 4));
    expect(rotation()).toBeGreaterThan(360);
    expect(screen.getByRole('status').textContent).toBe('');
    fireEvent.transitionEnd(rotor());
    fireEvent.transitionEnd(rotor());
    expect(onSpinEnd).toHaveBeenCalledTimes(1);
    expect(onSpinEnd).toHaveBeenCalledWith(2);
    rerender(<LuckyWheel segments={SEGMENTS} chances={1} resultIndex={2} onSpinEnd={onSpinEnd} />);
    expect(screen.getByRole('status').textContent).toBe('You won: 88 USDT');
    const won = within(screen.getByRole('list')).getAllByRole('listitem')[2]!;
    expect(won.hasAttribute('data-won')).toBe(true);
  });

  it('reports the end after the spin time when no transition runs', () => {
    vi.useFakeTimers();
    const onSpinEnd = vi.fn();
    renderWithUi(
      <LuckyWheel segments={SEGMENTS} chances={1} spinning resultIndex={1} onSpinEnd={onSpinEnd} />,
    );
    act(() => vi.advanceTimersByTime(4000));
    expect(onSpinEnd).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1500));
    expect(onSpinEnd).toHaveBeenCalledWith(1);
  });

  it('lands at once under reduced motion', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('reduce'),
    })) as typeof window.matchMedia;
    try {
      const onSpinEnd = vi.fn();
      renderWithUi(
        <LuckyWheel
          segments={SEGMENTS}
          chances={1}
          spinning
          resultIndex={3}
          onSpinEnd={onSpinEnd}
        />,
      );
      expect(onSpinEnd).toHaveBeenCalledWith(3);
    } finally {
      window.matchMedia = original;
    }
  });

  it('spins forward again for the next draw, even to the same prize', () => {
    const { rerender } = renderWithUi(
      <LuckyWheel segments={SEGMENTS} chances={2} spinning resultIndex={1} />,
    );
    const first = rotation();
    rerender(<LuckyWheel segments={SEGMENTS} chances={1} resultIndex={1} />);
    rerender(<LuckyWheel segments={SEGMENTS} chances={1} spinning />);
    rerender(<LuckyWheel segments={SEGMENTS} chances={1} spinning resultIndex={1} />);
    expect(rotation()).toBeGreaterThan(first);
    expect(rotation() % 360).toBe(first % 360);
  });

  it('disables spin with a reason when no chances are left', async () => {
    const onSpin = vi.fn();
    renderWithUi(<LuckyWheel segments={SEGMENTS} chances={0} onSpin={onSpin} />);
    const button = screen.getByRole('button', { name: 'Spin' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByText('No spins left').id);
    await userEvent.click(button);
    expect(onSpin).not.toHaveBeenCalled();
    expect(screen.getByText(/Spins left/).textContent).toBe('Spins left: 0');
  });

  it('lists every prize in full with its published chance', () => {
    renderWithUi(<LuckyWheel segments={SEGMENTS} chances={1} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      '8.88 USDTChance 20%',
      'Thank youChance 50%',
      '88 USDTChance 0.1%',
      'A very long prize name indeed–',
    ]);
    expect(document.querySelector('[data-segment="3"] text')!.textContent).toBe('A very lo…');
  });

  it('ignores a result outside the wheel and handles no segments', () => {
    const { rerender } = renderWithUi(
      <LuckyWheel segments={SEGMENTS} chances={1} resultIndex={9} />,
    );
    expect(screen.getByRole('status').textContent).toBe('');
    rerender(<LuckyWheel segments={[]} chances={3} />);
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('speaks the active language', () => {
    renderWithUi(<LuckyWheel segments={SEGMENTS} chances={0} resultIndex={0} />, { locale: 'th' });
    expect(screen.getByRole('region', { name: 'วงล้อนำโชค' })).toBeTruthy();
    expect(screen.getByText('สิทธิ์หมุนหมดแล้ว')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('คุณได้รับ: 8.88 USDT');
  });

  it('forwards its ref and class name', () => {
    let node: HTMLElement | null = null;
    renderWithUi(
      <LuckyWheel
        ref={(el) => void (node = el)}
        className="extra"
        segments={SEGMENTS}
        chances={1}
      />,
    );
    expect(node).toBe(screen.getByRole('region'));
    expect(screen.getByRole('region').className).toContain('extra');
    expect(LuckyWheel.displayName).toBe('LuckyWheel');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUi(
      <div>
        <LuckyWheel segments={SEGMENTS} chances={1} title="A" />
        <LuckyWheel segments={SEGMENTS} chances={0} resultIndex={2} title="B" />
        <LuckyWheel segments={SEGMENTS} chances={1} spinning title="C" hidePrizes />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
