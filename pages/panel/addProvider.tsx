import PanelGuard from '@/components/panel/PanelGuard';
import OfficeNav from '@/components/panel/OfficeNav';
import AddProvider from '@/components/panel/provider/AddProvider';

/** /panel/addProvider: a new branch, then its info page. */
export default function PanelAddProviderPage() {
  return (
    <PanelGuard flag="providers" nav={OfficeNav} title="افزودن شعبه">
      {() => <AddProvider />}
    </PanelGuard>
  );
}
