import PanelGuard from '@/components/panel/PanelGuard';
import MenuAvailability from '@/components/panel/ticket/MenuAvailability';

/** /panel/ticket/availability: the desk's menu-availability search (which items could be ordered on a day). */
export default function PanelMenuAvailabilityPage() {
  return (
    <PanelGuard flag="support" title="موجودی منو">
      {() => <MenuAvailability />}
    </PanelGuard>
  );
}
