import type { ElementType } from 'react';
import { cx, type PolymorphicProps } from '../Box/index.ts';
import { text } from './Text.css.ts';

export const TEXT_VARIANTS = ['body', 'label', 'caption', 'title', 'heading', 'price'] as const;
export const TEXT_TONES = [
  'default',
  'muted',
  'accent',
  'up',
  'down',
  'live',
  'warning',
  'danger',
] as const;
export type TextVariant = (typeof TEXT_VARIANTS)[number];
export type TextTone = (typeof TEXT_TONES)[number];

/** The element each variant renders when `as` is not given. */
export const TEXT_ELEMENTS: Readonly<Record<TextVariant, ElementType>> = {
  body: 'p',
  label: 'span',
  caption: 'span',
  title: 'h3',
  heading: 'h2',
  price: 'span',
};

export interface TextOwnProps {
  variant?: TextVariant;
  /**
   * Colour role of the text. Defaults to `muted` for captions and `default` otherwise. A tone
   * never carries meaning on its own: pair `up`/`down`/`live` with an arrow, a word or an icon.
   */
  tone?: TextTone;
  /** Tabular figures (always on for `price`): numbers that never change width. */
  tabular?: boolean;
  /** One line, cut with an ellipsis. Give the full text in `title` when it matters. */
  truncate?: boolean;
}

export type TextProps<E extends ElementType = 'span'> = PolymorphicProps<E, TextOwnProps>;

/** Every piece of type in the product, on the brand's scale and colour roles. */
export function Text<E extends ElementType = 'span'>({
  as,
  variant = 'body',
  tone,
  tabular = false,
  truncate = false,
  className,
  ...rest
}: TextProps<E>) {
  const Component: ElementType = as ?? TEXT_ELEMENTS[variant];
  const resolvedTone: TextTone = tone ?? (variant === 'caption' ? 'muted' : 'default');
  return (
    <Component
      {...rest}
      className={cx(text({ variant, tone: resolvedTone, tabular, truncate }), className)}
    />
  );
}
Text.displayName = 'Text';
