/**
 * `@touchline/api/clients`: the platform and sportsbook clients alone, for a lazy `import()`
 * behind `deferClient` (the web's shell), so that their code and the contract's call registry
 * come with the first call, not with the page.
 */
export { createPlatformClient } from './platform.ts';
export { createSportsClient } from './sports.ts';
