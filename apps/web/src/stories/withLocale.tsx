import type { Decorator } from '@storybook/react-vite';
import type { Language } from '@touchline/domain';

/**
 * The toolbar's locale rebuilds a screen story in that language (the theme comes from <html>):
 * the story's `locale` arg, and a new tree whenever the locale or theme changes.
 */
export const withLocale: Decorator = (Story, context) => {
  const locale = (['en', 'zh-cn', 'vi', 'th'] as const).includes(context.globals.locale as Language)
    ? (context.globals.locale as Language)
    : 'en';
  return (
    <div key={`${locale}-${String(context.globals.theme)}`}>
      <Story args={{ ...context.args, locale }} />
    </div>
  );
};
