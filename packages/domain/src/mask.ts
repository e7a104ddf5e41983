import { graphemes } from './text.ts';

const MASK = '*';

/**
 * Masks a phone number or account: the first 3 characters and the last 2 (length 6),
 * 3 (length 7) or 4 (longer) stay, every other character becomes `*`.
 * Shorter than 6: the first character stays and the rest is masked.
 */
export function maskAccount(s: string): string {
  if (typeof s !== 'string' || s === '') return '';
  const chars = graphemes(s);
  const n = chars.length;
  if (n < 6) return chars[0] + MASK.repeat(n - 1);
  const tail = n === 6 ? 2 : n === 7 ? 3 : 4;
  return chars.slice(0, 3).join('') + MASK.repeat(n - 3 - tail) + chars.slice(n - tail).join('');
}

function maskWord(word: string): string {
  return MASK.repeat(graphemes(word).length);
}

/**
 * Masks a person's name by its words (split on whitespace, characters counted as users see them).
 * One word: `张三` → `张*`, `张三丰` → `张*丰`; two words: `John *****`; three or more: first and
 * last kept, the middle words masked (`Nguyen *** An`).
 */
export function maskName(name: string): string {
  if (typeof name !== 'string') return '';
  const words = name.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return '';
  if (words.length === 1) {
    const chars = graphemes(words[0]!);
    if (chars.length === 1) return MASK;
    if (chars.length === 2) return chars[0] + MASK;
    return chars[0] + MASK.repeat(chars.length - 2) + chars[chars.length - 1];
  }
  if (words.length === 2) return `${words[0]} ${maskWord(words[1]!)}`;
  const middle = words.slice(1, -1).map(maskWord);
  return [words[0], ...middle, words[words.length - 1]].join(' ');
}

/**
 * An address shown without its host part: IPv4 keeps its first three numbers (`203.0.113.*`),
 * IPv6 its first three groups (`2001:db8:85a3:*`); an IPv4-mapped IPv6 address reads as IPv4.
 * Anything else is fully masked.
 */
export function maskIpAddress(address: string): string {
  if (typeof address !== 'string') return MASK;
  const text = address.trim().replace(/^::ffff:/i, '');
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(text);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.${MASK}`;
  if (/^[0-9a-f:]+$/i.test(text) && text.includes(':')) {
    const groups = text.split(':').filter(Boolean).slice(0, 3);
    if (groups.length > 0) return `${groups.join(':')}:${MASK}`;
  }
  return MASK;
}
