/**
 * The numbers of spec §9, each under a name that says what it is.
 * Other packages read these instead of restating a literal.
 */

/** Platform request timeout (spec §7, §9). */
export const REQUEST_TIMEOUT_MS = 15_000;
/** The single-wallet game jump has its own, shorter timeout. */
export const SINGLE_WALLET_JUMP_TIMEOUT_MS = 10_000;
/** The browser-side bot-protection client gives up after this long. */
export const BOT_CHECK_TIMEOUT_MS = 6_000;

/** Envelope code of a successful call. */
export const SUCCESS_CODE = 200;
/** Bot-protection token responses that count as obtained. */
export const BOT_CHECK_SUCCESS_CODES = [200, 201] as const;

/** Stream list request defaults. */
export const STREAM_LIST_PAGE = 1;
export const STREAM_LIST_PAGE_SIZE = 999;
/** `status` of a stream that is live now. */
export const STREAM_STATUS_LIVE = 2;
/** The other stream statuses: announced for later, ended after being live, called off. */
export const STREAM_STATUS_RESERVED = 1;
export const STREAM_STATUS_ENDED = 3;
export const STREAM_STATUS_CANCELLED = 4;

/** Match list defaults. */
export const DEFAULT_MATCH_PAGE_SIZE = 50;
export const DEFAULT_SPORT_ID = 1;
export const DEFAULT_ODDS_TYPE = 1;
/** Match status (`ms`) for which the start time is shown instead of the period. */
export const MATCH_STATUS_SHOW_START_TIME = 4;

/** The home page shows at most this many hot games. */
export const HOT_GAMES_LIMIT = 4;

/** Video player defaults. */
export const PLAYER_DEFAULT_SOUND_ON = true;
export const PLAYER_DEFAULT_VOLUME = 70;
/** The live room's play-button flag (spec §4): on, the room's video starts playing by itself. */
export const PLAYER_DEFAULT_AUTOPLAY = true;

/** A day's time range as the sports service expects it. */
export const DAY_START_TIME = '00:00:00';
export const DAY_END_TIME = '23:59:59';

/** Maintenance times written as wall-clock time are in UTC+8. */
export const MAINTENANCE_UTC_OFFSET_HOURS = 8;

/** Settings defaults: odds format (type) and odds-change acceptance. */
export const DEFAULT_ODDS_FORMAT = 1;
export const DEFAULT_ODDS_CHANGE = 1;

/** Popup ads are shown at most once a day per user (per ad id). */
export const POPUP_AD_SHOWS_PER_DAY = 1;

/** Lazy images. */
export const LAZY_IMAGE_PRELOAD_FACTOR = 1.3;
export const LAZY_IMAGE_THROTTLE_MS = 200;
export const LAZY_IMAGE_ATTEMPTS = 3;
export const LAZY_IMAGE_CACHE_SIZE = 200;

/** Gestures. */
export const GESTURE_PRESS_MS = 251;
export const GESTURE_TAP_INTERVAL_MS = 300;
/** Press-and-hold time that loads the hidden debug console. */
export const DEBUG_CONSOLE_LONG_PRESS_MS = 6_000;

/** The navigation progress bar never shows less than this fraction. */
export const NAVIGATION_PROGRESS_MINIMUM = 0.08;

/** VIP levels 0 to 11. */
export const VIP_LEVEL_MIN = 0;
export const VIP_LEVEL_MAX = 11;
export const VIP_LEVELS: readonly number[] = Object.freeze(
  Array.from({ length: VIP_LEVEL_MAX - VIP_LEVEL_MIN + 1 }, (_, i) => VIP_LEVEL_MIN + i),
);

/** Selectable avatars, ids 1 to 10. */
export const AVATAR_ID_MIN = 1;
export const AVATAR_ID_MAX = 10;
export const AVATAR_IDS: readonly number[] = Object.freeze(
  Array.from({ length: AVATAR_ID_MAX - AVATAR_ID_MIN + 1 }, (_, i) => AVATAR_ID_MIN + i),
);
