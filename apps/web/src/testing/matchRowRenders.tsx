import type * as Ui from '@touchline/ui';

/** How often MatchRow itself rendered (its price cells render on their own). */
export const matchRowRenders = { count: 0 };

/**
 * `@touchline/ui` with a MatchRow that counts its renders, for
 * `vi.mock('@touchline/ui', async (original) => withCountedMatchRow(await original()))`.
 */
export function withCountedMatchRow(ui: typeof Ui): typeof Ui {
  const MatchRow = Object.assign(
    (props: Ui.MatchRowProps) => {
      matchRowRenders.count += 1;
      return <ui.MatchRow {...props} />;
    },
    { displayName: 'MatchRow' },
  );
  return { ...ui, MatchRow } as typeof Ui;
}
