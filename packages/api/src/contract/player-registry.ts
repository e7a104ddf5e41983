import { authCalls } from './calls/auth.ts';
import { campaignsCalls } from './calls/campaigns.ts';
import { gamesCalls } from './calls/games.ts';
import { inviteCalls } from './calls/invite.ts';
import { liveCalls } from './calls/live.ts';
import { memberCalls } from './calls/member.ts';
import { operationCalls } from './calls/operation.ts';
import { partnerCalls } from './calls/partner.ts';
import { responsibleCalls } from './calls/responsible.ts';
import { vipCalls } from './calls/vip.ts';
import type { AnyCall, PlatformArea } from './define.ts';

/**
 * The platform API's calls by area, the way the platform client groups its functions: the
 * players' areas. The super-admin centre's (`admin`) are `adminPlatformCalls`, a client of their
 * own that only the centre's chunk loads. A module of its own: the registry below holds every call
 * (the server's), and a page that imports this one never downloads the admin calls.
 */
export const platformCallsByArea = Object.freeze({
  auth: authCalls,
  member: { ...memberCalls, ...responsibleCalls },
  invite: inviteCalls,
  vip: vipCalls,
  games: gamesCalls,
  live: liveCalls,
  operation: { ...operationCalls, ...partnerCalls },
  campaigns: campaignsCalls,
} as const satisfies Record<Exclude<PlatformArea, 'admin'>, Record<string, AnyCall>>);
