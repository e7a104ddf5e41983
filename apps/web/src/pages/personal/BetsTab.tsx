import { Tabs } from '@touchline/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../app/context.tsx';
import { GameHistoryRoute } from '../games/history/GameHistoryRoute.tsx';
import { BetsSection } from '../sports/sections/BetsSection.tsx';
import { useSportsSettings } from '../sports/state.ts';
import * as css from './personal.css.ts';
import type { PersonalTabProps } from './tabs.ts';

const BET_KINDS = ['sports', 'games'] as const;
type BetKind = (typeof BET_KINDS)[number];

const KIND_LABELS = {
  sports: 'bets.sports',
  games: 'bets.games',
} as const satisfies Record<BetKind, string>;

/**
 * Bets: one history of the member's sports bets (open with cash-out, settled, reserve — the
 * sportsbook's own My bets) and game rounds (the games' history, `mybet/sum` and `mybet/detail`).
 */
export default function BetsTab(_props: PersonalTabProps) {
  const { t } = useTranslation('personal');
  const shell = useShell();
  const [settings] = useSportsSettings(shell.store);
  const [kind, setKind] = useState<BetKind>('sports');
  return (
    <Tabs.Root value={kind} onValueChange={(next) => setKind(next as BetKind)}>
      <Tabs.List variant="pill" aria-label={t('bets.kinds')}>
        {BET_KINDS.map((k) => (
          <Tabs.Trigger key={k} value={k}>
            {t(KIND_LABELS[k])}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="sports" className={css.panel}>
        {kind === 'sports' ? <BetsSection context={{ settings }} /> : null}
      </Tabs.Content>
      <Tabs.Content value="games" className={css.panel}>
        {kind === 'games' ? <GameHistoryRoute heading={false} /> : null}
      </Tabs.Content>
    </Tabs.Root>
  );
}
