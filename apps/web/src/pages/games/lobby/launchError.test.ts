import { ApiError, NetworkError, TimeoutError } from '@touchline/api';
import { SINGLE_WALLET_JUMP_TIMEOUT_MS } from '@touchline/domain';
import { describe, expect, it } from 'vitest';
import { launchErrorText } from './GamesLobbyRoute.tsx';

const t = (key: string) => `«${key}»`;
const context = { call: 'jumpToGame' };

describe('launchErrorText', () => {
  it('gives the server’s own words (already in the member’s language) when it sent some', () => {
    expect(launchErrorText(new ApiError(500, 'Golden Goal is closed.', context), t)).toBe(
      'Golden Goal is closed.',
    );
  });

  it('translates the 10 s limit, a network failure and anything else', () => {
    expect(launchErrorText(new TimeoutError(SINGLE_WALLET_JUMP_TIMEOUT_MS, context), t)).toBe(
      '«games:launch.timeout»',
    );
    expect(launchErrorText(new NetworkError('offline', context), t)).toBe('«games:launch.network»');
    expect(launchErrorText(new ApiError(500, '', context), t)).toBe('«games:launch.failed»');
    expect(launchErrorText(new Error('boom'), t)).toBe('«games:launch.failed»');
  });
});
