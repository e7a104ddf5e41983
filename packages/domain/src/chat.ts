/**
 * Chat moderation rules (issue 17 §2): the site's sensitive words masked before a message is
 * stored or sent, a host's shielded words hiding a message in their room, and whether a ban is
 * in force. Pure: the clock and the word lists are passed in.
 */

/** The room id a super admin bans in to ban a member from every room. */
export const EVERY_ROOM = '*';

/** Words are matched without regard to case (Latin, Vietnamese; CJK and Thai have none). */
const fold = (text: string) => text.toLocaleLowerCase('en-US');

/**
 * `text` with every occurrence of each word replaced by as many `*` as it has characters.
 * Case-insensitive, longest word first (so "free money" wins over "free"), whole code points.
 */
export function maskSensitiveWords(text: string, words: readonly string[]): string {
  const wanted = [...new Set(words.map((w) => fold(w.trim())).filter((w) => w !== ''))].sort(
    (a, b) => [...b].length - [...a].length,
  );
  if (wanted.length === 0 || text === '') return text;
  const chars = [...text];
  const folded = chars.map(fold);
  const masked = chars.slice();
  for (let i = 0; i < chars.length; i += 1) {
    for (const word of wanted) {
      const wordChars = [...word];
      let matches = true;
      for (let j = 0; j < wordChars.length; j += 1) {
        if (folded[i + j] !== wordChars[j]) {
          matches = false;
          break;
        }
      }
      if (matches) {
        for (let j = 0; j < wordChars.length; j += 1) masked[i + j] = '*';
        break;
      }
    }
  }
  return masked.join('');
}

/** Whether a message holds one of a host's shielded words (it is then hidden in their room). */
export function isShielded(text: string, words: readonly string[]): boolean {
  const folded = fold(text);
  return words.some((w) => w.trim() !== '' && folded.includes(fold(w.trim())));
}

export interface BanState {
  /** When the ban ends (epoch ms), or null for a ban until lifted. */
  readonly bannedUntil: number | null;
  /** When it was lifted, if it was. */
  readonly liftedAt: number | null;
}

/** Whether a ban is in force at `now`. */
export function isBanActive(ban: BanState, now: number): boolean {
  if (ban.liftedAt !== null && ban.liftedAt <= now) return false;
  return ban.bannedUntil === null || ban.bannedUntil > now;
}

/** When a ban of `durationMinutes` (null: until lifted) made at `from` ends. */
export function banEnd(from: number, durationMinutes: number | null): number | null {
  return durationMinutes === null ? null : from + durationMinutes * 60_000;
}

/** A chat room's rules until its host changes them (spec §7 `chatroom/config/info`). */
export const DEFAULT_CHAT_ROOM = Object.freeze({
  enabled: true,
  minVipLevelToChat: 0,
  slowModeSeconds: 3,
  maxMessageLength: 200,
});

/**
 * How long (ms, 0 when none) a member must still wait before posting again in a room with slow
 * mode: `slowModeSeconds` after their last message, counted from `lastSentAt`.
 */
export function slowModeWait(
  lastSentAt: number | null,
  slowModeSeconds: number,
  now: number,
): number {
  if (lastSentAt === null || !(slowModeSeconds > 0) || !Number.isFinite(lastSentAt)) return 0;
  return Math.max(0, lastSentAt + slowModeSeconds * 1000 - now);
}
