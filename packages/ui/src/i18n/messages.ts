import type { Language } from '@touchline/domain';
import { en as campaignEn } from './messages/campaign/en.ts';
import { th as campaignTh } from './messages/campaign/th.ts';
import { vi as campaignVi } from './messages/campaign/vi.ts';
import { zhcn as campaignZhCn } from './messages/campaign/zh-cn.ts';
import { en as chromeEn } from './messages/chrome/en.ts';
import { th as chromeTh } from './messages/chrome/th.ts';
import { vi as chromeVi } from './messages/chrome/vi.ts';
import { zhcn as chromeZhCn } from './messages/chrome/zh-cn.ts';
import { en as coreEn } from './messages/core/en.ts';
import { th as coreTh } from './messages/core/th.ts';
import { vi as coreVi } from './messages/core/vi.ts';
import { zhcn as coreZhCn } from './messages/core/zh-cn.ts';
import { messages as en } from './messages/en.ts';
import { en as formsEn } from './messages/forms/en.ts';
import { th as formsTh } from './messages/forms/th.ts';
import { vi as formsVi } from './messages/forms/vi.ts';
import { zhcn as formsZhCn } from './messages/forms/zh-cn.ts';
import { en as identityEn } from './messages/identity/en.ts';
import { th as identityTh } from './messages/identity/th.ts';
import { vi as identityVi } from './messages/identity/vi.ts';
import { zhcn as identityZhCn } from './messages/identity/zh-cn.ts';
import { en as liveEn } from './messages/live/en.ts';
import { th as liveTh } from './messages/live/th.ts';
import { vi as liveVi } from './messages/live/vi.ts';
import { zhcn as liveZhCn } from './messages/live/zh-cn.ts';
import { en as receiptEn } from './messages/receipt/en.ts';
import { th as receiptTh } from './messages/receipt/th.ts';
import { vi as receiptVi } from './messages/receipt/vi.ts';
import { zhcn as receiptZhCn } from './messages/receipt/zh-cn.ts';
import { en as sportsbookEn } from './messages/sportsbook/en.ts';
import { th as sportsbookTh } from './messages/sportsbook/th.ts';
import { vi as sportsbookVi } from './messages/sportsbook/vi.ts';
import { zhcn as sportsbookZhCn } from './messages/sportsbook/zh-cn.ts';
import { en as gamesEn } from './messages/games/en.ts';
import { th as gamesTh } from './messages/games/th.ts';
import { vi as gamesVi } from './messages/games/vi.ts';
import { zhcn as gamesZhCn } from './messages/games/zh-cn.ts';
import { messages as th } from './messages/th.ts';
import { messages as vi } from './messages/vi.ts';
import { messages as zhCn } from './messages/zh-cn.ts';

/**
 * The library's texts live by area and language: `messages/<area>/<language>.ts`, English the
 * source and each other language typed to exactly its keys (ADR 007). Per language they are merged
 * in `messages/<language>.ts`: English is part of every bundle (the fallback), the other three
 * are chunks an app loads for the language it shows (`loadUiMessages`).
 *
 * This module holds all of them together, for tests, Storybook and `registerUiMessages`: an app
 * that imports only `useUiText` and `loadUiMessages` ships English and the language it loads.
 */

/** Every area of the library's texts in the four languages. */
export const MESSAGE_AREAS = {
  core: { en: coreEn, 'zh-cn': coreZhCn, vi: coreVi, th: coreTh },
  forms: { en: formsEn, 'zh-cn': formsZhCn, vi: formsVi, th: formsTh },
  sportsbook: { en: sportsbookEn, 'zh-cn': sportsbookZhCn, vi: sportsbookVi, th: sportsbookTh },
  receipt: { en: receiptEn, 'zh-cn': receiptZhCn, vi: receiptVi, th: receiptTh },
  identity: { en: identityEn, 'zh-cn': identityZhCn, vi: identityVi, th: identityTh },
  chrome: { en: chromeEn, 'zh-cn': chromeZhCn, vi: chromeVi, th: chromeTh },
  live: { en: liveEn, 'zh-cn': liveZhCn, vi: liveVi, th: liveTh },
  campaign: { en: campaignEn, 'zh-cn': campaignZhCn, vi: campaignVi, th: campaignTh },
  games: { en: gamesEn, 'zh-cn': gamesZhCn, vi: gamesVi, th: gamesTh },
} as const;

export type UiMessageKey = keyof typeof en & string;
export type UiMessages = Readonly<Record<UiMessageKey, string>>;

/** The library's texts, all areas merged, per language (i18next namespace `touchline-ui`). */
export const uiMessages: Readonly<Record<Language, UiMessages>> = {
  en,
  'zh-cn': zhCn,
  vi,
  th,
};
