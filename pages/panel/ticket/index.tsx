import SupportGuard from '@/components/panel/ticket/SupportGuard';
import TicketDesk from '@/components/panel/ticket/TicketDesk';

/** /panel/ticket: the support desk. */
export default function PanelTicketsPage() {
  return <SupportGuard title="میز پشتیبانی">{() => <TicketDesk />}</SupportGuard>;
}
