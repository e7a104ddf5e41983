import type { ElementType } from 'react';
import { cx, type PolymorphicProps } from '../Box/index.ts';
import { card } from './Card.css.ts';

export const CARD_PADDINGS = ['none', 'sm', 'md', 'lg'] as const;
export type CardPadding = (typeof CARD_PADDINGS)[number];

export interface CardOwnProps {
  padding?: CardPadding;
  /**
   * Hover and focus styles for a card that is itself the action. Render it as a `button` or an
   * `a` (through `as`) so it is reachable and operable by keyboard.
   */
  interactive?: boolean;
  /** A chosen card: accent outline, `aria-pressed` on buttons and `data-selected` otherwise. */
  selected?: boolean;
}

export type CardProps<E extends ElementType = 'div'> = PolymorphicProps<E, CardOwnProps>;

/** A surface that groups one thing: a match, a promotion, a game tile, a bet. */
export function Card<E extends ElementType = 'div'>({
  as,
  padding = 'md',
  interactive = false,
  selected,
  className,
  ...rest
}: CardProps<E>) {
  const Component: ElementType = as ?? 'div';
  const isButton = Component === 'button';
  const extra: Record<string, unknown> = {};
  if (isButton) {
    extra.type = (rest as { type?: string }).type ?? 'button';
    if (selected !== undefined) extra['aria-pressed'] = selected;
  }
  return (
    <Component
      {...rest}
      {...extra}
      data-selected={selected || undefined}
      className={cx(card({ padding, interactive, selected: !!selected }), className)}
    />
  );
}
Card.displayName = 'Card';
