import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type KeyboardEvent,
} from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import * as css from './LeagueDropdown.css.ts';
import { Icon } from '../Icon/Icon.tsx';

export type LeagueId = number | string;

export interface LeagueOption {
  id: LeagueId;
  name: string;
  /** Matches on sale in the league; not shown when missing. */
  matchCount?: number | null;
}

export interface LeagueDropdownProps extends Omit<
  ComponentPropsWithRef<'div'>,
  'onChange' | 'defaultValue'
> {
  /** The on-sale leagues to choose from. */
  leagues: readonly LeagueOption[];
  /** Selected league ids (controlled, with `onValueChange`); none selected means all leagues. */
  value?: readonly LeagueId[];
  defaultValue?: readonly LeagueId[];
  onValueChange?: (ids: LeagueId[]) => void;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** Search text folded for matching: case, accents (Việt → viet) and đ are ignored. */
export function foldForSearch(text: string): string {
  return String(text ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .trim();
}

function FilterIcon() {
  return <Icon name="filter" className={css.icon} />;
}

function Check() {
  return <Icon name="check" className={css.check} />;
}

/**
 * The right-hand league filter: a button with the number of chosen leagues that opens a panel
 * with a search field, select all / clear, and a multi-select listbox of the on-sale leagues
 * (name and match count). Arrow keys move in the list, Space or Enter toggles, Escape closes.
 */
export function LeagueDropdown({
  leagues,
  value: valueProp,
  defaultValue = [],
  onValueChange,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  className,
  ref,
  ...rest
}: LeagueDropdownProps) {
  const text = useUiText();
  const id = useId();
  const rootRef = useRef<HTMLDivElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [valueState, setValueState] = useState<readonly LeagueId[]>(defaultValue);
  const [openState, setOpenState] = useState(defaultOpen);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const value = valueProp ?? valueState;
  const open = openProp ?? openState;
  const selected = new Set(value.map(String));
  const all = (leagues ?? []).filter((league) => league && league.name !== undefined);
  const folded = foldForSearch(query);
  const visible = folded ? all.filter((l) => foldForSearch(l.name).includes(folded)) : all;
  const active = activeIndex >= 0 && activeIndex < visible.length ? activeIndex : -1;
  const optionId = (index: number) => `${id}-option-${index}`;

  const setValue = (next: LeagueId[]) => {
    if (valueProp === undefined) setValueState(next);
    onValueChange?.(next);
  };

  const setOpen = (next: boolean, returnFocus = false) => {
    if (next === open) return;
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
    if (!next) {
      setQuery('');
      setActiveIndex(-1);
      if (returnFocus) triggerRef.current?.focus();
    }
  };

  // A press outside closes the panel; the handler reads the latest props through a ref.
  const closeOutside = useRef<() => void>(() => {});
  closeOutside.current = () => setOpen(false);
  useEffect(() => {
    if (!open) return;
    searchRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) {
        closeOutside.current();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Keep the active option in view.
  useEffect(() => {
    if (active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const toggle = (league: LeagueOption) => {
    const key = String(league.id);
    setValue(selected.has(key) ? value.filter((v) => String(v) !== key) : [...value, league.id]);
  };

  const selectAllVisible = () => {
    const next = [...value];
    for (const league of visible) if (!selected.has(String(league.id))) next.push(league.id);
    setValue(next);
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false, true);
    }
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && visible.length > 0) {
      event.preventDefault();
      setActiveIndex(0);
      listRef.current?.focus();
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = visible.length - 1;
    if (last < 0) return;
    const current = active < 0 ? -1 : active;
    let next: number | null = null;
    if (event.key === 'ArrowDown') next = Math.min(current + 1, last);
    else if (event.key === 'ArrowUp') {
      if (current <= 0) {
        event.preventDefault();
        setActiveIndex(-1);
        searchRef.current?.focus();
        return;
      }
      next = current - 1;
    } else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      const league = visible[current < 0 ? 0 : current];
      if (current < 0) setActiveIndex(0);
      if (league) toggle(league);
      return;
    }
    if (next !== null) {
      event.preventDefault();
      setActiveIndex(next);
    }
  };

  const count = selected.size;

  return (
    <div
      {...rest}
      ref={(node) => {
        rootRef.current = node;
        if (typeof ref === 'function') return ref(node);
        if (ref) ref.current = node;
      }}
      className={[css.root, className].filter(Boolean).join(' ')}
    >
      <button
        ref={triggerRef}
        type="button"
        className={css.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <FilterIcon />
        {count > 0 ? text('leagueDropdownLabel') : text('leagueDropdownAll')}
        {count > 0 ? (
          <>
            {' '}
            <span className={css.badge}>{count}</span>{' '}
            <span className={css.srOnly}>{text('selected')}</span>
          </>
        ) : null}
      </button>
      <div
        id={`${id}-panel`}
        role="dialog"
        aria-label={text('leagueDropdownLabel')}
        hidden={!open}
        className={css.popover}
        onKeyDown={onPanelKeyDown}
      >
        {open ? (
          <>
            <input
              ref={searchRef}
              type="search"
              className={css.search}
              value={query}
              placeholder={text('leagueDropdownSearch')}
              aria-label={text('leagueDropdownSearch')}
              aria-controls={`${id}-list`}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => {
                setQuery(event.target.value);
                setActiveIndex(-1);
              }}
              onKeyDown={onSearchKeyDown}
            />
            <div className={css.actions}>
              <button
                type="button"
                className={css.textButton}
                onClick={selectAllVisible}
                disabled={visible.length === 0}
              >
                {text('leagueDropdownSelectAll')}
              </button>
              <button
                type="button"
                className={css.textButton}
                onClick={() => setValue([])}
                disabled={count === 0}
              >
                {text('leagueDropdownClear')}
              </button>
            </div>
            {visible.length > 0 ? (
              <ul
                ref={listRef}
                id={`${id}-list`}
                role="listbox"
                aria-multiselectable="true"
                aria-label={text('leagueDropdownLabel')}
                aria-activedescendant={active >= 0 ? optionId(active) : undefined}
                tabIndex={0}
                className={css.listbox}
                onKeyDown={onListKeyDown}
                onFocus={() => {
                  if (active < 0) setActiveIndex(0);
                }}
              >
                {visible.map((league, index) => {
                  const isSelected = selected.has(String(league.id));
                  const matches =
                    typeof league.matchCount === 'number' && league.matchCount >= 0
                      ? league.matchCount
                      : null;
                  return (
                    <li
                      key={String(league.id)}
                      id={optionId(index)}
                      role="option"
                      aria-selected={isSelected}
                      data-active={index === active || undefined}
                      className={css.option}
                      onPointerDown={(event) => event.preventDefault()}
                      onClick={() => {
                        setActiveIndex(index);
                        listRef.current?.focus();
                        toggle(league);
                      }}
                    >
                      <span className={css.box}>{isSelected ? <Check /> : null}</span>
                      <span className={css.optionName}>{league.name}</span>{' '}
                      {matches !== null ? <span className={css.optionCount}>{matches}</span> : null}
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p id={`${id}-list`} className={css.empty} role="status">
                {all.length === 0 ? text('noData') : text('noMatchingData')}
              </p>
            )}
            <div className={css.footer}>
              <button type="button" className={css.textButton} onClick={() => setOpen(false, true)}>
                {text('close')}
              </button>
            </div>
          </>
        ) : null}
      </div>
    </div>
  );
}
LeagueDropdown.displayName = 'LeagueDropdown';
