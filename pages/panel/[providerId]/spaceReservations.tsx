import SpacePanelPage from '@/components/panel/space/SpacePanelPage';
import ReservationTable from '@/components/panel/space/ReservationTable';

/** /panel/{providerId}/spaceReservations: every workspace reservation of the branch. */
export default function SpaceReservationsPage() {
  return <SpacePanelPage flag="orders" title="رزروهای فضای کار">{(providerId) => <ReservationTable providerId={providerId} />}</SpacePanelPage>;
}
