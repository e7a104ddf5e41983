import type { ElementType } from 'react';
import { Box, cx, type BoxOwnProps, type PolymorphicProps, type SpaceToken } from '../Box/index.ts';
import * as css from './Stack.css.ts';

export const STACK_DIRECTIONS = ['row', 'column'] as const;
export const STACK_ALIGNS = ['start', 'center', 'end', 'stretch', 'baseline'] as const;
export const STACK_JUSTIFIES = ['start', 'center', 'end', 'between', 'around', 'evenly'] as const;
export type StackDirection = (typeof STACK_DIRECTIONS)[number];
export type StackAlign = (typeof STACK_ALIGNS)[number];
export type StackJustify = (typeof STACK_JUSTIFIES)[number];

export interface StackOwnProps extends BoxOwnProps {
  /** Main axis: `column` (default) stacks top to bottom, `row` left to right. */
  direction?: StackDirection;
  /** Space between children, from the spacing scale. */
  gap?: SpaceToken;
  /** Cross-axis alignment of the children. */
  align?: StackAlign;
  /** Main-axis distribution of the children. */
  justify?: StackJustify;
  /** Let children flow onto more lines when they don't fit. */
  wrap?: boolean;
}

export type StackProps<E extends ElementType = 'div'> = PolymorphicProps<E, StackOwnProps>;

// Box is generic; a non-generic alias lets Stack pass its own `as` through.
const BoxElement: ElementType = Box;

/** A flex column or row with token gaps: the everyday layout of lists, forms and toolbars. */
export function Stack<E extends ElementType = 'div'>({
  direction = 'column',
  gap,
  align = 'stretch',
  justify = 'start',
  wrap = false,
  className,
  ...rest
}: StackProps<E>) {
  return (
    <BoxElement
      {...rest}
      className={cx(
        css.stack({ direction, align, justify, wrap }),
        gap !== undefined && css.gap[gap],
        className,
      )}
    />
  );
}
Stack.displayName = 'Stack';
