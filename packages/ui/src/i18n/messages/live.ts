import { defineMessages } from './define.ts';

/** Live texts. Keys are unique across all message areas (a clash fails a test). */
export const liveMessages = defineMessages({
  en: {},
  'zh-cn': {},
  vi: {},
  th: {},
});
