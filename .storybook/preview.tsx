import type { Decorator, Preview } from '@storybook/react-vite';

const LOCALES = { en: 'en', 'zh-cn': 'zh-CN', vi: 'vi', th: 'th' } as const;

/** The theme and locale of the toolbar are attributes on <html>, as in the app. */
const withThemeAndLocale: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'light' ? 'light' : 'dark';
  const locale = (context.globals.locale as keyof typeof LOCALES) ?? 'en';
  // Set before the story renders, so its first paint (and any screenshot) is already themed.
  document.documentElement.dataset.theme = theme;
  document.documentElement.lang = LOCALES[locale] ?? 'en';
  return <Story />;
};

const preview: Preview = {
  decorators: [withThemeAndLocale],
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
    layout: 'fullscreen',
    a11y: { test: 'error' },
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
