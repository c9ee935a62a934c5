import BranchPanelPage from '@/components/panel/BranchPanelPage';
import { useRouter } from 'next/router';
import QrSheet from '@/components/panel/provider/QrSheet';

/** /panel/{providerId}/tables/print: an A4 sheet of the branch's table QR codes, to print and cut; `?table=` one table's. */
export default function PanelQrSheetPage() {
  const router = useRouter();
  // ?table=: one table's code, from its «کد QR» in the tables list.
  const tableId = typeof router.query.table === 'string' ? router.query.table : undefined;
  return (
    <BranchPanelPage flag="providers" title="برگه چاپی کدهای QR" frame="none" named={false} nav={false}>
      {({ providerId }) => <QrSheet providerId={providerId} tableId={tableId} />}
    </BranchPanelPage>
  );
}
