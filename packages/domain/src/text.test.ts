import { describe, expect, it } from 'vitest';
import { firstGrapheme, graphemes } from './text.ts';

describe('firstGrapheme', () => {
  // each the segmenter's first grapheme: the fast path and the segmenter must agree
  const samples = [
    '',
    'A',
    'Anna',
    'r\u00e9mi',
    'e\u0301lodie', // e + combining acute: one grapheme of two code points
    '\r\nx',
    '欧阳娜娜',
    'か\u3099な', // kana with a combining voiced mark
    '김민준',
    '\u1100\u1161\u11a8', // conjoining jamo: one syllable
    'สมชาย',
    'น้ำ', // Thai consonant with a tone mark
    'Nguyễn',
    'Ư\u0301t',
    '👍🏽 ok',
    '👨‍👩‍👧 family',
    '🇻🇳 VN',
    'a\u200db',
    '1\ufe0f\u20e3',
    '𠀀x', // a CJK ideograph outside the BMP
  ];
  it.each(samples)('%j', (text) => {
    expect(firstGrapheme(text)).toBe(graphemes(text)[0] ?? '');
  });
});
