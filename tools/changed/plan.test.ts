import { describe, expect, it } from 'vitest';
import {
  planChanges,
  storyFilterOf,
  storyIdOf,
  storyTitleOf,
  type ChangedFile,
  type StoriesFile,
} from './plan.ts';

const STORIES: StoriesFile[] = [
  {
    path: 'packages/ui/src/components/OddsCell/OddsCell.stories.tsx',
    title: 'Components/OddsCell',
  },
  { path: 'packages/ui/src/components/BetSlip/BetSlip.stories.tsx', title: 'Components/BetSlip' },
  {
    path: 'packages/ui/src/components/BetSlip/BetSlipPrice.stories.tsx',
    title: 'Components/BetSlip/Price',
  },
  { path: 'packages/ui/src/foundations/Colors.stories.tsx', title: 'Foundations/Colors' },
  { path: 'apps/web/src/pages/sports/Sports.stories.tsx', title: 'Screens/Sports' },
  { path: 'apps/web/src/pages/sports/views/SlipPanel.stories.tsx', title: 'Screens/Sports/Slip' },
  { path: 'apps/web/src/stories/Screens.stories.tsx', title: 'Screens/Site' },
  { path: 'apps/web/src/auth/AuthForms.stories.tsx', title: null },
];

const changed = (...paths: string[]): ChangedFile[] =>
  paths.map((p) => ({ path: p.replace(/^-/, ''), deleted: p.startsWith('-') }));
const filters = (paths: string[]) =>
  planChanges(changed(...paths), STORIES).stories.map((s) => s.filter);

describe('story ids', () => {
  it('are the kebab case of the title, as Storybook makes them', () => {
    expect(storyIdOf('Components/OddsCell')).toBe('components-oddscell');
    expect(storyIdOf('Screens/Sports/Slip')).toBe('screens-sports-slip');
    expect(storyIdOf('Components/Icon Gallery')).toBe('components-icon-gallery');
    expect(storyFilterOf('Screens/Sports')).toBe('screens-sports--');
  });

  it('take the title from the meta, not from a story’s args', () => {
    const source = `
      const sample = { title: 'Not this' };
      const meta = {
        title: 'Components/BetSlip/Price',
        component: Price,
        args: { title: 'Nor this' },
      } satisfies Meta<typeof Price>;
      export default meta;`;
    expect(storyTitleOf(source)).toBe('Components/BetSlip/Price');
    expect(storyTitleOf(`export default { title: "Screens/Site" };`)).toBe('Screens/Site');
    expect(storyTitleOf(`export default { component: X };`)).toBeNull();
  });
});

describe('planChanges', () => {
  it('runs vitest related on changed code of the projects, not on docs, assets or deleted files', () => {
    const plan = planChanges(
      changed(
        'packages/domain/src/odds.ts',
        'apps/web/src/pages/sports/model.test.ts',
        'apps/web/src/i18n/en.json',
        'tools/lint/rule-literals.ts',
        'packages/ui/README.md',
        'apps/server/src/db/migrations/022_cash_out.sql',
        '-packages/api/src/old.ts',
        'docs/adr/010.md',
      ),
      STORIES,
    );
    expect(plan.related).toEqual([
      'apps/web/src/i18n/en.json',
      'apps/web/src/pages/sports/model.test.ts',
      'packages/domain/src/odds.ts',
      'tools/lint/rule-literals.ts',
    ]);
    expect(plan.notes).toEqual([
      expect.stringMatching(/^apps\/server\/src\/db\/migrations\/022_cash_out\.sql: not imported/),
      expect.stringMatching(/^apps\/web\/src\/i18n\/en\.json: no stories/),
      expect.stringMatching(/^packages\/api\/src\/old\.ts: deleted/),
    ]);
  });

  it('sends configuration changes to the full unit run', () => {
    const plan = planChanges(changed('vitest.config.ts', 'apps/web/vite.config.ts'), STORIES);
    expect(plan.related).toEqual([]);
    expect(plan.notes).toHaveLength(2);
    expect(plan.notes.every((n) => n.includes('pnpm test:unit'))).toBe(true);
  });

  it('runs the stories of a changed ui component, all of them, even when a file was deleted', () => {
    expect(filters(['packages/ui/src/components/OddsCell/OddsCell.css.ts'])).toEqual([
      'components-oddscell--',
    ]);
    expect(filters(['-packages/ui/src/components/BetSlip/parts.tsx'])).toEqual([
      'components-betslip--',
      'components-betslip-price--',
    ]);
  });

  it('runs no stories for a changed test file, and each story once', () => {
    const plan = planChanges(
      changed(
        'packages/ui/src/components/OddsCell/OddsCell.test.tsx',
        'packages/ui/src/components/OddsCell/OddsCell.tsx',
        'packages/ui/src/components/OddsCell/OddsCell.stories.tsx',
      ),
      STORIES,
    );
    expect(plan.stories).toEqual([
      {
        filter: 'components-oddscell--',
        source: 'packages/ui/src/components/OddsCell/OddsCell.stories.tsx',
        because: [
          'packages/ui/src/components/OddsCell/OddsCell.stories.tsx',
          'packages/ui/src/components/OddsCell/OddsCell.tsx',
        ],
      },
    ]);
  });

  it('runs the web stories beside a changed file and in the folders above it', () => {
    expect(filters(['apps/web/src/pages/sports/views/MatchItem.tsx'])).toEqual([
      'screens-sports-slip--',
      'screens-sports--',
    ]);
    expect(filters(['apps/web/src/pages/sports/sections/Results.tsx'])).toEqual([
      'screens-sports--',
    ]);
    expect(filters(['apps/web/src/stories/StorySite.tsx'])).toEqual(['screens-site--']);
  });

  it('says what it cannot cover: web files without stories, token changes, untitled stories', () => {
    const plan = planChanges(
      changed(
        'apps/web/src/layout/Header.tsx',
        'packages/ui/src/tokens/space.ts',
        'apps/web/src/auth/LoginForm.tsx',
      ),
      STORIES,
    );
    expect(plan.stories).toEqual([]);
    expect(plan.notes).toEqual([
      expect.stringMatching(/^apps\/web\/src\/auth\/AuthForms\.stories\.tsx: no title/),
      expect.stringMatching(/^apps\/web\/src\/layout\/Header\.tsx: no stories/),
      expect.stringMatching(/^packages\/ui\/src\/tokens\/space\.ts: .*pnpm test:visual/),
    ]);
  });

  it('points e2e suites and Storybook’s set-up to their own runs, and skips tsconfig files', () => {
    const plan = planChanges(
      changed(
        'e2e/site.e2e.ts',
        '.storybook/preview.tsx',
        'e2e/tsconfig.json',
        'tools/tsconfig.json',
      ),
      STORIES,
    );
    expect(plan.related).toEqual([]);
    expect(plan.stories).toEqual([]);
    expect(plan.notes).toEqual([
      expect.stringMatching(/^\.storybook\/preview\.tsx: .*pnpm test:visual/),
      expect.stringMatching(/^e2e\/site\.e2e\.ts: an end-to-end suite/),
    ]);
  });

  it('runs the story of a changed baseline', () => {
    expect(filters(['tools/visual/baselines/components-avatar--default.dark.png'])).toEqual([
      'components-avatar--default',
    ]);
  });

  it('runs a changed baseline’s story once when its component changed too', () => {
    expect(
      filters([
        'tools/visual/baselines/components-oddscell--default.dark.png',
        'tools/visual/baselines/components-betslip--default.light.png',
        'packages/ui/src/components/OddsCell/OddsCell.css.ts',
      ]),
    ).toEqual(['components-oddscell--', 'components-betslip--default']);
  });

  it('runs the stories of a ui folder other than a component, like the foundations', () => {
    expect(filters(['packages/ui/src/foundations/swatches.ts'])).toEqual(['foundations-colors--']);
  });
});
