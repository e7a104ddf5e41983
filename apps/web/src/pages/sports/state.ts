import { toggleFollowId } from '@touchline/domain';
import { useCallback, useSyncExternalStore } from 'react';
import { useHydrated } from '../../app/hydration.ts';
import type { AppStore } from '../../app/store.ts';
import {
  sportsSettingsOf,
  storedSettingsOf,
  type SlipMode,
  type SlipPick,
  type SportsSettings,
} from './model.ts';

/** A tiny observable value. */
export function observable<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

// ——— settings ———

const settingsByStore = new WeakMap<AppStore, ReturnType<typeof observable<SportsSettings>>>();

function settingsOf(store: AppStore) {
  let value = settingsByStore.get(store);
  if (!value)
    settingsByStore.set(store, (value = observable(sportsSettingsOf(store.settings.get()))));
  return value;
}

/** The odds format and odds-change policy, kept under the `settings` storage key. */
export function useSportsSettings(
  store: AppStore,
): [SportsSettings, (next: SportsSettings) => void] {
  const value = settingsOf(store);
  const settings = useSyncExternalStore(value.subscribe, value.get, value.get);
  const update = useCallback(
    (next: SportsSettings) => {
      store.settings.set(storedSettingsOf(next));
      value.set(next);
    },
    [store, value],
  );
  return [settings, update];
}

// ——— follow list ———

const followVersion = new WeakMap<AppStore, ReturnType<typeof observable<number>>>();

const NO_IDS: readonly string[] = [];

/**
 * The follow list of a sport (local storage, so it survives a reload), the list of any sport
 * (`idsOf`) and the toggle. Empty while React hydrates the server's HTML, which cannot know it
 * (`useHydrated`, ADR 041); the stars and counts show a moment after the page.
 */
export function useFollows(store: AppStore, sportId: number) {
  let version = followVersion.get(store);
  if (!version) followVersion.set(store, (version = observable(0)));
  const v = version;
  const changes = useSyncExternalStore(v.subscribe, v.get, v.get);
  const hydrated = useHydrated();
  const idsOf = useCallback(
    (id: number): readonly string[] => (hydrated ? store.followList.get(id) : NO_IDS),
    // a new reader whenever the list changes, so memos that use it run again
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store, hydrated, changes],
  );
  const ids = idsOf(sportId);
  const toggle = useCallback(
    (matchSportId: number, matchId: number) => {
      store.followList.set(
        matchSportId,
        toggleFollowId(store.followList.get(matchSportId), matchId),
      );
      v.set(v.get() + 1);
    },
    [store, v],
  );
  return { ids, idsOf, toggle };
}

// ——— bet slip ———

export interface SlipState {
  picks: SlipPick[];
  mode: SlipMode;
  stakes: Record<string, string>;
  parlayStake: string;
  /** The key of the next placement; kept across a retry of the same slip, new after a change. */
  attempt: string;
}

const newAttempt = () =>
  globalThis.crypto?.randomUUID?.() ?? `slip-${Date.now()}-${Math.random().toString(36).slice(2)}`;

export const emptySlip = (): SlipState => ({
  picks: [],
  mode: 'single',
  stakes: {},
  parlayStake: '',
  attempt: newAttempt(),
});

export type SlipStore = ReturnType<typeof createSlipStore>;

/**
 * The slip outlives the screens (list → detail → list): one per shell. A failed bet leaves it as
 * it was; only a placed bet clears it.
 */
export function createSlipStore(initial: SlipState = emptySlip()) {
  const state = observable(initial);
  const change = (patch: Partial<SlipState>) =>
    state.set({ ...state.get(), ...patch, attempt: patch.attempt ?? newAttempt() });
  return {
    get: state.get,
    subscribe: state.subscribe,
    /** Adds the pick, or removes it when it is already in the slip (a second tap). */
    toggle(pick: SlipPick) {
      const { picks, stakes } = state.get();
      if (picks.some((p) => p.selectionId === pick.selectionId)) {
        const { [pick.selectionId]: _removed, ...rest } = stakes;
        change({ picks: picks.filter((p) => p.selectionId !== pick.selectionId), stakes: rest });
      } else {
        change({ picks: [...picks, pick] });
      }
    },
    remove(selectionId: string) {
      const { picks, stakes } = state.get();
      const { [selectionId]: _removed, ...rest } = stakes;
      change({ picks: picks.filter((p) => p.selectionId !== selectionId), stakes: rest });
    },
    clear: () => state.set(emptySlip()),
    setMode: (mode: SlipMode) => change({ mode }),
    setStakes: (stakes: Record<string, string>) => change({ stakes }),
    setParlayStake: (parlayStake: string) => change({ parlayStake }),
    /** The player takes the current prices: they become the picked ones. */
    acceptPrices(prices: ReadonlyMap<string, number>) {
      change({
        picks: state.get().picks.map((p) => ({
          ...p,
          pickedPrice: prices.get(p.selectionId) ?? p.pickedPrice,
        })),
      });
    },
    /** The same slip under a new key (the server refused its key as used for another request). */
    renewAttempt: () => change({}),
    /**
     * A receipt's "Keep selections": the placed picks come back (those not in the slip again
     * already), with no stakes, for another bet.
     */
    restore(back: readonly SlipPick[]) {
      const { picks } = state.get();
      const have = new Set(picks.map((p) => p.selectionId));
      change({ picks: [...picks, ...back.filter((p) => !have.has(p.selectionId))] });
    },
    /** After a placed bet: the placed picks leave the slip. */
    removePlaced(selectionIds: readonly string[]) {
      const gone = new Set(selectionIds);
      const { picks, stakes } = state.get();
      change({
        picks: picks.filter((p) => !gone.has(p.selectionId)),
        stakes: Object.fromEntries(Object.entries(stakes).filter(([id]) => !gone.has(id))),
        parlayStake: '',
      });
    },
  };
}

const slips = new WeakMap<object, SlipStore>();

export function slipStoreFor(owner: object): SlipStore {
  let slip = slips.get(owner);
  if (!slip) slips.set(owner, (slip = createSlipStore()));
  return slip;
}

export function useSlip(slip: SlipStore): SlipState {
  return useSyncExternalStore(slip.subscribe, slip.get, slip.get);
}
