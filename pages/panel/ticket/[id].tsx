import { useRouter } from 'next/router';
import PanelGuard from '@/components/panel/PanelGuard';
import DeskTicketDetail from '@/components/panel/ticket/DeskTicketDetail';

/** /panel/ticket/{id}: one ticket on the support desk. */
export default function PanelTicketPage() {
  const router = useRouter();
  const id = typeof router.query.id === 'string' ? router.query.id : '';
  return (
    <PanelGuard flag="support" title="درخواست پشتیبانی" waiting={!router.isReady}>
      {() => <DeskTicketDetail key={id} ticketId={id} />}
    </PanelGuard>
  );
}
