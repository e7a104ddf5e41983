export { foldForSearch, LeagueDropdown } from './LeagueDropdown.tsx';
export type { LeagueDropdownProps, LeagueId, LeagueOption } from './LeagueDropdown.tsx';
