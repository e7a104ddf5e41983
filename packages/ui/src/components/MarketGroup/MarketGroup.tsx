import { MARKET_CATEGORIES, type MarketCategory, type OddsFormat } from '@touchline/domain';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  createContext,
  useContext,
  useId,
  useState,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import type { UiMessageKey } from '../../i18n/messages.ts';
import { useUiText } from '../../i18n/useUiText.ts';
import { OddsCell, type OddsCellProps } from '../OddsCell/index.ts';
import * as css from './MarketGroup.css.ts';
import { Icon } from '../Icon/Icon.tsx';

export const MARKET_STATUSES = ['open', 'suspended', 'closed'] as const;
export type MarketStatus = (typeof MARKET_STATUSES)[number];

/** Column counts a market lays its selections in; `auto` picks from the number of selections. */
export const MARKET_GROUP_COLUMNS = ['auto', 1, 2, 3, 4] as const;
export type MarketGroupColumns = (typeof MARKET_GROUP_COLUMNS)[number];

export const MARKET_GROUP_HEADING_LEVELS = [2, 3, 4, 5] as const;
export type MarketGroupHeadingLevel = (typeof MARKET_GROUP_HEADING_LEVELS)[number];

/** The translated name of each market category key of the spec (sportsbook area). */
export const MARKET_CATEGORY_NAME_KEYS = {
  p: 'marketCategoryPopular',
  h: 'marketCategoryOthers',
  c: 'marketCategoryCorners',
  cs: 'marketCategoryCorrectScore',
  s: 'marketCategoryGoals',
  f: 'marketCategoryHalfTime',
  i: 'marketCategorySpecials',
  b: 'marketCategoryCards',
  q: 'marketCategoryCombined',
  t: 'marketCategoryFifteenMinutes',
  j: 'marketCategoryGames',
  set: 'marketCategorySets',
  qu: 'marketCategoryQuarters',
  z: 'marketCategoryFullTime',
  ps: 'marketCategoryPenaltyShootout',
  pro: 'marketCategoryToQualify',
  '1st': 'marketCategoryFirstPeriod',
  '3rd': 'marketCategoryThirdPeriod',
  o: 'marketCategoryMiscellaneous',
  pa: 'marketCategoryPlayer',
} as const satisfies Record<MarketCategory, UiMessageKey>;

const isMarketCategory = (key: unknown): key is MarketCategory =>
  typeof key === 'string' && (MARKET_CATEGORIES as readonly string[]).includes(key);

/** A function naming a category key in the active language; an unknown key is "other" (`o`). */
export function useMarketCategoryName(): (category: string) => string {
  const text = useUiText();
  return (category) => text(MARKET_CATEGORY_NAME_KEYS[isMarketCategory(category) ? category : 'o']);
}

/**
 * Markets grouped by category in the spec's display order; a market with an unknown category
 * goes to "other" (`o`). Empty categories are left out; order inside a category is kept.
 */
export function groupMarketsByCategory<M extends { category?: string | null }>(
  markets: readonly M[],
): { category: MarketCategory; markets: M[] }[] {
  const groups = new Map<MarketCategory, M[]>();
  for (const market of markets ?? []) {
    const category = isMarketCategory(market?.category) ? market.category : 'o';
    const list = groups.get(category) ?? [];
    list.push(market);
    groups.set(category, list);
  }
  return MARKET_CATEGORIES.filter((c) => groups.has(c)).map((category) => ({
    category,
    markets: groups.get(category)!,
  }));
}

/** What one selection of a market needs to be shown. */
export interface MarketSelectionData {
  id: string;
  /** `1`, `X`, `Over`, `2:1`, a side's name… */
  label: string;
  /** The handicap or total line after the label (`-0.25`), shown whole. */
  line?: string | null;
  /** Decimal price; null when the book has none. */
  price: number | null;
  previousPrice?: number | null;
}

interface MarketContextValue {
  status: MarketStatus;
  format: OddsFormat;
  context: string | undefined;
  layout: OddsCellProps['layout'];
}

const MarketContext = createContext<MarketContextValue>({
  status: 'open',
  format: 'decimal',
  context: undefined,
  layout: 'stacked',
});

export type MarketGroupSelectionProps = OddsCellProps;

/**
 * One price of a market: an OddsCell that follows its market's status (suspended: lock;
 * closed: not pickable), format and screen-reader context.
 */
export function MarketGroupSelection({
  suspended,
  format,
  context,
  layout,
  className,
  ...rest
}: MarketGroupSelectionProps) {
  const market = useContext(MarketContext);
  const closed = market.status === 'closed';
  return (
    <OddsCell
      {...rest}
      format={format ?? market.format}
      context={context ?? market.context}
      layout={layout ?? market.layout}
      suspended={suspended ?? market.status === 'suspended'}
      disabled={closed || rest.disabled}
      className={[css.cell, className].filter(Boolean).join(' ')}
    />
  );
}
MarketGroupSelection.displayName = 'MarketGroup.Selection';

export interface MarketGroupProps extends Omit<
  ComponentPropsWithRef<'section'>,
  'title' | 'onSelect'
> {
  /** The market's name, e.g. `Full time result`, `Handicap`. */
  title: string;
  /** Handicap or total line, shown beside the title (`-0.25`, `2.5`). */
  line?: string | null;
  status?: MarketStatus;
  /** The selections to show; or pass `MarketGroup.Selection` children instead. */
  selections?: readonly MarketSelectionData[];
  /** Ids of the selections in the bet slip. */
  selectedIds?: readonly string[];
  onSelect?: (selection: MarketSelectionData) => void;
  format?: OddsFormat;
  columns?: MarketGroupColumns;
  collapsible?: boolean;
  /** Controlled open state (with `onOpenChange`); otherwise `defaultOpen`. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  headingLevel?: MarketGroupHeadingLevel;
  /** Read before each selection by screen readers, e.g. the match: `Arsenal v Chelsea`. */
  context?: string;
  children?: ReactNode;
}

function columnsFor(columns: MarketGroupColumns, count: number): number {
  if (columns !== 'auto') return columns;
  if (count <= 3) return Math.max(count, 1);
  return count % 3 === 0 ? 3 : 2;
}

function Chevron() {
  return <Icon name="chevron-down" className={css.chevron} />;
}

/**
 * A market: its title (and line), its status and its selections as OddsCells in 2, 3 or n
 * columns. The header collapses it. A suspended market locks its prices, a closed one can't
 * be picked; both say so in text.
 */
export function MarketGroup({
  title,
  line,
  status = 'open',
  selections,
  selectedIds,
  onSelect,
  format = 'decimal',
  columns = 'auto',
  collapsible = true,
  open: openProp,
  defaultOpen = true,
  onOpenChange,
  headingLevel = 3,
  context,
  children,
  className,
  ...rest
}: MarketGroupProps) {
  const text = useUiText();
  const id = useId();
  const [openState, setOpenState] = useState(defaultOpen);
  const open = !collapsible || (openProp ?? openState);
  const list = selections ?? [];
  const count = children ? countChildren(children) : list.length;
  const columnCount = columnsFor(columns, count);
  const Heading = `h${headingLevel}` as const;
  const selected = new Set(selectedIds ?? []);
  const layout: OddsCellProps['layout'] = columnCount >= 3 ? 'stacked' : 'inline';
  const marketContext = [context, title, line].filter(Boolean).join(', ');

  const toggle = () => {
    const next = !open;
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };

  const headerContent = (
    <>
      <span className={css.title}>
        {title}
        {line ? <span className={css.line}>{line}</span> : null}
      </span>
      {status !== 'open' ? (
        <span className={[css.status, css.statusTone[status]].join(' ')}>
          {status === 'suspended' ? text('suspended') : text('marketGroupClosed')}
        </span>
      ) : null}
      {collapsible ? <Chevron /> : null}
    </>
  );

  return (
    <section
      {...rest}
      aria-labelledby={`${id}-title`}
      data-status={status}
      className={[css.root, className].filter(Boolean).join(' ')}
    >
      <Heading className={css.heading} id={`${id}-title`}>
        {collapsible ? (
          <button
            type="button"
            className={css.header.toggle}
            aria-expanded={open}
            aria-controls={`${id}-body`}
            onClick={toggle}
          >
            {headerContent}
          </button>
        ) : (
          <span className={css.header.static}>{headerContent}</span>
        )}
      </Heading>
      <div
        id={`${id}-body`}
        hidden={!open}
        className={count > 0 ? css.grid : css.empty}
        style={assignInlineVars({ [css.columnsVar]: String(columnCount) })}
      >
        <MarketContext.Provider value={{ status, format, context: marketContext, layout }}>
          {children ??
            (list.length > 0
              ? list.map((selection) => (
                  <MarketGroupSelection
                    key={selection.id}
                    label={selection.label}
                    line={selection.line}
                    price={selection.price}
                    previousPrice={selection.previousPrice}
                    selected={selected.has(selection.id)}
                    onClick={() => onSelect?.(selection)}
                  />
                ))
              : text('noData'))}
        </MarketContext.Provider>
      </div>
    </section>
  );
}
MarketGroup.displayName = 'MarketGroup';
MarketGroup.Selection = MarketGroupSelection;

function countChildren(children: ReactNode): number {
  let count = 0;
  const walk = (node: ReactNode) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node !== null && node !== undefined && typeof node !== 'boolean') count += 1;
  };
  walk(children);
  return count;
}

export interface MarketGroupCategoryProps extends ComponentPropsWithRef<'section'> {
  /** A category key of the spec (`p`, `cs`, `1st`…); an unknown key is shown as "other". */
  category: string;
  headingLevel?: MarketGroupHeadingLevel;
  children?: ReactNode;
}

/** A heading with the category's translated name over its markets. */
export function MarketGroupCategory({
  category,
  headingLevel = 2,
  children,
  className,
  ...rest
}: MarketGroupCategoryProps) {
  const name = useMarketCategoryName();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      {...rest}
      aria-labelledby={id}
      data-category={isMarketCategory(category) ? category : 'o'}
      className={[css.category, className].filter(Boolean).join(' ')}
    >
      <Heading id={id} className={css.categoryHeading}>
        {name(category)}
      </Heading>
      {children}
    </section>
  );
}
MarketGroupCategory.displayName = 'MarketGroup.Category';
MarketGroup.Category = MarketGroupCategory;
