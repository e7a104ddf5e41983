import { createMemoryStorage, LOCAL_STORAGE_KEYS } from '@touchline/domain';
import { describe, expect, it } from 'vitest';
import { readViewCookie, VIEW_COOKIE, viewCookieAssignment, withViewCookie } from './viewCookie.ts';

const K = LOCAL_STORAGE_KEYS;
const settings = JSON.stringify({ oddsFormat: 2, oddsChange: 1 });

/** The `Cookie` header a browser sends after the assignment (its name=value part). */
const sent = (assignment: string, others = 'tl_session=tl_abc') =>
  `${others}; ${assignment.split(';')[0]}`;

describe('the view cookie (ADR 041)', () => {
  it("carries the session's marker and the settings, and nothing else the browser keeps", () => {
    const local = createMemoryStorage({
      [K.session]: 'marker-1',
      [K.settings]: settings,
      [K.userInfo]: '{"userName":"lucky88"}',
      [K.followList]: '{"1":["7"]}',
    });
    const assignment = viewCookieAssignment(local, false);
    expect(assignment).toMatch(
      new RegExp(`^${VIEW_COOKIE}=[^;]+; Path=/; SameSite=Strict; Max-Age=604800$`),
    );
    expect(readViewCookie(sent(assignment))).toEqual({
      [K.session]: 'marker-1',
      [K.settings]: settings,
    });
    expect(viewCookieAssignment(local, true)).toMatch(/; Secure$/);
  });

  it('is cleared when there is no session: a visitor carries nothing', () => {
    const assignment = viewCookieAssignment(createMemoryStorage({ [K.settings]: settings }), false);
    expect(assignment).toBe(`${VIEW_COOKIE}=; Path=/; SameSite=Strict; Max-Age=0`);
    expect(readViewCookie(sent(assignment))).toEqual({});
  });

  it('reads nothing from a missing, damaged or foreign cookie, and only the keys it carries', () => {
    expect(readViewCookie(undefined)).toEqual({});
    expect(readViewCookie('tl_session=tl_abc')).toEqual({});
    expect(readViewCookie(`${VIEW_COOKIE}=%7Bnot json`)).toEqual({});
    expect(readViewCookie(`${VIEW_COOKIE}=%E0%A4%A`)).toEqual({});
    const forged = encodeURIComponent(
      JSON.stringify({ session: 'm', userInfo: '{"role":"superAdmin"}', settings: 7 }),
    );
    expect(readViewCookie(`a=1; ${VIEW_COOKIE}=${forged}; b=2`)).toEqual({ session: 'm' });
    const long = encodeURIComponent(JSON.stringify({ session: 'm', settings: 'x'.repeat(600) }));
    expect(readViewCookie(`${VIEW_COOKIE}=${long}`)).toEqual({ session: 'm' });
  });

  it('is written at once, and again when a login, a logout or a change of settings is stored', () => {
    const written: string[] = [];
    const local = withViewCookie(createMemoryStorage(), (a) => written.push(a), false);
    expect(written).toHaveLength(1);
    expect(readViewCookie(sent(written.at(-1)!))).toEqual({});

    local.setItem(K.session, 'marker-2');
    expect(readViewCookie(sent(written.at(-1)!))).toEqual({ [K.session]: 'marker-2' });
    local.setItem(K.settings, settings);
    expect(readViewCookie(sent(written.at(-1)!))).toEqual({
      [K.session]: 'marker-2',
      [K.settings]: settings,
    });
    // other keys are stored as they are, and leave the cookie alone
    local.setItem(K.followList, '{}');
    expect(written).toHaveLength(3);
    expect(local.getItem(K.followList)).toBe('{}');

    local.removeItem(K.session);
    expect(written.at(-1)).toMatch(/Max-Age=0$/);
    expect(local.getItem(K.settings)).toBe(settings);
  });
});
