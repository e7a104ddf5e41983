export { FixtureList, FIXTURE_STATUSES } from './FixtureList.tsx';
export type { Fixture, FixtureListProps, FixtureStatus } from './FixtureList.tsx';
