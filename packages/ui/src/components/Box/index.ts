export { Box, BOX_BACKGROUNDS, BOX_RADII, SPACE_TOKENS } from './Box.tsx';
export type { BoxBackground, BoxOwnProps, BoxProps, BoxRadius, SpaceToken } from './Box.tsx';
export { cx } from './polymorphic.ts';
export type { PolymorphicProps } from './polymorphic.ts';
