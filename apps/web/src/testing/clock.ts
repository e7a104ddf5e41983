/**
 * The fixed moment of stories and tests: the contract examples' (their campaigns run around it).
 * StorySite's and the test site's clock show it, so no state or countdown drifts with the real
 * date of the run.
 */
export const FIXTURE_NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
