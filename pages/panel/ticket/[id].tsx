import { useRouter } from 'next/router';
import SupportGuard from '@/components/panel/ticket/SupportGuard';
import DeskTicketDetail from '@/components/panel/ticket/DeskTicketDetail';

/** /panel/ticket/{id}: one ticket on the support desk. */
export default function PanelTicketPage() {
  const router = useRouter();
  const id = typeof router.query.id === 'string' ? router.query.id : '';
  return (
    <SupportGuard title="درخواست پشتیبانی" waiting={!router.isReady}>
      {() => <DeskTicketDetail key={id} ticketId={id} />}
    </SupportGuard>
  );
}
