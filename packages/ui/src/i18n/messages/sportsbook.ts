import { defineMessages } from './define.ts';

/** Sportsbook texts. Keys are unique across all message areas (a clash fails a test). */
export const sportsbookMessages = defineMessages({
  en: {},
  'zh-cn': {},
  vi: {},
  th: {},
});
