import { z } from 'zod/mini';
import { lazySchema } from './lazy.ts';

import { CODES } from './codes.ts';

export { CODES };

/** Every platform and sports response: `{ code, msg, data }`, success code 200. */
export function envelope<T extends z.ZodMiniType>(data: T) {
  return z.object({
    code: z.int(),
    msg: z.pipe(
      z.nullish(z.string()),
      z.transform((m) => m ?? ''),
    ),
    data: z.optional(data),
  });
}

/** An envelope whose `data` is read later, once its code says which schema applies. */
export const rawEnvelopeSchema = lazySchema(() => envelope(z.unknown()));

export type Envelope<T> = { code: number; msg: string; data?: T };

export function isSuccess(response: { code: number }): boolean {
  return response.code === CODES.success;
}
