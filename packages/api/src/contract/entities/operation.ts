import { VIP_SERVICE_NAMES } from '@touchline/domain';
import { z } from 'zod/mini';
import { epochMsSchema, idSchema, moneySchema, vipLevelSchema } from '../primitives.ts';
import { lazySchema } from '../lazy.ts';

/** The sportsbook's own maintenance switch inside the site maintenance info. */
export const sportsMaintenanceConfigSchema = lazySchema(() =>
  z.object({
    status: z.literal([0, 1]),
    startTime: z.nullable(epochMsSchema),
    endTime: z.nullable(epochMsSchema),
    content: z.string(),
  }),
);

/**
 * Maintenance info (spec §3). The site is in maintenance when status is 1 and `point` includes 0
 * (domain's `isSiteInMaintenance`); other points stand for parts of the site.
 */
export const maintenanceInfoSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    title: z.string(),
    content: z.string(),
    status: z.literal([0, 1]),
    point: z.array(z.int().check(z.nonnegative())),
    startTime: epochMsSchema,
    endTime: epochMsSchema,
    sportsConfigVO: z.nullable(sportsMaintenanceConfigSchema),
  }),
);
export type MaintenanceInfo = z.infer<typeof maintenanceInfoSchema>;

export const customerLinkSchema = lazySchema(() =>
  z.object({
    url: z.string().check(z.minLength(1)),
    title: z.string(),
  }),
);

/**
 * The playback lines a viewer may switch between (`video/queryCustomerLineSwitch`): whether the
 * switch is offered (more than one line), the preferred line, and each line's name. A stream's
 * address on each line comes from its source list.
 */
export const customerLineSwitchSchema = lazySchema(() =>
  z.object({
    enabled: z.boolean(),
    preferredLineId: idSchema,
    lines: z.array(z.object({ id: idSchema, name: z.string().check(z.minLength(1)) })),
  }),
);

/** What the VIP call-back page shows before a member asks to be called. */
export const vipCallbackPageSchema = lazySchema(() =>
  z.object({
    available: z.boolean(),
    minVipLevel: vipLevelSchema,
    managerName: z.string(),
    workingHours: z.string(),
    /** The member already asked and is waiting for a call. */
    pending: z.boolean(),
    /** The services the member's waiting requests are for (ours; one request waits per service). */
    pendingServices: z.array(z.enum(VIP_SERVICE_NAMES)),
  }),
);

export const vipBenefitSchema = lazySchema(() =>
  z.object({
    key: z.string().check(z.minLength(1)),
    title: z.string(),
    value: z.string(),
  }),
);

/** One VIP level of the table: the lifetime valid turnover that reaches it, and its benefits. */
export const vipLevelEntrySchema = lazySchema(() =>
  z.object({
    level: vipLevelSchema,
    minTurnover: moneySchema,
    benefits: z.array(vipBenefitSchema),
  }),
);
export type VipLevelEntry = z.infer<typeof vipLevelEntrySchema>;

/** A member's VIP standing: level 0–11 and the way to the next. */
export const vipInfoSchema = lazySchema(() =>
  z.object({
    vipLevel: vipLevelSchema,
    nextLevel: z.nullable(vipLevelSchema),
    depositProgress: moneySchema,
    depositTarget: z.nullable(moneySchema),
    betProgress: moneySchema,
    betTarget: z.nullable(moneySchema),
    benefits: z.array(vipBenefitSchema),
    managerName: z.nullable(z.string()),
  }),
);
export type VipInfo = z.infer<typeof vipInfoSchema>;
