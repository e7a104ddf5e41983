export { OutrightRow } from './OutrightRow.tsx';
export type { OutrightRowProps, OutrightSelection } from './OutrightRow.tsx';
