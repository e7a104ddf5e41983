/**
 * Moved to `src/data` (keys, queries, mutations). This re-export stays only until the slip
 * container, mid-change in another stream, imports from there.
 */
export { sportsKeys } from '../../data/keys.ts';
export { useWallet } from '../../data/queries/member.ts';
export * from '../../data/queries/sports.ts';
