import type { PlatformHandlers } from '../http/routes.ts';
import { adminCampaignHandlers } from './admin-campaigns.ts';
import { adminHandlers } from './admin.ts';
import { adminSportsbookHandlers } from './admin-sportsbook.ts';
import { adminSiteHandlers } from './admin-site.ts';
// the campaigns section's reward rules (ADR 036)
import { adminRewardHandlers } from './admin-rewards.ts';
import { adminGamesHandlers } from './admin-games.ts';
import { adminLiveHandlers } from './admin-live.ts';
import { authHandlers } from './auth.ts';
import { campaignsHandlers } from './campaigns.ts';
import { cashierHandlers } from './cashier.ts';
import { statementHandlers } from './statement.ts';
import { gamesHandlers } from './games.ts';
import { originalsHandlers } from './originals.ts';
import { inviteHandlers } from './invite.ts';
import { liveMatchHandlers } from './live-matches.ts';
import { liveStatisticsHandlers } from './live-statistics.ts';
import { liveHandlers } from './live.ts';
import { moderationHandlers } from './moderation.ts';
import { memberHandlers } from './member.ts';
import { operationHandlers } from './operation.ts';
import { partnerHandlers } from './partner.ts';
import { pushOrderHandlers } from './push-orders.ts';
import { responsibleHandlers } from './responsible.ts';
import { roomMoneyHandlers } from './room-money.ts';
import { videoHandlers } from './video.ts';
import { vipHandlers } from './vip.ts';
import { walletHandlers } from './wallet.ts';

/**
 * Every platform call this server implements. Calls of the registry left out here (the rest of
 * live streaming, the sport language package) stay unregistered and answer a 404 envelope until
 * their issue lands.
 */
export const platformHandlers: PlatformHandlers = {
  ...authHandlers,
  ...memberHandlers,
  ...walletHandlers,
  ...cashierHandlers,
  ...responsibleHandlers,
  ...statementHandlers,
  ...inviteHandlers,
  ...vipHandlers,
  ...operationHandlers,
  ...partnerHandlers,
  ...gamesHandlers,
  ...originalsHandlers,
  ...liveHandlers,
  ...liveMatchHandlers,
  ...moderationHandlers,
  ...pushOrderHandlers,
  ...videoHandlers,
  ...liveStatisticsHandlers,
  ...roomMoneyHandlers,
  ...campaignsHandlers,
  ...adminHandlers,
  ...adminSportsbookHandlers,
  ...adminCampaignHandlers,
  ...adminSiteHandlers,
  // the campaigns section's reward rules (ADR 036)
  ...adminRewardHandlers,
  // the games section (ADR 035)
  ...adminGamesHandlers,
  // the live section (ADR 034)
  ...adminLiveHandlers,
};
