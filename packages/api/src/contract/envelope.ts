import { SUCCESS_CODE } from '@touchline/domain';
import { z } from 'zod';

/** Codes of the envelope that a client acts on. */
export const CODES = Object.freeze({
  /** Success (spec §8). */
  success: SUCCESS_CODE,
  /** Sports service: return the response as is; for statistics, maintenance with its period. */
  sportsPassThrough: 8,
  /** Sports service: the sports token expired; refresh it and retry once. */
  sportsTokenExpired: 14010,
} as const);

/** Every platform and sports response: `{ code, msg, data }`, success code 200. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    msg: z
      .string()
      .nullish()
      .transform((m) => m ?? ''),
    data: data.optional(),
  });
}

export type Envelope<T> = { code: number; msg: string; data?: T };

export function isSuccess(response: { code: number }): boolean {
  return response.code === CODES.success;
}
