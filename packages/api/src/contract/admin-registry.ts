import { adminCampaignCalls } from './calls/admin-campaigns.ts';
import { adminCalls } from './calls/admin.ts';
import { adminSportsbookCalls } from './calls/admin-sportsbook.ts';
import { adminSiteCalls } from './calls/admin-site.ts';
// the games section (ADR 035)
import { adminGamesCalls } from './calls/admin-games.ts';
// the live section (ADR 034)
import { adminLiveCalls } from './calls/admin-live.ts';
// the campaigns section's reward rules (ADR 036)
import { adminRewardCalls } from './calls/admin-rewards.ts';

/**
 * The super-admin centre's calls (area `admin`, ADR 030) by name. They are a registry of their
 * own so that a player's page never downloads them: the platform client carries the players'
 * areas, and the centre's chunk builds its client from these (`createAdminClient`). The server's
 * registry (`platformCalls`) holds them with the rest.
 */
export const adminPlatformCalls = Object.freeze({
  ...adminCalls,
  ...adminSportsbookCalls,
  ...adminCampaignCalls,
  ...adminSiteCalls,
  ...adminRewardCalls,
  ...adminGamesCalls,
  ...adminLiveCalls,
});

export type AdminPlatformCalls = typeof adminPlatformCalls;
