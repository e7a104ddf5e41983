import { SPORTS } from '@touchline/domain';
import { Button, SportIcon, Tabs, useSportName } from '@touchline/ui';
import {
  Suspense,
  createContext,
  lazy,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import * as css from './sports.css.ts';

export const SPORTS_SECTIONS = ['matches', 'results', 'bets', 'settings'] as const;
export type SportsSection = (typeof SPORTS_SECTIONS)[number];

export function isSportsSection(value: unknown): value is SportsSection {
  return typeof value === 'string' && (SPORTS_SECTIONS as readonly string[]).includes(value);
}

const SECTION_KEYS = {
  matches: 'sectionMatches',
  results: 'sectionResults',
  bets: 'sectionBets',
  settings: 'sectionSettings',
} as const satisfies Record<SportsSection, string>;

const loadSlipSheet = () => import('./SlipSheetDialog.tsx');
/**
 * The phone's slip sheet, with Radix's dialog, is a module of its own: loaded once the slip has
 * picks (the bar that opens it shows), not with the page (issue 16).
 */
const SlipSheetDialog = lazy(loadSlipSheet);

/** The phone's slip sheet, for what is shown in it (the receipt's "Done" closes it). */
export interface SlipSheet {
  close: () => void;
}
export const SlipSheetContext = createContext<SlipSheet | null>(null);

/** The sheet the slip is shown in; null in the wide layout's column. */
export function useSlipSheet(): SlipSheet | null {
  return useContext(SlipSheetContext);
}

export interface SportsFrameProps {
  /** The left column from 1280 px (sports and leagues). */
  nav?: ReactNode;
  /** The bet slip: the right column from 1280 px, a bottom sheet behind a button below. */
  slip: ReactNode;
  slipCount: number;
  section: SportsSection;
  onSectionChange: (section: SportsSection) => void;
  /** The page heading (screen readers and the wide layout). */
  title: string;
  children: ReactNode;
  /** Below 1280 px the slip shows in a sheet; the wide layout shows it inline. */
  wide?: boolean;
}

/**
 * The sportsbook's frame: mobile first, one column with the sections on top and the slip behind a
 * button; three columns (sports and leagues, content, slip) from 1280 px.
 */
export function SportsFrame({
  nav,
  slip,
  slipCount,
  section,
  onSectionChange,
  title,
  children,
  wide = false,
}: SportsFrameProps) {
  const { t } = useTranslation('sports');
  const [slipOpen, setSlipOpen] = useState(false);
  const sheet = useMemo<SlipSheet>(() => ({ close: () => setSlipOpen(false) }), []);
  // the floating slip bar only when the slip has picks: an empty one would cover the page's
  // last rows and controls for nothing; while it shows, the page keeps room for it below
  const slipBar = !wide && slipCount > 0;
  // the sheet's module is fetched as soon as the bar shows, and the sheet drawn from its first
  // opening on (it animates its closing)
  const [sheetWanted, setSheetWanted] = useState(slipOpen);
  if (slipOpen && !sheetWanted) setSheetWanted(true);
  useEffect(() => {
    if (slipBar) void loadSlipSheet();
  }, [slipBar]);
  return (
    <div className={[css.layout, slipBar ? css.withSlipBar : null].filter(Boolean).join(' ')}>
      {nav ? (
        <nav className={css.nav} aria-label={t('sportsNav')}>
          {nav}
        </nav>
      ) : null}
      <div className={css.main}>
        <h1 className={css.heading}>{title}</h1>
        <Tabs.Root value={section} onValueChange={(v) => onSectionChange(v as SportsSection)}>
          <Tabs.List variant="underline" aria-label={t('sectionsLabel')}>
            {SPORTS_SECTIONS.map((s) => (
              <Tabs.Trigger key={s} value={s}>
                {t(SECTION_KEYS[s])}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {SPORTS_SECTIONS.map((s) => (
            <Tabs.Content key={s} value={s} className={css.stack}>
              {s === section ? children : null}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </div>
      {wide ? (
        <aside className={css.slip} aria-label={t('slipRegion')}>
          {slip}
        </aside>
      ) : (
        <>
          {slipBar ? (
            <div className={css.slipButton}>
              <Button
                variant="solid"
                tone="accent"
                aria-haspopup="dialog"
                aria-expanded={slipOpen}
                onClick={() => setSlipOpen(true)}
                style={{ width: '100%' }}
              >
                {t('openSlip', { count: slipCount })}
              </Button>
            </div>
          ) : null}
          {sheetWanted ? (
            <Suspense fallback={null}>
              <SlipSheetDialog open={slipOpen} onOpenChange={setSlipOpen} title={t('slipRegion')}>
                <SlipSheetContext value={sheet}>{slip}</SlipSheetContext>
              </SlipSheetDialog>
            </Suspense>
          ) : null}
        </>
      )}
    </div>
  );
}

export interface SportNavProps {
  sportId: number;
  counts: ReadonlyMap<number, number>;
  onSportChange: (sportId: number) => void;
}

/** The 17 sports as a list with their counts, for the wide layout's left column. */
export function SportNav({ sportId, counts, onSportChange }: SportNavProps) {
  const sportName = useSportName();
  return (
    <ul className={css.sportList}>
      {SPORTS.map((sport) => (
        <li key={sport.id}>
          <button
            type="button"
            className={css.sportLink}
            aria-current={sport.id === sportId}
            onClick={() => onSportChange(sport.id)}
          >
            <SportIcon sport={sport.id} active={sport.id === sportId} size="sm" />
            <span>{sportName(sport.id)}</span>
            <span className={css.count}>{counts.get(sport.id) ?? 0}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
