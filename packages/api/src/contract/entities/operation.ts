import { z } from 'zod';
import { epochMsSchema, idSchema, moneySchema, vipLevelSchema } from '../primitives.ts';

/** The sportsbook's own maintenance switch inside the site maintenance info. */
export const sportsMaintenanceConfigSchema = z.object({
  status: z.literal([0, 1]),
  startTime: epochMsSchema.nullable(),
  endTime: epochMsSchema.nullable(),
  content: z.string(),
});

/**
 * Maintenance info (spec §3). The site is in maintenance when status is 1 and `point` includes 0
 * (domain's `isSiteInMaintenance`); other points stand for parts of the site.
 */
export const maintenanceInfoSchema = z.object({
  id: idSchema,
  title: z.string(),
  content: z.string(),
  status: z.literal([0, 1]),
  point: z.array(z.number().int().nonnegative()),
  startTime: epochMsSchema,
  endTime: epochMsSchema,
  sportsConfigVO: sportsMaintenanceConfigSchema.nullable(),
});
export type MaintenanceInfo = z.infer<typeof maintenanceInfoSchema>;

export const customerLinkSchema = z.object({
  url: z.string().min(1),
  title: z.string(),
});

/**
 * The playback lines a viewer may switch between (`video/queryCustomerLineSwitch`): whether the
 * switch is offered (more than one line), the preferred line, and each line's name. A stream's
 * address on each line comes from its source list.
 */
export const customerLineSwitchSchema = z.object({
  enabled: z.boolean(),
  preferredLineId: idSchema,
  lines: z.array(z.object({ id: idSchema, name: z.string().min(1) })),
});

/** What the VIP call-back page shows before a member asks to be called. */
export const vipCallbackPageSchema = z.object({
  available: z.boolean(),
  minVipLevel: vipLevelSchema,
  managerName: z.string(),
  workingHours: z.string(),
  /** The member already asked and is waiting for a call. */
  pending: z.boolean(),
});

export const vipBenefitSchema = z.object({
  key: z.string().min(1),
  title: z.string(),
  value: z.string(),
});

/** One VIP level of the table: the lifetime valid turnover that reaches it, and its benefits. */
export const vipLevelEntrySchema = z.object({
  level: vipLevelSchema,
  minTurnover: moneySchema,
  benefits: z.array(vipBenefitSchema),
});
export type VipLevelEntry = z.infer<typeof vipLevelEntrySchema>;

/** A member's VIP standing: level 0–11 and the way to the next. */
export const vipInfoSchema = z.object({
  vipLevel: vipLevelSchema,
  nextLevel: vipLevelSchema.nullable(),
  depositProgress: moneySchema,
  depositTarget: moneySchema.nullable(),
  betProgress: moneySchema,
  betTarget: moneySchema.nullable(),
  benefits: z.array(vipBenefitSchema),
  managerName: z.string().nullable(),
});
export type VipInfo = z.infer<typeof vipInfoSchema>;
