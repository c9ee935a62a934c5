import BranchPanelPage from '@/components/panel/BranchPanelPage';
import TablesAdmin from '@/components/panel/provider/TablesAdmin';

/** /panel/{providerId}/tables: the branch's tables and their QR codes. */
export default function PanelTablesPage() {
  return (
    <BranchPanelPage flag="providers" title="میزها و کد QR" frame="none" named={false}>
      {({ providerId }) => <TablesAdmin providerId={providerId} />}
    </BranchPanelPage>
  );
}
