export { GAME_FRAME_SANDBOX, GAME_FRAME_STATUSES, GameFrame } from './GameFrame.tsx';
export type { GameFrameProps, GameFrameStatus } from './GameFrame.tsx';
