import type { Lobby } from '@touchline/api';
import type { LobbyGame } from '@touchline/ui';

/** A game lobby's page (spec §2: `/electronic/{id}`, the lobby's code). */
const lobbyPage = (lobbyCode: string) => `/electronic/${encodeURIComponent(lobbyCode)}`;

/**
 * Where a hot game leads: the sportsbook's to `/sports`; any other to its lobby's games page
 * (`/electronic/:lobbyCode`, spec §2) — never a button that does nothing.
 */
export function gameHref(lobbies: readonly Lobby[], game: Pick<LobbyGame, 'id'>): string {
  const id = String(game.id);
  const lobbyCode = id.slice(0, Math.max(0, id.indexOf('/')));
  const lobby = lobbies.find((l) => l.lobbyCode === lobbyCode);
  return lobby?.gameType === 'sports' ? '/sports' : lobbyPage(lobbyCode);
}

/**
 * Where the tab bar's "Games" leads: the first lobby of games (the sportsbook has its own tab);
 * none while the lobbies are unknown or when the site has no game lobby, and the tab is not shown.
 */
export function gamesTabHref(lobbies: readonly Lobby[] | undefined): string | undefined {
  const first = lobbies?.find((l) => l.gameType !== 'sports');
  return first ? lobbyPage(first.lobbyCode) : undefined;
}
