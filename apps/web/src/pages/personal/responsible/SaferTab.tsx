import { ActivityPanel } from './ActivityPanel.tsx';
import { ResponsiblePanel } from './ResponsiblePanel.tsx';
import * as css from './responsible.css.ts';

/** The personal centre's "Safer gambling" tab: the member's limits and breaks, then their activity by month. */
export default function SaferTab() {
  return (
    <div className={css.tab}>
      <ResponsiblePanel />
      <ActivityPanel />
    </div>
  );
}
