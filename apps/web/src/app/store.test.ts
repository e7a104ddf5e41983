import { exampleUserInfo } from '@touchline/api/examples';
import { createMemoryStorage, LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS } from '@touchline/domain';
import { describe, expect, it } from 'vitest';
import bootScript from '../../public/boot.js?raw';
import { captureInvitationCodes, createAppStore } from './store.ts';
import { applyTheme } from './theme.ts';

function setup() {
  const local = createMemoryStorage();
  const session = createMemoryStorage();
  return { local, session, store: createAppStore(local, session) };
}

describe('the storage keys of spec §3', () => {
  it('writes each value under its key', () => {
    const { local, store } = setup();
    store.session.set('login-1');
    store.userInfo.set(exampleUserInfo);
    store.userRole.set('member');
    store.deviceId.set('PC-1');
    store.language.set('th');
    store.theme.set('light');
    store.collectedIds.set(['7', '9']);
    store.withdrawInfo.set({ bank: 'x' });
    store.footballConfig.set({ sid: 1 });
    store.pendingPushOrder.set({ id: 3 });
    store.settings.set({ oddsFormat: 2, oddsChange: 3 });
    expect(local.getItem(LOCAL_STORAGE_KEYS.session)).toBe('login-1');
    expect(JSON.parse(local.getItem(LOCAL_STORAGE_KEYS.userInfo)!)).toEqual(exampleUserInfo);
    expect(local.getItem(LOCAL_STORAGE_KEYS.userRole)).toBe('member');
    expect(local.getItem(LOCAL_STORAGE_KEYS.deviceId)).toBe('PC-1');
    expect(local.getItem(LOCAL_STORAGE_KEYS.language)).toBe('th');
    expect(local.getItem(LOCAL_STORAGE_KEYS.theme)).toBe('light');
    expect(JSON.parse(local.getItem(LOCAL_STORAGE_KEYS.collectedIds)!)).toEqual(['7', '9']);
    expect(JSON.parse(local.getItem(LOCAL_STORAGE_KEYS.withdrawInfo)!)).toEqual({ bank: 'x' });
    expect(JSON.parse(local.getItem(LOCAL_STORAGE_KEYS.footballConfig)!)).toEqual({ sid: 1 });
    expect(JSON.parse(local.getItem(LOCAL_STORAGE_KEYS.pendingPushOrder)!)).toEqual({ id: 3 });
    expect(JSON.parse(local.getItem(LOCAL_STORAGE_KEYS.settings)!)).toEqual({
      oddsFormat: 2,
      oddsChange: 3,
    });
  });

  it('keeps a follow list per sport', () => {
    const { local, store } = setup();
    store.followList.set(1, ['90001']);
    store.followList.set(3, ['80001', '80002']);
    expect(store.followList.get(1)).toEqual(['90001']);
    expect(store.followList.get(3)).toEqual(['80001', '80002']);
    expect(store.followList.get(5)).toEqual([]);
    expect(JSON.parse(local.getItem(LOCAL_STORAGE_KEYS.followList)!)).toEqual({
      1: ['90001'],
      3: ['80001', '80002'],
    });
  });

  it('defaults settings to 1 and 1, and the theme to dark; damaged values read as defaults', () => {
    const { local, store } = setup();
    expect(store.settings.get()).toEqual({ oddsFormat: 1, oddsChange: 1 });
    expect(store.theme.get()).toBe('dark');
    local.setItem(LOCAL_STORAGE_KEYS.settings, '{not json');
    local.setItem(LOCAL_STORAGE_KEYS.theme, 'purple');
    local.setItem(LOCAL_STORAGE_KEYS.userInfo, '{');
    expect(store.settings.get()).toEqual({ oddsFormat: 1, oddsChange: 1 });
    expect(store.theme.get()).toBe('dark');
    expect(store.userInfo.get()).toBeNull();
  });

  it('clears settings, session, user info and role at logout, and nothing else', () => {
    const { local, store } = setup();
    store.session.set('login-1');
    store.userInfo.set(exampleUserInfo);
    store.userRole.set('member');
    store.settings.set({ oddsFormat: 2, oddsChange: 2 });
    store.theme.set('light');
    store.language.set('vi');
    store.deviceId.set('PC-1');
    store.followList.set(1, ['1']);
    store.clearSession();
    for (const key of ['session', 'userInfo', 'userRole', 'settings'] as const) {
      expect(local.getItem(LOCAL_STORAGE_KEYS[key])).toBeNull();
    }
    expect(store.theme.get()).toBe('light');
    expect(store.language.get()).toBe('vi');
    expect(store.deviceId.get()).toBe('PC-1');
    expect(store.followList.get(1)).toEqual(['1']);
  });

  it('deletes the tokens earlier versions kept in storage (ADR 012)', () => {
    const local = createMemoryStorage({
      token: 'tl_old-session-token',
      sportsToken: '{"token":"old"}',
      theme: 'light',
    });
    const store = createAppStore(local, createMemoryStorage());
    expect(local.getItem('token')).toBeNull();
    expect(local.getItem('sportsToken')).toBeNull();
    expect(store.session.get()).toBeNull();
    expect(store.theme.get()).toBe('light');
  });

  it('takes invite and refer codes from the address into session storage', () => {
    const { session, store } = setup();
    captureInvitationCodes('?inviteCode=INV1&referCode=REF2', store);
    expect(session.getItem(SESSION_STORAGE_KEYS.inviteCode)).toBe('INV1');
    expect(session.getItem(SESSION_STORAGE_KEYS.referCode)).toBe('REF2');
    captureInvitationCodes('?lang=vi', store);
    expect(store.inviteCode.get()).toBe('INV1');
  });
});

describe('theme persistence', () => {
  it('applies the theme on <html> and remembers it', () => {
    const { local, store } = setup();
    applyTheme('light', store);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(local.getItem(LOCAL_STORAGE_KEYS.theme)).toBe('light');
    applyTheme('dark', store);
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('the pre-paint script applies a remembered light theme and ignores anything else', () => {
    const run = new Function(bootScript) as () => void;
    document.documentElement.dataset.theme = 'dark';
    localStorage.setItem('theme', 'light');
    run();
    expect(document.documentElement.dataset.theme).toBe('light');
    document.documentElement.dataset.theme = 'dark';
    localStorage.setItem('theme', 'neon');
    run();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
