import SpacePanelPage from '@/components/panel/space/SpacePanelPage';
import SpaceCategoryAdmin from '@/components/panel/space/SpaceCategoryAdmin';

/** /panel/{providerId}/spaceCategory: the branch's workspace categories. */
export default function SpaceCategoryPage() {
  return (
    <SpacePanelPage flag="menu" title="دسته‌بندی فضاها">
      {(providerId) => <SpaceCategoryAdmin providerId={providerId} />}
    </SpacePanelPage>
  );
}
