import SpacePanelPage from '@/components/panel/space/SpacePanelPage';
import CapacityBoard from '@/components/panel/space/CapacityBoard';

/** /panel/{providerId}/capacityList: capacity per day, overrides, the day's bookings and occupancy. */
export default function CapacityListPage() {
  return (
    <SpacePanelPage flag="menu" title="ظرفیت و رزروها">
      {(providerId) => <CapacityBoard providerId={providerId} />}
    </SpacePanelPage>
  );
}
