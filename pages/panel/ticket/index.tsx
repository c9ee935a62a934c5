import PanelGuard from '@/components/panel/PanelGuard';
import TicketDesk from '@/components/panel/ticket/TicketDesk';
import { can } from '@/lib/permissions';

/**
 * /panel/ticket: the support desk. A branch admin (the support right at their branch) works the same
 * desk for the tickets of their branch and those referred to them (issue 21 D30); the server scopes it.
 */
export default function PanelTicketsPage() {
  return (
    <PanelGuard flag="support" somewhere title="میز پشتیبانی">
      {(user) => <TicketDesk team={can(user, 'support')} />}
    </PanelGuard>
  );
}
