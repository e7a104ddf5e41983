import { createInstance } from 'i18next';
import { UI_NAMESPACE, uiMessagesFor } from '@touchline/ui';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../app/language.ts';
import { initI18n, NAMESPACES, ROUTE_NAMESPACES } from './i18n.ts';

/**
 * The site starts with the namespaces every page needs and loads a route's own (the host
 * centre's) when that page first asks for it (issue 16); a language switch brings along the
 * route namespaces loaded so far.
 */
describe('route namespaces', () => {
  it('are left out of the start-up packs, and loaded on demand in the language and its fallback', async () => {
    const i18n = await initI18n('th', createInstance(), { lazy: true });
    for (const ns of NAMESPACES) {
      expect(i18n.hasResourceBundle('th', ns), ns).toBe(!ROUTE_NAMESPACES.includes(ns));
    }
    // not there yet: i18next answers the bare key
    expect(i18n.t('host:title')).toBe('title');
    await i18n.loadNamespaces('host');
    expect(i18n.hasResourceBundle('th', 'host')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'host')).toBe(true);
    expect(i18n.t('host:title')).not.toBe('Host centre');
    expect(i18n.getFixedT('en')('host:title')).toBe('Host centre');
  });

  it('are all loaded at once when not lazy (tests and stories)', async () => {
    const i18n = await initI18n('en', createInstance());
    for (const ns of NAMESPACES) expect(i18n.hasResourceBundle('en', ns), ns).toBe(true);
  });

  it('follow a language switch once loaded', async () => {
    const i18n = await initI18n('en', createInstance(), { lazy: true });
    await i18n.loadNamespaces('host');
    const store = { language: { set: () => undefined } } as never;
    await switchLanguage(i18n, 'vi', store, document.implementation.createHTMLDocument());
    expect(i18n.language).toBe('vi');
    expect(i18n.hasResourceBundle('vi', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('vi', 'host')).toBe(true);
    expect(i18n.t('host:title')).not.toBe('Host centre');
  });

  it("brings the ui library's texts of every language switched to, whatever came before", async () => {
    const i18n = await initI18n('en', createInstance(), { lazy: true });
    const store = { language: { set: () => undefined } } as never;
    const doc = document.implementation.createHTMLDocument();
    // the order a player went through when the library's texts stayed English in Vietnamese
    for (const lang of ['zh-cn', 'en', 'vi', 'th'] as const) {
      await switchLanguage(i18n, lang, store, doc);
      expect(i18n.t('headerLogin', { ns: UI_NAMESPACE }), lang).toBe(
        (await uiMessagesFor(lang)).headerLogin,
      );
    }
  });
});
