export { LobbyGrid, lobbyGames, LOBBY_GRID_VARIANTS } from './LobbyGrid.tsx';
export type { LobbyGame, LobbyGridProps, LobbyGridVariant } from './LobbyGrid.tsx';
