export { Skeleton, SKELETON_SHAPES, skeletonBusyStatus } from './Skeleton.tsx';
export type { SkeletonProps, SkeletonShape } from './Skeleton.tsx';
