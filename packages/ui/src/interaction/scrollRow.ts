import { useEffect, type RefObject } from 'react';

/** Less than this is rounding, not more to scroll to. */
const SLACK_PX = 2;

/**
 * Marks an edge of a sideways-scrolling row where more of it lies beyond (`data-more-left`,
 * `data-more-right`, faded by `scrollRow` in `scrollRow.css.ts`), and lets a mouse wheel scroll
 * it: a vertical turn over the row moves it sideways while it can move that way, and the page
 * scrolls once the row is at its end. Touch, trackpads' sideways swipes and keys keep their own.
 */
export function useScrollRow(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const mark = () => {
      const max = row.scrollWidth - row.clientWidth;
      // scrollLeft runs from 0 to -max in a right-to-left row
      const fromLeft =
        getComputedStyle(row).direction === 'rtl' ? max + row.scrollLeft : row.scrollLeft;
      row.toggleAttribute('data-more-left', max > SLACK_PX && fromLeft > SLACK_PX);
      row.toggleAttribute('data-more-right', max > SLACK_PX && fromLeft < max - SLACK_PX);
    };
    const onWheel = (event: WheelEvent) => {
      if (event.ctrlKey || Math.abs(event.deltaX) >= Math.abs(event.deltaY)) return;
      const max = row.scrollWidth - row.clientWidth;
      if (max <= SLACK_PX) return;
      const before = row.scrollLeft;
      const step = event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY;
      row.scrollLeft = before + step;
      if (row.scrollLeft !== before) event.preventDefault();
    };
    row.addEventListener('scroll', mark, { passive: true });
    row.addEventListener('wheel', onWheel, { passive: false });
    // the row's width, and its tabs' (counts arrive, fonts load, tabs come and go). The observer
    // also reports every element it starts to watch, once laid out: the first marks come from it.
    // Reading the widths here, or when tabs come, would force a layout of the whole page inside
    // React's commit (issue 16: 50 ms of /sports's start on a 4× slower CPU).
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(mark);
    if (!resized) mark();
    const watch = () => {
      resized?.observe(row);
      for (const child of Array.from(row.children)) resized?.observe(child);
    };
    watch();
    const changed =
      typeof MutationObserver === 'undefined'
        ? null
        : new MutationObserver(() => {
            watch();
            if (!resized) mark();
          });
    changed?.observe(row, { childList: true });
    return () => {
      row.removeEventListener('scroll', mark);
      row.removeEventListener('wheel', onWheel);
      resized?.disconnect();
      changed?.disconnect();
    };
  }, [ref]);
}
