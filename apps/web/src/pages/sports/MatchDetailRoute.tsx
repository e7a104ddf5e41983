import { useNavigate, useParams } from 'react-router-dom';
import { useMatchDetail } from '../../data/queries/sports.ts';
import { SportsPage, type SportsPageContext } from './SportsPage.tsx';
import { MatchDetailView } from './views/MatchDetailView.tsx';

/** `/sports/sportsdetail/:id`: one match with every market, live, beside the slip. */
export function MatchDetailRoute() {
  const { id } = useParams();
  const navigate = useNavigate();
  const matchId = Number(id);
  return (
    <SportsPage section="matches">
      {(context) => (
        <DetailSection
          matchId={matchId}
          context={context}
          onBack={() => void navigate('/sports')}
        />
      )}
    </SportsPage>
  );
}

function DetailSection({
  matchId,
  context,
  onBack,
}: {
  matchId: number;
  context: SportsPageContext;
  onBack: () => void;
}) {
  const detail = useMatchDetail(matchId, context.settings.oddsFormat);
  return (
    <MatchDetailView
      detail={
        detail.data
          ? { status: 'ready', data: detail.data }
          : detail.status === 'error' || !Number.isInteger(matchId) || matchId <= 0
            ? { status: 'error' }
            : { status: 'loading' }
      }
      format={context.settings.oddsFormat}
      selectedIds={context.selectedIds}
      onPick={context.pick}
      onBack={onBack}
      onRetry={() => void detail.refetch()}
    />
  );
}
