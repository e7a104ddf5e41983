import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { DiceGame, type DiceGameProps } from './DiceGame.tsx';

const base: DiceGameProps = {
  target: 5000,
  min: 200,
  max: 9800,
  direction: 'over',
  chanceText: '49.99%',
  multiplierText: '1.9800×',
  stake: '10',
  balance: '500',
  currency: 'USD',
};

const slider = () => screen.getByRole('slider', { name: 'Target' });
const targetBox = () => screen.getByRole('textbox', { name: 'Target' });

describe('DiceGame', () => {
  it('shows the target in hundredths, the chance, the multiplier and the balance', () => {
    renderWithUi(<DiceGame {...base} />);
    expect(screen.getByRole('heading', { name: 'Penalty Dice' })).toBeTruthy();
    expect(slider().getAttribute('aria-valuetext')).toBe('50.00');
    expect((targetBox() as HTMLInputElement).value).toBe('50.00');
    expect(screen.getByText('2.00 to 98.00')).toBeTruthy();
    expect(screen.getByText('49.99%')).toBeTruthy();
    expect(screen.getByText('1.9800×')).toBeTruthy();
    expect(screen.getByText('$500.00')).toBeTruthy();
  });

  it('changes the target with the slider and with typed numbers in range', async () => {
    const onTargetChange = vi.fn();
    renderWithUi(<DiceGame {...base} onTargetChange={onTargetChange} />);
    fireEvent.change(slider(), { target: { value: '7325' } });
    expect(onTargetChange).toHaveBeenLastCalledWith(7325);
    await userEvent.clear(targetBox());
    await userEvent.type(targetBox(), '33.5{Enter}');
    expect(onTargetChange).toHaveBeenLastCalledWith(3350);
  });

  it('refuses a typed target out of range, and says the range', async () => {
    const onTargetChange = vi.fn();
    renderWithUi(<DiceGame {...base} onTargetChange={onTargetChange} />);
    await userEvent.clear(targetBox());
    await userEvent.type(targetBox(), '99.5');
    await userEvent.tab();
    expect(onTargetChange).not.toHaveBeenCalled();
    expect(targetBox().getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('Enter a number from 2.00 to 98.00 with at most 2 decimals'),
    ).toBeTruthy();
  });

  it('switches over and under', async () => {
    const onDirectionChange = vi.fn();
    renderWithUi(<DiceGame {...base} onDirectionChange={onDirectionChange} />);
    const group = screen.getByRole('group', { name: 'Win when the roll is' });
    expect(within(group).getByRole('radio', { name: 'Over' })).toHaveProperty('checked', true);
    await userEvent.click(within(group).getByRole('radio', { name: 'Under' }));
    expect(onDirectionChange).toHaveBeenCalledWith('under');
  });

  it('takes the stake and rolls', async () => {
    const onStakeChange = vi.fn();
    const onRoll = vi.fn();
    renderWithUi(<DiceGame {...base} onStakeChange={onStakeChange} onRoll={onRoll} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Stake' }), '5');
    expect(onStakeChange).toHaveBeenLastCalledWith('105');
    await userEvent.click(screen.getByRole('button', { name: 'Roll' }));
    expect(onRoll).toHaveBeenCalledOnce();
  });

  it('says the roll and the win or the loss', () => {
    const { rerender } = renderWithUi(
      <DiceGame {...base} result={{ roll: 7321, win: true, payoutText: '$19.80' }} />,
    );
    expect(screen.getByRole('status').textContent).toBe('Rolled 73.21. You win $19.80');
    rerender(<DiceGame {...base} result={{ roll: 1204, win: false, payoutText: '$0.00' }} />);
    expect(screen.getByRole('status').textContent).toBe('Rolled 12.04. No win this time');
  });

  it('can not roll while rolling or for a reason, and says the reason', () => {
    const { rerender } = renderWithUi(<DiceGame {...base} rolling onTargetChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: /Rolling/ })).toHaveProperty('disabled', true);
    expect(slider()).toHaveProperty('disabled', true);
    expect(screen.getByRole('textbox', { name: 'Stake' })).toHaveProperty('readOnly', true);
    rerender(<DiceGame {...base} disabledReason="insufficient-balance" />);
    const roll = screen.getByRole('button', { name: 'Roll' });
    expect(roll).toHaveProperty('disabled', true);
    expect(document.getElementById(roll.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Not enough balance for this stake',
    );
  });

  it('speaks the active language', () => {
    renderWithUi(<DiceGame {...base} />, { locale: 'th' });
    expect(screen.getByRole('button', { name: 'ทอย' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'ต่ำกว่า' })).toBeTruthy();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUi(
      <DiceGame
        {...base}
        onTargetChange={vi.fn()}
        onDirectionChange={vi.fn()}
        onStakeChange={vi.fn()}
        result={{ roll: 7321, win: true, payoutText: '$19.80' }}
        disabledReason="busy"
      />,
    );
    await expectNoAxeViolations(container);
  });
});
