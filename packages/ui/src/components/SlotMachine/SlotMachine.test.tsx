import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { SlotMachine, type SlotMachineProps } from './SlotMachine.tsx';
import { SLOT_SYMBOL_IDS } from './SlotSymbol.tsx';

const WINDOW = [
  ['ball', 'A', 'trophy'],
  ['ball', 'K', 'wild'],
  ['ball', 'Q', 'scatter'],
  ['boot', 'J', 'gloves'],
  ['whistle', '10', 'trophy'],
];
const base: SlotMachineProps = {
  window: WINDOW,
  stakes: ['0.20', '1.00', '5.00'],
  stake: '1.00',
  balance: '120.50',
  currency: 'USD',
};

const spinButton = () => screen.getByRole('button', { name: /Spin/ });

describe('SlotMachine', () => {
  afterEach(() => {
    delete (globalThis as { AudioContext?: unknown }).AudioContext;
  });

  it('shows five reels of three named symbols, the balance and the stake', () => {
    renderWithUi(<SlotMachine {...base} />);
    expect(screen.getByRole('heading', { name: 'Golden Goal' })).toBeTruthy();
    const reels = within(screen.getByRole('group', { name: 'Reels' })).getAllByRole('list');
    expect(reels).toHaveLength(5);
    expect(reels[0]!.getAttribute('aria-label')).toBe('Reel 1');
    expect(
      within(reels[0]!)
        .getAllByRole('img')
        .map((i) => i.getAttribute('aria-label')),
    ).toEqual(['Ball', 'A', 'Trophy']);
    expect(screen.getByText('$120.50')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Stake' })).getByText('$1.00')).toBeTruthy();
  });

  it('names every built-in symbol, and an unknown one', () => {
    renderWithUi(
      <SlotMachine
        {...base}
        window={[[...SLOT_SYMBOL_IDS.slice(0, 6)], [...SLOT_SYMBOL_IDS.slice(6)], ['mystery']]}
        symbols={{ mystery: { label: 'Mystery ball' } }}
      />,
    );
    const names = screen.getAllByRole('img').map((i) => i.getAttribute('aria-label'));
    expect(names).toEqual([
      'Ball',
      'Boot',
      'Whistle',
      'Gloves',
      'Trophy',
      'A',
      'K',
      'Q',
      'J',
      '10',
      'Wild',
      'Scatter',
      'Mystery ball',
    ]);
  });

  it('spins by click, Space and Enter on the button', async () => {
    const onSpin = vi.fn();
    renderWithUi(<SlotMachine {...base} onSpin={onSpin} />);
    await userEvent.click(spinButton());
    spinButton().focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Enter}');
    expect(onSpin).toHaveBeenCalledTimes(3);
  });

  it('can not spin while spinning, and says why it can not spin otherwise', async () => {
    const onSpin = vi.fn();
    const { rerender } = renderWithUi(<SlotMachine {...base} spinning onSpin={onSpin} />);
    expect(screen.getByRole('button', { name: /Spinning/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('group', { name: 'Reels' }).getAttribute('aria-busy')).toBe('true');
    rerender(<SlotMachine {...base} spinDisabledReason="insufficient-balance" onSpin={onSpin} />);
    const button = spinButton();
    expect(button).toHaveProperty('disabled', true);
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Not enough balance for this stake',
    );
    await userEvent.click(button);
    expect(onSpin).not.toHaveBeenCalled();
  });

  it('highlights scatters that pay and announces them with their count', () => {
    renderWithUi(
      <SlotMachine
        {...base}
        wins={[
          {
            line: 'scatter',
            positions: [
              [0, 1],
              [2, 0],
              [4, 2],
            ],
            amount: '2',
          },
        ]}
        lastWin="2.00"
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('3 scatters win $2.00');
    const win = (reel: number) =>
      within(screen.getByRole('list', { name: `Reel ${reel}` }))
        .getAllByRole('listitem')
        .map((c) => c.hasAttribute('data-win'));
    expect(win(1)).toEqual([false, true, false]);
    expect(win(2)).toEqual([false, false, false]);
    expect(win(3)).toEqual([true, false, false]);
    expect(win(5)).toEqual([false, false, true]);
  });

  it('highlights the winning cells and announces each line in the live region', () => {
    renderWithUi(
      <SlotMachine
        {...base}
        wins={[
          {
            line: 1,
            positions: [
              [0, 0],
              [1, 0],
              [2, 0],
            ],
            amount: '5',
          },
          {
            line: 7,
            positions: [
              [0, 2],
              [4, 2],
            ],
            amount: '0.5',
          },
        ]}
        lastWin="5.50"
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Line 1 wins $5.00. Line 7 wins $0.50');
    const firstReel = screen.getByRole('list', { name: 'Reel 1' });
    const cells = within(firstReel).getAllByRole('listitem');
    expect(cells.map((c) => c.hasAttribute('data-win'))).toEqual([true, false, true]);
    expect(cells[0]!.textContent).toContain('winning');
    expect(screen.getByText('Last win')).toBeTruthy();
  });

  it('says "no win" once a spin ends without one', () => {
    const { rerender } = renderWithUi(<SlotMachine {...base} />);
    expect(screen.getByRole('status').textContent).toBe('');
    rerender(<SlotMachine {...base} spinning />);
    expect(screen.getByRole('status').textContent).toBe('Spinning…');
    rerender(<SlotMachine {...base} />);
    expect(screen.getByRole('status').textContent).toBe('No win this time');
  });

  it('steps the stake through the offered stakes, and not past either end', async () => {
    const onStakeChange = vi.fn();
    const { rerender } = renderWithUi(<SlotMachine {...base} onStakeChange={onStakeChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Raise stake' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lower stake' }));
    expect(onStakeChange.mock.calls).toEqual([['5.00'], ['0.20']]);
    rerender(<SlotMachine {...base} stake="5.00" onStakeChange={onStakeChange} />);
    expect(screen.getByRole('button', { name: 'Raise stake' })).toHaveProperty('disabled', true);
  });

  it('shows the free-spin banner', () => {
    renderWithUi(<SlotMachine {...base} freeSpins={{ left: 3, total: 10, multiplier: 2 }} />);
    expect(screen.getByText('Free spins')).toBeTruthy();
    expect(screen.getByText('3 of 10 left')).toBeTruthy();
    expect(screen.getByText('×2')).toBeTruthy();
  });

  it('starts autoplay with a count and stop conditions, and checks the amount', async () => {
    const onAutoplayStart = vi.fn();
    renderWithUi(<SlotMachine {...base} onAutoplayStart={onAutoplayStart} />);
    const toggle = screen.getByRole('button', { name: 'Autoplay' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    const form = screen.getByRole('form', { name: 'Autoplay' });
    await userEvent.click(within(form).getByRole('radio', { name: '50' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Stop on any win' }));
    await userEvent.click(
      within(form).getByRole('checkbox', { name: 'Stop if balance falls below' }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Start autoplay' }));
    expect(onAutoplayStart).not.toHaveBeenCalled();
    expect(within(form).getByText('Enter an amount such as 50 or 12.50')).toBeTruthy();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Amount' }), '20.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Start autoplay' }));
    expect(onAutoplayStart).toHaveBeenCalledWith({
      count: 50,
      stopOnWin: true,
      stopBelow: '20.50',
    });
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('while autoplay runs, shows the spins left and stops', async () => {
    const onAutoplayStop = vi.fn();
    renderWithUi(
      <SlotMachine
        {...base}
        autoplay
        autoplayLeft={17}
        onAutoplayStart={vi.fn()}
        onAutoplayStop={onAutoplayStop}
      />,
    );
    expect(screen.getByText('17 auto spins left')).toBeTruthy();
    expect(spinButton()).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Stop autoplay' }));
    expect(onAutoplayStop).toHaveBeenCalledOnce();
  });

  it('has a sound toggle, off by default, and plays tones only when on', async () => {
    const oscillators: string[] = [];
    class FakeAudioContext {
      currentTime = 0;
      destination = {};
      createOscillator() {
        oscillators.push('osc');
        return {
          type: '',
          frequency: { setValueAtTime: () => undefined },
          connect: () => undefined,
          start: () => undefined,
          stop: () => undefined,
        };
      }
      createGain() {
        return {
          gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
          connect: () => undefined,
        };
      }
      close() {
        return Promise.resolve();
      }
    }
    (globalThis as { AudioContext?: unknown }).AudioContext = FakeAudioContext;
    const onSoundChange = vi.fn();
    const { rerender } = renderWithUi(<SlotMachine {...base} onSoundChange={onSoundChange} />);
    const toggle = screen.getByRole('button', { name: 'Sound' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(spinButton());
    expect(oscillators).toHaveLength(0);
    await userEvent.click(toggle);
    expect(onSoundChange).toHaveBeenCalledWith(true);
    rerender(<SlotMachine {...base} soundOn onSoundChange={onSoundChange} />);
    expect(screen.getByRole('button', { name: 'Sound' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(spinButton());
    expect(oscillators.length).toBeGreaterThan(0);
  });

  it('speaks the active language', () => {
    renderWithUi(<SlotMachine {...base} spinDisabledReason="busy" />, { locale: 'zh-cn' });
    expect(screen.getByRole('heading', { name: '黄金进球' })).toBeTruthy();
    expect(screen.getByText('请稍候，上一局仍在结算')).toBeTruthy();
  });

  it('has no axe violations, idle, winning and with autoplay open', async () => {
    const { container } = renderWithUi(
      <SlotMachine
        {...base}
        wins={[{ line: 1, positions: [[0, 0]], amount: '5' }]}
        freeSpins={{ left: 3, total: 10, multiplier: 2 }}
        onAutoplayStart={vi.fn()}
        onSoundChange={vi.fn()}
        onStakeChange={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Autoplay' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Stop if balance falls below' }));
    await expectNoAxeViolations(container);
  });
});
