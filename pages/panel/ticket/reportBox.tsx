import PanelGuard from '@/components/panel/PanelGuard';
import DeskReport from '@/components/panel/ticket/DeskReport';

/** /panel/ticket/reportBox: the support report box. */
export default function PanelTicketReportPage() {
  return (
    <PanelGuard flag="support" title="گزارش پشتیبانی">
      {() => <DeskReport />}
    </PanelGuard>
  );
}
