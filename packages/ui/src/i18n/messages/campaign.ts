import { defineMessages } from './define.ts';

/** Campaign texts. Keys are unique across all message areas (a clash fails a test). */
export const campaignMessages = defineMessages({
  en: {},
  'zh-cn': {},
  vi: {},
  th: {},
});
