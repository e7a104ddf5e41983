import { CODES, sportsCalls } from '@touchline/api/contract';
import { sportsExamples } from '@touchline/api/examples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../testing/databases.ts';
import { openSportsApp, type SportsCallName, type SportsTestApp } from './testing.ts';

/**
 * What a hostile client sends the sports service (`/v1`): a NUL character in any string field
 * (PostgreSQL text cannot hold one) and times past the largest valid date. Each is refused with
 * a 400 envelope before any handler runs — never a 500 from the database.
 */

const NAMES = Object.keys(sportsCalls) as SportsCallName[];

/** Every path to a string leaf of a request: `['orderIds', 0]`, `['picks', 0, 'marketId']`. */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...path, i]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  }
  return [];
}

function withValue(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withValue(copy[head], rest, leaf);
  return copy;
}

/** Fields the examples leave out but a client may send as text: each gets a NUL too. */
const EXTRA_TEXT_FIELDS: Partial<Record<SportsCallName, Record<string, unknown>>> = {
  listReserveBets: { status: 'pending\u0000' },
  listMatches: { beginTime: '2026-11-21 00:00:00\u0000' },
};

describe.each(DATABASE_KINDS)('hostile input to the sports service on %s', (kind) => {
  let s: SportsTestApp;
  let token: string;
  beforeAll(async () => {
    s = await openSportsApp(kind);
    token = (await s.member(1_000_000n)).sportsToken;
  });
  afterAll(async () => {
    await s?.dispose();
  });

  const cases = NAMES.flatMap((name) => {
    const request = sportsExamples[name].request as Record<string, unknown>;
    const paths = stringPaths(request);
    const found = paths.map((path) => ({
      name,
      field: path.join('.'),
      input: withValue(request, path, `${String(getAt(request, path))}\u0000x`),
    }));
    const extra = Object.entries(EXTRA_TEXT_FIELDS[name] ?? {}).map(([field, value]) => ({
      name,
      field,
      input: { ...request, [field]: value },
    }));
    // the common body's language and a field name carrying a NUL, on every call
    return [
      ...found,
      ...extra,
      { name, field: 'a field name', input: { ...request, 'x\u0000y': 1 } },
    ];
  });

  it('covers the ids, quote and idempotency keys the probe named', () => {
    const fields = new Set(cases.map((c) => `${c.name}:${c.field}`));
    for (const expected of [
      'getCashOutQuotes:orderIds.0',
      'getBetStatuses:orderIds.0',
      'cashOut:orderId',
      'cashOut:quoteId',
      'cashOut:idempotencyKey',
      'cancelReserveBet:reserveId',
      'placeSingleBets:idempotencyKey',
      'placeMultipleBet:idempotencyKey',
      'reserveBet:idempotencyKey',
    ]) {
      expect(fields).toContain(expected);
    }
  });

  it.each(cases.map((c) => [`${c.name} ${c.field}`, c] as const))(
    'refuses a NUL in %s with a 400 envelope',
    async (_label, c) => {
      const answer = await s.call(c.name, c.input as never, token);
      expect({ status: answer.status, code: answer.code }).toEqual({
        status: 400,
        code: CODES.invalidRequest,
      });
      expect(answer.msg).toMatch(/NUL/);
    },
  );

  const LARGEST = 8_640_000_000_000_000; // the largest time a JavaScript Date holds
  it.each([
    ['listBets', { isSettled: true, beginTime: LARGEST + 1 }, 'beginTime'],
    ['listBets', { isSettled: false, endTime: 9e15 }, 'endTime'],
    ['listBets', { isSettled: true, beginTime: 253_402_300_800_000 }, 'beginTime'],
    ['listMatches', { type: 3, sportId: 1, beginTime: '9999-99-99 99:99:99' }, 'beginTime'],
    ['listMatches', { type: 3, sportId: 1, endTime: '2026-02-30 00:00:00' }, 'endTime'],
    [
      'listMatchResults',
      { sportId: 1, beginTime: '2026-11-21 00:00:00', endTime: '2026-11-21 24:00:00' },
      'endTime',
    ],
    ['reserveBet', { ...sportsExamples.reserveBet.request, expiresAt: LARGEST * 2 }, 'expiresAt'],
  ] as const)('refuses %s with %j: a 400 naming the time', async (name, input, field) => {
    const answer = await s.call(name, input as never, token);
    expect({ status: answer.status, code: answer.code }).toEqual({
      status: 400,
      code: CODES.invalidRequest,
    });
    expect(answer.msg).toContain(field);
  });

  it('still answers times inside the range', async () => {
    const bets = await s.call(
      'listBets',
      { isSettled: true, beginTime: 0, endTime: 253_402_300_799_999 },
      token,
    );
    expect(bets.code).toBe(CODES.success);
    const matches = await s.call(
      'listMatches',
      { type: 3, sportId: 1, beginTime: '2026-02-28 00:00:00', endTime: '9999-12-31 23:59:59' },
      token,
    );
    expect(matches.code).toBe(CODES.success);
  });
});

function getAt(value: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], value);
}
