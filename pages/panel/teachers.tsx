import PanelGuard from '@/components/panel/PanelGuard';
import OfficeNav from '@/components/panel/OfficeNav';
import TeachersAdmin from '@/components/academy/panel/TeachersAdmin';

/** /panel/teachers: the academy's teachers. */
export default function PanelTeachersPage() {
  return (
    <PanelGuard nav={OfficeNav} flag="events" somewhere title="مدرسان">
      {() => <TeachersAdmin />}
    </PanelGuard>
  );
}
