import { SPORTS, type SportKey } from '@touchline/domain';
import { useRef, type ComponentPropsWithRef, type KeyboardEvent } from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import { resolveSport, SportIcon, useSportName } from '../SportIcon/index.ts';
import * as css from './SportTabs.css.ts';
import { useOwnRef } from '../../interaction/ownRef.ts';
import { useScrollRow } from '../../interaction/scrollRow.ts';
import { scrollRow } from '../../interaction/scrollRow.css.ts';

export const SPORT_TABS_ACTIVATION_MODES = ['manual', 'automatic'] as const;
export type SportTabsActivationMode = (typeof SPORT_TABS_ACTIVATION_MODES)[number];

export interface SportTabsItem {
  /** The sport, by key or by the sports service's id. */
  sport: SportKey | number | string;
  /** How many matches it has now; not shown when missing. */
  count?: number | null;
}

export interface SportTabsProps extends Omit<
  ComponentPropsWithRef<'div'>,
  'onChange' | 'defaultValue'
> {
  /** The sports to offer, in order; unknown sports are left out. All 17 when not given. */
  sports?: readonly SportTabsItem[];
  /** The selected sport (key or id). */
  value?: SportKey | number | string | null;
  onValueChange?: (sport: SportKey) => void;
  /** `manual`: arrows move focus, Enter or Space selects. `automatic`: focus selects. */
  activationMode?: SportTabsActivationMode;
}

const ALL_SPORTS: readonly SportTabsItem[] = SPORTS.map((s) => ({ sport: s.key }));

/**
 * The horizontal sport bar: a tablist with one tab per sport (icon, translated name, match
 * count). It scrolls sideways, fading at an edge with more beyond, and a mouse wheel scrolls it;
 * arrow keys, Home and End move between tabs.
 */
export function SportTabs({
  sports = ALL_SPORTS,
  value,
  onValueChange,
  activationMode = 'manual',
  className,
  ref,
  ...rest
}: SportTabsProps) {
  const text = useUiText();
  const [row, setRow] = useOwnRef<HTMLDivElement>(ref);
  useScrollRow(row);
  const sportName = useSportName();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const items = sports
    .map((item) => ({ ...item, known: resolveSport(item.sport) }))
    .filter(
      (item, index, all): item is typeof item & { known: NonNullable<typeof item.known> } =>
        !!item.known && all.findIndex((other) => other.known?.key === item.known!.key) === index,
    );
  const selectedKey = value === null || value === undefined ? undefined : resolveSport(value)?.key;
  const selectedIndex = items.findIndex((item) => item.known.key === selectedKey);
  const focusableIndex = selectedIndex >= 0 ? selectedIndex : 0;

  const moveTo = (index: number) => {
    const target = tabs.current[index];
    if (!target) return;
    target.focus();
    target.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    if (activationMode === 'automatic') onValueChange?.(items[index]!.known.key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    if (next !== undefined) moveTo((index + next + items.length) % items.length);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(last);
    else return;
    event.preventDefault();
  };

  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      aria-label={text('sportTabsLabel')}
      {...rest}
      ref={setRow}
      className={[css.root, scrollRow, className].filter(Boolean).join(' ')}
    >
      {items.map((item, index) => {
        const selected = index === selectedIndex;
        const count = typeof item.count === 'number' && item.count >= 0 ? item.count : null;
        return (
          <button
            key={item.known.key}
            ref={(el) => void (tabs.current[index] = el)}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={index === focusableIndex ? 0 : -1}
            data-sport={item.known.key}
            className={css.tab}
            onClick={() => onValueChange?.(item.known.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <span className={css.iconWrap}>
              <SportIcon sport={item.known.key} active={selected} />
            </span>
            <span className={css.name}>{sportName(item.known.key)}</span>{' '}
            {count !== null ? (
              <>
                <span className={css.count}>{count}</span>{' '}
                <span className={css.srOnly}>
                  {text(count === 1 ? 'sportMatchCountOne' : 'sportMatchCountOther')}
                </span>
              </>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
SportTabs.displayName = 'SportTabs';
