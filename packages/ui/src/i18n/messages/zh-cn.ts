import { zhcn as core } from './core/zh-cn.ts';
import { zhcn as forms } from './forms/zh-cn.ts';
import { zhcn as sportsbook } from './sportsbook/zh-cn.ts';
import { zhcn as receipt } from './receipt/zh-cn.ts';
import { zhcn as identity } from './identity/zh-cn.ts';
import { zhcn as chrome } from './chrome/zh-cn.ts';
import { zhcn as live } from './live/zh-cn.ts';
import { zhcn as campaign } from './campaign/zh-cn.ts';
import { zhcn as games } from './games/zh-cn.ts';
import type { UiMessages } from '../messages.ts';

/** The library's texts in zh-cn, every area merged: a chunk of its own, loaded when the app asks for zh-cn. */
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
