import { adminPlatformCalls } from './admin-registry.ts';
import { authCalls } from './calls/auth.ts';
import { campaignsCalls } from './calls/campaigns.ts';
import { gamesCalls } from './calls/games.ts';
import { inviteCalls } from './calls/invite.ts';
import { liveCalls } from './calls/live.ts';
import { memberCalls } from './calls/member.ts';
import { operationCalls } from './calls/operation.ts';
import { partnerCalls } from './calls/partner.ts';
import { responsibleCalls } from './calls/responsible.ts';
import { sportsCalls } from './calls/sports.ts';
import { vipCalls } from './calls/vip.ts';
import type { AnyCall } from './define.ts';
import { platformCallsByArea } from './player-registry.ts';

/**
 * Every call of spec §7 in one registry. The clients are generated from it, the table test
 * checks it against the spec, and the server registers its routes from it.
 */

/** The platform API's calls by name. */
export const platformCalls = Object.freeze({
  ...authCalls,
  ...memberCalls,
  ...responsibleCalls,
  ...inviteCalls,
  ...vipCalls,
  ...gamesCalls,
  ...liveCalls,
  ...operationCalls,
  ...campaignsCalls,
  ...partnerCalls,
  ...adminPlatformCalls,
});

export { adminPlatformCalls, liveCalls, platformCallsByArea, sportsCalls };

export type PlatformCalls = typeof platformCalls;
export type PlatformCallName = keyof PlatformCalls;
export type SportsCalls = typeof sportsCalls;
export type SportsCallName = keyof SportsCalls;

/** Every call, platform and sports, as a list. */
export const allCalls: readonly AnyCall[] = Object.freeze([
  ...Object.values(platformCalls),
  ...Object.values(sportsCalls),
]);
