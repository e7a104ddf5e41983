import { VIP_SERVICE_NAMES } from '@touchline/domain';
import { z } from 'zod/mini';
import { defineCalls } from '../define.ts';
import {
  vipCallbackPageSchema,
  vipInfoSchema,
  vipLevelEntrySchema,
} from '../entities/operation.ts';
import { dialCodeSchema, emptyRequestSchema, noDataSchema, phoneSchema } from '../primitives.ts';
import { lazySchema } from '../lazy.ts';

export const vipCalls = defineCalls('vip', {
  /** The VIP call-back page: whether a manager can call the member back, and when. */
  getVipCallbackPage: {
    method: 'POST',
    path: '/api/operation/vipphoneback/dailFont',
    request: emptyRequestSchema,
    response: vipCallbackPageSchema,
  },
  requestVipCallback: {
    method: 'POST',
    path: '/api/operation/vipphoneback/add',
    request: lazySchema(() =>
      z.object({
        mobile: phoneSchema,
        mobileArea: dialCodeSchema,
        /** When the member would like the call, in their words. */
        preferredTime: z.optional(z.string().check(z.maxLength(100))),
        note: z.optional(z.string().check(z.maxLength(500))),
        /**
         * Which service the member asks about (the page they asked from); ours — the spec's call
         * names none, and a request without it is for the dedicated manager.
         */
        service: z.optional(z.enum(VIP_SERVICE_NAMES)),
      }),
    ),
    response: noDataSchema,
  },
  /** Every VIP level (0–11): the lifetime valid turnover that reaches it and its benefits. */
  listVipLevels: {
    method: 'GET',
    // path is ours: the spec shows a member's own level, not the table of levels
    path: '/api/member/customervip/levels',
    request: emptyRequestSchema,
    response: lazySchema(() => z.array(vipLevelEntrySchema)),
    pathIsOurs: true,
  },
  getVipInfo: {
    method: 'POST',
    path: '/api/member/customervip/vipFont',
    request: emptyRequestSchema,
    response: vipInfoSchema,
  },
});
