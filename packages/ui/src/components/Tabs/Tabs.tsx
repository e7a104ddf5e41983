import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentPropsWithRef } from 'react';
import * as css from './Tabs.css.ts';

export const TABS_VARIANTS = ['underline', 'pill'] as const;
export type TabsVariant = (typeof TABS_VARIANTS)[number];

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export type TabsRootProps = ComponentPropsWithRef<typeof RadixTabs.Root>;

/** Holds the chosen tab: `value`/`onValueChange` (controlled) or `defaultValue`. */
function TabsRoot({ className, ...rest }: TabsRootProps) {
  return <RadixTabs.Root {...rest} className={cx(css.root, className)} />;
}
TabsRoot.displayName = 'Tabs.Root';

export interface TabsListProps extends ComponentPropsWithRef<typeof RadixTabs.List> {
  /** `underline` for page sections, `pill` for filters (sports, dates, market groups). */
  variant?: TabsVariant;
}

/**
 * The row of tabs. It scrolls sideways when the tabs don't fit (phones, long Thai labels);
 * arrow keys move between tabs. Name it with `aria-label` when no heading names it.
 */
function TabsList({ variant = 'underline', className, ...rest }: TabsListProps) {
  return <RadixTabs.List {...rest} data-variant={variant} className={cx(css.list, className)} />;
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

/** One tab. Its `value` matches a `Tabs.Content`. */
function TabsTrigger({ count, maxCount = 99, className, children, ...rest }: TabsTriggerProps) {
  return (
    <RadixTabs.Trigger {...rest} className={cx(css.trigger, className)}>
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

export type TabsContentProps = ComponentPropsWithRef<typeof RadixTabs.Content>;

/** The panel of one tab, shown while that tab is chosen. */
function TabsContent({ className, ...rest }: TabsContentProps) {
  return <RadixTabs.Content {...rest} className={cx(css.content, className)} />;
}
TabsContent.displayName = 'Tabs.Content';

/** Tabs built on Radix Tabs: roles, ids and arrow-key focus come from Radix. */
export const Tabs = {
  Root: TabsRoot,
  List: TabsList,
  Trigger: TabsTrigger,
  Content: TabsContent,
};
