/** Where the 18+ gate's "No" leads: a page outside the layout that says the site is for adults only. */
export const ADULTS_ONLY_PATH = '/adults-only';
