import type { Language, Theme } from '@touchline/domain';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import axe, { type Result } from 'axe-core';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createUiI18n } from '../i18n/createUiI18n.ts';

/**
 * What other packages render with in their tests: the library's texts in the chosen language and
 * the theme on <html>, as in the app.
 */
export function UiTestProvider({
  locale = 'en',
  theme = 'dark',
  children,
}: {
  locale?: Language;
  theme?: Theme;
  children: ReactNode;
}) {
  document.documentElement.dataset.theme = theme;
  document.documentElement.lang = locale === 'zh-cn' ? 'zh-CN' : locale;
  return <I18nextProvider i18n={createUiI18n(locale)}>{children}</I18nextProvider>;
}

export function renderWithUi(
  ui: ReactElement,
  { locale, theme, ...options }: { locale?: Language; theme?: Theme } & RenderOptions = {},
): RenderResult {
  return render(ui, {
    wrapper: ({ children }) => (
      <UiTestProvider locale={locale} theme={theme}>
        {children}
      </UiTestProvider>
    ),
    ...options,
  });
}

/**
 * axe's violations for a rendered element. Colour contrast needs real layout and is checked in
 * the browser by the visual suite; `region` is a page-level rule that a lone component can't meet.
 */
export { brokenWords, cutTexts, expectReadableText } from './layout.ts';

/** `iframes: false` leaves frames' documents out (jsdom can't talk to a frame the way axe does). */
export interface AxeCheckOptions {
  iframes?: boolean;
}

export async function axeViolations(
  element: Element = document.body,
  { iframes = true }: AxeCheckOptions = {},
): Promise<Result[]> {
  const results = await axe.run(element, {
    iframes,
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations;
}

/** Fails with a readable list when axe finds any violation. */
export async function expectNoAxeViolations(
  element: Element = document.body,
  options: AxeCheckOptions = {},
): Promise<void> {
  const violations = await axeViolations(element, options);
  if (violations.length > 0) {
    const lines = violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.html).join('\n  ')}`,
    );
    throw new Error(`axe found ${violations.length} violation(s):\n${lines.join('\n')}`);
  }
}

export { createUiI18n } from '../i18n/createUiI18n.ts';
