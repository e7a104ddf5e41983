import { adminCampaignCalls } from './calls/admin-campaigns.ts';
import { adminCalls } from './calls/admin.ts';
import { adminSportsbookCalls } from './calls/admin-sportsbook.ts';
import { adminSiteCalls } from './calls/admin-site.ts';
import { adminLiveCalls } from './calls/admin-live.ts';
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
import type { AnyCall, PlatformArea } from './define.ts';

/**
 * Every call of spec §7 in one registry. The clients are generated from it, the table test
 * checks it against the spec, and the server registers its routes from it.
 */

/** The platform API's calls by area, the way the platform client groups its functions. */
export const platformCallsByArea = Object.freeze({
  auth: authCalls,
  member: { ...memberCalls, ...responsibleCalls },
  invite: inviteCalls,
  vip: vipCalls,
  games: gamesCalls,
  live: liveCalls,
  operation: { ...operationCalls, ...partnerCalls },
  campaigns: campaignsCalls,
  admin: {
    ...adminCalls,
    ...adminSportsbookCalls,
    ...adminCampaignCalls,
    ...adminSiteCalls,
    // the live section (ADR 034)
    ...adminLiveCalls,
  },
} as const satisfies Record<PlatformArea, Record<string, AnyCall>>);

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
  ...adminCalls,
  ...adminSportsbookCalls,
  ...adminCampaignCalls,
  ...adminSiteCalls,
  // the live section (ADR 034)
  ...adminLiveCalls,
});

export { liveCalls, sportsCalls };

export type PlatformCalls = typeof platformCalls;
export type PlatformCallName = keyof PlatformCalls;
export type SportsCalls = typeof sportsCalls;
export type SportsCallName = keyof SportsCalls;

/** Every call, platform and sports, as a list. */
export const allCalls: readonly AnyCall[] = Object.freeze([
  ...Object.values(platformCalls),
  ...Object.values(sportsCalls),
]);
