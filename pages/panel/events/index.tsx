import PanelGuard from '@/components/panel/PanelGuard';
import OfficeNav from '@/components/panel/OfficeNav';
import EventsAdmin from '@/components/academy/panel/EventsAdmin';

/** /panel/events: events and workshops of the branches the user runs events at. */
export default function PanelEventsPage() {
  return (
    <PanelGuard nav={OfficeNav} flag="events" somewhere title="رویدادها و کارگاه‌ها">
      {(user) => <EventsAdmin user={user} />}
    </PanelGuard>
  );
}
