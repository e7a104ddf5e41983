import {
  PARTNER_AUDIENCE_SIZES,
  PARTNER_CHANNELS,
  PARTNER_FIELD_LIMITS,
  PARTNER_MARKETS,
} from '@touchline/domain';
import { z } from 'zod/mini';
import { defineCalls } from '../define.ts';
import { lazySchema } from '../lazy.ts';

const { name, contact, message } = PARTNER_FIELD_LIMITS;

/** An application to the partner programme (/VentureInvest), from a visitor or a member. */
export const partnerApplicationSchema = lazySchema(() =>
  z.object({
    name: z.string().check(z.trim(), z.minLength(name.min), z.maxLength(name.max)),
    /** An e-mail, a phone number or a messenger handle: how the partner team answers. */
    contact: z.string().check(z.trim(), z.minLength(contact.min), z.maxLength(contact.max)),
    channel: z.enum(PARTNER_CHANNELS),
    audienceSize: z.enum(PARTNER_AUDIENCE_SIZES),
    markets: z
      .array(z.enum(PARTNER_MARKETS))
      .check(z.minLength(1), z.maxLength(PARTNER_MARKETS.length)),
    message: z.optional(z.string().check(z.trim(), z.maxLength(message.max))),
  }),
);

/** The application as stored: a repeat from the same member or contact answers the same one. */
export const partnerApplicationReceiptSchema = lazySchema(() =>
  z.object({
    applicationId: z.number().check(z.int(), z.positive()),
    /** False when this member or contact had already applied (the first application stands). */
    created: z.boolean(),
  }),
);

export const partnerCalls = defineCalls('operation', {
  applyPartner: {
    method: 'POST',
    // path is ours: the spec names /VentureInvest but shows no call behind it
    path: '/api/operation/partner/apply',
    request: partnerApplicationSchema,
    response: partnerApplicationReceiptSchema,
    pathIsOurs: true,
  },
});
