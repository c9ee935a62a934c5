import SpacePanelPage from '@/components/panel/space/SpacePanelPage';
import SpaceItemAdmin from '@/components/panel/space/SpaceItemAdmin';

/** /panel/{providerId}/spaceItems: the branch's workspace items. */
export default function SpaceItemsPage() {
  return (
    <SpacePanelPage flag="menu" title="فضاهای کار">
      {(providerId) => <SpaceItemAdmin providerId={providerId} />}
    </SpacePanelPage>
  );
}
