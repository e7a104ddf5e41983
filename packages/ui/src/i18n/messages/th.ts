import { th as core } from './core/th.ts';
import { th as forms } from './forms/th.ts';
import { th as sportsbook } from './sportsbook/th.ts';
import { th as receipt } from './receipt/th.ts';
import { th as identity } from './identity/th.ts';
import { th as chrome } from './chrome/th.ts';
import { th as live } from './live/th.ts';
import { th as campaign } from './campaign/th.ts';
import { th as games } from './games/th.ts';
import type { UiMessages } from '../messages.ts';

/** The library's texts in th, every area merged: a chunk of its own, loaded when the app asks for th. */
export const messages: UiMessages = {
  ...core,
  ...forms,
  ...sportsbook,
  ...receipt,
  ...identity,
  ...chrome,
  ...live,
  ...campaign,
  ...games,
};
