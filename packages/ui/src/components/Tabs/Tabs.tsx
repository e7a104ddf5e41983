import * as RadixTabs from '@radix-ui/react-tabs';
import {
  createContext,
  Suspense,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
  type ComponentPropsWithRef,
} from 'react';
import * as css from './Tabs.css.ts';
import { useOwnRef } from '../../interaction/ownRef.ts';
import { useScrollRow } from '../../interaction/scrollRow.ts';
import { scrollRow } from '../../interaction/scrollRow.css.ts';

export const TABS_VARIANTS = ['underline', 'pill'] as const;
export type TabsVariant = (typeof TABS_VARIANTS)[number];

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export type TabsRootProps = ComponentPropsWithRef<typeof RadixTabs.Root>;

/** The chosen tab's value, the tabs' ids (a tab names its panel, a panel its tab), orientation. */
const TabsState = createContext<{
  chosen: string | undefined;
  base: string;
  orientation: 'horizontal' | 'vertical';
}>({ chosen: undefined, base: '', orientation: 'horizontal' });
const tabIdOf = (base: string, value: string) => `${base}-tab-${value}`;
const panelIdOf = (base: string, value: string) => `${base}-panel-${value}`;
/** Whether a `Tabs.Content` stands in a `Tabs.Panels`. */
const InPanels = createContext(false);

/** Holds the chosen tab: `value`/`onValueChange` (controlled) or `defaultValue`. */
function TabsRoot({ className, value, defaultValue, onValueChange, ...rest }: TabsRootProps) {
  const [own, setOwn] = useState(defaultValue);
  const chosen = value ?? own;
  const base = useId();
  const orientation = rest.orientation ?? 'horizontal';
  const state = useMemo(() => ({ chosen, base, orientation }), [chosen, base, orientation]);
  return (
    <TabsState.Provider value={state}>
      <RadixTabs.Root
        {...rest}
        value={chosen}
        onValueChange={(next) => {
          if (value === undefined) setOwn(next);
          onValueChange?.(next);
        }}
        className={cx(css.root, className)}
      />
    </TabsState.Provider>
  );
}
TabsRoot.displayName = 'Tabs.Root';

export interface TabsListProps extends ComponentPropsWithRef<typeof RadixTabs.List> {
  /** `underline` for page sections, `pill` for filters (sports, dates, market groups). */
  variant?: TabsVariant;
}

/**
 * The row of tabs. It scrolls sideways when the tabs don't fit (phones, long Thai labels), fading
 * at an edge with more beyond, and a mouse wheel scrolls it; arrow keys move between tabs. Name it with `aria-label` when no heading names it.
 */
function TabsList({ variant = 'underline', className, ref, ...rest }: TabsListProps) {
  const [own, setRef] = useOwnRef<HTMLDivElement>(ref);
  useScrollRow(own);
  // A boundary of its own, which nothing suspends: React hydrates a server-rendered row after the
  // page around it, in a commit of its own. Radix's roving focus re-renders every tab at once
  // when it sees it is hydrated; in the page's own commit, that forced the page's effects and a
  // synchronous render into the same task (issue 16: 33 ms at full speed on /sports, 130 at 4x).
  return (
    <Suspense>
      <RadixTabs.List
        {...rest}
        ref={setRef}
        data-variant={variant}
        className={cx(css.list, scrollRow, className)}
      />
    </Suspense>
  );
}
TabsList.displayName = 'Tabs.List';

export interface TabsTriggerProps extends ComponentPropsWithRef<typeof RadixTabs.Trigger> {
  /** A count beside the label (matches, bets); above `maxCount` it shows "99+". */
  count?: number;
  maxCount?: number;
}

function formatCount(count: number, max: number): string {
  if (!Number.isFinite(count) || count < 0) return '0';
  const whole = Math.floor(count);
  return whole > max ? `${max}+` : String(whole);
}

/**
 * Scrolls a row of tabs sideways just enough to show `tab` whole (a row that fits is left alone):
 * the chosen tab is never out of sight, whatever the labels' length in the language.
 */
function revealTab(tab: HTMLElement) {
  const list = tab.parentElement;
  if (!list || list.scrollWidth <= list.clientWidth) return;
  const row = list.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  if (box.left < row.left) list.scrollLeft += box.left - row.left;
  else if (box.right > row.right) list.scrollLeft += box.right - row.right;
}

/** One tab. Its `value` matches a `Tabs.Content`; once chosen, it is scrolled into sight. */
function TabsTrigger({
  count,
  maxCount = 99,
  className,
  children,
  ref,
  ...rest
}: TabsTriggerProps) {
  const { chosen: chosenValue, base } = useContext(TabsState);
  const chosen = chosenValue === rest.value;
  const [own, setRef] = useOwnRef<HTMLButtonElement>(ref);
  useLayoutEffect(() => {
    const tab = own.current;
    if (!chosen || !tab) return;
    const list = tab.parentElement;
    if (!list || typeof ResizeObserver === 'undefined') {
      revealTab(tab);
      return;
    }
    // the observer's first call comes after the browser's layout, before the paint: the row is
    // read then, not in this effect, where reading it forced a layout of the page in the middle
    // of the commit (issue 16: 55 ms of /sports' first render at 4× CPU); it calls again when the
    // row's tabs change size (counts arrive, the font loads)
    const observer = new ResizeObserver(() => revealTab(tab));
    observer.observe(list);
    for (const child of Array.from(list.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [chosen, own]);
  return (
    <RadixTabs.Trigger
      id={tabIdOf(base, rest.value)}
      aria-controls={panelIdOf(base, rest.value)}
      {...rest}
      ref={setRef}
      className={cx(css.trigger, className)}
    >
      {children}
      {count !== undefined ? (
        <>
          {' '}
          <span className={css.count}>{formatCount(count, maxCount)}</span>
        </>
      ) : null}
    </RadixTabs.Trigger>
  );
}
TabsTrigger.displayName = 'Tabs.Trigger';

export interface TabsContentProps extends ComponentPropsWithRef<'div'> {
  /** The value of the tab this panel belongs to. */
  value: string;
  /** Kept mounted (hidden) while another tab is chosen. */
  forceMount?: true;
}

/**
 * The panel of one tab, shown while that tab is chosen. Drawn here rather than by Radix's
 * `Tabs.Content`, whose presence machine set its state from a ref and a layout effect as the page
 * hydrated: updates React must render at once, in the hydration's own commit (issue 16). Its
 * attributes are Radix's; a panel not chosen is `hidden` and empty (unless `forceMount`, or in
 * `Tabs.Panels`), and stays hidden under a class that sets `display`.
 */
function TabsContent({ value, forceMount, className, children, ...rest }: TabsContentProps) {
  const inPanels = useContext(InPanels);
  const { chosen, base, orientation } = useContext(TabsState);
  const selected = value === chosen;
  // as Radix's: a panel neither chosen nor kept mounted is there, `hidden` and empty (the tab's
  // `aria-controls` names it)
  const present = selected || forceMount === true || inPanels;
  const hidden = inPanels && !selected;
  return (
    <div
      data-state={selected ? 'active' : 'inactive'}
      data-orientation={orientation}
      role="tabpanel"
      aria-labelledby={tabIdOf(base, value)}
      hidden={!present}
      id={panelIdOf(base, value)}
      tabIndex={0}
      {...(inPanels ? { inert: hidden, 'aria-hidden': hidden || undefined } : {})}
      {...rest}
      className={cx(css.content, inPanels && css.stacked, className)}
    >
      {present ? children : null}
    </div>
  );
}
TabsContent.displayName = 'Tabs.Content';

export type TabsPanelsProps = ComponentPropsWithRef<'div'>;

/**
 * The panels of tabs whose size should not jump when the tab changes (the forms of a dialog):
 * its `Tabs.Content` children stand in one place, as tall as the tallest, and all stay mounted,
 * so what was typed in one is still there on coming back. The panels not chosen are hidden and
 * inert (out of reach of the keyboard, the pointer and assistive technology).
 */
function TabsPanels({ className, ...rest }: TabsPanelsProps) {
  return (
    <InPanels.Provider value>
      <div {...rest} className={cx(css.panels, className)} />
    </InPanels.Provider>
  );
}
TabsPanels.displayName = 'Tabs.Panels';

/** Tabs built on Radix Tabs: roles, ids and arrow-key focus come from Radix. */
export const Tabs = {
  Root: TabsRoot,
  List: TabsList,
  Trigger: TabsTrigger,
  Content: TabsContent,
  Panels: TabsPanels,
};
