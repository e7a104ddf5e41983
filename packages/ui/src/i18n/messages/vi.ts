import { vi as core } from './core/vi.ts';
import { vi as forms } from './forms/vi.ts';
import { vi as sportsbook } from './sportsbook/vi.ts';
import { vi as receipt } from './receipt/vi.ts';
import { vi as identity } from './identity/vi.ts';
import { vi as chrome } from './chrome/vi.ts';
import { vi as live } from './live/vi.ts';
import { vi as campaign } from './campaign/vi.ts';
import { vi as games } from './games/vi.ts';
import type { UiMessages } from '../messages.ts';

/** The library's texts in vi, every area merged: a chunk of its own, loaded when the app asks for vi. */
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
