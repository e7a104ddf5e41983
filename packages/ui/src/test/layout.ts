/**
 * Layout checks for stories (their `play` functions), run in a real browser by the visual suite
 * and by Storybook: a price, a line or a name that a reader cannot read whole is a defect, not a
 * style. jsdom has no layout, so unit tests cannot see these; a story that breaks one fails.
 */

/** Scripts written without spaces between words: a line may break anywhere in them. */
const UNSPACED = /[\p{Script=Han}\p{Script=Thai}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** A word, or a number with its decimals (`2.25`, `-0.25`, `12,500.00`). */
const WORD = /[\p{L}\p{N}]+(?:[.,:][\p{N}]+)*/gu;
/** Sub-pixel differences of layout that are not a cut. */
const TOLERANCE_PX = 1;

function shown(element: Element): boolean {
  const box = element.getBoundingClientRect();
  // visually hidden texts for screen readers are 1 px boxes by design
  return box.width > TOLERANCE_PX && box.height > TOLERANCE_PX;
}

function describe(element: Element): string {
  const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const label = element.getAttribute('aria-label');
  return JSON.stringify(text || label || element.tagName.toLowerCase()).slice(0, 80);
}

/** Elements whose text is cut by their own overflow (ellipsis, clip or a line clamp). */
export function cutTexts(root: Element): string[] {
  const found: string[] = [];
  for (const element of [root, ...root.querySelectorAll('*')]) {
    if (!(element instanceof HTMLElement) || !shown(element)) continue;
    if (!(element.textContent ?? '').trim()) continue;
    const style = getComputedStyle(element);
    const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
    const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
    if (clipsX && element.scrollWidth > element.clientWidth + TOLERANCE_PX) {
      found.push(
        `cut across (${element.scrollWidth} > ${element.clientWidth} px): ${describe(element)}`,
      );
    } else if (clipsY && element.scrollHeight > element.clientHeight + TOLERANCE_PX) {
      found.push(
        `cut below (${element.scrollHeight} > ${element.clientHeight} px): ${describe(element)}`,
      );
    }
  }
  return found;
}

/** Words laid out over more than one line (`Ho Chi Mi / nh`, letter by letter in a narrow cell). */
export function brokenWords(root: Element): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const parent = node.parentElement;
    if (!parent || !shown(parent) || UNSPACED.test(text)) continue;
    for (const match of text.matchAll(WORD)) {
      if (match[0].length < 2) continue;
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const tops = new Set(
        [...range.getClientRects()]
          .filter((rect) => rect.width > 0)
          .map((rect) => Math.round(rect.top / 2)),
      );
      if (tops.size > 1) found.push(`broken over ${tops.size} lines: ${JSON.stringify(match[0])}`);
    }
  }
  return found;
}

/**
 * Throws when a text under `root` cannot be read whole: cut by an overflow, or a word broken over
 * lines. Waits for the fonts first, since the widths depend on them.
 */
export async function expectReadableText(root: Element): Promise<void> {
  await document.fonts?.ready;
  const problems = [...cutTexts(root), ...brokenWords(root)];
  if (problems.length > 0) {
    throw new Error(`text that cannot be read whole: ${problems.join('; ')}`);
  }
}
