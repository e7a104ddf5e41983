import { createMemoryStorage, LANGUAGES, LOCAL_STORAGE_KEYS } from '@touchline/domain';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { startupLanguage } from './boot.ts';
import { applyDocumentLanguage, initI18n, loadPack } from './i18n/i18n.ts';

describe('start-up language', () => {
  const storage = createMemoryStorage({ [LOCAL_STORAGE_KEYS.language]: 'th' });
  it('prefers ?lang=, then storage, then the browser', () => {
    expect(startupLanguage({ search: '?lang=vi', storage, browserLanguages: ['en'] })).toBe('vi');
    expect(startupLanguage({ search: '', storage, browserLanguages: ['en'] })).toBe('th');
    expect(
      startupLanguage({ search: '', storage: createMemoryStorage(), browserLanguages: ['zh-CN'] }),
    ).toBe('zh-cn');
    expect(
      startupLanguage({ search: '?lang=xx', storage: createMemoryStorage(), browserLanguages: [] }),
    ).toBe('en');
  });
  it('uses the market before the browser', () => {
    const env = { search: '', storage: createMemoryStorage(), browserLanguages: ['en'] };
    expect(startupLanguage({ ...env, market: 'vietnam' })).toBe('vi');
  });
});

describe('language packs', () => {
  it('every pack has exactly the keys of en', async () => {
    const en = await loadPack('en');
    for (const lang of LANGUAGES) {
      const pack = await loadPack(lang);
      for (const [ns, keys] of Object.entries(en)) {
        expect(Object.keys(pack[ns] as object).sort(), `${lang}/${ns}`).toEqual(
          Object.keys(keys as object).sort(),
        );
      }
    }
  });

  it.each(LANGUAGES)('%s is active before mount and titles the page', async (lang) => {
    const i18n = await initI18n(lang, createInstance());
    applyDocumentLanguage(document, lang, i18n.t('tagline'));
    expect(i18n.language).toBe(lang);
    expect(document.documentElement.lang).toBe(lang === 'zh-cn' ? 'zh-CN' : lang);
    const pack = (await loadPack(lang)).common as Record<string, string>;
    expect(document.title).toBe(`Touchline - ${pack.tagline}`);
  });
});
