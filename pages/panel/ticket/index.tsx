import PanelGuard from '@/components/panel/PanelGuard';
import TicketDesk from '@/components/panel/ticket/TicketDesk';

/** /panel/ticket: the support desk. */
export default function PanelTicketsPage() {
  return (
    <PanelGuard flag="support" title="میز پشتیبانی">
      {() => <TicketDesk />}
    </PanelGuard>
  );
}
