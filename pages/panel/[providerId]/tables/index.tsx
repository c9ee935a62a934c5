import { useRouter } from 'next/router';
import PanelGuard from '@/components/panel/PanelGuard';
import BranchNav from '@/components/panel/BranchNav';
import TablesAdmin from '@/components/panel/provider/TablesAdmin';

/** /panel/{providerId}/tables: the branch's tables and their QR codes. */
export default function PanelTablesPage() {
  const router = useRouter();
  const providerId = typeof router.query.providerId === 'string' ? router.query.providerId : undefined;
  return (
    <PanelGuard providerId={providerId} flag="providers" waiting={!providerId} nav={BranchNav} title="میزها و کد QR">
      {() => <TablesAdmin providerId={providerId!} />}
    </PanelGuard>
  );
}
