import type { AdminGameRow, AdminLobbyRow } from '@touchline/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAdminClient } from '../adminClient.ts';
import { adminKeys, gamesKeys, siteKeys } from '../keys.ts';

/** A lobby or a game, by its code. */
export type AdminPlace = { kind: 'lobby' | 'game'; code: string };

/** One change of a lobby's or a game's maintenance or hot flag, with its reason. */
export type AdminPlaceChange =
  | { action: 'window'; from?: number; to: number; reason: string }
  | { action: 'end'; reason: string }
  | { action: 'hot'; hot: boolean; reason: string };

/**
 * Sets or ends a lobby's or a game's maintenance window, or marks it hot or not. Members' lobby
 * and game lists read the change at their next load and a launch is refused at once; the
 * centre reads its lists and the audit log again, and this tab's own players' lists too.
 */
export function useGamePlaceChange() {
  const admin = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      place,
      change,
    }: {
      place: AdminPlace;
      change: AdminPlaceChange;
    }): Promise<AdminLobbyRow | AdminGameRow> => {
      const { reason } = change;
      if (change.action === 'hot') {
        return place.kind === 'lobby'
          ? admin.adminSetLobbyHot({ lobbyCode: place.code, hot: change.hot, reason })
          : admin.adminSetGameHot({ gameCode: place.code, hot: change.hot, reason });
      }
      if (change.action === 'end') {
        return place.kind === 'lobby'
          ? admin.adminEndLobbyMaintenance({ lobbyCode: place.code, reason })
          : admin.adminEndGameMaintenance({ gameCode: place.code, reason });
      }
      const window = {
        ...(change.from === undefined ? {} : { from: change.from }),
        to: change.to,
        reason,
      };
      return place.kind === 'lobby'
        ? admin.adminSetLobbyMaintenance({ lobbyCode: place.code, ...window })
        : admin.adminSetGameMaintenance({ gameCode: place.code, ...window });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all() }),
        queryClient.invalidateQueries({ queryKey: gamesKeys.all }),
        // every language's home lobbies: the first part of their key
        queryClient.invalidateQueries({ queryKey: [siteKeys.homeLobbies('')[0]] }),
      ]),
  });
}
