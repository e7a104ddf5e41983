import type { Stream } from '@touchline/api';
import { Button, Dialog, useMatchName } from '@touchline/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useDialogs, useSessionState, useShell } from '../../../app/context.tsx';
import { useRoomMatchScore } from '../../../data/queries/roomOrders.ts';
import { useMatchDetail } from '../../../data/queries/sports.ts';
import { rememberReturnTarget } from '../../../routes/returnTo.ts';
import { SlipContainer, useSlipStore } from '../../sports/SlipContainer.tsx';
import { slipPickOf, useWide } from '../../sports/SportsPage.tsx';
import { useSlip, useSportsSettings } from '../../sports/state.ts';
import { SlipSheetContext, type SlipSheet } from '../../sports/views/SportsFrame.tsx';
import { RoomMatchView, RoomMatchVisitorView } from './RoomMatchView.tsx';

export interface RoomMatchProps {
  stream: Stream;
  /** The level of the section's heading (2 by default). */
  headingLevel?: 2 | 3;
}

/**
 * The room's linked match: for a member, its score, clock and main markets with live prices, a
 * press adding to the sportsbook's own slip (one per tab, shared with `/sports`), placed from a
 * sheet without leaving the room; for a visitor, the score and a login. No match: nothing.
 */
export function RoomMatch({ stream, headingLevel = 2 }: RoomMatchProps) {
  const { sessionId } = useSessionState();
  if (stream.gameId === null) return null;
  return sessionId ? (
    <MemberMatch matchId={stream.gameId} headingLevel={headingLevel} />
  ) : (
    <VisitorMatch streamId={stream.id} matchId={stream.gameId} headingLevel={headingLevel} />
  );
}

function VisitorMatch({
  streamId,
  matchId,
  headingLevel,
}: {
  streamId: number;
  matchId: number;
  headingLevel: 2 | 3;
}) {
  const shell = useShell();
  const dialogs = useDialogs();
  const location = useLocation();
  const score = useRoomMatchScore(streamId, matchId, true);
  return (
    <RoomMatchVisitorView
      score={
        score.isSuccess
          ? { status: 'ready', data: score.data }
          : score.isError
            ? { status: 'ready', data: null }
            : { status: 'loading' }
      }
      onLogIn={() => {
        // the login asked for here comes back to the room (ADR 013)
        rememberReturnTarget(shell, location.pathname + location.search + location.hash);
        dialogs.open({ kind: 'login', mode: 'account' });
      }}
      headingLevel={headingLevel}
    />
  );
}

function MemberMatch({ matchId, headingLevel }: { matchId: number; headingLevel: 2 | 3 }) {
  const shell = useShell();
  const { t } = useTranslation('live');
  const [settings, setSettings] = useSportsSettings(shell.store);
  const detail = useMatchDetail(matchId, settings.oddsFormat);
  const slipStore = useSlipStore();
  const slip = useSlip(slipStore);
  const selectedIds = useMemo(() => slip.picks.map((p) => p.selectionId), [slip.picks]);
  const nameOf = useMatchName();
  const wide = useWide();
  const [slipOpen, setSlipOpen] = useState(false);
  const sheet = useMemo<SlipSheet>(() => ({ close: () => setSlipOpen(false) }), []);
  const count = slip.picks.length;

  return (
    <RoomMatchView
      detail={
        detail.data
          ? { status: 'ready', data: detail.data }
          : detail.isError
            ? { status: 'error' }
            : { status: 'loading' }
      }
      format={settings.oddsFormat}
      selectedIds={selectedIds}
      onPick={(match, market, selection) =>
        slipStore.toggle(slipPickOf(match, market, selection, nameOf))
      }
      onRetry={() => void detail.refetch()}
      headingLevel={headingLevel}
      slip={
        <Dialog.Root open={slipOpen} onOpenChange={setSlipOpen}>
          {count > 0 ? (
            <Button variant="solid" tone="accent" size="sm" onClick={() => setSlipOpen(true)}>
              {t('match.openSlip', { count })}
            </Button>
          ) : null}
          <Dialog.Content variant={wide ? 'center' : 'sheet'} title={t('match.slip')} hideTitle>
            <SlipSheetContext value={sheet}>
              <SlipContainer settings={settings} onSettingsChange={setSettings} />
            </SlipSheetContext>
          </Dialog.Content>
        </Dialog.Root>
      }
    />
  );
}
