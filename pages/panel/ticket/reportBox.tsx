import SupportGuard from '@/components/panel/ticket/SupportGuard';
import DeskReport from '@/components/panel/ticket/DeskReport';

/** /panel/ticket/reportBox: the support report box. */
export default function PanelTicketReportPage() {
  return <SupportGuard title="گزارش پشتیبانی">{() => <DeskReport />}</SupportGuard>;
}
