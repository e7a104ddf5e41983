export {
  MaintenanceBanner,
  MAINTENANCE_BANNER_VARIANTS,
  MAINTENANCE_DEFAULT_TIME_ZONE,
} from './MaintenanceBanner.tsx';
export type { MaintenanceBannerProps, MaintenanceBannerVariant } from './MaintenanceBanner.tsx';
