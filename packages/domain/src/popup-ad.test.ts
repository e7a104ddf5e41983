import { describe, expect, it } from 'vitest';
import {
  createMemoryStorage,
  createPopupAdGate,
  POPUP_AD_KEY_PREFIX,
  POPUP_AD_LOGGED_OUT_USER,
  type KeyValueStorage,
} from './index.ts';

describe('createPopupAdGate', () => {
  it('shows once per day per user', () => {
    const gate = createPopupAdGate(createMemoryStorage());
    expect(gate.shouldShow('demo', '2026-11-22')).toBe(true);
    expect(gate.shouldShow('demo', '2026-11-22')).toBe(false);
    expect(gate.shouldShow('demo', '2026-11-23')).toBe(true);
    expect(gate.shouldShow('demo', '2026-11-23')).toBe(false);
  });

  it('keeps logged-in and logged-out visitors apart', () => {
    const storage = createMemoryStorage();
    const gate = createPopupAdGate(storage);
    expect(gate.shouldShow(null, '2026-11-22')).toBe(true);
    expect(gate.shouldShow('', '2026-11-22')).toBe(false);
    expect(gate.shouldShow('demo', '2026-11-22')).toBe(true);
    expect(gate.shouldShow('other', '2026-11-22')).toBe(true);
    expect(storage.getItem(POPUP_AD_KEY_PREFIX + POPUP_AD_LOGGED_OUT_USER)).not.toBeNull();
    expect(storage.getItem(`${POPUP_AD_KEY_PREFIX}demo`)).not.toBeNull();
  });

  it('shows each ad id once a day, and records it', () => {
    const storage = createMemoryStorage();
    const gate = createPopupAdGate(storage, 'ads:');
    expect(gate.shouldShow('demo', '2026-11-22', 7)).toBe(true);
    expect(gate.shouldShow('demo', '2026-11-22', 7)).toBe(false);
    expect(gate.shouldShow('demo', '2026-11-22', '7')).toBe(false);
    expect(gate.shouldShow('demo', '2026-11-22', 8)).toBe(true);
    expect(gate.shouldShow('demo', '2026-11-22')).toBe(false);
    expect(JSON.parse(storage.getItem('ads:demo')!)).toEqual({
      date: '2026-11-22',
      ids: ['7', '8'],
    });
    expect(gate.shouldShow('demo', '2026-11-23', 7)).toBe(true);
    expect(JSON.parse(storage.getItem('ads:demo')!)).toEqual({ date: '2026-11-23', ids: ['7'] });
  });

  it('counts a corrupt record as none', () => {
    for (const raw of ['not json', '{"date":5}', '[]', 'null', '{"date":"2026-11-22"}']) {
      const storage = createMemoryStorage({ [`${POPUP_AD_KEY_PREFIX}demo`]: raw });
      const gate = createPopupAdGate(storage);
      expect(gate.shouldShow('demo', '2026-11-22')).toBe(true);
      expect(gate.shouldShow('demo', '2026-11-22')).toBe(false);
    }
  });

  it('clears one user at a time', () => {
    const gate = createPopupAdGate(createMemoryStorage());
    gate.shouldShow('demo', '2026-11-22');
    gate.shouldShow(null, '2026-11-22');
    gate.clear('demo');
    expect(gate.shouldShow('demo', '2026-11-22')).toBe(true);
    expect(gate.shouldShow(null, '2026-11-22')).toBe(false);
    gate.clear();
    expect(gate.shouldShow(null, '2026-11-22')).toBe(true);
  });

  it('still answers when storage throws', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    const gate = createPopupAdGate(broken);
    expect(gate.shouldShow('demo', '2026-11-22')).toBe(true);
    expect(() => gate.clear('demo')).not.toThrow();
  });

  it('keeps user names with non-ASCII characters apart', () => {
    const gate = createPopupAdGate(createMemoryStorage());
    expect(gate.shouldShow('张三', '2026-11-22')).toBe(true);
    expect(gate.shouldShow('张四', '2026-11-22')).toBe(true);
    expect(gate.shouldShow('张三', '2026-11-22')).toBe(false);
  });
});
