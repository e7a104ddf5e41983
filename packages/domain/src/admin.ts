import { parseAmountToMinor } from './money.ts';

/**
 * The super-admin centre's rules (issue 22, ADR 030): what an operator may write and how much of
 * a list one page holds. The contract validates with these; the centre's forms check with them.
 */

/** The audited actions: `area.verb`, as the audit log stores and searches them. */
export const ADMIN_ACTIONS = [
  'member.suspend',
  'member.restore',
  'member.setRole',
  'member.resetTwoStep',
  'member.endSessions',
  'wallet.adjust',
  'market.suspend',
  'market.reopen',
  'market.void',
  'bulletin.create',
  'bulletin.pin',
  'bulletin.unpin',
  'bulletin.expire',
  'sports.maintenanceSet',
  'sports.maintenanceEnd',
  'campaign.create',
  'campaign.update',
  'campaign.publish',
  'campaign.unpublish',
  'campaign.endEarly',
  // the site section (ADR 031): the maintenance notice, home banners and notices, popup ads
  'site.setMaintenance',
  'site.createBanner',
  'site.updateBanner',
  'site.endBanner',
  'site.createNotice',
  'site.updateNotice',
  'site.endNotice',
  'site.createPopupAd',
  'site.updatePopupAd',
  'site.endPopupAd',
  // the campaigns section's reward rules (ADR 036): VIP levels and the invitation tiers
  'vip.setLevel',
  'invite.setBetTiers',
  'invite.setDepositTiers',
  'invite.setVipRewards',
  // the games section (ADR 035): lobby and game maintenance windows, hot flags
  'lobby.maintenanceSet',
  'lobby.maintenanceEnd',
  'lobby.setHot',
  'game.maintenanceSet',
  'game.maintenanceEnd',
  'game.setHot',
  // the live section (ADR 034): streams, the sensitive words, bans from every room
  'stream.forceStop',
  'stream.feature',
  'stream.unfeature',
  'chat.addWord',
  'chat.removeWord',
  'chat.banGlobal',
  'chat.liftBan',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** The fields an audit row's values before and after hold, as the log names them. */
export const ADMIN_AUDIT_FIELDS = [
  'role',
  'suspended',
  'twoStepLogin',
  'sessionsEnded',
  'balance',
  'currency',
  'amount',
  'entryId',
  'held',
  'status',
  'voided',
  'betsVoided',
  'pinned',
  'expiresAt',
  'title',
  'from',
  'to',
  'message',
  'slug',
  'paths',
  'kind',
  'category',
  'startsAt',
  'endsAt',
  'audience',
  'sort',
  'hero',
  'body',
  'rules',
  'rewardTiers',
  'cta',
  'mechanics',
  'published',
  // the site section: texts are flattened per language (`title.en`), as the log shows them
  'startTime',
  'endTime',
  'image',
  'link',
  'activeFrom',
  'activeUntil',
  // the campaigns section's reward rules (ADR 036)
  'minTurnover',
  'benefits',
  'tiers',
  // the games section: the window is `from`/`to`; the operator's switch and the hot flag
  'maintained',
  'hot',
  // the live section: a stream's home spot, a sensitive word, a ban from every room
  'featured',
  'word',
  'member',
  'bannedUntil',
  'lifted',
] as const;
export type AdminAuditField = (typeof ADMIN_AUDIT_FIELDS)[number];

export function isAdminAuditField(value: string): value is AdminAuditField {
  return (ADMIN_AUDIT_FIELDS as readonly string[]).includes(value);
}

/** What an audited action was done to. */
export const ADMIN_TARGET_KINDS = [
  'member',
  'match',
  'market',
  'bulletin',
  'sportsbook',
  'campaign',
  'maintenance',
  'banner',
  'notice',
  'popupAd',
  // the campaigns section's reward rules (ADR 036)
  'vipLevel',
  'inviteRules',
  // the games section
  'lobby',
  'game',
  // the live section
  'stream',
  'word',
  'chatBan',
] as const;
export type AdminTargetKind = (typeof ADMIN_TARGET_KINDS)[number];

/** The roles an operator may give (a super admin is made only by the database's owner). */
export const ADMIN_ASSIGNABLE_ROLES = ['member', 'anchor'] as const;

/** A reason an operator writes: required, and at most this long. */
export const ADMIN_REASON_MIN = 3;
export const ADMIN_REASON_MAX = 500;

/** How many rows one page of an admin list holds, at most and by default. */
export const ADMIN_PAGE_MAX = 100;
export const ADMIN_PAGE_DEFAULT = 50;

/** The largest adjustment one call moves either way: 100,000,000.00 in minor units. */
export const ADMIN_ADJUSTMENT_MAX_MINOR = 10_000_000_000n;

/**
 * A signed amount an operator types (`"25.00"`, `"-3.5"`) in integer minor units; null when it
 * is not such an amount, is zero, has more than two decimals or is beyond the largest adjustment.
 */
export function parseAdjustmentToMinor(input: string): bigint | null {
  const text = input.trim();
  const negative = text.startsWith('-');
  const minor = parseAmountToMinor(negative ? text.slice(1) : text.replace(/^\+/, ''));
  if (minor === null || minor === 0n || minor > ADMIN_ADJUSTMENT_MAX_MINOR) return null;
  return negative ? -minor : minor;
}

/** Whether a reason is long enough once trimmed (and not too long). */
export function isAdminReason(reason: string): boolean {
  const length = reason.trim().length;
  return length >= ADMIN_REASON_MIN && length <= ADMIN_REASON_MAX;
}

/** The states the sportsbook section filters matches by. */
export const ADMIN_MATCH_STATES = ['upcoming', 'live', 'over'] as const;
export type AdminMatchState = (typeof ADMIN_MATCH_STATES)[number];

/** A sports bulletin's title and text, in each language, at most this long. */
export const BULLETIN_TITLE_MAX = 120;
export const BULLETIN_CONTENT_MAX = 2_000;

/** A sports maintenance notice's message, at most this long. */
export const SPORTS_MAINTENANCE_MESSAGE_MAX = 500;
/** The longest title and text of a site notice, banner or home notice an operator writes. */
export const SITE_TITLE_MAX = 120;
export const SITE_TEXT_MAX = 1000;

/** Hours east of UTC of the dashboard's days (the operator's calendar, UTC+8). */
export const DASHBOARD_UTC_OFFSET_HOURS = 8;
/** How many days the dashboard's longer period holds, today included. */
export const DASHBOARD_DAYS = 30;

/**
 * The dashboard's day (`YYYY-MM-DD`) of an instant: the calendar at UTC+8, as the server's SQL
 * groups the ledger by.
 */
export function dashboardDayOf(epochMs: number): string {
  return new Date(epochMs + DASHBOARD_UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);
}

/** The instant a dashboard day (`YYYY-MM-DD`, UTC+8) begins. */
export function dashboardDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`) - DASHBOARD_UTC_OFFSET_HOURS * 3_600_000;
}
