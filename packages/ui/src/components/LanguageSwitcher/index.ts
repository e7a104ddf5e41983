export {
  LanguageSwitcher,
  LANGUAGE_SWITCHER_ALIGNS,
  LANGUAGE_SWITCHER_VARIANTS,
} from './LanguageSwitcher.tsx';
export type {
  LanguageOption,
  LanguageSwitcherAlign,
  LanguageSwitcherProps,
  LanguageSwitcherVariant,
} from './LanguageSwitcher.tsx';
