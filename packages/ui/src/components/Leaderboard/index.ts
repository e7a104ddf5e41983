export { Leaderboard, LEADERBOARD_SCORE_KINDS } from './Leaderboard.tsx';
export type { LeaderboardEntry, LeaderboardProps, LeaderboardScoreKind } from './Leaderboard.tsx';
