export { ThemeToggle, THEME_TOGGLE_VARIANTS } from './ThemeToggle.tsx';
export type { ThemeToggleProps, ThemeToggleVariant } from './ThemeToggle.tsx';
