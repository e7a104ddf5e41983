export {
  NavigationProgress,
  NAVIGATION_PROGRESS_FINISH_MS,
  NAVIGATION_PROGRESS_TRICKLE_INTERVAL,
  NAVIGATION_PROGRESS_TRICKLE_MAX,
} from './NavigationProgress.tsx';
export type { NavigationProgressPhase, NavigationProgressProps } from './NavigationProgress.tsx';
