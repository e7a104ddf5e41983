export { GameCard } from './GameCard.tsx';
export type { GameCardProps, GameMaintenanceWindow } from './GameCard.tsx';
