import { defineMessages } from './define.ts';

/** Forms texts. Keys are unique across all message areas (a clash fails a test). */
export const formsMessages = defineMessages({
  en: {},
  'zh-cn': {},
  vi: {},
  th: {},
});
