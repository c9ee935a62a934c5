import BranchPanelPage from '@/components/panel/BranchPanelPage';
import ReservationTable from '@/components/panel/space/ReservationTable';
import StaffBookingForm from '@/components/panel/space/StaffBookingForm';

/** /panel/{providerId}/spaceReservations: every workspace reservation of the branch. */
export default function SpaceReservationsPage() {
  return (
    <BranchPanelPage flag="orders" title="رزروهای فضای کار">
      {({ providerId }) => (
        <div style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <StaffBookingForm providerId={providerId} />
          <ReservationTable providerId={providerId} />
        </div>
      )}
    </BranchPanelPage>
  );
}
