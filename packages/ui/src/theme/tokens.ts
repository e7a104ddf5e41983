// The `@touchline/ui/tokens` entry: the theme contract and the style helpers a style file of
// another package may use, without the components (see the web-styles lint rule).
export * from './theme.css.ts';
export { leading } from './leading.ts';
