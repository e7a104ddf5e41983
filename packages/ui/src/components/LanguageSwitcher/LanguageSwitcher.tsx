import { htmlLang, LANGUAGE_OPTIONS, type Language } from '@touchline/domain';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type KeyboardEvent,
} from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import { Icon } from '../Icon/index.ts';
import * as css from './LanguageSwitcher.css.ts';
import { useOwnRef } from '../../interaction/ownRef.ts';

export const LANGUAGE_SWITCHER_VARIANTS = ['full', 'compact'] as const;
export const LANGUAGE_SWITCHER_ALIGNS = ['start', 'end'] as const;
export type LanguageSwitcherVariant = (typeof LANGUAGE_SWITCHER_VARIANTS)[number];
export type LanguageSwitcherAlign = (typeof LANGUAGE_SWITCHER_ALIGNS)[number];

/** A language the switcher offers: its value, its name in itself, and an icon key. */
export interface LanguageOption {
  value: Language;
  title: string;
  icon: string;
}

export interface LanguageSwitcherProps extends Omit<
  ComponentPropsWithRef<'div'>,
  'onChange' | 'children'
> {
  value: Language;
  onChange: (value: Language) => void;
  /** The offered languages; domain LANGUAGE_OPTIONS by default. */
  options?: readonly LanguageOption[];
  /** `full`: globe and language name; `compact`: globe and code, for tight headers. */
  variant?: LanguageSwitcherVariant;
  /** Which edge of the button the menu lines up with. */
  align?: LanguageSwitcherAlign;
  disabled?: boolean;
  /** Starts with the menu open. */
  defaultOpen?: boolean;
}

const codeOf = (value: Language) => value.slice(0, 2).toUpperCase();

/**
 * The language menu: a menu button whose items are radio items (`menuitemradio`), each language
 * named in itself. Arrow keys, Home/End and first letters move, Enter/Space choose, Escape closes.
 */
export function LanguageSwitcher({
  value,
  onChange,
  options = LANGUAGE_OPTIONS,
  variant = 'full',
  align = 'end',
  disabled = false,
  defaultOpen = false,
  className,
  ref,
  ...rest
}: LanguageSwitcherProps) {
  const t = useUiText();
  const id = useId();
  const [open, setOpen] = useState(defaultOpen && !disabled);
  const [active, setActive] = useState(0);
  const [rootRef, setRootRef] = useOwnRef<HTMLDivElement>(ref);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const moveFocus = useRef(false);
  const current = options.find((o) => o.value === value) ?? options[0];
  const checkedIndex = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );

  useEffect(() => {
    if (open && moveFocus.current) itemRefs.current[active]?.focus();
    moveFocus.current = false;
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, rootRef]);

  const openAt = (index: number) => {
    moveFocus.current = true;
    setActive(index);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  };
  const focusItem = (index: number) => {
    const n = options.length;
    moveFocus.current = true;
    setActive(((index % n) + n) % n);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowUp' && !open ? options.length - 1 : checkedIndex);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        return focusItem(active + 1);
      case 'ArrowUp':
        event.preventDefault();
        return focusItem(active - 1);
      case 'Home':
        event.preventDefault();
        return focusItem(0);
      case 'End':
        event.preventDefault();
        return focusItem(options.length - 1);
      case 'Escape':
        event.preventDefault();
        return close(true);
      case 'Tab':
        return close(false);
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) {
          const key = event.key.toLocaleLowerCase();
          const from = active + 1;
          for (let step = 0; step < options.length; step += 1) {
            const index = (from + step) % options.length;
            const option = options[index]!;
            if (
              option.title.toLocaleLowerCase().startsWith(key) ||
              codeOf(option.value).toLowerCase().startsWith(key)
            ) {
              return focusItem(index);
            }
          }
        }
    }
  };

  const choose = (option: LanguageOption) => {
    close(true);
    if (option.value !== value) onChange(option.value);
  };

  return (
    <div {...rest} ref={setRootRef} className={[css.root, className].filter(Boolean).join(' ')}>
      <button
        ref={triggerRef}
        type="button"
        className={css.trigger}
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        disabled={disabled}
        onClick={() => (open ? close(false) : openAt(checkedIndex))}
        onKeyDown={onTriggerKeyDown}
      >
        <Icon name="globe" className={css.globe} />
        <span className={css.srOnly}>{t('languageSwitcherLabel')}:</span>{' '}
        {current &&
          (variant === 'compact' ? (
            <>
              <span aria-hidden="true">{codeOf(current.value)}</span>
              <span className={css.srOnly} lang={htmlLang(current.value)}>
                {current.title}
              </span>
            </>
          ) : (
            <span lang={htmlLang(current.value)}>{current.title}</span>
          ))}
        <Icon name="caret-down" className={css.chevron} />
      </button>
      {open && (
        <div
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          className={css.menu({ align })}
          onKeyDown={onMenuKeyDown}
        >
          {options.map((option, index) => {
            const checked = option.value === value;
            return (
              <button
                key={option.value}
                ref={(node) => void (itemRefs.current[index] = node)}
                type="button"
                role="menuitemradio"
                aria-checked={checked}
                tabIndex={index === active ? 0 : -1}
                lang={htmlLang(option.value)}
                className={css.item}
                data-icon={option.icon}
                onClick={() => choose(option)}
                onFocus={() => setActive(index)}
              >
                <span className={css.code} aria-hidden="true">
                  {codeOf(option.value)}
                </span>
                <span className={css.title}>{option.title}</span>
                {checked && <Icon name="check-bold" className={css.check} />}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
LanguageSwitcher.displayName = 'LanguageSwitcher';
