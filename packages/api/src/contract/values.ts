/**
 * Fixed values of the calls' fields that code outside the contract names, in a module of their
 * own: a page that names one does not take in the calls' definitions, and zod with them (issue 16).
 */

/** What the second login step is for (`actionType` of loginCheck). */
export const LOGIN_CHECK_ACTIONS = Object.freeze({ login: 1, newDevice: 2 } as const);

/** Where a stream list comes from: every host's streams, or only those the member follows. */
export const STREAM_DATA_RESOURCES = Object.freeze({ all: 1, followed: 2 } as const);
