import { z } from 'zod/mini';
import { defineCalls } from '../define.ts';
import {
  customerLineSwitchSchema,
  customerLinkSchema,
  maintenanceInfoSchema,
} from '../entities/operation.ts';
import { emptyRequestSchema } from '../primitives.ts';
import { lazySchema } from '../lazy.ts';

export const operationCalls = defineCalls('operation', {
  /** The maintenance info of a point (0 is the whole site); null when none is announced. */
  getMaintenanceInfo: {
    method: 'POST',
    path: '/api/operation/siteMain/queryDetail',
    request: lazySchema(() => z.object({ point: z.int().check(z.nonnegative()) })),
    response: lazySchema(() => z.nullable(maintenanceInfoSchema)),
  },
  getCustomerServiceLink: {
    method: 'POST',
    path: '/api/operation/tutorial/config/popCustomerLink',
    request: emptyRequestSchema,
    response: customerLinkSchema,
  },
  getCustomerLineSwitch: {
    method: 'GET',
    path: '/api/live/video/queryCustomerLineSwitch',
    request: emptyRequestSchema,
    response: customerLineSwitchSchema,
  },
});
