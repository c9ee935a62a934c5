import PanelGuard from '@/components/panel/PanelGuard';
import OfficeNav from '@/components/panel/OfficeNav';
import Scanner from '@/components/panel/scan/Scanner';

/** /panel/scanner: any staff member; what a code shows and allows is checked per code by the server. */
export default function ScannerPage() {
  return (
    <PanelGuard nav={OfficeNav} title="اسکن کد QR">
      {() => <Scanner />}
    </PanelGuard>
  );
}
