import { en as core } from './core/en.ts';
import { en as forms } from './forms/en.ts';
import { en as sportsbook } from './sportsbook/en.ts';
import { en as receipt } from './receipt/en.ts';
import { en as identity } from './identity/en.ts';
import { en as chrome } from './chrome/en.ts';
import { en as live } from './live/en.ts';
import { en as campaign } from './campaign/en.ts';
import { en as games } from './games/en.ts';

/** The library's English texts, every area merged: the source, and the fallback of every other language. */
export const messages = {
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
