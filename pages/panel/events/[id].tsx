import { useRouter } from 'next/router';
import PanelGuard from '@/components/panel/PanelGuard';
import OfficeNav from '@/components/panel/OfficeNav';
import EventManage from '@/components/academy/panel/EventManage';

/** /panel/events/{id}: attendees (check in by hand), certificates, publish or cancel, the sales report. */
export default function PanelEventPage() {
  const { query, isReady } = useRouter();
  const id = typeof query.id === 'string' ? query.id : '';
  return (
    <PanelGuard nav={OfficeNav} flag="events" somewhere title="رویداد" waiting={!isReady}>
      {() => <EventManage eventId={id} />}
    </PanelGuard>
  );
}
