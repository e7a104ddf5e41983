import type { Market, Match, Selection } from '@touchline/api';
import { isLive, selectionLabel } from '@touchline/domain';
import { useShell } from '../../app/context.tsx';
import { eventNameOf } from './matchRow.ts';
import type { SlipPick } from './model.ts';
import { slipStoreFor, type SlipStore } from './state.ts';

// What a page needs to put a price into the slip without the slip itself: the home page's
// recommended prices use these, and its chunk stays free of the sportsbook's frame, the slip and
// the dialog its sheet opens (issue 16).

/** A pressed price as the slip keeps it: the price the player pressed, as the cell showed it. */
export function slipPickOf(
  match: Match,
  market: Market,
  selection: Selection,
  nameOf: (home: string, away: string) => string,
): SlipPick {
  return {
    matchId: match.id,
    marketId: market.id,
    selectionId: selection.id,
    sid: match.sid,
    matchName: eventNameOf(match, nameOf),
    marketName: market.name,
    label: selectionLabel(selection),
    pickedPrice: selection.price,
    startsAt: isLive(match) ? null : match.bt,
  };
}

/** The shell's bet slip (one per shell: every page that picks shares it). */
export function useSlipStore(): SlipStore {
  return slipStoreFor(useShell());
}
