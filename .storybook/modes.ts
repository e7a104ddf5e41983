/** The Chromatic modes, in one place: both themes at both viewports of the brief. */
export const modes = {
  'dark mobile': { theme: 'dark', viewport: 'mobile' },
  'light mobile': { theme: 'light', viewport: 'mobile' },
  'dark desktop': { theme: 'dark', viewport: 'desktop' },
  'light desktop': { theme: 'light', viewport: 'desktop' },
} as const;
