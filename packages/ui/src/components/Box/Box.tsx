import type { ElementType } from 'react';
import { space } from '../../tokens/scale.ts';
import * as css from './Box.css.ts';
import { cx, type PolymorphicProps } from './polymorphic.ts';

/** Keys of the 4 px spacing scale (`tokens.space`). */
export type SpaceToken = keyof typeof space;
export const SPACE_TOKENS = Object.keys(space).map(Number) as SpaceToken[];

export const BOX_BACKGROUNDS = ['none', 'bg', 'surface', 'raised'] as const;
export const BOX_RADII = ['none', 'cell', 'card', 'sheet', 'full'] as const;
export type BoxBackground = (typeof BOX_BACKGROUNDS)[number];
export type BoxRadius = (typeof BOX_RADII)[number];

export interface BoxOwnProps {
  /** Padding on all sides, from the spacing scale. */
  padding?: SpaceToken;
  /** Left and right padding (wins over `padding`). */
  paddingX?: SpaceToken;
  /** Top and bottom padding (wins over `padding`). */
  paddingY?: SpaceToken;
  /** A surface colour role; text takes the matching text colour. */
  background?: BoxBackground;
  radius?: BoxRadius;
  /** A 1 px border in the border colour. */
  border?: boolean;
}

export type BoxProps<E extends ElementType = 'div'> = PolymorphicProps<E, BoxOwnProps>;

/**
 * The layout atom: an element (a `div` unless `as` says otherwise) with padding, surface,
 * radius and border from the tokens. Everything else passes through to the element.
 */
export function Box<E extends ElementType = 'div'>({
  as,
  padding,
  paddingX,
  paddingY,
  background = 'none',
  radius = 'none',
  border = false,
  className,
  ...rest
}: BoxProps<E>) {
  const Component: ElementType = as ?? 'div';
  return (
    <Component
      {...rest}
      className={cx(
        css.box,
        padding !== undefined && css.padding[padding],
        paddingX !== undefined && css.paddingX[paddingX],
        paddingY !== undefined && css.paddingY[paddingY],
        css.background[background],
        css.radius[radius],
        border && css.bordered,
        className,
      )}
    />
  );
}
Box.displayName = 'Box';
