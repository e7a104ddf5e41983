import { defineMessages } from './define.ts';

/** Chrome texts. Keys are unique across all message areas (a clash fails a test). */
export const chromeMessages = defineMessages({
  en: {},
  'zh-cn': {},
  vi: {},
  th: {},
});
