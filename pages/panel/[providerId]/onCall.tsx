import BranchPanelPage from '@/components/panel/BranchPanelPage';
import OnCallBoard from '@/components/panel/ticket/OnCallBoard';

/** /panel/{providerId}/onCall: the branch's on-call support times (support permission at the branch). */
export default function PanelOnCallPage() {
  return (
    <BranchPanelPage flag="support" title="پشتیبانی آنکال" separator="، " frame="none">
      {({ providerId, name }) => <OnCallBoard key={providerId} providerId={providerId} providerName={name} />}
    </BranchPanelPage>
  );
}
