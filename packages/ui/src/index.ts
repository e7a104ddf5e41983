export { COLOR_ROLES, CONTRAST_PAIRS, darkPalette, lightPalette } from './tokens/palette.ts';
export type { ColorRole, Palette } from './tokens/palette.ts';
export { contrastRatio, relativeLuminance } from './tokens/contrast.ts';
export { tokens, vars } from './theme/theme.css.ts';
export * as scale from './tokens/scale.ts';
export { registerUiMessages, UI_NAMESPACE, useUiLanguage, useUiText } from './i18n/useUiText.ts';
export type { UiText } from './i18n/useUiText.ts';
export { uiMessages } from './i18n/messages.ts';
export type { UiMessageKey, UiMessages } from './i18n/messages.ts';
export { createUiI18n } from './i18n/createUiI18n.ts';

// Components: one line per component folder.
export * from './components/Button/index.ts';
