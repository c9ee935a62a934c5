import PanelGuard from '@/components/panel/PanelGuard';
import OfficeNav from '@/components/panel/OfficeNav';
import CertificatesAdmin from '@/components/academy/panel/CertificatesAdmin';

/** /panel/certificates: the certificate's three signatures, each teacher's sales, the chain's commission. */
export default function PanelCertificatesPage() {
  return (
    <PanelGuard nav={OfficeNav} flag="events" title="گواهی‌ها و امضاها">
      {() => <CertificatesAdmin />}
    </PanelGuard>
  );
}
