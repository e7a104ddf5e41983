import { createMemoryStorage, LANGUAGES, LOCAL_STORAGE_KEYS } from '@touchline/domain';
import { Dialog } from '@touchline/ui';
import { axeViolations, renderWithUi } from '@touchline/ui/test';
import { screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyStyleNonce, pageStyleNonce, startupLanguage } from './boot.ts';
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

describe('the page’s style nonce', () => {
  function addNonceMeta(nonce: string): HTMLMetaElement {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', nonce);
    document.head.append(meta);
    return meta;
  }
  afterEach(() => {
    for (const meta of document.head.querySelectorAll('meta[property="csp-nonce"]')) meta.remove();
  });

  it('hands nothing on when the page has none (the Vite dev server)', () => {
    const set = vi.fn();
    applyStyleNonce(document, set);
    expect(pageStyleNonce(document)).toBeUndefined();
    expect(set).not.toHaveBeenCalled();
  });

  it('reads the nonce property, which keeps the value the browser hides from the attribute', () => {
    const meta = addNonceMeta('');
    Object.defineProperty(meta, 'nonce', { value: 'aGlkZGVu' });
    const set = vi.fn();
    applyStyleNonce(document, set);
    expect(set).toHaveBeenCalledWith('aGlkZGVu');
  });

  it('gives the scroll lock’s <style> of an open dialog the page’s nonce', async () => {
    addNonceMeta('cGFnZS1ub25jZQ==');
    applyStyleNonce(document);
    renderWithUi(
      <Dialog.Root open>
        <Dialog.Content title="Log in">form</Dialog.Content>
      </Dialog.Root>,
    );
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeTruthy();
    const lock = [...document.head.querySelectorAll('style')].find((style) =>
      style.textContent?.includes('body[data-scroll-locked]'),
    );
    expect(lock?.getAttribute('nonce')).toBe('cGFnZS1ub25jZQ==');
    expect(await axeViolations()).toEqual([]);
  });
});

describe('language packs', () => {
  it('every pack has exactly the keys of en (a plural key counted once, whatever its forms)', async () => {
    // each language has the plural forms its own rules need (en one and other, zh-cn other
    // alone…): src/i18n/packs.test.ts holds them to those; here a key is the same key in each form
    const keysOf = (pack: object) =>
      [
        ...new Set(
          Object.keys(pack).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')),
        ),
      ].sort();
    const en = await loadPack('en');
    for (const lang of LANGUAGES) {
      const pack = await loadPack(lang);
      for (const [ns, keys] of Object.entries(en)) {
        expect(keysOf(pack[ns] as object), `${lang}/${ns}`).toEqual(keysOf(keys as object));
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

  it("leaves <html lang> alone when the server's HTML already names the language", async () => {
    const i18n = await initI18n('vi', createInstance());
    document.documentElement.lang = 'vi';
    const observer = new MutationObserver(() => undefined);
    observer.observe(document.documentElement, { attributes: true });
    applyDocumentLanguage(document, 'vi', i18n.t('tagline'));
    expect(observer.takeRecords()).toEqual([]);
    // another language is written
    applyDocumentLanguage(document, 'th', i18n.t('tagline'));
    expect(observer.takeRecords().map((r) => r.attributeName)).toEqual(['lang']);
    expect(document.documentElement.lang).toBe('th');
    observer.disconnect();
  });
});
