/** The member's game history (ours: the spec's personal centre will place it too). */
export const GAME_HISTORY_PATH = '/game-history';

/** The provably fair verifier, public (ours). */
export const FAIRNESS_PATH = '/fairness';

/** The verifier with a round's inputs filled in. */
export function verifyHref(round: {
  kind: 'slot' | 'dice';
  serverSeed: string | null;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  gameCode?: string;
  dice?: { target: number; direction: 'over' | 'under' } | null;
}): string {
  const params = new URLSearchParams({ game: round.kind });
  if (round.serverSeed) params.set('serverSeed', round.serverSeed);
  params.set('hash', round.serverSeedHash);
  params.set('clientSeed', round.clientSeed);
  params.set('nonce', String(round.nonce));
  if (round.kind === 'slot' && round.gameCode) params.set('code', round.gameCode);
  if (round.dice) {
    params.set('target', String(round.dice.target));
    params.set('direction', round.dice.direction);
  }
  return `${FAIRNESS_PATH}?${params.toString()}`;
}
