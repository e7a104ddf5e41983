export { StepProgress, STEP_PROGRESS_ORIENTATIONS, STEP_STATUSES } from './StepProgress.tsx';
export type {
  StepProgressOrientation,
  StepProgressProps,
  StepProgressStep,
  StepStatus,
} from './StepProgress.tsx';
