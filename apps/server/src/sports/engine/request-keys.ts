import { createHash } from 'node:crypto';
import { CODES } from '@touchline/api/contract';
import { parseAmountToMinor } from '@touchline/domain';
import { Failure } from '../../http/failure.ts';
import { text } from '../../http/messages.ts';
import type { RequestKeyRow } from './repository.ts';

/** The sports calls whose idempotency key is kept with the request it was first sent with. */
export type KeyedCall = 'placeSingleBets' | 'placeMultipleBet' | 'cashOut';

/** A keyed request: its key, its call and the fingerprint of what it asks. */
export interface KeyedRequest {
  key: string;
  call: KeyedCall;
  fingerprint: string;
}

/** An amount as the same text however it was written ("10", "10.0", "10.00" are one stake). */
export const amountPart = (amount: string): string =>
  parseAmountToMinor(amount)?.toString() ?? amount;

/**
 * A keyed request: `parts` are what makes the request this one — for a bet, its selections and
 * stakes, not the prices sent with them (a retry after a timeout may carry a fresher quote of the
 * same slip, and must find the bet it placed rather than be refused).
 */
export function keyedRequest(key: string, call: KeyedCall, parts: unknown): KeyedRequest {
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([call, parts]))
    .digest('hex');
  return { key, call, fingerprint };
}

/** The refusal of a key sent again with another request: nothing is done. */
export function keyReused(): Failure {
  return new Failure(CODES.idempotencyKeyReused, text('requestKeyReused'), 409);
}

/** Throws the refusal unless the stored key was sent with this very request. */
export function checkSameRequest(row: RequestKeyRow, request: KeyedRequest): void {
  if (row.call !== request.call || row.fingerprint !== request.fingerprint) throw keyReused();
}
