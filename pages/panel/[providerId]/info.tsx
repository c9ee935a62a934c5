import { useRouter } from 'next/router';
import PanelGuard from '@/components/panel/PanelGuard';
import BranchNav from '@/components/panel/BranchNav';
import ProviderInfo from '@/components/panel/provider/ProviderInfo';

/** /panel/{providerId}/info: the branch's details, hours, location, payment types and rules. */
export default function PanelProviderInfoPage() {
  const router = useRouter();
  const providerId = typeof router.query.providerId === 'string' ? router.query.providerId : undefined;
  return (
    <PanelGuard providerId={providerId} flag="providers" waiting={!providerId} nav={BranchNav} title="اطلاعات شعبه">
      {() => <ProviderInfo providerId={providerId!} />}
    </PanelGuard>
  );
}
