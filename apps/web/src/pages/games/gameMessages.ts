/**
 * What the game client (the page inside the game frame, same origin) tells the site around it:
 * a round moved the balance. The frame checks the origin and the sender before it believes it.
 */
export const GAME_BALANCE_MESSAGE = 'touchline:game-balance' as const;

export interface GameBalanceMessage {
  type: typeof GAME_BALANCE_MESSAGE;
  /** The member's balance after the round, a decimal amount. */
  balance: string;
}

export function isGameBalanceMessage(data: unknown): data is GameBalanceMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<GameBalanceMessage>;
  return (
    message.type === GAME_BALANCE_MESSAGE &&
    typeof message.balance === 'string' &&
    /^-?\d+(\.\d+)?$/.test(message.balance)
  );
}

/** Tells the site's page that holds this game client about the new balance (same origin only). */
export function reportBalance(balance: string, target: Window | null = window.parent): void {
  if (!target || target === window) return;
  const message: GameBalanceMessage = { type: GAME_BALANCE_MESSAGE, balance };
  target.postMessage(message, window.location.origin);
}
