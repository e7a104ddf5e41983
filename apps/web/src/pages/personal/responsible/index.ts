/** The responsible-gambling panels the personal centre mounts (issue 20 §3). */
export { ResponsiblePanel, type ResponsiblePanelProps } from './ResponsiblePanel.tsx';
export { ActivityPanel } from './ActivityPanel.tsx';
