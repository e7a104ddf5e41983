import { readViewCookie, VIEW_COOKIE } from '@touchline/api';
import { createMemoryStorage, LOCAL_STORAGE_KEYS } from '@touchline/domain';
import { describe, expect, it } from 'vitest';
import { viewCookieAssignment, withViewCookie } from './viewCookie.ts';

const K = LOCAL_STORAGE_KEYS;
const settings = JSON.stringify({ oddsFormat: 2, oddsChange: 1 });

/** The `Cookie` header a browser sends after the assignment (its name=value part). */
const sent = (assignment: string, others = 'tl_session=tl_abc') =>
  `${others}; ${assignment.split(';')[0]}`;

describe('the browser’s view cookie (ADR 041)', () => {
  it('carries the language, the session’s marker and the settings, nothing else stored', () => {
    const local = createMemoryStorage({
      [K.language]: 'th',
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
      [K.language]: 'th',
      [K.session]: 'marker-1',
      [K.settings]: settings,
    });
    expect(viewCookieAssignment(local, true)).toMatch(/; Secure$/);
  });

  it('is cleared when there is nothing to carry', () => {
    const assignment = viewCookieAssignment(createMemoryStorage({ [K.theme]: 'light' }), false);
    expect(assignment).toBe(`${VIEW_COOKIE}=; Path=/; SameSite=Strict; Max-Age=0`);
    expect(readViewCookie(sent(assignment))).toEqual({});
  });

  it('is written at once, and again when a language, a login, a logout or settings are stored', () => {
    const written: string[] = [];
    const local = withViewCookie(createMemoryStorage(), (a) => written.push(a), false);
    expect(written).toEqual([`${VIEW_COOKIE}=; Path=/; SameSite=Strict; Max-Age=0`]);

    local.setItem(K.language, 'vi');
    expect(readViewCookie(sent(written.at(-1)!))).toEqual({ [K.language]: 'vi' });
    local.setItem(K.session, 'marker-2');
    local.setItem(K.settings, settings);
    expect(readViewCookie(sent(written.at(-1)!))).toEqual({
      [K.language]: 'vi',
      [K.session]: 'marker-2',
      [K.settings]: settings,
    });
    // other keys are stored as they are, and leave the cookie alone
    local.setItem(K.followList, '{}');
    expect(written).toHaveLength(4);
    expect(local.getItem(K.followList)).toBe('{}');

    local.removeItem(K.session);
    expect(readViewCookie(sent(written.at(-1)!))).toEqual({
      [K.language]: 'vi',
      [K.settings]: settings,
    });
    expect(local.getItem(K.settings)).toBe(settings);
  });
});
