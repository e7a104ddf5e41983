export { PopupAd } from './PopupAd.tsx';
export type { PopupAdImage, PopupAdProps } from './PopupAd.tsx';
