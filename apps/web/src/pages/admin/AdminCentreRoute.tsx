import { useSearchParams } from 'react-router-dom';
import { AdminCentreView, isAdminTab, type AdminTab } from './AdminCentreView.tsx';

/**
 * `/superadmincenter`: the section (`?tab=`), the open member (`?member=`) and the open campaign
 * (`?campaign=`) are in the address.
 */
export function AdminCentreRoute() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: AdminTab = isAdminTab(asked) ? asked : 'members';
  const member = params.get('member');
  const memberId = member && /^[1-9]\d{0,14}$/.test(member) ? Number(member) : null;
  const campaign = params.get('campaign');
  const campaignId = campaign && /^[1-9]\d{0,14}$/.test(campaign) ? Number(campaign) : null;
  const update = (change: (out: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        change(out);
        return out;
      },
      { replace: true },
    );
  return (
    <AdminCentreView
      tab={tab}
      onTabChange={(next) => update((out) => out.set('tab', next))}
      memberId={memberId}
      onMemberChange={(id) =>
        update((out) => (id === null ? out.delete('member') : out.set('member', String(id))))
      }
      campaignId={campaignId}
      onCampaignChange={(id) =>
        update((out) => (id === null ? out.delete('campaign') : out.set('campaign', String(id))))
      }
    />
  );
}
