/**
 * The call contract: every call of spec §7 with its method, path and zod schemas, the envelope
 * and its codes and the realtime protocol (example data is `@touchline/api/examples`). Imports only zod and
 * @touchline/domain, so the server validates with exactly these schemas.
 */
export * from './envelope.ts';
export * from './primitives.ts';
export * from './define.ts';
export * from './headers.ts';
export * from './view-cookie.ts';
export * from './entities/member.ts';
export * from './entities/games.ts';
export * from './entities/live.ts';
export * from './entities/operation.ts';
export * from './entities/sports.ts';
export { authCalls, botCheckFields } from './calls/auth.ts';
export { LOGIN_CHECK_ACTIONS, STREAM_DATA_RESOURCES } from './values.ts';
export { memberCalls, memberSessionSchema, type MemberSession } from './calls/member.ts';
export * from './calls/responsible.ts';
export * from './calls/campaigns.ts';
export * from './calls/admin.ts';
export * from './calls/admin-sportsbook.ts';
export * from './calls/admin-campaigns.ts';
export * from './calls/admin-site.ts';
// the campaigns section's reward rules (ADR 036)
export * from './calls/admin-rewards.ts';
export * from './calls/admin-games.ts';
// the live section (ADR 034)
export * from './calls/admin-live.ts';
export {
  inviteCalls,
  INVITE_AWARD_KINDS,
  inviteAwardKindSchema,
  inviteInfoSchema,
} from './calls/invite.ts';
export { vipCalls } from './calls/vip.ts';
export { operationCalls } from './calls/operation.ts';
export {
  partnerApplicationReceiptSchema,
  partnerApplicationSchema,
  partnerCalls,
} from './calls/partner.ts';
export { gamesCalls } from './calls/games.ts';
export {
  MATCH_ORDER_BY,
  SPORTS_LANGUAGE_TYPES,
  sportsCommonBodySchema,
  sportsLanguageTypeSchema,
  sportsWireRequest,
  type SportsCommonBody,
  type SportsLanguageType,
} from './calls/sports.ts';
export * from './registry.ts';
export * from './realtime.ts';
