import PanelGuard from '@/components/panel/PanelGuard';
import ProvidersNav from '@/components/panel/provider/ProvidersNav';
import ProvidersTable from '@/components/panel/provider/ProvidersTable';

/** /panel/providers: the chain's branches and their activation. */
export default function PanelProvidersPage() {
  return (
    <PanelGuard flag="providers" nav={ProvidersNav} title="شعبه‌ها">
      {() => <ProvidersTable />}
    </PanelGuard>
  );
}
