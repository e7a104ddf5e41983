import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { useSessionState, useShell } from '../../app/context.tsx';
import * as css from './personal.css.ts';
import { PersonalCentreView } from './PersonalCentreView.tsx';
import { BreakReport, BreakTaken, type Exclusion } from './responsible/BreakTaken.tsx';
import { PERSONAL_TABS, tabOf, type PersonalTabEntry } from './tabs.ts';

/**
 * `/personal/:id`: the member's own centre, its tab in the address (`?tab=vip`). Another
 * member's id shows the 403 page (the guard has already asked for a login).
 */
export function PersonalRoute({ tabs = PERSONAL_TABS }: { tabs?: readonly PersonalTabEntry[] }) {
  // the page's namespace is loaded on demand (a route namespace): wait for it before anything,
  // the refusal's toast included, names a text of it
  useTranslation('personal');
  const { user } = useSessionState();
  const shell = useShell();
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const own = !!user && id === String(user.userId);
  // a break taken in the safer-gambling tab ends the session: the page then shows when it ends
  // (it stays mounted as the member's tabs go)
  const [breakTaken, setBreakTaken] = useState<Exclusion | null>(null);
  useEffect(() => {
    if (user && !own && id !== 'me') shell.notify({ tone: 'warning', key: 'personal:ownOnly' });
  }, [user, own, id, shell]);
  if (breakTaken) {
    return (
      <div className={css.page}>
        <BreakTaken exclusion={breakTaken} />
      </div>
    );
  }
  // the guard lets only a logged-in member in; the user is loaded before the page shows
  if (!user) return null;
  // the tab bar's "me" before the user was known: the member's own centre
  if (id === 'me') {
    return <Navigate to={`/personal/${user.userId}?${params.toString()}`} replace />;
  }
  if (!own) return <Navigate to="/403" replace />;
  return (
    <BreakReport value={setBreakTaken}>
      <PersonalCentreView
        userId={user.userId}
        tabs={tabs}
        tab={tabOf(tabs, params.get('tab'))}
        onTabChange={(next) =>
          setParams(
            () => {
              // a tab's own parameters (a filter of the bets) belong to it alone
              const out = new URLSearchParams();
              out.set('tab', next);
              return out;
            },
            { replace: true },
          )
        }
      />
    </BreakReport>
  );
}
