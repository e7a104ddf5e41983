export { Tooltip, TOOLTIP_DEFAULT_DELAY, TOOLTIP_PLACEMENTS } from './Tooltip.tsx';
export type { TooltipPlacement, TooltipProps } from './Tooltip.tsx';
