export {
  LazyImage,
  lazyImageCache,
  LAZY_IMAGE_FITS,
  LAZY_IMAGE_RADII,
  LAZY_IMAGE_ROOT_MARGIN,
} from './LazyImage.tsx';
export type { LazyImageFit, LazyImageProps, LazyImageRadius } from './LazyImage.tsx';
