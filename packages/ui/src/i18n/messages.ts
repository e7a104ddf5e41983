import type { Language } from '@touchline/domain';
import { campaignMessages } from './messages/campaign.ts';
import { chromeMessages } from './messages/chrome.ts';
import { coreMessages } from './messages/core.ts';
import { formsMessages } from './messages/forms.ts';
import { identityMessages } from './messages/identity.ts';
import { liveMessages } from './messages/live.ts';
import { receiptMessages } from './messages/receipt.ts';
import { sportsbookMessages } from './messages/sportsbook.ts';

/** Every area of the library's texts; each area file lists the same keys in all four languages. */
export const MESSAGE_AREAS = {
  core: coreMessages,
  forms: formsMessages,
  sportsbook: sportsbookMessages,
  receipt: receiptMessages,
  identity: identityMessages,
  chrome: chromeMessages,
  live: liveMessages,
  campaign: campaignMessages,
} as const;

type Areas = typeof MESSAGE_AREAS;
export type UiMessageKey = { [A in keyof Areas]: keyof Areas[A]['en'] }[keyof Areas] & string;
export type UiMessages = Readonly<Record<UiMessageKey, string>>;

function merge(lang: Language): UiMessages {
  return Object.assign({}, ...Object.values(MESSAGE_AREAS).map((area) => area[lang])) as UiMessages;
}

/** The library's texts, all areas merged, per language (i18next namespace `touchline-ui`). */
export const uiMessages: Readonly<Record<Language, UiMessages>> = {
  en: merge('en'),
  'zh-cn': merge('zh-cn'),
  vi: merge('vi'),
  th: merge('th'),
};
