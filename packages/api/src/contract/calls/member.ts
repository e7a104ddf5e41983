import { z } from 'zod';
import { defineCalls } from '../define.ts';
import { gameTypeCodeSchema } from '../entities/games.ts';
import {
  balanceSchema,
  deviceRecordSchema,
  identityCodeSchema,
  memberProfileSchema,
  memberWalletSchema,
  userInfoSchema,
} from '../entities/member.ts';
import { emptyRequestSchema, moneySchema } from '../primitives.ts';

export const memberCalls = defineCalls('member', {
  fetchMemberWallet: {
    method: 'POST',
    path: '/api/fund/wallet/member/local',
    request: emptyRequestSchema,
    response: memberWalletSchema,
    suppressMessages: true,
  },
  /** Brings money left in game vendors' wallets back to the member wallet. */
  collectGameFunds: {
    method: 'POST',
    path: '/api/game/fund/collect',
    request: z.object({ gameType: gameTypeCodeSchema.optional() }),
    response: z.object({ memberWallet: moneySchema, collected: moneySchema }),
    suppressMessages: true,
  },
  getMemberProfile: {
    method: 'GET',
    path: '/api/member/get',
    request: emptyRequestSchema,
    response: memberProfileSchema,
    suppressMessages: true,
  },
  refreshIdentityCode: {
    method: 'GET',
    path: '/api/member/refreshIdentityCode',
    request: emptyRequestSchema,
    response: identityCodeSchema,
    suppressMessages: true,
  },
  /** What the server knows of this browser's device id; sent before anyone is known. */
  getDevice: {
    method: 'POST',
    path: '/api/member/device/get',
    request: z.object({ deviceId: z.string().min(1) }),
    response: deviceRecordSchema,
    auth: 'none',
  },
  /**
   * A server-issued device id, in exchange for a bot-protection token. Its id is used only when
   * the code is 200 and `data` is present (spec §5).
   */
  fetchDeviceId: {
    method: 'POST',
    // path is ours: the spec does not show the device-id fetch
    path: '/api/member/device/issue',
    request: z.object({ botToken: z.string().min(1) }),
    response: z.object({ deviceId: z.string().min(1) }).nullable(),
    auth: 'none',
    suppressMessages: true,
    pathIsOurs: true,
  },
  getUserInfo: {
    method: 'GET',
    // path is ours: the spec does not show the user-info call
    path: '/api/user/info',
    request: emptyRequestSchema,
    response: userInfoSchema,
    pathIsOurs: true,
  },
  /**
   * Turns the second login step (an SMS code to the mobile on file) on or off for the member's
   * own account. Turning it on needs a mobile on file.
   */
  setTwoStepLogin: {
    method: 'POST',
    // path is ours: the spec shows the second step but not how a member turns it on
    path: '/api/member/security/two-step-login',
    request: z.object({ enabled: z.boolean() }),
    response: z.object({ twoStepLogin: z.boolean() }),
    pathIsOurs: true,
  },
  fetchBalance: {
    method: 'GET',
    // path is ours: the spec does not show the balance call
    path: '/api/fund/wallet/balance',
    request: emptyRequestSchema,
    response: balanceSchema,
    suppressMessages: true,
    pathIsOurs: true,
  },
});
