import { formatOdds, priceMovement, type OddsFormat } from '@touchline/domain';
import {
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type MouseEvent,
} from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import { motion } from '../../tokens/scale.ts';
import * as css from './OddsCell.css.ts';
import { usePrefersReducedMotion } from './usePrefersReducedMotion.ts';
import { Icon } from '../Icon/Icon.tsx';

export const ODDS_CELL_LAYOUTS = ['stacked', 'inline'] as const;
export type OddsCellLayout = (typeof ODDS_CELL_LAYOUTS)[number];

export type PriceDirection = 'up' | 'down';

/** How long a changed price flashes, and how long its arrow stays under reduced motion. */
export const PRICE_FLASH_MS = Number.parseInt(motion.priceFlash, 10);
export const PRICE_ARROW_STATIC_MS = Number.parseInt(motion.priceArrowStatic, 10);

export interface OddsCellProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** The decimal (European) price; null, missing or not above 1 shows `-` and can't be picked. */
  price: number | null | undefined;
  /** How the price is displayed (domain `formatOdds`). */
  format?: OddsFormat;
  /** What the price is for: a side (`Madrid`), `Draw`, `Over`… It wraps when long, never cut. */
  label?: string;
  /**
   * The handicap or total line after the label (`-0.25`, `2.5`; domain `selectionLabelParts`):
   * kept whole on one line, so the bettor always sees the line they bet on.
   */
  line?: string | null;
  /**
   * The price before this one. A different value shows the move (flash and arrow) on mount;
   * later changes of `price` flash by themselves.
   */
  previousPrice?: number | null;
  /**
   * Keep showing the move from `previousPrice` instead of letting it fade (a bet slip whose
   * price moved since it was picked, until the player accepts the new price).
   */
  holdMovement?: boolean;
  /** The market is suspended: a lock, dimmed to 50 %, can't be picked. */
  suspended?: boolean;
  /** The price is in the bet slip (aria-pressed). */
  selected?: boolean;
  /** Read before the label by screen readers only, e.g. `Arsenal v Chelsea, Full time result`. */
  context?: string;
  layout?: OddsCellLayout;
}

interface Flash {
  direction: PriceDirection;
  /** Counts the moves, so a move the same way as the last one is a new flash too. */
  serial: number;
}

/**
 * The flash: the tint layer fades from a faint tint to nothing (Web Animations API). It runs on
 * the layer that is always there, and a new move starts the same fade again from the top, so a
 * price that moves many times a second never adds or removes an element.
 *
 * The fade goes down in FLASH_STEPS even steps rather than smoothly. The browser works out the
 * style of an element whose animated value changed, on the main thread, at every frame: a
 * smooth fade costs that at every frame of its 1.2 s, for every cell flashing in a busy list;
 * a stepped one at each step only (the live-list bench at full speed spent 41–42 ms of each
 * second on style, and 15–19 stepped). Steps of 0.04 opacity on a faint tint read as a fade.
 */
export const FLASH_STEPS = 6;
const FLASH_KEYFRAMES: Keyframe[] = [{ opacity: 0.24 }, { opacity: 0 }];
const FLASH_TIMING: KeyframeAnimationOptions = {
  duration: PRICE_FLASH_MS,
  easing: `steps(${FLASH_STEPS}, end)`,
};

/**
 * The box a price's text is laid out in (see `css.priceBox`): the five-character room for up to
 * five digits and points, a seven-character one for long shots (`999.50`, `1000.00`); others
 * (signs, fractions) are laid out as plain text.
 */
function priceBoxOf(display: string): string | undefined {
  if (!/^[\d.]+$/.test(display)) return undefined;
  if (display.length <= 5) return css.priceBox.room;
  return display.length <= 7 ? css.priceBox.wide : undefined;
}

/** The cell's class per combination of its variants, worked out once (it renders very often). */
const cellClasses = new Map<string, string>();
function cellClass(variants: {
  layout: OddsCellLayout;
  selected: boolean;
  suspended: boolean;
  empty: boolean;
}): string {
  const key = `${variants.layout} ${variants.selected} ${variants.suspended} ${variants.empty}`;
  let name = cellClasses.get(key);
  if (name === undefined) cellClasses.set(key, (name = css.oddsCell(variants)));
  return name;
}

const moveOf = (from: number | null | undefined, to: number | null | undefined) =>
  typeof to === 'number' ? priceMovement(from, to) : null;

/**
 * ▲ and ▼, drawn so they keep their shape in every font and colour. Both are always there, one
 * over the other, and the indicator's tone shows the one of the move: a move shows or hides an
 * arrow without adding, removing or redrawing any element.
 */
function Arrows() {
  return (
    <>
      <Icon name="price-up" className={css.arrow.up} />
      <Icon name="price-down" className={css.arrow.down} />
    </>
  );
}

function LockIcon() {
  return <Icon name="lock" className={css.lock} strokeWidth={2.5} />;
}

/**
 * A price to pick. When the price changes, the cell flashes its background in the up or down
 * colour for 1.2 s with ▲/▼ beside the price; under reduced motion the arrow alone stays 3 s.
 * Its width never changes with the price, and a suspended or missing price can't be picked
 * (aria-disabled, still focusable so screen readers find it).
 */
export function OddsCell({
  price,
  format = 'decimal',
  label,
  line,
  previousPrice,
  holdMovement = false,
  suspended = false,
  selected = false,
  context,
  layout = 'stacked',
  className,
  onClick,
  type = 'button',
  ...rest
}: OddsCellProps) {
  const text = useUiText();
  const reducedMotion = usePrefersReducedMotion();
  const [seenPrice, setSeenPrice] = useState(price);
  const [flash, setFlash] = useState<Flash | null>(() => {
    const direction = holdMovement ? null : moveOf(previousPrice, price);
    return direction ? { direction, serial: 0 } : null;
  });

  // A new price: derive the flash while rendering, so the arrow shows in the same paint.
  if (!Object.is(seenPrice, price)) {
    setSeenPrice(price);
    const direction = moveOf(seenPrice, price);
    setFlash(direction ? { direction, serial: (flash?.serial ?? 0) + 1 } : null);
  }

  // Before the paint that shows the new price: the fade starts in the same frame. One animation
  // per cell, started again by each move (cheaper than a new one each time), and its end is the
  // flash's: a price that moves many times a second sets no timer per move.
  const layer = useRef<HTMLSpanElement>(null);
  const fade = useRef<Animation | null>(null);
  useLayoutEffect(() => {
    const node = layer.current;
    const running = fade.current;
    if (!flash || reducedMotion || !node || typeof node.animate !== 'function') {
      if (running?.playState === 'running') running.cancel();
      if (!flash) return;
      // no fade to end it (reduced motion: the still arrow; no Web Animations): a timer does
      const timer = setTimeout(
        () => setFlash(null),
        reducedMotion ? PRICE_ARROW_STATIC_MS : PRICE_FLASH_MS,
      );
      return () => clearTimeout(timer);
    }
    if (running && (running.effect as KeyframeEffect | null)?.target === node) {
      running.currentTime = 0;
      running.play();
    } else {
      // a layer mounted again (after a suspension): the old one's fade ends nothing any more
      if (running) {
        running.onfinish = null;
        running.cancel();
      }
      const next = node.animate(FLASH_KEYFRAMES, FLASH_TIMING);
      next.onfinish = () => setFlash(null);
      fade.current = next;
    }
  }, [flash, reducedMotion]);

  const display = typeof price === 'number' ? formatOdds(price, format) : '-';
  const empty = display === '-';
  const unavailable = suspended || empty;
  const direction: PriceDirection | null =
    flash?.direction ?? (holdMovement && !empty ? moveOf(previousPrice, price) : null);

  // One name read in order (context, label, price, state), rather than loose text nodes that
  // screen readers may run together ("1" and "2.10" read as "12.10").
  const what = [label, line].filter((part) => typeof part === 'string' && part.trim()).join(' ');
  const name = [
    context,
    what,
    display,
    suspended ? text('suspended') : null,
    direction && !suspended ? text(direction === 'up' ? 'priceUp' : 'priceDown') : null,
  ]
    .filter((part) => typeof part === 'string' && part.trim() !== '')
    .join(', ');

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (unavailable) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      aria-label={name}
      {...rest}
      type={type}
      aria-pressed={selected}
      aria-disabled={unavailable || undefined}
      data-movement={direction ?? undefined}
      onClick={handleClick}
      className={[cellClass({ layout, selected, suspended, empty: empty && !suspended }), className]
        .filter(Boolean)
        .join(' ')}
    >
      {/* One tint layer, never remounted by a move: a flash (fading, see above), a held move's
          still tint, or nothing to see. */}
      {suspended ? null : (
        <span
          ref={layer}
          className={
            flash && !reducedMotion
              ? css.flash[flash.direction]
              : !flash && direction
                ? css.held[direction]
                : css.tint
          }
          aria-hidden="true"
        />
      )}
      {what ? (
        <span className={[css.label, layout === 'inline' ? css.inlineLabel : ''].join(' ')}>
          {label}
          {label && line ? ' ' : null}
          {line ? <span className={css.line}>{line}</span> : null}
        </span>
      ) : null}
      {/* A space between label and price: not laid out in the flex box, but it keeps the two
          apart wherever the visible text is read as one string. */}{' '}
      <span className={[css.priceLine, layout === 'inline' ? css.inlinePriceLine : ''].join(' ')}>
        {layout === 'stacked' ? <span className={css.indicator} aria-hidden="true" /> : null}
        <span className={[css.price, layout === 'inline' ? css.priceEnd : ''].join(' ')}>
          {/* A price of digits and a point is kept in a box of a fixed size that nothing outside
              depends on: a new price there is laid out without the page. */}
          <span className={priceBoxOf(display)}>{display}</span>
        </span>
        <span
          className={[
            css.indicator,
            css.indicatorTone[suspended ? 'none' : (direction ?? 'none')],
            css.onAccentIndicator,
          ].join(' ')}
          aria-hidden="true"
        >
          {suspended ? <LockIcon /> : <Arrows />}
        </span>
      </span>
    </button>
  );
}
OddsCell.displayName = 'OddsCell';
