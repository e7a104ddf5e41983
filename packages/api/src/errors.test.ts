import { describe, expect, it } from 'vitest';
import {
  AbortedError,
  ApiError,
  BadResponseError,
  InvalidRequestError,
  NetworkError,
  SessionExpiredError,
  TimeoutError,
  isAbortedError,
  isApiError,
  isBadResponseError,
  isInvalidRequestError,
  isNetworkError,
  isSessionExpiredError,
  isTimeoutError,
  isTouchlineApiError,
} from './errors.ts';

const context = { call: 'fetchBalance' };
const errors = {
  api: new ApiError(500, 'busy', context),
  sessionExpired: new SessionExpiredError('log in again', context),
  network: new NetworkError('Failed to fetch', context),
  timeout: new TimeoutError(15_000, context),
  aborted: new AbortedError(context),
  badResponse: new BadResponseError('not JSON', { ...context, status: 502 }),
  invalidRequest: new InvalidRequestError([{ path: ['id'], message: 'Invalid input' }], context),
};

const guards = {
  api: isApiError,
  sessionExpired: isSessionExpiredError,
  network: isNetworkError,
  timeout: isTimeoutError,
  aborted: isAbortedError,
  badResponse: isBadResponseError,
  invalidRequest: isInvalidRequestError,
};

describe('the error family', () => {
  it('tells each kind apart; a session expiry is also an ApiError', () => {
    for (const [guardName, guard] of Object.entries(guards)) {
      for (const [errorName, error] of Object.entries(errors)) {
        const expected =
          guardName === errorName || (guardName === 'api' && errorName === 'sessionExpired');
        expect(guard(error), `${guardName}(${errorName})`).toBe(expected);
      }
    }
  });

  it('are Errors of the family that name their call', () => {
    for (const error of Object.values(errors)) {
      expect(error).toBeInstanceOf(Error);
      expect(isTouchlineApiError(error)).toBe(true);
      expect(error.call).toBe('fetchBalance');
      expect(error.message).not.toBe('');
    }
  });

  it('are recognised by their kind across realms, and nothing else is', () => {
    const lookalike = Object.assign(new Error('x'), { kind: 'timeout' });
    expect(isTimeoutError(lookalike)).toBe(true);
    for (const other of [
      new Error('x'),
      Object.assign(new Error('x'), { kind: 'weather' }),
      { kind: 'api' },
      null,
      'api',
    ]) {
      expect(isTouchlineApiError(other)).toBe(false);
      expect(isApiError(other)).toBe(false);
    }
  });

  it('carry what a screen or a log needs', () => {
    expect(errors.api).toMatchObject({ code: 500, msg: 'busy', message: 'busy', name: 'ApiError' });
    expect(errors.sessionExpired).toMatchObject({ code: 401, name: 'SessionExpiredError' });
    expect(errors.timeout).toMatchObject({ timeoutMs: 15_000 });
    expect(errors.badResponse).toMatchObject({ status: 502, detail: '' });
    expect(errors.invalidRequest.message).toBe('Invalid input to fetchBalance: id Invalid input');
    expect(new InvalidRequestError([], context).message).toBe('Invalid input to fetchBalance');
  });
});
