import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { CODES, envelope, isSuccess } from './index.ts';

describe('envelope', () => {
  const schema = envelope(z.object({ memberWallet: z.string() }));

  it('reads a success with its data', () => {
    const parsed = schema.parse({ code: 200, msg: 'ok', data: { memberWallet: '12.50' } });
    expect(parsed).toEqual({ code: 200, msg: 'ok', data: { memberWallet: '12.50' } });
    expect(isSuccess(parsed)).toBe(true);
  });

  it('reads a failure without data and a missing message as empty text', () => {
    const parsed = schema.parse({ code: CODES.sportsTokenExpired, msg: null });
    expect(parsed).toEqual({ code: 14010, msg: '', data: undefined });
    expect(isSuccess(parsed)).toBe(false);
  });

  it('rejects what is not an envelope', () => {
    expect(schema.safeParse('<html>502 Bad Gateway</html>').success).toBe(false);
    expect(schema.safeParse({ code: '200' }).success).toBe(false);
    expect(schema.safeParse({ code: 200, data: { memberWallet: 5 } }).success).toBe(false);
  });
});
