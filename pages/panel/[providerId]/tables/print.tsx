import { useRouter } from 'next/router';
import PanelGuard from '@/components/panel/PanelGuard';
import QrSheet from '@/components/panel/provider/QrSheet';

/** /panel/{providerId}/tables/print: an A4 sheet of the branch's table QR codes, to print and cut; `?table=` one table's. */
export default function PanelQrSheetPage() {
  const router = useRouter();
  const providerId = typeof router.query.providerId === 'string' ? router.query.providerId : undefined;
  // ?table=: one table's code, from its «کد QR» in the tables list.
  const tableId = typeof router.query.table === 'string' ? router.query.table : undefined;
  return (
    <PanelGuard providerId={providerId} flag="providers" waiting={!providerId} title="برگه چاپی کدهای QR">
      {() => <QrSheet providerId={providerId!} tableId={tableId} />}
    </PanelGuard>
  );
}
