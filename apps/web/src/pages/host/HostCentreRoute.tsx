import { useSearchParams } from 'react-router-dom';
import { useSessionState } from '../../app/context.tsx';
import { HostCentreView, isHostTab, type HostTab } from './HostCentreView.tsx';

/** `/personalAnchor`: the host centre, its section in the address (`?tab=`). */
export function HostCentreRoute() {
  const { user } = useSessionState();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: HostTab = isHostTab(asked) ? asked : 'profile';
  // the guard lets only a logged-in host in; the user is loaded before the page shows
  if (!user) return null;
  return (
    <HostCentreView
      presenterId={user.userId}
      tab={tab}
      onTabChange={(next) =>
        setParams(
          (current) => {
            const out = new URLSearchParams(current);
            out.set('tab', next);
            return out;
          },
          { replace: true },
        )
      }
    />
  );
}
