import { styleVariants } from '@vanilla-extract/css';

export const size = styleVariants({
  sm: { width: 16, height: 16, flexShrink: 0 },
  md: { width: 20, height: 20, flexShrink: 0 },
});
