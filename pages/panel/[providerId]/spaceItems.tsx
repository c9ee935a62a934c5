import BranchPanelPage from '@/components/panel/BranchPanelPage';
import SpaceItemAdmin from '@/components/panel/space/SpaceItemAdmin';

/** /panel/{providerId}/spaceItems: the branch's workspace items. */
export default function SpaceItemsPage() {
  return (
    <BranchPanelPage flag="menu" title="فضاهای کار">
      {({ providerId }) => <SpaceItemAdmin providerId={providerId} />}
    </BranchPanelPage>
  );
}
