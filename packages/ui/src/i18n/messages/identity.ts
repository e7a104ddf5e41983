import { defineMessages } from './define.ts';

/** Identity texts. Keys are unique across all message areas (a clash fails a test). */
export const identityMessages = defineMessages({
  en: {},
  'zh-cn': {},
  vi: {},
  th: {},
});
