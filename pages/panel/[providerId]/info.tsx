import BranchPanelPage from '@/components/panel/BranchPanelPage';
import ProviderInfo from '@/components/panel/provider/ProviderInfo';

/** /panel/{providerId}/info: the branch's details, hours, location, payment types and rules. */
export default function PanelProviderInfoPage() {
  return (
    <BranchPanelPage flag="providers" title="اطلاعات شعبه" frame="none" named={false}>
      {({ providerId }) => <ProviderInfo providerId={providerId} />}
    </BranchPanelPage>
  );
}
