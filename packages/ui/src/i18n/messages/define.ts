import type { Language } from '@touchline/domain';

/**
 * One area's texts in every language. English is the source; the other languages must have
 * exactly its keys (a missing or extra key is a compile error).
 */
export function defineMessages<const K extends string>(messages: {
  en: Record<K, string>;
  'zh-cn': NoInfer<Record<K, string>>;
  vi: NoInfer<Record<K, string>>;
  th: NoInfer<Record<K, string>>;
}): Readonly<Record<Language, Readonly<Record<K, string>>>> {
  return messages;
}
