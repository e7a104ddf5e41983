import { isInMaintenanceWindow } from './maintenance.ts';

/**
 * The super-admin centre's games section (issue 22, ADR 035): the rules of a lobby's or a game's
 * maintenance window as an operator sets it, and what "in maintenance" means for one place.
 * The contract, the server and the centre's forms all ask these.
 */

/** The longest maintenance window an operator sets in one go: 30 days. */
export const GAME_MAINTENANCE_MAX_DAYS = 30;
export const GAME_MAINTENANCE_MAX_MS = GAME_MAINTENANCE_MAX_DAYS * 86_400_000;

/** The longest name or code an operator searches the games for. */
export const ADMIN_GAME_SEARCH_MAX = 60;

/** What is wrong with a window an operator asks for, as the form and the server name it. */
export const GAME_MAINTENANCE_FAULTS = ['endsBeforeStart', 'tooLong', 'alreadyOver'] as const;
export type GameMaintenanceFault = (typeof GAME_MAINTENANCE_FAULTS)[number];

/**
 * Why a maintenance window from `from` to `to` (epoch ms) cannot be set at `now`, or null when
 * it can: it ends after it starts, lasts at most GAME_MAINTENANCE_MAX_MS, and is not over.
 */
export function gameMaintenanceFault(
  window: { from: number; to: number },
  now: number,
): GameMaintenanceFault | null {
  const { from, to } = window;
  if (!(to > from)) return 'endsBeforeStart';
  if (to - from > GAME_MAINTENANCE_MAX_MS) return 'tooLong';
  if (to <= now) return 'alreadyOver';
  return null;
}

/** Whether the contract may take a window without knowing now: order and length only. */
export function isGameMaintenanceShape(window: { from: number; to: number }): boolean {
  const fault = gameMaintenanceFault(window, Number.NEGATIVE_INFINITY);
  return fault === null;
}

/** A lobby's or a game's maintenance as stored: the operator's switch and a window (either side open). */
export interface MaintainedPlaceState {
  /** The switch: in maintenance until switched off, whatever the window. */
  isMaintain: boolean;
  startTimestamp: number | null;
  endTimestamp: number | null;
}

/** A place's maintenance at an instant: off, a window still to come, or on. */
export const MAINTENANCE_STATES = ['off', 'scheduled', 'on'] as const;
export type MaintenanceState = (typeof MAINTENANCE_STATES)[number];

/**
 * A lobby's or a game's maintenance at `now`: on while the switch is on or now lies in its
 * window (a side left empty is open: no start means since ever, no end means until switched
 * off — the spec's "now lies between its start and end"); scheduled while the window is to come.
 */
export function maintenanceStateOf(place: MaintainedPlaceState, now: number): MaintenanceState {
  if (place.isMaintain) return 'on';
  const { startTimestamp: start, endTimestamp: end } = place;
  if (start === null && end === null) return 'off';
  const window = {
    startTimestamp: start ?? Number.MIN_SAFE_INTEGER,
    endTimestamp: end ?? Number.MAX_SAFE_INTEGER,
  };
  if (isInMaintenanceWindow(window, now)) return 'on';
  return start !== null && now < start ? 'scheduled' : 'off';
}

/** Whether launching in a lobby or a game is refused at `now` (maintenanceStateOf is on). */
export function isPlaceInMaintenance(place: MaintainedPlaceState, now: number): boolean {
  return maintenanceStateOf(place, now) === 'on';
}
