export { isHlsSource, VideoPlayer, VIDEO_PLAYER_STATUSES } from './VideoPlayer.tsx';
export type { VideoPlayerProps, VideoPlayerStatus } from './VideoPlayer.tsx';
