import { ADMIN_REASON_MIN } from './admin.ts';

/**
 * The super-admin centre's live section (issue 22 §1 "Live", ADR 034): how an operator filters
 * the streams, the rule of a sensitive word, and a global chat ban's length and reason.
 */

/** The stream states the live section filters by (`ended` holds cancelled announcements too). */
export const ADMIN_STREAM_STATES = ['live', 'reserved', 'ended'] as const;
export type AdminStreamState = (typeof ADMIN_STREAM_STATES)[number];

/** A host-name search is at most this long. */
export const ADMIN_STREAM_SEARCH_MAX = 40;

/** A sensitive word is 1 to this many characters (code points), lowercased (migration 036). */
export const SENSITIVE_WORD_MAX = 30;

/**
 * A sensitive word as the list keeps it: trimmed and lowercased; null when it is empty or
 * longer than the list takes.
 */
export function normalizeSensitiveWord(input: string): string | null {
  const word = input.trim().toLowerCase();
  const length = [...word].length;
  return length >= 1 && length <= SENSITIVE_WORD_MAX ? word : null;
}

/** Whether a word is already as the list keeps it (what the server checks a request against). */
export function isSensitiveWord(word: string): boolean {
  return normalizeSensitiveWord(word) === word;
}

/** A chat ban's reason (shown to the banned member) is at most this long (migration 036). */
export const CHAT_BAN_REASON_MAX = 200;

/**
 * The lengths an operator picks for a ban from every room, in minutes; null bans until lifted.
 */
export const GLOBAL_BAN_DURATIONS = [60, 1_440, 10_080, 43_200, null] as const;
export type GlobalBanDuration = (typeof GLOBAL_BAN_DURATIONS)[number];

/** The longest ban with an end an operator may give: a year, in minutes. */
export const GLOBAL_BAN_MAX_MINUTES = 525_600;

/** Whether a ban's length is one an operator may give (null: until lifted). */
export function isGlobalBanDuration(minutes: number | null): boolean {
  return (
    minutes === null ||
    (Number.isInteger(minutes) && minutes >= 1 && minutes <= GLOBAL_BAN_MAX_MINUTES)
  );
}

/** Whether a ban's reason (told to the member, kept in the audit log) is of a length it takes. */
export function isGlobalBanReason(reason: string): boolean {
  const length = reason.trim().length;
  return length >= ADMIN_REASON_MIN && length <= CHAT_BAN_REASON_MAX;
}
