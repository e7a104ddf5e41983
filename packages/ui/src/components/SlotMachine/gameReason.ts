import type { UiMessageKey } from '../../i18n/messages.ts';

/** Why a game's play button (spin, roll) is disabled; each is said in words beside it. */
export const GAME_DISABLED_REASONS = [
  'insufficient-balance',
  'busy',
  'logged-out',
  'maintenance',
  'limit-reached',
  'invalid-stake',
] as const;
export type GameDisabledReason = (typeof GAME_DISABLED_REASONS)[number];

/** The message key that says each reason. */
export const GAME_DISABLED_REASON_KEYS: Readonly<Record<GameDisabledReason, UiMessageKey>> = {
  'insufficient-balance': 'gameReasonInsufficientBalance',
  busy: 'gameReasonBusy',
  'logged-out': 'gameReasonLoggedOut',
  maintenance: 'gameReasonMaintenance',
  'limit-reached': 'gameReasonLimit',
  'invalid-stake': 'gameReasonInvalidStake',
};

/** Fills `{name}` placeholders of a message. */
export function fillText(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
