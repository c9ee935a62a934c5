import PanelGuard from '@/components/panel/PanelGuard';
import OfficeNav from '@/components/panel/OfficeNav';
import ProvidersTable from '@/components/panel/provider/ProvidersTable';

/** /panel/providers: the chain's branches and their activation. */
export default function PanelProvidersPage() {
  return (
    <PanelGuard flag="providers" nav={OfficeNav} title="شعبه‌ها">
      {() => <ProvidersTable />}
    </PanelGuard>
  );
}
