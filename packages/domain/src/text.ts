/**
 * The grapheme segmenter, made on first use: creating one loads ICU's break rules, about 18 ms on
 * a phone-class CPU, which a module-level one spent on every page's start-up (issue 16).
 */
let segmenter: Intl.Segmenter | null | undefined;
function graphemeSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) {
    segmenter =
      typeof Intl !== 'undefined' && 'Segmenter' in Intl
        ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
        : null;
  }
  return segmenter;
}

/** User-perceived characters (grapheme clusters): `"欧阳娜娜"` has 4, an emoji with a skin tone has 1. */
export function graphemes(text: string): string[] {
  const segments = graphemeSegmenter();
  if (!segments) return Array.from(text);
  return Array.from(segments.segment(text), (s) => s.segment);
}

/**
 * Code points that end a grapheme before any code point of this same set: Latin and other text
 * before U+0300 (where combining marks begin), kana, CJK ideographs and Hangul syllables. A first
 * code point and its follower both in it make a grapheme of one; anything else is left to the
 * segmenter.
 */
function standsAlone(cp: number): boolean {
  return (
    cp < 0x300 ||
    // kana and CJK, but not the combining (semi-)voiced sound marks U+3099 and U+309A
    (cp >= 0x3040 && cp <= 0x9fff && cp !== 0x3099 && cp !== 0x309a) ||
    (cp >= 0xac00 && cp <= 0xd7a3)
  );
}

/**
 * The first user-perceived character of a text (`""` for none), as `graphemes(text)[0]`; the
 * common cases (a Latin, CJK or Hangul letter followed by another) without the segmenter.
 */
export function firstGrapheme(text: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return '';
  const next = text.codePointAt(first > 0xffff ? 2 : 1);
  // CR LF is one grapheme
  if (first !== 0x0d && standsAlone(first) && (next === undefined || standsAlone(next))) {
    return String.fromCodePoint(first);
  }
  return graphemes(text)[0] ?? '';
}
