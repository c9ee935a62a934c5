import { useRouter } from 'next/router';
import PanelGuard from '@/components/panel/PanelGuard';
import DeskTicketDetail from '@/components/panel/ticket/DeskTicketDetail';
import { can } from '@/lib/permissions';

/** /panel/ticket/{id}: one ticket on the support desk (a branch admin: of their branch or referred to them). */
export default function PanelTicketPage() {
  const router = useRouter();
  const id = typeof router.query.id === 'string' ? router.query.id : '';
  return (
    <PanelGuard flag="support" somewhere title="درخواست پشتیبانی" waiting={!router.isReady}>
      {(user) => <DeskTicketDetail key={id} ticketId={id} team={can(user, 'support')} />}
    </PanelGuard>
  );
}
