import {
  measureElement as measureElementDefault,
  observeElementOffset,
  observeElementRect,
  observeWindowOffset,
  observeWindowRect,
  useVirtualizer,
  useWindowVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type Key,
  type ReactNode,
} from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { Skeleton } from '../Skeleton/index.ts';
import * as css from './List.css.ts';

export interface ListProps<T> extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'role'> {
  /** Every row's data; only the rows in view (plus `overscan`) are in the DOM. */
  items: readonly T[];
  /** Draws one row. */
  renderItem: (item: T, index: number) => ReactNode;
  /** A stable key per row (an id, never the index when rows can move). */
  getKey: (item: T, index: number) => Key;
  /** Expected row height in px (or per index); real heights are measured once rendered. */
  estimateSize: number | ((index: number) => number);
  /** Rows rendered beyond each edge of the view. */
  overscan?: number;
  /** px between rows. */
  gap?: number;
  /**
   * Height of the list (px or a CSS length): the list scrolls inside it. `'window'`: the list is
   * as tall as its rows and the page scrolls it (a phone's main list, where a scroll area inside
   * the page would hide its end under fixed bars).
   */
  height?: number | string;
  /** Called once the view is within `endReachedThreshold` rows of the end (load the next page). */
  onEndReached?: () => void;
  endReachedThreshold?: number;
  /** The next page is loading: a "Loading more" row under the list, and the list is busy. */
  loadingMore?: boolean;
  /** All rows there will be, when more than `items` are known to exist (for `aria-setsize`). */
  totalCount?: number;
  /** Shown instead of the list when there are no items; "No Data" by default. */
  emptyState?: ReactNode;
  /** Measure rendered rows (rows of different heights). Off: every row is `estimateSize`. */
  measure?: boolean;
  /** The view's size before it is measured (server rendering, tests). */
  initialRect?: { width: number; height: number };
  /** Class name of the scrolling `role="list"` element (the root takes `className`). */
  listClassName?: string;
  /**
   * The rows one after the other in the page's flow, not placed by the virtualiser: for the
   * server's render and while the browser hydrates it (a row's height depends on the screen's
   * width, which only the browser can measure). The rows drawn are measured meanwhile; placed
   * once it turns false, they stay where they were.
   */
  inFlow?: boolean;
}

const cssLength = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A virtualised list for long data (matches, bets, transactions, chat): thousands of rows with
 * only the visible ones in the DOM. Rows are `listitem`s with `aria-posinset`/`aria-setsize`, so
 * screen readers still hear "12 of 10,000". The list itself is focusable and scrolls with the
 * arrow keys. Calls `onEndReached` near the end for infinite loading; shows an EmptyState when
 * there is nothing. `ref` and `className` go to the root; `aria-label` names the list.
 */
export function List<T>({
  items,
  renderItem,
  getKey,
  estimateSize,
  overscan = 6,
  gap = 0,
  height = 480,
  onEndReached,
  endReachedThreshold = 5,
  loadingMore = false,
  totalCount,
  emptyState,
  measure = true,
  initialRect,
  inFlow = false,
  className,
  listClassName,
  style,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ...rest
}: ListProps<T>) {
  const t = useUiText();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const estimate = useCallback(
    (index: number) => {
      const size = typeof estimateSize === 'number' ? estimateSize : estimateSize(index);
      return Number.isFinite(size) && size > 0 ? size : 1;
    },
    [estimateSize],
  );

  const inWindow = height === 'window';
  // While the rows are in the page's flow (a server render that React hydrates), nothing the list
  // learns of the page needs a render at once: the rows are where the server put them. What the
  // virtualiser reads as it mounts (a row's height from its ref, the view's size and scroll) would
  // make React render again inside the hydration's commit, which then runs the whole page's
  // effects in the same task (issue 16: /sports at 4x CPU). So while in flow, a row's height
  // comes from the ResizeObserver's first report and the view's figures a moment later.
  const inFlowRef = useRef(inFlow);
  useLayoutEffect(() => {
    inFlowRef.current = inFlow;
  }, [inFlow]);
  const scrollMargin = useOffsetInPage(scrollRef, inWindow, inFlowRef);
  const shared = {
    count: items.length,
    estimateSize: estimate,
    overscan: Math.max(0, overscan),
    gap,
    getItemKey: (index: number) => {
      const item = items[index];
      return item === undefined ? index : getKey(item, index);
    },
  };
  // A row measured at 0 px (hidden, or no layout as in jsdom) keeps its estimate; otherwise
  // every row would seem to fit and all of them would render.
  const measureRow = <S extends Element | Window>(
    element: HTMLDivElement,
    entry: ResizeObserverEntry | undefined,
    instance: Virtualizer<S, HTMLDivElement>,
  ) => {
    const index = instance.indexFromElement(element);
    if (!entry && inFlowRef.current)
      return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? estimate(index);
    const size = measureElementDefault(element, entry, instance);
    return size > 0 ? size : estimate(index);
  };
  const later =
    <A extends unknown[]>(callback: (...args: A) => void) =>
    (...args: A) => {
      if (inFlowRef.current) queueMicrotask(() => callback(...args));
      else callback(...args);
    };
  const inside = useVirtualizer<HTMLDivElement, HTMLDivElement>({
    ...shared,
    measureElement: measureRow,
    enabled: !inWindow,
    getScrollElement: () => scrollRef.current,
    initialRect,
    // A view with no size (not laid out yet, hidden, or jsdom) keeps `initialRect` when given.
    observeElementRect: (instance, onRect) =>
      observeElementRect(
        instance,
        later((rect) =>
          onRect(rect.width === 0 && rect.height === 0 && initialRect ? initialRect : rect),
        ),
      ),
    observeElementOffset: (instance, onOffset) => observeElementOffset(instance, later(onOffset)),
  });
  const paged = useWindowVirtualizer<HTMLDivElement>({
    ...shared,
    measureElement: measureRow,
    enabled: inWindow,
    scrollMargin,
    observeElementRect: (instance, onRect) => observeWindowRect(instance, later(onRect)),
    observeElementOffset: (instance, onOffset) => observeWindowOffset(instance, later(onOffset)),
    ...(initialRect ? { initialRect } : {}),
  });
  const virtualizer = inWindow ? paged : inside;
  const offset = inWindow ? scrollMargin : 0;

  const virtualItems = virtualizer.getVirtualItems();
  const lastIndex = virtualItems.length ? virtualItems[virtualItems.length - 1]!.index : -1;

  // One call per list length: a new page (more items) re-arms it.
  const endCalledFor = useRef(-1);
  const onEndReachedRef = useRef(onEndReached);
  useEffect(() => {
    onEndReachedRef.current = onEndReached;
  }, [onEndReached]);
  useEffect(() => {
    if (!onEndReachedRef.current || loadingMore || items.length === 0) return;
    if (lastIndex < items.length - 1 - Math.max(0, endReachedThreshold)) return;
    if (endCalledFor.current === items.length) return;
    endCalledFor.current = items.length;
    onEndReachedRef.current();
  }, [lastIndex, items.length, loadingMore, endReachedThreshold]);

  const setSize = Math.max(items.length, totalCount ?? 0);
  const rootStyle = {
    ...assignInlineVars({ [css.heightVar]: inWindow ? 'auto' : cssLength(height) }),
    ...style,
  };

  if (items.length === 0 && !loadingMore) {
    return (
      <div {...rest} className={[css.root, className].filter(Boolean).join(' ')} style={rootStyle}>
        <div className={css.empty}>{emptyState ?? <EmptyState kind="noData" size="sm" />}</div>
      </div>
    );
  }

  return (
    <div {...rest} className={[css.root, className].filter(Boolean).join(' ')} style={rootStyle}>
      <div
        ref={scrollRef}
        role="list"
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
        aria-busy={loadingMore || undefined}
        tabIndex={inWindow ? undefined : 0}
        className={[
          inWindow ? css.inPage : css.scroller,
          inFlow ? css.inFlow : undefined,
          listClassName,
        ]
          .filter(Boolean)
          .join(' ')}
        style={assignInlineVars(
          // in flow the rows stack themselves: the total and the rows' places are not drawn, and
          // writing them would restyle every row's content as the measures come in
          inFlow
            ? { [css.gapVar]: `${gap}px` }
            : { [css.totalVar]: `${virtualizer.getTotalSize()}px`, [css.gapVar]: `${gap}px` },
        )}
      >
        {virtualItems.map((virtualItem) => {
          const item = items[virtualItem.index];
          if (item === undefined) return null;
          return (
            <div
              key={virtualItem.key}
              role="listitem"
              aria-posinset={virtualItem.index + 1}
              aria-setsize={setSize}
              data-index={virtualItem.index}
              ref={measure ? virtualizer.measureElement : undefined}
              className={css.item}
              style={
                inFlow
                  ? undefined
                  : assignInlineVars({ [css.startVar]: `${virtualItem.start - offset}px` })
              }
            >
              {renderItem(item, virtualItem.index)}
            </div>
          );
        })}
      </div>
      <div className={css.footer} role="status">
        {loadingMore ? (
          <>
            <Skeleton shape="circle" width={16} />
            <span>{t('listLoadingMore')}</span>
          </>
        ) : null}
      </div>
    </div>
  );
}
List.displayName = 'List';

/**
 * Where `ref`'s element starts in the page, in px from its top (the window virtualiser's scroll
 * margin), measured again when the page's layout changes above it; 0 while `on` is false. While
 * `inFlow` holds, the first measure waits for the observer's first report.
 */
function useOffsetInPage(
  ref: { current: HTMLElement | null },
  on: boolean,
  inFlow: { current: boolean },
): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!on || !element) return;
    const measure = () =>
      setOffset(Math.max(0, Math.round(element.getBoundingClientRect().top + window.scrollY)));
    // in the page's flow, the observer's first report (after the browser's layout) measures it
    if (!inFlow.current || typeof ResizeObserver === 'undefined') measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref, on, inFlow]);
  return offset;
}
