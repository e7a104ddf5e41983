import { describe, expect, it, vi } from 'vitest';
import { GAME_BALANCE_MESSAGE, isGameBalanceMessage, reportBalance } from './gameMessages.ts';

describe('the game client’s balance message', () => {
  it('goes to the parent page, on this origin only', () => {
    const postMessage = vi.fn();
    reportBalance('12.50', { postMessage } as unknown as Window);
    expect(postMessage).toHaveBeenCalledWith(
      { type: GAME_BALANCE_MESSAGE, balance: '12.50' },
      window.location.origin,
    );
  });

  it('is not sent when the game is not inside a frame', () => {
    const postMessage = vi.spyOn(window, 'postMessage');
    reportBalance('12.50', window);
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('is recognised only with its type and a decimal balance', () => {
    expect(isGameBalanceMessage({ type: GAME_BALANCE_MESSAGE, balance: '1240.50' })).toBe(true);
    expect(isGameBalanceMessage({ type: GAME_BALANCE_MESSAGE, balance: 'lots' })).toBe(false);
    expect(isGameBalanceMessage({ type: 'other', balance: '1.00' })).toBe(false);
    expect(isGameBalanceMessage('touchline:game-balance')).toBe(false);
  });
});
