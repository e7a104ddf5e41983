// The wheel's draw, apart from the campaigns' other rules: its hash (@noble/hashes, through the
// games' fairness recipe) is the server's and the verify page's, never the first screen's, which
// reads the campaigns' rules (issue 16: 4.9 kB gzip on every first visit).
import { wheelSegmentOf } from './campaigns.ts';
import { fairBytes } from './games/fairness.ts';

/**
 * A provably fair wheel spin (ADR 018's recipe): the first 4 bytes of HMAC-SHA256(server seed,
 * `${clientSeed}:${nonce}:0`), big-endian, choose the segment. Anyone holding the revealed
 * server seed recomputes it.
 */
export function drawWheelSegment(
  weights: readonly number[],
  fairness: { serverSeed: string; clientSeed: string; nonce: number },
): number {
  const bytes = fairBytes(fairness.serverSeed, fairness.clientSeed, fairness.nonce, 0);
  const u = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  return wheelSegmentOf(weights, u);
}
