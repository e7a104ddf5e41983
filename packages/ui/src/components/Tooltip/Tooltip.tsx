import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  cloneElement,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import * as css from './Tooltip.css.ts';

export const TOOLTIP_PLACEMENTS = ['top', 'bottom'] as const;
export type TooltipPlacement = (typeof TOOLTIP_PLACEMENTS)[number];

/** ms between hover or focus and the tooltip showing. */
export const TOOLTIP_DEFAULT_DELAY = 300;

/** Space kept between the bubble and the window's edges, in px. */
const EDGE = 8;

export interface TooltipProps extends Omit<ComponentPropsWithRef<'span'>, 'content' | 'children'> {
  /** The short text shown; also the trigger's description for screen readers. */
  content: ReactNode;
  /** One focusable element (a button, a link) that the tooltip describes. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** Preferred side; it flips when there is no room. */
  placement?: TooltipPlacement;
  /** ms before showing. */
  delay?: number;
  /** No tooltip (and no description) while true. */
  disabled?: boolean;
  /** Start shown (for documentation and screenshots); hover, focus and Escape still apply. */
  defaultOpen?: boolean;
}

/**
 * A small label that appears above (or below) an element on hover and keyboard focus, after a
 * short delay; Escape, blur and leaving hide it. The trigger is described by it
 * (`aria-describedby`), so screen readers hear it on focus. For extra hints, never for
 * something the user must read: touch screens don't hover.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = TOOLTIP_DEFAULT_DELAY,
  disabled = false,
  defaultOpen = false,
  className,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  ...rest
}: TooltipProps) {
  const id = `tooltip${useId().replace(/:/g, '')}`;
  const [open, setOpen] = useState(defaultOpen && !disabled);
  const [side, setSide] = useState<TooltipPlacement>(placement);
  const [shift, setShift] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const positioner = useRef<HTMLSpanElement | null>(null);

  const cancel = () => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  };
  const show = () => {
    if (disabled) return;
    cancel();
    timer.current = setTimeout(() => setOpen(true), Math.max(0, delay));
  };
  const hide = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
    setOpen(false);
  }, []);

  useEffect(() => () => cancel(), []);
  useEffect(() => {
    if (disabled) hide();
  }, [disabled, hide]);

  // Escape closes it wherever focus is (WCAG 1.4.13: dismissible without moving the pointer).
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, hide]);

  // Flip to the other side or slide sideways when the bubble would leave the window.
  useLayoutEffect(() => {
    if (!open) {
      setSide(placement);
      setShift(0);
      return;
    }
    const node = positioner.current;
    if (!node) return;
    const rect = node.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) return;
    const height = window.innerHeight;
    const width = window.innerWidth;
    if (placement === 'top' && rect.top < 0) setSide('bottom');
    if (placement === 'bottom' && rect.bottom > height) setSide('top');
    if (rect.left < EDGE) setShift(EDGE - rect.left);
    else if (rect.right > width - EDGE) setShift(width - EDGE - rect.right);
  }, [open, placement]);

  const skipTouch = (event: PointerEvent) => event.pointerType === 'touch';

  const trigger = isValidElement(children)
    ? cloneElement(children, {
        'aria-describedby':
          [children.props['aria-describedby'], disabled ? null : id].filter(Boolean).join(' ') ||
          undefined,
      })
    : children;

  return (
    <span
      {...rest}
      className={[css.root, className].filter(Boolean).join(' ')}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        if (!skipTouch(event)) show();
      }}
      onPointerLeave={(event) => {
        onPointerLeave?.(event);
        if (!skipTouch(event)) hide();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        show();
      }}
      onBlur={(event) => {
        onBlur?.(event);
        hide();
      }}
    >
      {trigger}
      {disabled ? null : (
        <span
          ref={positioner}
          className={css.positioner}
          data-side={side}
          hidden={!open}
          style={assignInlineVars({ [css.shiftVar]: `${shift}px` })}
        >
          <span id={id} role="tooltip" className={css.bubble}>
            {content}
          </span>
        </span>
      )}
    </span>
  );
}
Tooltip.displayName = 'Tooltip';
