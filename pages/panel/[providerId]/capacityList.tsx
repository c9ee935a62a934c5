import BranchPanelPage from '@/components/panel/BranchPanelPage';
import CapacityBoard from '@/components/panel/space/CapacityBoard';

/** /panel/{providerId}/capacityList: capacity per day, overrides, the day's bookings and occupancy. */
export default function CapacityListPage() {
  return (
    <BranchPanelPage flag="menu" title="ظرفیت و رزروها">
      {({ providerId }) => <CapacityBoard providerId={providerId} />}
    </BranchPanelPage>
  );
}
