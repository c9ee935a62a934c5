import SupportGuard from '@/components/panel/ticket/SupportGuard';
import MenuAvailability from '@/components/panel/ticket/MenuAvailability';

/** /panel/ticket/availability: the desk's menu-availability search (which items could be ordered on a day). */
export default function PanelMenuAvailabilityPage() {
  return <SupportGuard title="موجودی منو">{() => <MenuAvailability />}</SupportGuard>;
}
