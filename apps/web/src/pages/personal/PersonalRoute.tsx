import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { useSessionState, useShell } from '../../app/context.tsx';
import { PersonalCentreView } from './PersonalCentreView.tsx';
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
  useEffect(() => {
    if (user && !own && id !== 'me') shell.notify({ tone: 'warning', key: 'personal:ownOnly' });
  }, [user, own, id, shell]);
  // the guard lets only a logged-in member in; the user is loaded before the page shows
  if (!user) return null;
  // the tab bar's "me" before the user was known: the member's own centre
  if (id === 'me') {
    return <Navigate to={`/personal/${user.userId}?${params.toString()}`} replace />;
  }
  if (!own) return <Navigate to="/403" replace />;
  return (
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
  );
}
