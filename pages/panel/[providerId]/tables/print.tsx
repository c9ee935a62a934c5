import { useRouter } from 'next/router';
import PanelGuard from '@/components/panel/PanelGuard';
import QrSheet from '@/components/panel/provider/QrSheet';

/** /panel/{providerId}/tables/print: an A4 sheet of the branch's table QR codes, to print and cut. */
export default function PanelQrSheetPage() {
  const router = useRouter();
  const providerId = typeof router.query.providerId === 'string' ? router.query.providerId : undefined;
  return (
    <PanelGuard providerId={providerId} flag="providers" waiting={!providerId} title="برگه چاپی کدهای QR">
      {() => <QrSheet providerId={providerId!} />}
    </PanelGuard>
  );
}
