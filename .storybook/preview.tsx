import type { Decorator, Preview } from '@storybook/react-vite';
import type { Language } from '@touchline/domain';
import { lazyImageCache } from '@touchline/ui';
import { createUiI18n } from '@touchline/ui/test';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { configure } from 'storybook/test';
import '@touchline/ui/theme.css';
import { modes } from './modes.ts';

// a play function waits for what it looks for as long as the web tests do (test-setup.ts): the
// default second failed the visual suite's cashier stories on a loaded machine (their panel is a
// lazy chunk), not because anything was missing
configure({ asyncUtilTimeout: 20_000 });

const HTML_LANG: Record<Language, string> = { en: 'en', 'zh-cn': 'zh-CN', vi: 'vi', th: 'th' };
const instances = new Map<Language, I18n>();
const i18nFor = (lang: Language) => {
  let instance = instances.get(lang);
  if (!instance) instances.set(lang, (instance = createUiI18n(lang)));
  return instance;
};

/** The theme and locale of the toolbar are set on <html>, as in the app, before the story renders. */
const withThemeAndLocale: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'light' ? 'light' : 'dark';
  const locale = (
    Object.hasOwn(HTML_LANG, context.globals.locale) ? context.globals.locale : 'en'
  ) as Language;
  document.documentElement.dataset.theme = theme;
  document.documentElement.lang = HTML_LANG[locale];
  return (
    <I18nextProvider i18n={i18nFor(locale)}>
      <Story />
    </I18nextProvider>
  );
};

const preview: Preview = {
  decorators: [withThemeAndLocale],
  // Every story starts as on a fresh page load, whichever story was open before it: the page's
  // cache of loaded images (LazyImage shows a cached image at once) would otherwise make the
  // "loading" story show its image once another story had loaded it.
  beforeEach: () => {
    lazyImageCache.clear();
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'contrast', items: ['dark', 'light'], dynamicTitle: true },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'zh-cn', title: '简体中文' },
          { value: 'vi', title: 'Tiếng Việt' },
          { value: 'th', title: 'ไทย' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'dark', locale: 'en' },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    chromatic: { modes },
    viewport: {
      options: {
        mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        desktop: {
          name: 'Desktop 1280',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
  },
};

export default preview;
